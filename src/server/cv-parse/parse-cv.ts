import { parseErrors, toHttpError } from './errors.ts';
import { PARSE_LIMITS } from './limits.ts';
import { sharedPool, type JobOutcome } from './run-in-worker.ts';
import { chooseFormat, declaredFormat, sniffType } from './sniff.ts';
import { z } from 'zod';
import { storedCvSchema, type ParseResult } from '../../lib/cv/schema.ts';
import { fitParseResult } from './fit-limits.ts';
import type { ParseJob } from './parse-job.ts';

/**
 * Parses an uploaded CV: checks size and type (by name and by content), then extracts and structures it in
 * a killable worker under time and memory limits. Throws HttpError with SECURITY.md §0 codes; messages
 * never contain file content. This is the one code path for the API, `npm run parse` and the bench.
 */

export interface CvFileMeta {
  /** The name the file was uploaded with (its extension declares the type). */
  fileName: string;
  /** The declared MIME type, used when the name has no extension. */
  contentType?: string;
}

export interface ParseOptions {
  /** Runs a job; defaults to the shared worker pool. Tests inject spies or in-process runners here. */
  runner?: (job: ParseJob) => Promise<JobOutcome>;
}

/** The shape of a parse, caps aside: fitParseResult keeps it within them. */
const workerAnswerSchema = z.object({ data: storedCvSchema, unplaced: z.array(z.string()).default([]) });

/** Parses CV bytes into the Parsed CV plus the lines nothing took. */
export async function parseCvFile(bytes: Uint8Array, meta: CvFileMeta, options: ParseOptions = {}): Promise<ParseResult> {
  if (bytes.byteLength > PARSE_LIMITS.maxFileBytes) throw parseErrors.tooLarge();
  const declared = declaredFormat(meta.fileName, meta.contentType);
  if (!declared) throw parseErrors.unsupported();
  if (bytes.byteLength === 0) throw parseErrors.empty();
  const format = chooseFormat(declared, sniffType(bytes));
  if (format === 'mismatch') throw parseErrors.mismatch();
  const run = options.runner ?? ((job: ParseJob) => sharedPool().run(job));
  const outcome = await run({ bytes, format });
  if (!outcome.ok) throw outcome.kind === 'timeout' ? parseErrors.timeout() : toHttpError(outcome.kind);
  // The worker's answer is data from another thread: check its shape before anyone relies on it, then its size.
  return fitParseResult(workerAnswerSchema.parse(outcome.result));
}
