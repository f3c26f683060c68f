import { rateLimitAddress } from './client-address.ts';
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
 * A request may weigh more than one (`cost`, default 1): the daily model budget counts characters of input this way.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number, now?: number, cost?: number): Promise<RateLimitResult>;
}

/** A key's sliding-window log: request times, oldest first, and each one's cost (absent: 1 each). */
export interface WindowLog {
  times: number[];
  costs?: number[];
}

/**
 * One request of `cost` against a sliding-window log of the key's earlier requests. It is allowed while the costs
 * inside the last `windowMs`, with its own, come to at most `limit`, and then counted. Answers the result and the
 * log to keep (only live requests). Shared by the memory and the Firestore stores.
 */
export function countInWindow(
  log: WindowLog,
  limit: number,
  windowMs: number,
  now: number,
  cost = 1,
): { result: RateLimitResult; log: Required<WindowLog> } {
  const live = log.times.map((time, index) => ({ time, cost: log.costs?.[index] ?? 1 })).filter(({ time }) => time > now - windowMs);
  const kept = { times: live.map(({ time }) => time), costs: live.map((entry) => entry.cost) };
  let used = kept.costs.reduce((sum, each) => sum + each, 0);
  if (used + cost <= limit) return { result: { allowed: true, retryAfterSeconds: 0 }, log: { times: [...kept.times, now], costs: [...kept.costs, cost] } };
  // The request fits once enough of the oldest have left the window (never, within one, when it alone is over).
  let freedAt = now + windowMs;
  for (const entry of live) {
    used -= entry.cost;
    if (used + cost <= limit) {
      freedAt = entry.time + windowMs;
      break;
    }
  }
  return { result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1_000)) }, log: kept };
}

/** A store in this process's memory, which can also answer without counting and count what another store allowed. */
export interface MemoryRateLimitStore extends RateLimitStore {
  /** What `hit` would answer now, without counting the request. */
  check(key: string, limit: number, windowMs: number, now?: number, cost?: number): RateLimitResult;
  /** Counts a request that was allowed elsewhere (the shared counter). */
  record(key: string, windowMs: number, now?: number, cost?: number): void;
}

/**
 * A sliding-window log kept in process memory: each key holds the times of at most `limit` recent requests. Keys
 * whose requests have all left the window are pruned (at most once a second), and past `maxKeys` the least
 * recently hit keys go, so memory stays bounded.
 *
 * Alone it limits per process, which is one Netlify Function instance; production puts it in front of the
 * shared Firestore counter (createSharedRateLimitStore).
 */
export function createMemoryRateLimitStore({ maxKeys = 10_000 }: { maxKeys?: number } = {}): MemoryRateLimitStore {
  /** Request times (and costs) per key, oldest first; each entry also remembers its window to know when it expires. */
  const log = new Map<string, Required<WindowLog> & { windowMs: number }>();
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

  /** Still full of live keys: a new key pushes out the least recently hit (Map keeps insertion order; keep() re-inserts). */
  function makeRoomFor(key: string): void {
    if (log.has(key)) return;
    for (const oldest of log.keys()) {
      if (log.size < maxKeys) break;
      log.delete(oldest);
    }
  }

  function count(key: string, limit: number, windowMs: number, now: number, cost: number) {
    pruneExpired(now);
    return countInWindow(log.get(key) ?? { times: [] }, limit, windowMs, now, cost);
  }

  /** Stores the key's log as its most recently used entry. */
  function keep(key: string, kept: Required<WindowLog>, windowMs: number): void {
    makeRoomFor(key);
    log.delete(key);
    log.set(key, { ...kept, windowMs });
  }

  return {
    async hit(key, limit, windowMs, now = Date.now(), cost = 1) {
      const counted = count(key, limit, windowMs, now, cost);
      keep(key, counted.log, windowMs);
      return counted.result;
    },
    check: (key, limit, windowMs, now = Date.now(), cost = 1) => count(key, limit, windowMs, now, cost).result,
    record(key, windowMs, now = Date.now(), cost = 1) {
      keep(key, count(key, Infinity, windowMs, now, cost).log, windowMs);
    },
  };
}

