/**
 * The one generic API helper (SPEC §7): JSON over GET or POST to the product API. Every call the front end makes
 * to the API goes through here (the one other request, the about page's stats read, goes to Firestore's REST
 * API from src/lib/stats), so this is the one place that words a failed call as SPEC §8's 'API Error: …'.
 */
import { messages } from '@/lib/messages';
import { parseRetryAfter, rateLimitedReason } from './retry-after.ts';

/** The API's origin and prefix; empty means the site's own origin (DECISIONS.md). */
const API_BASE = String(import.meta.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, '');

/** A call the API answered with a non-ok status. `message` is SPEC §8's text, ready to show or wrap. */
export class ApiError extends Error {
  override name = 'ApiError';
  /**
   * The reason to show a user: for a 429 with Retry-After, when they may try again (lib/api/retry-after.ts);
   * otherwise the server's first errors[] message. Undefined when the server gave neither.
   */
  readonly reason: string | undefined;

  constructor(
    /** HTTP status of the answer. */
    readonly status: number,
    message: string,
    /** The parsed JSON answer, when there was one. */
    readonly body?: unknown,
    /** The reason, when it is not the body's first message. */
    reason?: string,
  ) {
    super(message);
    this.reason = reason ?? firstServerMessage(body);
  }
}

export interface ApiRequestOptions {
  method: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The signed-in user's ID token, sent as a Bearer token. */
  token?: string;
  /** Aborts the call (fetch then rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** JSON of a response, or undefined when it has no body or the body is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the server said went wrong: its errors[] messages joined with ', ', or its `detail` text. */
function serverDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { errors, detail } = body as { errors?: unknown; detail?: unknown };
  if (Array.isArray(errors)) {
    const texts = errors
      .map((error) => (error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined))
      .filter((text): text is string => typeof text === 'string' && text.length > 0);
    if (texts.length > 0) return texts.join(', ');
  }
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** The server's first errors[] message, if any. */
export function firstServerMessage(body: unknown): string | undefined {
  const message = (body as { errors?: Array<{ message?: unknown }> } | undefined)?.errors?.[0]?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/**
 * Calls `path` on the API and resolves with its JSON answer (undefined if it sent none). `T` is the caller's
 * expectation, not a check: callers validate what they read. Throws ApiError on a non-ok status; a network
 * failure rejects with fetch's own error.
 */
export async function apiRequest<T = unknown>(path: string, { method, body, token, signal }: ApiRequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const json = await readJson(response);
  if (!response.ok) {
    // A 429 says when to try again, from Retry-After, instead of the server's general words.
    const waitMs = response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After'), Date.now()) : undefined;
    const retry = waitMs === undefined ? undefined : rateLimitedReason(waitMs, new Date());
    throw new ApiError(response.status, messages.api.error(response.status, response.statusText, retry ?? serverDetail(json)), json, retry);
  }
  return json as T;
}
