import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { fillTemplate } from '@/lib/content/template';
import ChatComposer from '@/screens/chat/ChatComposer';
import ChatLog from '@/screens/chat/ChatLog';
import ChatPersona from '@/screens/chat/ChatPersona';
import { $chat, $onboarding, $typing, currentField, isMultiline } from '@/stores/onboarding';
import { sendPanelMessage, startPanelCoach } from '@/stores/coach-panel';
import { useEditorCopy } from '../copy';
import { panelTarget } from './panel-targets';
import '@/screens/chat/chat.css';
import './CoachPanelChat.css';

/**
 * The coach chat of the CV coaching side panel (SPEC §2): the persona shown Online, the conversation as a log
 * screen readers follow, and a message box where Enter sends and Shift+Enter inserts a newline. It first
 * carries on any unanswered onboarding questions, then answers questions about the CV (stores/coach-panel.ts).
 */
export default function CoachPanelChat() {
  const { coach, coachPanel } = useEditorCopy();
  const messages = useStore($chat);
  const typing = useStore($typing);
  useStore($onboarding); // re-render when the question changes or the onboarding ends
  const id = useId();
  const nameId = `${id}-name`;

  useEffect(() => {
    startPanelCoach(
      {
        persona: coach.persona,
        greeting: coach.greeting,
        questions: coach.questions,
        thankYou: coachPanel.thankYou,
        start: fillTemplate(coachPanel.start, { name: coach.persona.name }),
        resume: coachPanel.resume,
        welcome: coachPanel.welcome,
        someone: coachPanel.replies.someone,
      },
      coachPanel.replies,
    );
  }, [coach, coachPanel]);

  const field = currentField();

  return (
    <section className="coach-panel-chat" aria-labelledby={nameId} {...panelTarget('coach')}>
      <ChatPersona name={coach.persona.name} detail={coachPanel.status} online headingId={nameId} />
      <ChatLog
        messages={messages}
        typing={typing}
        typingText={fillTemplate(coach.typing, { name: coach.persona.name })}
        youLabel={coach.you}
        labelledBy={nameId}
      />
      <ChatComposer
        label={field ? coach.answerLabel : coachPanel.messageLabel}
        placeholder={field ? coach.placeholder : coachPanel.prompt}
        sendLabel={coach.send}
        multiline={field ? isMultiline(field) : true}
        rows={field ? 3 : 2}
        busy={typing}
        onSend={sendPanelMessage}
      />
    </section>
  );
}
