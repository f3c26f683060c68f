/**
 * Every route counts the client address in memory before it verifies a token: a flood of forged tokens from one
 * address (an IPv6 /64) costs Firebase a bounded number of verifications. The verifier is a spy that refuses
 * every token as the real one refuses a forged token (401), so the test counts the backend calls it stands for.
 */
import { describe, expect, test, vi } from 'vitest';
import { ADDRESS_GUARD_LIMIT } from '@/server/address-guard';
import { loadServerConfig } from '@/server/config';
import { HttpError } from '@/server/http';
import { createMemoryRateLimitStore, RATE_LIMITED_MESSAGE } from '@/server/rate-limit';
import type { RouteDeps } from '@/server/route-deps';
import { servedRoute } from '@/server/route-handlers';
import { serveRoute, type RouteName } from '@/server/routes';

function depsWithRefusingVerifier() {
  const verify = vi.fn(async () => {
    throw new HttpError(401, 'AUTH_REQUIRED', 'Please sign in again.');
  });
  const deps: RouteDeps = {
    config: loadServerConfig({}),
    verifier: { verify },
    limiter: createMemoryRateLimitStore(),
    addressGuard: createMemoryRateLimitStore(),
  };
  return { deps, verify };
}

const withToken = (path: string, method: string) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { Authorization: 'Bearer forged.token.x', 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });

const tokenRoutes: RouteName[] = ['parse', 'score', 'coach', 'account-export', 'account-delete'];

describe('a flood of forged tokens from one /64', () => {
  test.each(tokenRoutes)('%s: verifies at most the guard limit of tokens, then answers 429 without asking Firebase', async (name) => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { deps, verify } = depsWithRefusingVerifier();
    const route = servedRoute(name);
    const handler = serveRoute(route, deps);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let index = 1; index <= ADDRESS_GUARD_LIMIT.limit + 40; index++) {
      const response = await handler(withToken(route.path, route.method), { clientIp: `2001:db8:9:9::${index.toString(16)}` });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses).toEqual([...Array(ADDRESS_GUARD_LIMIT.limit).fill(401), ...Array(40).fill(429)]);
    expect(verify).toHaveBeenCalledTimes(ADDRESS_GUARD_LIMIT.limit);
    expect(await refused!.json()).toEqual({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] });
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);

    // Another address is served as before.
    expect((await handler(withToken(route.path, route.method), { clientIp: '203.0.113.9' })).status).toBe(401);
  });
});
