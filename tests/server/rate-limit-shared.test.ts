/**
 * Rate limits that hold across function instances (SECURITY.md §4: "limits survive a second instance (shared
 * counter in Firestore/RTDB, not process memory)"). Each "instance" is its own firebase-admin app, as in two
 * Netlify Function instances, both counting in the project's local Firestore emulation served on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFirestoreEmulator } from '../../src/server/emulators/firestore/index.ts';
import { adminApp } from '../../src/server/firebase/admin-app.ts';
import { adminFirestore } from '../../src/server/firebase/admin-firestore.ts';
import {
  createFirestoreRateLimitStore,
  RATE_LIMIT_COLLECTION,
  rateLimitDocumentId,
} from '../../src/server/firebase/firestore-rate-limit-store.ts';
import { PARSE_RATE_LIMITS } from '../../src/server/handlers/parse.ts';
import { HttpError } from '../../src/server/http.ts';
import { sendWebResponse, toWebRequest } from '../../src/server/local/node-adapter.ts';
import { createRateLimitStoreFromConfig } from '../../src/server/rate-limit-from-config.ts';
import { createMemoryRateLimitStore, createSharedRateLimitStore, rateLimit, type RateLimitStore } from '../../src/server/rate-limit.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1, 12);
const dataDir = mkdtempSync(join(tmpdir(), 'rate-limit-shared-'));
let server: Server;
let firestoreHost: string;
let flushFirestore: () => Promise<void> = async () => {};

beforeAll(async () => {
  const firestore = createFirestoreEmulator({ projectId, dataDir });
  flushFirestore = () => firestore.flush();
  server = createServer((req, res) => {
    firestore.handler(toWebRequest(req, `http://${req.headers.host}`)).then((response) => sendWebResponse(res, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  firestoreHost = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // firebase-admin reads this when each app's Firestore is first created.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
});

afterAll(async () => {
  delete process.env.FIRESTORE_EMULATOR_HOST;
  await new Promise((resolve) => server.close(resolve));
  await flushFirestore();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One function instance's store: its own firebase-admin app, the shared Firestore. */
const instance = (name: string) => createFirestoreRateLimitStore(adminFirestore(adminApp(`rate-limit-${name}@${firestoreHost}`, projectId)));
let keys = 0;
const uniqueKey = (kind: string) => `parse:${kind}:${Date.now()}-${++keys}`;
const parseRules = (uid: string, ip: string) => [
  { key: `parse:uid:${uid}`, ...PARSE_RATE_LIMITS.perUid },
  { key: `parse:ip:${ip}`, ...PARSE_RATE_LIMITS.perIp },
];

