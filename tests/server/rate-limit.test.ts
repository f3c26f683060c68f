import { describe, expect, test } from 'vitest';
import { HttpError } from '@/server/http';
import { createMemoryRateLimitStore, rateLimit, RATE_LIMITED_MESSAGE } from '@/server/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 0, 1, 12);

/** Hits `key` n times at `now`, returning whether each was allowed. */
async function hits(store: ReturnType<typeof createMemoryRateLimitStore>, key: string, n: number, now: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await store.hit(key, 5, HOUR, now));
  return results;
}

describe('memory rate-limit store', () => {
  test('allows 5 in an hour, then refuses with the wait until the oldest request leaves the window', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) expect(await store.hit('ip:a', 5, HOUR, T0 + i * MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await store.hit('ip:a', 5, HOUR, T0 + 10 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });

  test('a refused request does not count, and each request frees its slot an hour after it was made', async () => {
    const store = createMemoryRateLimitStore();
    await hits(store, 'ip:a', 5, T0);
    await hits(store, 'ip:a', 10, T0 + 30 * MINUTE); // all refused
    expect((await store.hit('ip:a', 5, HOUR, T0 + HOUR - 1)).allowed).toBe(false);
    expect((await hits(store, 'ip:a', 6, T0 + HOUR)).map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
  });

  test('sliding window: requests spread out free up one at a time', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await store.hit('ip:a', 5, HOUR, T0 + i * 10 * MINUTE);
    expect((await store.hit('ip:a', 5, HOUR, T0 + HOUR + 1)).allowed).toBe(true);
    expect(await store.hit('ip:a', 5, HOUR, T0 + HOUR + 2)).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
  });

  test('keys are counted apart', async () => {
    const store = createMemoryRateLimitStore();
    await hits(store, 'ip:a', 5, T0);
    expect((await store.hit('ip:a', 5, HOUR, T0)).allowed).toBe(false);
    expect((await store.hit('ip:b', 5, HOUR, T0)).allowed).toBe(true);
  });

  test('memory stays bounded: past maxKeys the least recently used keys are forgotten first', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 3 });
    await hits(store, 'ip:a', 5, T0);
    await hits(store, 'ip:b', 5, T0);
    await hits(store, 'ip:a', 1, T0 + 1); // refused, but a is now the most recently used
    await hits(store, 'ip:c', 5, T0 + 2);
    await hits(store, 'ip:d', 1, T0 + 3); // over the cap: b goes
    expect((await store.hit('ip:a', 5, HOUR, T0 + 4)).allowed).toBe(false);
    expect((await store.hit('ip:b', 5, HOUR, T0 + 4)).allowed).toBe(true);
  });

  test('expired keys are pruned, so keys that come back later start afresh', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 2 });
    await hits(store, 'ip:a', 5, T0);
    await hits(store, 'ip:b', 5, T0 + 2 * HOUR); // a has expired: pruned, not evicted for b
    await hits(store, 'ip:c', 1, T0 + 2 * HOUR); // b is live and c fits beside it
    expect((await store.hit('ip:b', 5, HOUR, T0 + 2 * HOUR)).allowed).toBe(false);
  });
});

describe('weighted requests (the daily model budget counts characters)', () => {
  test('a request takes its cost: allowed while the window\'s costs with it stay within the limit', async () => {
    const store = createMemoryRateLimitStore();
    expect((await store.hit('llm', 100, HOUR, T0, 60)).allowed).toBe(true);
    expect((await store.hit('llm', 100, HOUR, T0 + MINUTE, 30)).allowed).toBe(true);
    // 90 used: 11 more is over, 10 still fits.
    expect(await store.hit('llm', 100, HOUR, T0 + 2 * MINUTE, 11)).toEqual({ allowed: false, retryAfterSeconds: 58 * 60 });
    expect((await store.hit('llm', 100, HOUR, T0 + 3 * MINUTE, 10)).allowed).toBe(true);
  });

  test('the wait is until enough of the oldest costs have left the window', async () => {
    const store = createMemoryRateLimitStore();
    await store.hit('llm', 100, HOUR, T0, 40);
    await store.hit('llm', 100, HOUR, T0 + 10 * MINUTE, 40);
    await store.hit('llm', 100, HOUR, T0 + 20 * MINUTE, 20);
    // 70 needs the first two gone (freeing 80 of 100): 10 minutes after the second, an hour on.
    expect(await store.hit('llm', 100, HOUR, T0 + 30 * MINUTE, 70)).toEqual({ allowed: false, retryAfterSeconds: 40 * 60 });
    expect((await store.hit('llm', 100, HOUR, T0 + HOUR + 10 * MINUTE + 1, 70)).allowed).toBe(true);
  });

  test('a request costlier than the whole limit is never allowed, and costs nothing', async () => {
    const store = createMemoryRateLimitStore();
    expect(await store.hit('llm', 100, HOUR, T0, 101)).toEqual({ allowed: false, retryAfterSeconds: 60 * 60 });
    expect((await store.hit('llm', 100, HOUR, T0, 100)).allowed).toBe(true);
  });
});

describe('rateLimit', () => {
  const rules = [
    { key: 'ip:a', limit: 5, windowMs: HOUR },
    { key: 'uid:u1', limit: 3, windowMs: HOUR },
  ];

  test('passes while every rule allows, then throws 429 RATE_LIMITED with Retry-After', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 3; i++) await rateLimit(store, rules, T0 + i * MINUTE);
    const error = await rateLimit(store, rules, T0 + 30 * MINUTE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE, headers: { 'Retry-After': '1800' } });
    expect(RATE_LIMITED_MESSAGE).toBe('Too many requests. Please wait a few minutes.');
  });

  test('Retry-After is the longest wait of the rules that refused', async () => {
    const store = createMemoryRateLimitStore();
    await hits(store, 'ip:a', 5, T0); // ip full until T0 + 1 h
    for (let i = 0; i < 3; i++) await store.hit('uid:u1', 3, HOUR, T0 + 20 * MINUTE); // uid full until T0 + 80 min
    await expect(rateLimit(store, rules, T0 + 30 * MINUTE)).rejects.toMatchObject({ headers: { 'Retry-After': String(50 * 60) } });
  });
});
