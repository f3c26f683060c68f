/** How hard to try one idempotent upstream call (SECURITY.md §4, 'Deadlines and retries'). */
export interface RetryPolicy {
  /** Per-attempt limit; the attempt's signal aborts and the attempt counts as failed. */
  timeoutMs: number;
  /** Waits before the 2nd, 3rd, … attempt; their count is the number of retries. Each is jittered. */
  backoffMs: readonly number[];
  /** Whether a failure may succeed on another attempt (5xx, network, timeout). */
  isRetryable: (error: unknown) => boolean;
}

/** Thrown (as a failed attempt) when an attempt outlives `timeoutMs`. */
export class AttemptTimeoutError extends Error {
  override name = 'AttemptTimeoutError';
}

/** Storage's budget: 5 s per attempt, 2 retries after about 0.5 s and 1 s. */
export const STORAGE_RETRY_TIMING = { timeoutMs: 5_000, backoffMs: [500, 1_000] } as const;

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, or the retries run out (then the last
 * error is thrown). Each attempt gets its own AbortSignal, aborted on its timeout or when `signal` (the
 * request's overall deadline) aborts; an attempt that ignores its signal is abandoned all the same. An aborted
 * `signal` ends everything at once with its reason, without further attempts.
 * Jitter: each wait is drawn uniformly from 75–125 % of its nominal value, so instances don't retry in step.
 */
export async function withRetries<T>(attempt: (signal: AbortSignal) => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  for (let retry = 0; ; retry++) {
    signal?.throwIfAborted();
    try {
      return await withTimeout(attempt, policy.timeoutMs, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const wait = policy.backoffMs[retry];
      if (wait === undefined || !policy.isRetryable(error)) throw error;
      await sleep(Math.round(wait * (0.75 + Math.random() * 0.5)), signal);
    }
  }
}

async function withTimeout<T>(attempt: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AttemptTimeoutError(`No answer within ${timeoutMs} ms.`)), timeoutMs);
  const onOuterAbort = () => controller.abort(outer!.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    return await Promise.race([attempt(controller.signal), rejectOnAbort(controller.signal)]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
