import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { CoachCopy } from '@/lib/content/schemas/app';
import { $chat, $onboarding, $typing, answerQuestion, currentField, isMultiline } from '@/stores/coach';
import './CoachChat.css';

export interface CoachChatProps {
  copy: CoachCopy;
}

/**
 * The onboarding coach chat (SPEC §4 'Coach chat'): the conversation as a log screen readers follow, a typing
 * indicator, and one answer box. The box stays the same element from question to question (so focus stays in
 * it); it grows to three lines for the multi-line questions. Enter sends, Shift+Enter adds a line on those.
 */
export default function CoachChat({ copy }: CoachChatProps) {
  const messages = useStore($chat);
  const typing = useStore($typing);
  useStore($onboarding); // re-render when the question changes
  const field = currentField();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, typing]);

  const multiline = field ? isMultiline(field) : false;

  function send() {
    if (answerQuestion(draft)) setDraft('');
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.shiftKey && multiline) return; // a new line in the answer
    event.preventDefault();
    if (!event.shiftKey) send();
  }

  return (
    <aside className="coach-chat" aria-label={copy.label}>
      <header className="coach-chat__header">
        <span className="coach-chat__avatar" aria-hidden="true">
          {copy.persona.name.slice(0, 1)}
        </span>
        <div>
          <h2 className="coach-chat__name" id={`${id}-name`}>
            {copy.persona.name}
          </h2>
          <p className="coach-chat__role">{copy.persona.role}</p>
        </div>
      </header>
      {/* Focusable so keyboard users can scroll back through it; the list inside keeps its list semantics. */}
      <div className="coach-chat__log" ref={log} role="log" aria-live="polite" aria-relevant="additions" aria-labelledby={`${id}-name`} tabIndex={0}>
        <ol className="coach-chat__messages">
        {messages.map((message) => {
          const mine = message.sender === 'user';
          return (
            <li key={message.id} className="coach-chat__message" data-sender={mine ? 'user' : 'coach'}>
              <span className="visually-hidden">{mine ? copy.you : (message.sender as { name: string }).name}: </span>
              {message.text}
            </li>
          );
        })}
        </ol>
      </div>
      <p className="coach-chat__typing" role="status">
        {typing && (
          <>
            <span className="coach-chat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {copy.typing.replace('{name}', copy.persona.name)}
          </>
        )}
      </p>
      {field && (
        <form className="coach-chat__form" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor={`${id}-answer`}>
            {copy.answerLabel}
          </label>
          <textarea
            id={`${id}-answer`}
            className="coach-chat__input"
            rows={multiline ? 3 : 1}
            value={draft}
            placeholder={copy.placeholder}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={typing || !draft.trim()}>
            {copy.send}
          </Button>
        </form>
      )}
    </aside>
  );
}
