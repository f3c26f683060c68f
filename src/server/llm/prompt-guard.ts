import { randomBytes } from 'node:crypto';

/**
 * What every prompt with untrusted data shares (SECURITY.md, LLM outputs): the data travels between two marker
 * lines carrying a random nonce it cannot guess, the system prompt carries a secret canary, and an answer that
 * repeats the canary shows the data steered the model.
 */

/** The marker lines around the untrusted data of one prompt. */
export interface Fence {
  begin: string;
  end: string;
}

/** Fresh marker lines, e.g. `<<<CV_TEXT_BEGIN {nonce}>>>` and `<<<CV_TEXT_END {nonce}>>>` for label 'CV_TEXT'. */
export function newFence(label: string): Fence {
  const nonce = randomBytes(12).toString('hex');
  return { begin: `<<<${label}_BEGIN ${nonce}>>>`, end: `<<<${label}_END ${nonce}>>>` };
}

/** Zero-width and bidirectional controls (invisible text tricks) and other control characters except tab and newline. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** `text` without invisible characters, ready to fence: nothing hidden can reach the model. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** A fresh secret for a system prompt. */
export function newCanary(): string {
  return `HW-${randomBytes(16).toString('hex')}`;
}

/** Whitespace-insensitive, case-insensitive: a model may space or case the canary differently when leaking it. */
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** A test of answers for `canary`: true when an answer repeats it, however spaced or cased. */
export function canaryDetector(canary: string): (answer: string) => boolean {
  const key = squash(canary);
  return (answer) => squash(answer).includes(key);
}

/**
 * The trimmed answer without one surrounding code fence, when it has one (```, or ``` followed by one of the
 * `languages` alternatives, a regular-expression alternation such as 'json').
 */
export function unfence(answer: string, languages = 'json'): string {
  const trimmed = answer.trim();
  return new RegExp(`^\`\`\`(?:${languages})?\\s*\\n([\\s\\S]*)\\n\`\`\`$`, 'i').exec(trimmed)?.[1] ?? trimmed;
}
