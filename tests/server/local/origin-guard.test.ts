/**
 * The guard in front of each local emulator (src/server/local/origin-guard.ts). The service behind it here answers
 * every origin with CORS headers, as the official emulators do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE, startOriginGuard } from '@/server/local/origin-guard';
import { freePort } from '@/server/local/ports';

const SITE = 'http://localhost:4321';
const ATTACKER = 'http://localhost:6666';
let upstream: Server;
let guard: Server;
let guarded: string;
let seen: number;

beforeAll(async () => {
  seen = 0;
  upstream = createServer((req, res) => {
    seen++;
    res.writeHead(200, { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Content-Type': 'application/json' });
    res.end('{"users":["ada@example.com"]}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  guard = await startOriginGuard({ host: '127.0.0.1', port, targetPort: (upstream.address() as AddressInfo).port, allowedOrigins: [SITE] });
  guarded = `http://127.0.0.1:${port}/accounts`;
});

afterAll(async () => {
  await Promise.all([guard, upstream].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the origin guard in front of a local emulator', () => {
  test('a request from another origin is refused with 403 and no CORS header, and never reaches the emulator', async () => {
    const before = seen;
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const response = await fetch(guarded, { method, headers: { Origin: ATTACKER, ...(method === 'OPTIONS' ? { 'Access-Control-Request-Method': 'GET' } : {}) } });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.text()).toBe(FOREIGN_ORIGIN_MESSAGE);
    }
    expect(seen).toBe(before);
  });

  test('the local site is answered, with its own origin in the CORS header', async () => {
    const response = await fetch(guarded, { headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({ users: ['ada@example.com'] });
  });

  test('a request without an Origin (the API, a test, curl) passes unchanged', async () => {
    const response = await fetch(guarded, { method: 'POST', body: 'x' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
