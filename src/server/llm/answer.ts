import { z } from 'zod';
import { storedCvSchema, type ParsedCv } from '../../lib/cv/schema.ts';
import { unfence } from './prompt-guard.ts';

/**
 * Checks a model's answer against the Parsed CV schema. Only a JSON object is accepted (one surrounding code
 * fence is tolerated, prose is not); unknown top-level fields are refused, since they show the model is not
 * following the shape. Problems are described by field path only, never by value, so they can be logged and
 * sent back in a repair request.
 */

export type AnswerCheck = { ok: true; cv: ParsedCv } | { ok: false; problem: string };

// The shape only: the parse handler keeps the answer within the caps (fitParseResult), as the built-in parse.
const answerSchema = z.strictObject(storedCvSchema.shape);

/** True when every string is empty and every list is empty: the model gave nothing back. */
function isEmptyCv(cv: ParsedCv): boolean {
  const hasContent = (value: unknown): boolean => {
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    if (value && typeof value === 'object') return Object.values(value).some(hasContent);
    return false;
  };
  return !hasContent(cv);
}

export function readCvAnswer(content: string): AnswerCheck {
  const json = unfence(content);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'it is not a single JSON object' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: 'it is not a single JSON object' };
  const result = answerSchema.safeParse(value);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.slice(0, 5).map((issue) => issue.path.join('.') || 'the object'))];
    const unknown = result.error.issues.some((issue) => issue.code === 'unrecognized_keys');
    return { ok: false, problem: `${unknown ? 'it has fields that are not in the shape' : 'some fields do not match the shape'} (${fields.join(', ')})` };
  }
  if (isEmptyCv(result.data)) return { ok: false, problem: 'every field is empty' };
  return { ok: true, cv: result.data };
}
