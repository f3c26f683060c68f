/**
 * What the handlers that work on an uploaded CV (/parse, /api/v1/score) share: the file reference in their
 * bodies, one request budget that reaches every step, reading the caller's file and parsing it under that budget.
 */
import { z } from 'zod';
import { untilAborted } from '../../lib/until-aborted.ts';
import { parseErrors } from '../cv-parse/errors.ts';
import { HttpError } from '../http.ts';
import type { CvReader, CvObject } from '../storage/read-cv-object.ts';

/** A CV file named in a request body (SPEC §7 calls 2 and 3): a display name and its gs:// address. */
export const cvFileSchema = z.strictObject({
  filename: z.string().min(1).max(255),
  gcs_url: z.string().min(1).max(2048),
});

/** Thrown into the request's signal when its budget runs out; each step turns it into its own message. */
class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
}

const storageBusy = () => new HttpError(503, 'UPSTREAM_UNAVAILABLE', 'Our file service is busy. Please try again in a minute.', { 'Retry-After': '30' });

/**
 * Runs `work` under what is left of the request's budget (from `started`), with one signal that aborts when the
 * budget runs out or the client goes away. Nothing started for the request may outlive its answer, so the
 * signal is aborted once `work` settles either way.
 */
export async function withinBudget<T>(
  request: Request,
  { started, budgetMs, now }: { started: number; budgetMs: number; now: () => number },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new BudgetExceeded()), Math.max(0, budgetMs - (now() - started)));
  try {
    return await work(AbortSignal.any([budget.signal, request.signal]));
  } finally {
    clearTimeout(timer);
    budget.abort(new BudgetExceeded());
  }
}

/** Reads the caller's stored CV; a read cut off by the budget is 'busy' (503), other failures keep their own error. */
export function readCallerCv(reader: CvReader, gcsUrl: string, uid: string, signal: AbortSignal): Promise<CvObject> {
  return reader.read(gcsUrl, uid, { signal }).catch((error: unknown) => {
    throw signal.aborted ? storageBusy() : error;
  });
}

/** Parses `file` with `parse` (the /parse code path), giving up with PARSE_TIMEOUT when the budget runs out. */
export function parseWithin<T>(
  parse: (bytes: Uint8Array, meta: { fileName: string; contentType?: string }) => Promise<T>,
  file: CvObject,
  signal: AbortSignal,
): Promise<T> {
  return untilAborted(parse(file.bytes, { fileName: file.name, contentType: file.contentType }), signal, parseErrors.timeout);
}
