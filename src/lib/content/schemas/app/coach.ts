import { z } from 'zod';
import { text } from '../common.ts';

/** Copy of the onboarding coach chat (SPEC §4 'Coach chat'). */
export const coachSchema = z.object({
  /** The coach persona (name and role shown in the chat header). */
  persona: z.object({ name: text, role: text }),
  /** Accessible name of the chat region. */
  label: text,
  /** The coach's opening line, before the first question. */
  greeting: text,
  /** The five questions by field, asked in SPEC §9's order. */
  questions: z.object({ currentRole: text, targetRole: text, experience: text, goals: text, preferences: text }),
  /** Said after the last answer. */
  thankYou: text,
  /** What the answer box shows while empty, and its accessible name. */
  placeholder: text,
  answerLabel: text,
  /** The send button. */
  send: text,
  /** Announced while the coach is typing; {name} is the persona's name. */
  typing: z.string().includes('{name}'),
  /** How the user's own messages are attributed (screen readers). */
  you: text,
});
