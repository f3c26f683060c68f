import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  readTotalUsers,
  STATS_READ_TIMEOUT_MS,
  statsDocumentUrl,
  totalUsersFromDocument,
} from '@/lib/stats/read-total-users';

const PROJECT = 'hirewise-test';

/** A fake fetch that answers with a JSON body and status. */
function answering(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

/** A fake fetch that never answers on its own, but rejects like the real one when aborted. */
function hanging(): typeof fetch {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

const doc = (integerValue: unknown) => ({ name: 'projects/x/databases/(default)/documents/stats/general', fields: { totalUsers: { integerValue } } });

afterEach(() => {
  vi.useRealTimers();
});

describe('readTotalUsers', () => {
  test.each([
    { name: 'a stored count', fetch: answering(200, doc('27')), expected: 27 },
    { name: 'zero users', fetch: answering(200, doc('0')), expected: 0 },
    { name: 'a missing document (404)', fetch: answering(404, { error: { code: 404, status: 'NOT_FOUND' } }), expected: null },
    { name: 'a permission error (403)', fetch: answering(403, { error: { code: 403 } }), expected: null },
    { name: 'a body that is not JSON', fetch: answering(200, '<html>oops</html>'), expected: null },
    { name: 'a document without totalUsers', fetch: answering(200, { fields: { lastUpdated: { timestampValue: '2025-06-01T00:00:00Z' } } }), expected: null },
    { name: 'a negative count', fetch: answering(200, doc('-3')), expected: null },
    { name: 'a fractional count', fetch: answering(200, doc('2.5')), expected: null },
    { name: 'a count too large to be exact', fetch: answering(200, doc('99999999999999999999')), expected: null },
    { name: 'a network error', fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, expected: null },
  ])('resolves $expected for $name', async ({ fetch, expected }) => {
    await expect(readTotalUsers({ projectId: PROJECT, fetch })).resolves.toBe(expected);
  });

  test('gives up with null once the timeout passes', async () => {
    vi.useFakeTimers();
    const fetch = hanging();
    const result = readTotalUsers({ projectId: PROJECT, fetch });
    await vi.advanceTimersByTimeAsync(STATS_READ_TIMEOUT_MS - 1);
    const early = await Promise.race([result, Promise.resolve('still waiting')]);
    expect(early).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(STATS_READ_TIMEOUT_MS).toBe(3_000);
  });

  test('requests nothing without a project id', async () => {
    const fetch = answering(200, doc('5'));
    await expect(readTotalUsers({ projectId: '', fetch })).resolves.toBeNull();
    await expect(readTotalUsers({ projectId: undefined, fetch })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('makes exactly one GET to the stats document', async () => {
    const fetch = answering(200, doc('1'));
    await readTotalUsers({ projectId: PROJECT, fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('https://firestore.googleapis.com/v1/projects/hirewise-test/databases/(default)/documents/stats/general');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('statsDocumentUrl', () => {
  test.each([
    { emulatorHost: undefined, expected: 'https://firestore.googleapis.com/v1/projects/demo/databases/(default)/documents/stats/general' },
    { emulatorHost: '', expected: 'https://firestore.googleapis.com/v1/projects/demo/databases/(default)/documents/stats/general' },
    { emulatorHost: '127.0.0.1:8080', expected: 'http://127.0.0.1:8080/v1/projects/demo/databases/(default)/documents/stats/general' },
  ])('uses $expected for emulator host "$emulatorHost"', ({ emulatorHost, expected }) => {
    expect(statsDocumentUrl('demo', emulatorHost)).toBe(expected);
  });
});

describe('totalUsersFromDocument', () => {
  test.each([
    { input: doc('12'), expected: 12 },
    { input: doc(12), expected: 12 },
    { input: doc(''), expected: null },
    { input: doc('1e3'), expected: null },
    { input: doc(null), expected: null },
    { input: null, expected: null },
    { input: 'text', expected: null },
  ])('reads $expected from $input', ({ input, expected }) => {
    expect(totalUsersFromDocument(input)).toBe(expected);
  });
});
