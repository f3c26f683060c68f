import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { CoachCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';
import { $chat, $onboarding, $typing, answerQuestion, currentField, isMultiline } from '@/stores/onboarding';
import ChatComposer from './ChatComposer';
import ChatLog from './ChatLog';
import ChatPersona from './ChatPersona';
import './chat.css';
import './OnboardingChat.css';

export interface OnboardingChatProps {
  copy: CoachCopy;
}

/**
 * The onboarding coach chat (SPEC §4 'Coach chat'): the conversation as a log screen readers follow, a typing
 * indicator, and one answer box. The box stays the same element from question to question (so focus stays in
 * it); it grows to three lines for the multi-line questions. Enter sends, Shift+Enter adds a line on those.
 */
export default function OnboardingChat({ copy }: OnboardingChatProps) {
  const messages = useStore($chat);
  const typing = useStore($typing);
  useStore($onboarding); // re-render when the question changes
  const field = currentField();
  const id = useId();
  const nameId = `${id}-name`;

  return (
    <aside className="coach-chat" aria-label={copy.label}>
      <ChatPersona name={copy.persona.name} detail={copy.persona.role} headingId={nameId} />
      <ChatLog
        messages={messages}
        typing={typing}
        typingText={fillTemplate(copy.typing, { name: copy.persona.name })}
        youLabel={copy.you}
        labelledBy={nameId}
      />
      {field && (
        <ChatComposer
          label={copy.answerLabel}
          placeholder={copy.placeholder}
          sendLabel={copy.send}
          multiline={isMultiline(field)}
          busy={typing}
          onSend={answerQuestion}
        />
      )}
    </aside>
  );
}
