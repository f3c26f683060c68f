import { HttpError } from './http.ts';
import { withinOr } from './within-or.ts';

/** The answer to one counted request. */
export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next request under this key would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts requests per key. `hit` records one request and says whether it was within `limit` requests per
 * `windowMs`; a refused request is not counted. Async so a shared store (Firestore, Redis) fits the same shape.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
}

/**
 * One request against a sliding-window log: `times` are the key's earlier request times, oldest first. The request
 * is allowed while fewer than `limit` of them fall inside the last `windowMs`, and then counted. Answers the result
 * and the log to keep (at most `limit` times). Shared by the memory and the Firestore stores.
 */
export function countInWindow(times: readonly number[], limit: number, windowMs: number, now: number): { result: RateLimitResult; times: number[] } {
  const live = times.filter((time) => time > now - windowMs);
  if (live.length >= limit) {
    // The oldest request in the window frees a slot when it leaves it.
    const freedAt = (live[0] ?? now) + windowMs;
    return { result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1_000)) }, times: live };
  }
  return { result: { allowed: true, retryAfterSeconds: 0 }, times: [...live, now] };
}

/**
 * A sliding-window log kept in process memory: each key holds the times of at most `limit` recent requests. Keys
 * whose requests have all left the window are pruned (at most once a second), and past `maxKeys` the least
 * recently hit keys go, so memory stays bounded.
 *
 * Alone it limits per process, which is one Netlify Function instance: production counts in Firestore
 * (firebase/firestore-rate-limit-store.ts) and falls back to this store only while Firestore cannot answer.
 */
export function createMemoryRateLimitStore({ maxKeys = 10_000 }: { maxKeys?: number } = {}): RateLimitStore {
  /** Request times per key, oldest first; each entry also remembers its window to know when it expires. */
  const log = new Map<string, { times: number[]; windowMs: number }>();
  let lastPrune = -Infinity;

  /** Forgets keys whose requests have all left their window (at most once a second, or when full). */
  function pruneExpired(now: number): void {
    if (now - lastPrune < 1_000 && log.size < maxKeys) return;
    lastPrune = now;
    for (const [key, entry] of log) {
      const newest = entry.times.at(-1);
      if (newest === undefined || newest <= now - entry.windowMs) log.delete(key);
    }
  }

  /** Still full of live keys: a new key pushes out the least recently hit (Map keeps insertion order; hit() re-inserts). */
  function makeRoomFor(key: string): void {
    if (log.has(key)) return;
    for (const oldest of log.keys()) {
      if (log.size < maxKeys) break;
      log.delete(oldest);
    }
  }

  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      pruneExpired(now);
      makeRoomFor(key);
      const counted = countInWindow(log.get(key)?.times ?? [], limit, windowMs, now);
      log.delete(key);
      log.set(key, { times: counted.times, windowMs });
      return counted.result;
    },
  };
}

/** How often a store that keeps falling back says so in the log. */
const FALLBACK_LOG_INTERVAL_MS = 60_000;

/**
 * `primary`, or `fallback` for any request the primary cannot answer within `timeoutMs` (or fails): a counter
 * that is down must neither stop every request (fail closed) nor stop all limiting (fail open), so while it is
 * down each instance limits on its own. A late primary answer may still count the request there too, which only
 * errs on the side of limiting.
 */
export function withFallbackStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  { timeoutMs, log = console.error }: { timeoutMs: number; log?: (line: string) => void },
): RateLimitStore {
  let lastLogged = -Infinity;
  return {
    async hit(key, limit, windowMs, now) {
      const { value, outcome } = await withinOr(() => primary.hit(key, limit, windowMs, now), timeoutMs, null);
      if (value) return value;
      if (Date.now() - lastLogged >= FALLBACK_LOG_INTERVAL_MS) {
        lastLogged = Date.now();
        log(`Rate limits: the shared counter ${outcome === 'timeout' ? `took over ${timeoutMs} ms` : 'failed'}; counting in this instance's memory meanwhile.`);
      }
      return fallback.hit(key, limit, windowMs, now);
    },
  };
}

/** One limit: at most `limit` requests per `windowMs` under `key` (e.g. 'support-email:ip:203.0.113.7'). */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes.';

/**
 * Counts the request against every rule and throws 429 RATE_LIMITED with Retry-After (the longest wait) if any
 * rule refuses it (SECURITY.md §4).
 */
export async function rateLimit(store: RateLimitStore, rules: readonly RateLimitRule[], now?: number): Promise<void> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const result = await store.hit(rule.key, rule.limit, rule.windowMs, now);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds, 1);
  }
  if (retryAfterSeconds > 0) {
    throw new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, { 'Retry-After': String(retryAfterSeconds) });
  }
}
