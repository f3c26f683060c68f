import type { CallBudget } from './call-budget.ts';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker.ts';
import { LlmFailure } from './llm-failure.ts';
import { declaresMoreThan, readCappedBody } from '../read-capped-body.ts';
import { parseRetryAfter } from '../../lib/api/retry-after.ts';

/** One message of an OpenAI-style chat. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  /** Base URL up to the API version, e.g. 'https://api.openai.com/v1'. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Deadline of one attempt (SECURITY.md §4: 20 s, instead of SDK defaults of 600 s). */
  timeoutMs: number;
  /** A retry is made only if at least this much of the caller's deadline remains after the wait. Default 8 s. */
  retryMinRemainingMs?: number;
  /** Retry-After is honoured up to this long. Default 5 s. */
  maxRetryAfterMs?: number;
  /** Wait before the retry when the server names none. Default 500 ms. */
  defaultRetryDelayMs?: number;
  /** Caps the answer's length (and so the bill). Default 6000 tokens. */
  maxTokens?: number;
  /** 'json_object' (default) asks the endpoint for one JSON object; 'text' leaves the answer's form to the prompt. */
  responseFormat?: 'json_object' | 'text';
  /** Larger answer bodies are refused unread. Default 1 MiB. */
  maxResponseBytes?: number;
  /** Shared by every call of this client; default: open after 5 failures in 60 s, half-open after 30 s. */
  breaker?: CircuitBreaker;
  /** Each attempt takes its input's size (inputChars) from it; none is made once it is spent. Default: no limit. */
  budget?: CallBudget;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface CompleteOptions {
  /** The request's signal: aborting it stops the call at once. */
  signal?: AbortSignal;
  /** Absolute time (by the client's `now`) by which the caller needs the answer. */
  deadline?: number;
}

export interface ChatClient {
  /** The assistant's text for `messages`; throws LlmFailure. */
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<string>;
}

type Attempt = { ok: true; content: string } | { ok: false; failure: LlmFailure; retryable: boolean; retryAfterMs?: number };

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Reads a body up to `maxBytes`; throws (not retryable) past it. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new LlmFailure('invalid_output', response.status);
  if (declaresMoreThan(response.headers, maxBytes)) throw tooLarge();
  return new TextDecoder().decode(await readCappedBody(response.body, maxBytes, tooLarge));
}

/** What a call sends the model to read, in characters: every message's content (what the bill counts, as tokens). */
export function inputChars(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + message.content.length, 0);
}

/** `choices[0].message.content` of a chat-completions answer, or undefined. */
function contentOf(body: string): string | undefined {
  try {
    const content = (JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A client for any OpenAI-compatible chat-completions endpoint, with the budget rules of SECURITY.md §4: each
 * attempt ends at `timeoutMs` or the caller's deadline, whichever is first (the connection is aborted, so no
 * orphan work); one retry on 429, 5xx or a connection error, only if `retryMinRemainingMs` remain after waiting
 * (Retry-After honoured up to `maxRetryAfterMs`); a circuit breaker fails calls fast while the endpoint is down.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const {
    retryMinRemainingMs = 8_000,
    maxRetryAfterMs = 5_000,
    defaultRetryDelayMs = 500,
    maxTokens = 6_000,
    responseFormat = 'json_object',
    maxResponseBytes = 1_048_576,
    breaker = createCircuitBreaker(),
    budget,
    fetch: fetchImpl = globalThis.fetch,
    sleep = defaultSleep,
    now = Date.now,
  } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  const format = responseFormat === 'json_object' ? { response_format: { type: 'json_object' } } : {};

  async function attempt(messages: ChatMessage[], signal: AbortSignal | undefined, deadline: number): Promise<Attempt> {
    const budget = Math.min(options.timeoutMs, deadline - now());
    if (budget <= 0) return { ok: false, failure: new LlmFailure('timeout'), retryable: false };
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new LlmFailure('timeout')), budget);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, messages, temperature: 0, max_tokens: maxTokens, ...format }),
        signal: combined,
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        const retryable = response.status === 429 || response.status >= 500;
        return {
          ok: false,
          failure: new LlmFailure(retryable ? 'unavailable' : 'rejected', response.status),
          retryable,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
        };
      }
      const content = contentOf(await readText(response, maxResponseBytes));
      // The endpoint answered, so it is up; an unusable body is the structurer's kind of problem.
      if (content === undefined) throw new LlmFailure('invalid_output', response.status);
      return { ok: true, content };
    } catch (error) {
      if (error instanceof LlmFailure && error.kind === 'invalid_output') throw error;
      if (signal?.aborted) return { ok: false, failure: new LlmFailure('aborted'), retryable: false };
      if (timeout.signal.aborted) return { ok: false, failure: new LlmFailure('timeout'), retryable: false };
      return { ok: false, failure: new LlmFailure('unavailable'), retryable: true };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One attempt within the day's budget and through the breaker, which learns its outcome. */
  async function guarded(messages: ChatMessage[], signal: AbortSignal | undefined, deadline: number): Promise<Attempt> {
    if (budget && !(await budget.take(inputChars(messages)))) return { ok: false, failure: new LlmFailure('budget_spent'), retryable: false };
    if (!breaker.tryPass()) return { ok: false, failure: new LlmFailure('breaker_open'), retryable: false };
    try {
      const result = await attempt(messages, signal, deadline);
      if (result.ok) breaker.recordSuccess();
      else breaker.recordFailure();
      return result;
    } catch (error) {
      breaker.recordSuccess();
      throw error;
    }
  }

  return {
    async complete(messages, { signal, deadline = Infinity } = {}) {
      const first = await guarded(messages, signal, deadline);
      if (first.ok) return first.content;
      if (!first.retryable) throw first.failure;
      const wait = Math.min(first.retryAfterMs ?? defaultRetryDelayMs, maxRetryAfterMs);
      if (deadline - now() - wait < retryMinRemainingMs) throw first.failure;
      try {
        await sleep(wait, signal);
      } catch {
        throw new LlmFailure('aborted');
      }
      const second = await guarded(messages, signal, deadline);
      if (second.ok) return second.content;
      // A breaker that opened or a budget spent meanwhile says nothing about this call: report what went wrong with it.
      throw second.failure.kind === 'breaker_open' || second.failure.kind === 'budget_spent' ? first.failure : second.failure;
    },
  };
}
