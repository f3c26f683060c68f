import { fillTemplate } from '../../content/template.ts';
import { CV_MAX_TEXT_CHARS, formatCount } from '../limits.ts';
import { parsedCvSchema, storedCvSchema, type ParsedCv } from '../schema.ts';
import { lengthCapOf } from '../too-long.ts';

/**
 * The CV as a JSON file of its own (Export JSON / Import JSON): a versioned envelope around the Parsed CV, so a
 * later Hirewise can tell its files apart and read old ones. Import is the trust boundary: the text comes from
 * any file the user picks, so it is size-capped, parsed defensively and validated, and it never throws.
 */

/** Marks a file as ours. */
export const CV_JSON_FORMAT = 'hirewise-cv';
/** The envelope version this code writes and reads. Bump it when the envelope or the CV changes shape. */
export const CV_JSON_VERSION = 1;
/** Files above this are refused unread: a CV export is a few kilobytes, so this leaves ample room. */
export const MAX_CV_JSON_BYTES = 2 * 1024 * 1024;

/** The exported file's content. */
export interface CvJsonEnvelope {
  format: typeof CV_JSON_FORMAT;
  version: typeof CV_JSON_VERSION;
  /** ISO 8601 time of the export. */
  exportedAt: string;
  cv: ParsedCv;
}

/** Why an import failed. */
export type CvImportProblem = 'notJson' | 'notCv' | 'tooLarge' | 'tooLong' | 'wrongVersion';

/** The user-facing text for each problem (content: `editorExport.errors`); {limit}, {max} and {version} are filled in. */
export type CvImportMessages = Record<CvImportProblem, string>;

export type CvImportResult = { ok: true; cv: ParsedCv } | { ok: false; problem: CvImportProblem; message: string };

/** The export file's text: the envelope, pretty-printed, ending with a newline. */
export function exportCvJson(document: { cv: ParsedCv }, exportedAt: Date = new Date()): string {
  const envelope: CvJsonEnvelope = {
    format: CV_JSON_FORMAT,
    version: CV_JSON_VERSION,
    exportedAt: exportedAt.toISOString(),
    // Through the schema: ids and any other editor-only keys stay behind. The stored one, so that a draft over a
    // cap can still be saved as a file (its import then asks for it to be shortened).
    cv: storedCvSchema.parse(document.cv),
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

/** '2 MB' for the size limit in messages. */
export function formatLimit(bytes: number = MAX_CV_JSON_BYTES): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

const CV_KEYS = new Set(Object.keys(parsedCvSchema.shape));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a CV has anything in it at all. */
function hasContent(cv: ParsedCv): boolean {
  return Object.values(cv).some((value) =>
    typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : Object.values(value).some((v) => v.trim() !== ''),
  );
}

/** UTF-8 size without encoding the whole text when its length alone already decides. */
function tooLarge(text: string): boolean {
  if (text.length > MAX_CV_JSON_BYTES) return true;
  if (text.length * 3 <= MAX_CV_JSON_BYTES) return false;
  return new TextEncoder().encode(text).byteLength > MAX_CV_JSON_BYTES;
}

/** The failed result for `problem`, its message filled in (also for a file refused by size before reading). */
export function importFailure(problem: CvImportProblem, messages: CvImportMessages, version = ''): CvImportResult & { ok: false } {
  return { ok: false, problem, message: fillTemplate(messages[problem], { limit: formatLimit(), max: formatCount(CV_MAX_TEXT_CHARS), version }) };
}

/**
 * Reads an export back. Accepts our envelope (version 1), and also a bare Parsed CV object, a saved CV
 * document (`{cv: ...}`) or the /parse answer (`{status: 'success', data: ...}`), since those are the other
 * JSON shapes a CV of ours takes. Everything else gets a specific message and no CV.
 */
export function importCvJson(text: string, messages: CvImportMessages): CvImportResult {
  const fail = (problem: CvImportProblem, version = ''): CvImportResult => importFailure(problem, messages, version);
  try {
    if (tooLarge(text)) return fail('tooLarge');
    let value: unknown;
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return fail('notJson');
    }
    if (!isRecord(value)) return fail('notCv');

    let candidate: unknown;
    let marked = false;
    if (value.format === CV_JSON_FORMAT) {
      const version = value.version;
      if (typeof version === 'number' && Number.isInteger(version) && version > CV_JSON_VERSION) return fail('wrongVersion', String(version));
      if (version !== CV_JSON_VERSION) return fail('notCv');
      candidate = value.cv;
      marked = true;
    } else if (value.status === 'success' && isRecord(value.data)) {
      candidate = value.data;
    } else if (isRecord(value.cv) && !Object.keys(value).some((key) => CV_KEYS.has(key))) {
      candidate = value.cv;
    } else {
      candidate = value;
    }

    // A bare object must at least look like a CV: some of our keys, and something in them.
    if (!isRecord(candidate) || (!marked && !Object.keys(candidate).some((key) => CV_KEYS.has(key)))) return fail('notCv');
    const parsed = parsedCvSchema.safeParse(candidate);
    // Over a cap (the whole text, a field, a list) is a CV, only too long: say so, rather than 'not a CV'.
    if (!parsed.success && parsed.error.issues.some((issue) => lengthCapOf(issue))) return fail('tooLong');
    if (!parsed.success || (!marked && !hasContent(parsed.data))) return fail('notCv');
    return { ok: true, cv: parsed.data };
  } catch {
    // Belt and braces: a pathological input (say, nesting deep enough to exhaust the stack) is still just a bad file.
    return fail('notCv');
  }
}
