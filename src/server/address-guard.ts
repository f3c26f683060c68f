import { HttpError, failure, type Handler } from './http.ts';
import { addressRule, RATE_LIMITED_MESSAGE, type MemoryRateLimitStore } from './rate-limit.ts';

/**
 * Requests one client address (an IPv6 /64) may make to one route in a window, counted in this instance's memory
 * before anything else. Well above every route's own per-address limit, so honest use never meets it.
 */
export const ADDRESS_GUARD_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * Counts the request's client address against ADDRESS_GUARD_LIMIT before the route does any work that costs a
 * backend call (verifying a token asks Firebase; the shared rate limits ask Firestore), so a flood of bad tokens
 * from one address costs at most that many calls per instance. Past it: 429 RATE_LIMITED with Retry-After.
 */
export function withAddressGuard(route: string, store: MemoryRateLimitStore, handler: Handler): Handler {
  return async (request, context) => {
    const { key, limit, windowMs } = addressRule(`guard:${route}`, ADDRESS_GUARD_LIMIT, context.clientIp);
    const { allowed, retryAfterSeconds } = await store.hit(key, limit, windowMs);
    if (!allowed) return failure(new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, { 'Retry-After': String(retryAfterSeconds) }));
    return handler(request, context);
  };
}
