import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';

export interface ChatComposerProps {
  /** Accessible name of the message box. */
  label: string;
  placeholder: string;
  /** The send button's text. */
  sendLabel: string;
  /** Shift+Enter adds a line (otherwise it does nothing); the box then shows `rows` lines. */
  multiline: boolean;
  /** Visible lines when multi-line (one otherwise). */
  rows?: number;
  /** The coach is answering: the send button waits (the box stays usable, so focus is never lost). */
  busy: boolean;
  /** Sends the text; returns true when it was accepted (the box is then emptied). */
  onSend: (text: string) => boolean;
}

/**
 * The message box of a coach chat (SPEC §5 'Coach chat'): Enter sends, Shift+Enter inserts a newline where
 * the answer may span lines, and an empty or blank message is never sent. The textarea stays the same element
 * from message to message, so focus stays in it.
 */
export default function ChatComposer({ label, placeholder, sendLabel, multiline, rows = 3, busy, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const id = useId();

  function send() {
    if (onSend(draft)) setDraft('');
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.shiftKey && multiline) return; // a new line in the message
    event.preventDefault();
    if (!event.shiftKey) send();
  }

  return (
    <form className="coach-chat__form" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${id}-message`}>
        {label}
      </label>
      <textarea
        id={`${id}-message`}
        className="coach-chat__input"
        rows={multiline ? rows : 1}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={busy || !draft.trim()}>
        {sendLabel}
      </Button>
    </form>
  );
}