/** How often a store that keeps falling back says so in the log. */
const FALLBACK_LOG_INTERVAL_MS = 60_000;

/**
 * Counts in `shared` (one counter for every instance), with this instance's own count in front of it and behind it:
 * - in front: once this instance alone has used a key's window, counting the requests still waiting for the
 *   shared answer, the shared count is full too, so the request is refused at once. A burst sent to one instance
 *   costs the shared counter at most `limit` calls instead of one per request, and those contend less.
 * - behind: a request the shared counter cannot answer within `timeoutMs` (or fails) is counted here alone. A
 *   counter that is down must neither stop every request (fail closed) nor stop all limiting (fail open). A late
 *   shared answer may still count the request there too, which only errs on the side of limiting.
 */
export function createSharedRateLimitStore(
  shared: RateLimitStore,
  { timeoutMs, log = console.error, local = createMemoryRateLimitStore() }: { timeoutMs: number; log?: (line: string) => void; local?: MemoryRateLimitStore },
): RateLimitStore {
  let lastLogged = -Infinity;
  /** Cost per key asked of the shared counter and not answered yet (one per request unless weighted). */
  const waiting = new Map<string, number>();
  const setWaiting = (key: string, count: number) => (count > 0 ? waiting.set(key, count) : waiting.delete(key));
  return {
    async hit(key, limit, windowMs, now = Date.now(), cost = 1) {
      const pending = waiting.get(key) ?? 0;
      // Full with the answers still to come: one of those may yet be refused, so try again in a moment.
      if (pending + cost > limit) return { allowed: false, retryAfterSeconds: 1 };
      const alone = local.check(key, limit - pending, windowMs, now, cost);
      if (!alone.allowed) return alone;
      setWaiting(key, pending + cost);
      const { value, outcome } = await withinOr(() => shared.hit(key, limit, windowMs, now, cost), timeoutMs, null);
      setWaiting(key, (waiting.get(key) ?? cost) - cost);
      if (value) {
        if (value.allowed) local.record(key, windowMs, now, cost);
        return value;
      }
      if (Date.now() - lastLogged >= FALLBACK_LOG_INTERVAL_MS) {
        lastLogged = Date.now();
        log(`Rate limits: the shared counter ${outcome === 'timeout' ? `took over ${timeoutMs} ms` : 'failed'}; counting in this instance's memory meanwhile.`);
      }
      return local.hit(key, limit, windowMs, now, cost);
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

/** The limits of a route that counts each signed-in caller and each client address apart. */
export interface CallerLimits {
  perUid: { limit: number; windowMs: number };
  perIp: { limit: number; windowMs: number };
}

/** The rule that counts a client address on `route`: IPv6 addresses by their /64 (client-address.ts). */
export function addressRule(route: string, limit: { limit: number; windowMs: number }, clientIp: string): RateLimitRule {
  return { key: `${route}:ip:${rateLimitAddress(clientIp)}`, ...limit };
}

/** The rules for one request to `route`: its caller's uid and its client address, each under its own key. */
export function callerRules(route: string, limits: CallerLimits, uid: string, clientIp: string): RateLimitRule[] {
  return [{ key: `${route}:uid:${uid}`, ...limits.perUid }, addressRule(route, limits.perIp, clientIp)];
}

/**
 * Counts the request against every rule and throws 429 RATE_LIMITED with Retry-After (the longest wait) if any
 * rule refuses it (SECURITY.md §4). The rules are counted at once: with the shared store each is a round trip.
 */
export async function rateLimit(store: RateLimitStore, rules: readonly RateLimitRule[], now?: number): Promise<void> {
  const results = await Promise.all(rules.map((rule) => store.hit(rule.key, rule.limit, rule.windowMs, now)));
  const retryAfterSeconds = Math.max(0, ...results.filter((result) => !result.allowed).map((result) => Math.max(result.retryAfterSeconds, 1)));
  if (retryAfterSeconds > 0) {
    throw new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, { 'Retry-After': String(retryAfterSeconds) });
  }
}
