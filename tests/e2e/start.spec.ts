import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm start` as a user runs it (here with --no-build: the suite's platform already built dist/, and a second
 * build would rewrite it under the running suite), on ports of its own: it serves the site, the API (Netlify's
 * runtime) and the Auth emulator, and Ctrl+C leaves nothing behind.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries({ PORT: 4650, NETLIFY_PORT: 4660, AUTH_EMULATOR_PORT: 9459, FIRESTORE_EMULATOR_PORT: 8459, STORAGE_EMULATOR_PORT: 9559, EMULATOR_HUB_PORT: 4459, EMULATOR_LOGGING_PORT: 4559 }).map(
    ([name, port]) => [name, port + offset],
  ),
) as Record<'PORT' | 'NETLIFY_PORT' | 'AUTH_EMULATOR_PORT' | 'FIRESTORE_EMULATOR_PORT' | 'STORAGE_EMULATOR_PORT' | 'EMULATOR_HUB_PORT' | 'EMULATOR_LOGGING_PORT', number>;
const env = (dataDir: string) => ({ ...process.env, ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), LOCAL_DATA_DIR: dataDir });

function startPlatform(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn('node', ['scripts/start.ts', '--no-build'], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

test.describe.configure({ mode: 'serial' });

test('npm start serves the site, the API health route and the Auth emulator, and Ctrl+C stops everything', async ({ request }) => {
  // Netlify's runtime bundles the seven functions before it answers: about a minute, more while the suite runs.
  test.setTimeout(300_000);
  const platform = startPlatform(mkdtempSync(join(tmpdir(), 'hirewise-start-')));
  try {
    await until(() => platform.output().includes('Hirewise is running at'), 240_000);
    expect(platform.output()).toContain(`http://localhost:${PORTS.PORT}`);

    expect((await request.get(`http://127.0.0.1:${PORTS.PORT}/`)).status()).toBe(200);
    expect(await (await request.get(`http://127.0.0.1:${PORTS.PORT}/api/health`)).json()).toMatchObject({ status: 'success', data: { ok: true } });
    expect(await (await request.get(`http://127.0.0.1:${PORTS.AUTH_EMULATOR_PORT}/`)).json()).toMatchObject({ authEmulator: { ready: true } });
  } finally {
    // Ctrl+C, also when a check above failed: a platform left running would hold its ports for the rest of the run.
    platform.child.kill('SIGINT');
  }
  expect(await platform.exited).toBe(0);
  for (const port of Object.values(PORTS)) expect(await portIsFree(port), `port ${port} released`).toBe(true);
});

test('a port already in use gives a clear message naming it', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(PORTS.STORAGE_EMULATOR_PORT, '127.0.0.1', resolve));
  try {
    const platform = startPlatform(mkdtempSync(join(tmpdir(), 'hirewise-start-')));
    expect(await platform.exited).toBe(1);
    expect(platform.output()).toContain(`port ${PORTS.STORAGE_EMULATOR_PORT} (Storage emulator) is already in use`);
    expect(platform.output()).toContain('STORAGE_EMULATOR_PORT');
  } finally {
    blocker.close();
  }
});
