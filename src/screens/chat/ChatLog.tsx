import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@/stores/onboarding';

export interface ChatLogProps {
  messages: readonly ChatMessage[];
  /** The coach is writing its next message: shows `typingText` with animated dots. */
  typing: boolean;
  /** Announced while the coach types, e.g. 'Maya is typing...'. */
  typingText: string;
  /** How the user's own messages are attributed for screen readers ('You'). */
  youLabel: string;
  /** Id of the element naming the conversation (the persona's heading). */
  labelledBy: string;
}

/**
 * A coach conversation (SPEC §3 'Coach chat message'): a log screen readers follow as messages arrive, and
 * the typing indicator under it. Message text is data (answers, CV text): rendered as text, never as HTML.
 * Shared by the upload screen's onboarding chat and the editor panel's coach.
 */
export default function ChatLog({ messages, typing, typingText, youLabel, labelledBy }: ChatLogProps) {
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, typing]);

  return (
    <>
      {/* Focusable so keyboard users can scroll back through it; the list inside keeps its list semantics. */}
      <div
        className="coach-chat__log"
        ref={log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-labelledby={labelledBy}
        tabIndex={0}
      >
        <ol className="coach-chat__messages">
          {messages.map((message) => {
            const mine = message.sender === 'user';
            return (
              <li key={message.id} className="coach-chat__message" data-sender={mine ? 'user' : 'coach'}>
                <span className="visually-hidden">{mine ? youLabel : (message.sender as { name: string }).name}: </span>
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
            {typingText}
          </>
        )}
      </p>
    </>
  );
}
