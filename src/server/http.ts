import type { z } from 'zod';
import { formatCount as count } from '../lib/cv/limits.ts';
import { lengthCapOf, type LengthCap } from '../lib/cv/too-long.ts';
import { declaresMoreThan, readCappedBody } from './read-capped-body.ts';

/** Error codes of the API contract: each failure's HTTP status and code, the same for every route. */
export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'AUTH_REQUIRED'
  | 'EMAIL_NOT_VERIFIED'
  | 'FORBIDDEN_FILE'
  | 'RECENT_SIGN_IN_REQUIRED'
  | 'FILE_NOT_FOUND'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'TYPE_MISMATCH'
  | 'FILE_UNREADABLE'
  | 'PDF_ENCRYPTED'
  | 'NO_TEXT'
  | 'TOO_MANY_PAGES'
  | 'ARCHIVE_TOO_LARGE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'MODEL_OUTPUT_INVALID'
  | 'UPSTREAM_UNAVAILABLE'
  | 'PARSE_TIMEOUT'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INTERNAL';

/** What every handler may know about the caller beyond the request itself. */
export interface RequestContext {
  /** Client address as the platform reports it (never a raw X-Forwarded-For). */
  clientIp: string;
}

export type Handler = (request: Request, context: RequestContext) => Promise<Response>;

/**
 * An error that becomes an API error answer. `message` is shown to users as 'Error: {message}',
 * so it is short, plain and never carries file content, paths or stack traces.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** `{status: "success", data}` */
export function success(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ status: 'success', data }), { status, headers: JSON_HEADERS });
}

/** `{status: "error", errors: [{code, message}]}` */
export function failure(error: HttpError): Response {
  return new Response(JSON.stringify({ status: 'error', errors: [{ code: error.code, message: error.message }] }), {
    status: error.status,
    headers: { ...JSON_HEADERS, ...error.headers },
  });
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Reads the body as text, refusing more than `maxBytes` without buffering the excess. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This request is too large.');
  if (declaresMoreThan(request.headers, maxBytes)) throw tooLarge();
  return new TextDecoder().decode(await readCappedBody(request.body, maxBytes, tooLarge));
}

/** What the user is told when a text or list is over its cap: what is too long, and the most it may hold. */
export function tooLongMessage({ kind, path, maximum }: LengthCap): string {
  if (kind === 'cv') return `This CV is too long. Please keep its text to ${count(maximum)} characters or fewer.`;
  const field = path.map(String).join('.') || 'body';
  return kind === 'list'
    ? `The ${field} list is too long. Please keep it to ${count(maximum)} items or fewer.`
    : `The ${field} field is too long. Please keep it to ${count(maximum)} characters or fewer.`;
}

/**
 * Parses a JSON body against a schema. A text or list over its cap (the CV's, the question's ...) is a 413
 * PAYLOAD_TOO_LARGE naming it and its cap: nothing is ever cut to fit. Bad JSON or any other schema mismatch is a
 * 400 that names the first bad field. Neither echoes a value.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<z.output<S>> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'UNSUPPORTED_TYPE', 'Send the request as JSON.');
  }
  const text = await readBodyText(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_REQUEST', 'The request is not valid JSON.');
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const cap = result.error.issues.map(lengthCapOf).find((found) => found !== null);
  if (cap) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLongMessage(cap).slice(0, 160));
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  throw new HttpError(400, 'INVALID_REQUEST', `Please check the ${field} field: ${issue.message.toLowerCase()}.`.slice(0, 160));
}

/** Wraps a handler so thrown HttpErrors become error answers and anything else a generic 500. */
export function withErrors(handler: Handler, log: (line: string) => void = console.error): Handler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return failure(error);
      // Log the kind of failure only: messages of third-party errors can carry user content.
      log(`unhandled ${request.method} ${new URL(request.url).pathname}: ${(error as Error)?.name ?? 'error'}`);
      return failure(new HttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
  };
}

/** Answers 405 unless the method is one of `methods`. */
export function allowMethods(methods: string[], handler: Handler): Handler {
  return async (request, context) => {
    if (!methods.includes(request.method)) {
      throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'This address does not accept that kind of request.', { Allow: methods.join(', ') });
    }
    return handler(request, context);
  };
}
