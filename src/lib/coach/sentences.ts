/** Small helpers that turn rubric phrases and parts of an answer into readable text. */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import { fillTemplate } from '../content/template.ts';

/** A piece of the user's text is quoted up to this many characters. */
const QUOTE_CHARS = 120;

/** The user's text as quoted in an answer: cut with an ellipsis past QUOTE_CHARS. */
export function quote(text: string): string {
  // A closing full stop is dropped: the answer's own punctuation follows the quote.
  const trimmed = text.trim().replace(/[.;,]+$/, '');
  return trimmed.length <= QUOTE_CHARS ? trimmed : `${trimmed.slice(0, QUOTE_CHARS - 1).trimEnd()}…`;
}

/** The phrase as a sentence: trimmed, first letter capitalised, ending in a full stop unless it already ends a sentence. */
export function sentence(phrase: string): string {
  const text = phrase.trim();
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…:]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The parts that are present (non-empty strings), joined by spaces. */
export function paragraph(...parts: (string | false | undefined | null | 0)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** One list line per phrase, each a sentence (`replies.item`, e.g. '- {text}'). */
export function itemLines(phrases: readonly string[], replies: CoachReplies): string[] {
  return phrases.map((phrase) => fillTemplate(replies.item, { text: sentence(phrase) }));
}

/** 'Data Analyst at Contoso' (`replies.roleLabel`), or whichever of the two the CV has. */
export function roleName(role: { title: string; company: string }, replies: CoachReplies): string {
  const title = role.title.trim();
  const company = role.company.trim();
  return title && company ? fillTemplate(replies.roleLabel, { title, company }) : title || company;
}