async function outcome(work: Promise<void>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('the Firestore store', () => {
  test('a burst of 11 parses for one uid, alternating between two instances: the 11th is 429', async () => {
    const [a, b] = [instance('a'), instance('b')];
    const uid = uniqueKey('user');
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push(await outcome(rateLimit(n % 2 ? b : a, parseRules(uid, `198.51.100.${keys}`))));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // A third instance started later still sees the count.
    expect(await outcome(rateLimit(instance('c'), parseRules(uid, '198.51.100.200')))).toBe(429);
  });

  test('requests at the same moment on two instances cannot both take the last slots', async () => {
    const [a, b] = [instance('a'), instance('b')];
    const key = uniqueKey('ip');
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? b : a).hit(key, 5, HOUR, T0 + n)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  test('the wait until a slot frees is the same from every instance', async () => {
    const [a, b] = [instance('a'), instance('b')];
    const key = uniqueKey('ip');
    await a.hit(key, 2, HOUR, T0);
    await b.hit(key, 2, HOUR, T0 + 10 * 60_000);
    expect(await a.hit(key, 2, HOUR, T0 + 20 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 40 * 60 });
    expect(await b.hit(key, 2, HOUR, T0 + 20 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 40 * 60 });
    expect((await b.hit(key, 2, HOUR, T0 + HOUR + 1)).allowed).toBe(true);
  });

  test('a counter holds no client address in the clear, expires with its window, and no client can read it', async () => {
    const key = `parse:ip:203.0.113.77-${Date.now()}`;
    await instance('a').hit(key, 3, HOUR, T0);
    const id = rateLimitDocumentId(key);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const stored = await adminFirestore(adminApp(`rate-limit-a@${firestoreHost}`, projectId)).collection(RATE_LIMIT_COLLECTION).doc(id).get();
    expect(stored.data()).toEqual({ times: [T0], expiresAt: expect.objectContaining({ toMillis: expect.any(Function) }) });
    expect(stored.get('expiresAt').toMillis()).toBe(T0 + HOUR);
    expect(JSON.stringify(stored.data())).not.toContain('203.0.113.77');

    // The browser's REST path, signed out: the rules match nothing under rateLimits.
    const documents = `projects/${projectId}/databases/(default)/documents`;
    expect((await fetch(`http://${firestoreHost}/v1/${documents}/${RATE_LIMIT_COLLECTION}/${id}`)).status).toBe(403);
    const reset = await fetch(`http://${firestoreHost}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ writes: [{ update: { name: `${documents}/${RATE_LIMIT_COLLECTION}/${id}`, fields: { times: { arrayValue: {} } } } }] }),
    });
    expect(reset.status).toBe(403);
  });
});

describe('weighted requests in the Firestore store (the daily model budget)', () => {
  test('costs are counted across instances: what one spent, the other cannot', async () => {
    const key = uniqueKey('llm');
    expect((await instance('a').hit(key, 1_000, HOUR, T0, 700)).allowed).toBe(true);
    expect((await instance('b').hit(key, 1_000, HOUR, T0 + 1, 301)).allowed).toBe(false);
    expect((await instance('b').hit(key, 1_000, HOUR, T0 + 2, 300)).allowed).toBe(true);
    expect((await instance('a').hit(key, 1_000, HOUR, T0 + 3, 1)).allowed).toBe(false);
  });

  test('through the shared store too, with this instance\'s own count in front', async () => {
    const key = uniqueKey('llm');
    const store = createSharedRateLimitStore(instance('a'), { timeoutMs: 2_000 });
    expect((await store.hit(key, 1_000, HOUR, T0, 900)).allowed).toBe(true);
    expect((await createSharedRateLimitStore(instance('b'), { timeoutMs: 2_000 }).hit(key, 1_000, HOUR, T0 + 1, 200)).allowed).toBe(false);
    expect((await store.hit(key, 1_000, HOUR, T0 + 2, 101)).allowed).toBe(false);
    expect((await store.hit(key, 1_000, HOUR, T0 + 3, 100)).allowed).toBe(true);
  });
});

describe('the store from the configuration', () => {
  test('with the emulator set, two instances built from the same configuration share their counts', async () => {
    const config = { firebase: { projectId, storageBucket: `${projectId}.appspot.com` } };
    const key = uniqueKey('uid');
    const first = createRateLimitStoreFromConfig(config);
    expect((await first.hit(key, 1, HOUR, T0)).allowed).toBe(true);
    // A second process would have its own memory; only the shared counter can refuse this.
    expect((await createRateLimitStoreFromConfig(config).hit(key, 1, HOUR, T0 + 1)).allowed).toBe(false);
  });
});

describe('the shared store with this instance\'s count around it', () => {
  const failing: RateLimitStore = { hit: () => Promise.reject(new Error('UNAVAILABLE')) };
  const hanging: RateLimitStore = { hit: () => new Promise(() => {}) };

  test.each([
    ['fails', failing],
    ['hangs', hanging],
  ])('a counter that %s: this instance limits on its own, and the log says so once', async (_name, shared) => {
    const lines: string[] = [];
    const store = createSharedRateLimitStore(shared, { timeoutMs: 50, log: (line) => lines.push(line) });
    const allowed = [];
    for (let n = 0; n < 4; n++) allowed.push((await store.hit('parse:uid:x', 3, HOUR, T0 + n)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Rate limits: the shared counter (failed|took over 50 ms); counting in this instance's memory meanwhile\.$/);
  });

  test('once this instance alone has used the window, a burst is refused without asking the shared counter', async () => {
    const firestore = instance('a');
    let asked = 0;
    const counting: RateLimitStore = { hit: (...args) => (asked++, firestore.hit(...args)) };
    const store = createSharedRateLimitStore(counting, { timeoutMs: 2_000, log: () => {} });
    const key = uniqueKey('ip');
    const results = await Promise.all(Array.from({ length: 40 }, (_, n) => store.hit(key, 5, HOUR, T0 + n)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    // Only as many as could be allowed went to the shared counter, even all at once.
    expect(asked).toBe(5);
    const later = await store.hit(key, 5, HOUR, T0 + 100);
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBeGreaterThan(0);
    const askedBefore = asked;
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.hit(key, 5, HOUR, T0 + 200 + n)));
    expect(asked).toBe(askedBefore);
  });

  test('a slot held by a request the shared counter refuses is free again for the next one', async () => {
    const key = uniqueKey('uid');
    let refuseNext = true;
    const flaky: RateLimitStore = {
      hit: async () => (refuseNext ? ((refuseNext = false), { allowed: false, retryAfterSeconds: 60 }) : { allowed: true, retryAfterSeconds: 0 }),
    };
    const store = createSharedRateLimitStore(flaky, { timeoutMs: 2_000, log: () => {} });
    expect(await store.hit(key, 1, HOUR, T0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await store.hit(key, 1, HOUR, T0 + 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await store.hit(key, 1, HOUR, T0 + 2)).allowed).toBe(false);
  });

  test('what other instances used still counts: the shared answer refuses when this instance has room', async () => {
    const key = uniqueKey('uid');
    for (let n = 0; n < 3; n++) await instance('b').hit(key, 3, HOUR, T0 + n);
    const store = createSharedRateLimitStore(instance('a'), { timeoutMs: 2_000, log: () => {} });
    expect((await store.hit(key, 3, HOUR, T0 + 10)).allowed).toBe(false);
  });
});
