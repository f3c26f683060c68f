import { ParseFailure, type ParseErrorKind } from './errors.ts';
import { extractText } from './extract-text.ts';
import { structureCv } from './structure/structure-cv.ts';
import type { ParseResult } from '../../lib/cv/schema.ts';
import type { CvFormat } from './types.ts';

/**
 * One parse, from bytes of a known format to the Parsed CV. This is what runs inside the worker; it is
 * plain data in, plain data out, so it can cross the thread boundary.
 */

export interface ParseJob {
  bytes: Uint8Array;
  format: CvFormat;
}

export type ParseJobResult = { ok: true; result: ParseResult } | { ok: false; kind: ParseErrorKind };

/**
 * Extracts and structures; failures come back as a kind, never as file content. `handOver`: the job's bytes are
 * the parse's own (the worker's, transferred to it) and may be emptied by the extractor instead of copied.
 */
export async function runParseJob(job: ParseJob, { handOver = false } = {}): Promise<ParseJobResult> {
  try {
    const extracted = await extractText(job.bytes, job.format, { handOver });
    return { ok: true, result: structureCv(extracted.lines) };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, kind: error.kind };
    return { ok: false, kind: 'unreadable' };
  }
}
