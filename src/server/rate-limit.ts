import { HttpError } from './http.ts';

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
 * A sliding-window log kept in process memory: each key holds the times of at most `limit` recent requests, and a
 * request is allowed while fewer than `limit` fall inside the last `windowMs`. Keys whose requests have all left
 * the window are pruned (at most once a second), and past `maxKeys` the least recently hit keys go, so memory stays
 * bounded.
 *
 * Production needs a store shared by all function instances (DECISIONS.md 'Backend, production': limits "hold
 * across function instances"; SECURITY.md §4): each Netlify Function instance has its own memory, so this store
 * alone limits per instance. A Firestore-backed RateLimitStore plugs in where the handlers are created
 * (src/functions/*.mts), with no change to the handlers or to `rateLimit`.
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
      const times = (log.get(key)?.times ?? []).filter((time) => time > now - windowMs);
      log.delete(key);
      if (times.length >= limit) {
        log.set(key, { times, windowMs });
        // The oldest request in the window frees a slot when it leaves it.
        const freedAt = (times[0] ?? now) + windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1_000)) };
      }
      times.push(now);
      log.set(key, { times, windowMs });
      return { allowed: true, retryAfterSeconds: 0 };
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
