import { z } from 'zod';
import type { ParseResult } from '../../lib/cv/schema.ts';
import { fitParseResult } from '../cv-parse/fit-limits.ts';
import type { TokenVerifier } from '../auth/verify-id-token.ts';
import { HOUR_MS } from '../durations.ts';
import { HttpError, readJson, type Handler } from '../http.ts';
import { LlmFailure } from '../llm/llm-failure.ts';
import type { CvStructurer } from '../llm/llm-structurer.ts';
import { sourceTextOf, stillUnplaced, type ParseResultWithText } from '../llm/source-text.ts';
import { callerRules, rateLimit, type RateLimitStore } from '../rate-limit.ts';
import { parseCvAddress } from '../storage/gs-url.ts';
import type { CvReader } from '../storage/read-cv-object.ts';
import { cvFileSchema, parseWithin, readCallerCv, withinBudget } from './cv-request.ts';
import { servePost } from './serve-post.ts';

/** SECURITY.md §4: 10 parses an hour per user and 30 per client address. */
export const PARSE_RATE_LIMITS = {
  perUid: { limit: 10, windowMs: HOUR_MS },
  perIp: { limit: 30, windowMs: HOUR_MS },
} as const;

/** One request's whole budget (SECURITY.md §4), enforced with an AbortController passed down. */
export const PARSE_BUDGET_MS = 30_000;
/** Kept back from the budget for answering once the model is given up on. */
const ANSWER_RESERVE_MS = 500;
/**
 * Enough for the largest valid body: a 20,000-character job description can take 60 kB as UTF-8 (and more with
 * JSON escapes, which the limit then refuses as too large).
 */
export const PARSE_MAX_BODY_BYTES = 64 * 1024;

/**
 * The body of SPEC §7 call 3. The upload flow sends only `cv`; jd, score, generate and output_format are accepted
 * and not used by parsing. `cv.filename` is a label only: the file's declared type comes from the stored object's
 * own name and content type, and its real type from its bytes.
 */
export const parseRequestSchema = z.strictObject({
  cv: cvFileSchema,
  jd: z.string().max(20_000).optional(),
  score: z.boolean().optional(),
  generate: z.boolean().optional(),
  output_format: z.string().max(64).optional(),
});

/** Parses CV bytes (src/server/cv-parse/parse-cv.ts `parseCvFile`): throws HttpError 413/415/422/504. */
export type ParseCv = (bytes: Uint8Array, meta: { fileName: string; contentType?: string }) => Promise<ParseResultWithText>;

export interface ParseHandlerDeps {
  verifier: Pick<TokenVerifier, 'verify'>;
  reader: CvReader;
  parse: ParseCv;
  limiter: RateLimitStore;
  /** The configured bucket: the only one whose addresses are accepted. */
  bucket: string;
  /** The optional LLM structurer; when absent the built-in structurer's result is the answer. */
  structurer?: CvStructurer;
  /** Gets one line per request with codes, sizes and timings only: never CV text, file names or uids. */
  log?: (line: string) => void;
  budgetMs?: number;
  now?: () => number;
}

/** `{status: 'success', data, unplaced}`: the Parsed CV, with the lines nothing took beside it. */
function parsedAnswer({ data, unplaced }: ParseResult): Response {
  return new Response(JSON.stringify({ status: 'success', data, unplaced }), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A short, content-free name for a failure, safe to log. */
function failureCode(error: unknown): string {
  if (error instanceof LlmFailure) return error.status === undefined ? error.kind : `${error.kind}:${error.status}`;
  if (error instanceof HttpError) return error.code;
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name) ? name : 'error';
}

/**
 * POST /parse (SPEC §7 call 3): Bearer ID token (401), rate limits per uid and client address (429), the address
 * must be the caller's own upload in our bucket (400/403, before any file is touched), the file is read (404/413/503)
 * and parsed (415/422/504). When an LLM is configured it structures the text, and any failure or timeout of it
 * falls back to the built-in structurer's result, so a readable CV always gets a parse (DECISIONS.md). The whole
 * request runs under a 30 s budget whose AbortController reaches the storage reads and the model call.
 */
export function createParseHandler({
  verifier,
  reader,
  parse,
  limiter,
  bucket,
  structurer,
  log = console.info,
  budgetMs = PARSE_BUDGET_MS,
  now = Date.now,
}: ParseHandlerDeps): Handler {
  /** Tries the LLM; the built-in result stands on any failure. Returns the answer and a loggable outcome. */
  async function withLlm(builtIn: ParseResultWithText, signal: AbortSignal, deadline: number): Promise<{ result: ParseResult; outcome: string }> {
    if (!structurer) return { result: builtIn, outcome: 'off' };
    const started = now();
    try {
      const data = await structurer.structure(sourceTextOf(builtIn), { signal, deadline });
      return { result: fitParseResult({ data, unplaced: stillUnplaced(builtIn.unplaced, data) }), outcome: `used ${now() - started}ms` };
    } catch (error) {
      return { result: builtIn, outcome: `fallback ${signal.aborted ? 'timeout' : failureCode(error)} ${now() - started}ms` };
    }
  }

  const handleParse: Handler = async (request, { clientIp }) => {
    const started = now();
    const caller = await verifier.verify(request.headers.get('authorization'));
    const body = await readJson(request, parseRequestSchema, PARSE_MAX_BODY_BYTES);
    await rateLimit(limiter, callerRules('parse', PARSE_RATE_LIMITS, caller.uid, clientIp));
    parseCvAddress(body.cv.gcs_url, { bucket, uid: caller.uid });

    return withinBudget(request, { started, budgetMs, now }, async (signal) => {
      const file = await readCallerCv(reader, body.cv.gcs_url, caller.uid, signal);
      const readMs = now() - started;
      const builtIn = await parseWithin(parse, file, signal);
      const parseMs = now() - started - readMs;
      const { result, outcome } = await withLlm(builtIn, signal, started + budgetMs - ANSWER_RESERVE_MS);
      log(`parse: ok ${file.size}B read ${readMs}ms parse ${parseMs}ms llm ${outcome} total ${now() - started}ms`);
      return parsedAnswer(result);
    });
  };

  return servePost('parse', handleParse, log, now);
}
