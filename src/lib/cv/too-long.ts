import type { z } from 'zod';
import { CV_MAX_TEXT_CHARS, textChars } from './limits.ts';

/** Marks the issue of a CV whose text, all together, is over CV_MAX_TEXT_CHARS. */
const CV_TEXT_CAP = 'cv_text_cap';

/** The issue the capped CV schema raises for a CV over CV_MAX_TEXT_CHARS of text. */
export function cvTooLongIssue(cv: unknown) {
  return {
    code: 'custom' as const,
    message: `The CV has ${textChars(cv)} characters of text, over ${CV_MAX_TEXT_CHARS}.`,
    params: { cap: CV_TEXT_CAP, maximum: CV_MAX_TEXT_CHARS },
  };
}

/** A length cap that a value went over: the whole CV's text, one text, or one list. */
export interface LengthCap {
  kind: 'cv' | 'text' | 'list';
  /** Where, e.g. ['cv', 'roles', 0, 'highlights', 2]. */
  path: PropertyKey[];
  /** The most allowed: characters, or items for a list. */
  maximum: number;
}

/**
 * The length cap behind a schema issue, or null for any other issue. A text or list over its maximum is one;
 * a list of an exact length ('one file') and a number out of range are not: those are malformed, not too large.
 */
export function lengthCapOf(issue: z.core.$ZodIssue): LengthCap | null {
  if (issue.code === 'custom' && issue.params?.cap === CV_TEXT_CAP) return { kind: 'cv', path: issue.path, maximum: Number(issue.params.maximum) };
  if (issue.code !== 'too_big' || issue.exact) return null;
  if (issue.origin === 'string') return { kind: 'text', path: issue.path, maximum: Number(issue.maximum) };
  if (issue.origin === 'array') return { kind: 'list', path: issue.path, maximum: Number(issue.maximum) };
  return null;
}
