import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from 'firebase/auth';
import { createTokenVerifier, type TokenVerifier } from '@/server/auth/verify-id-token';
import { createOutboxTransport } from '@/server/email/transport';
import { createSendSupportEmailHandler, uidFromToken } from '@/server/handlers/send-support-email';
import { createMemoryRateLimitStore } from '@/server/rate-limit';
import { readEml } from '../email/eml';

/*
 * The early-access notice (SPEC §7 call 1b) against the official Auth emulator started by the server project's
 * globalSetup: real ID tokens from the Firebase JS SDK, verified by the real token verifier.
 */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const config = { supportEmail: 'support@hirewise.example', mailFrom: 'Hirewise <no-reply@hirewise.example>' };
const SIGNED_UP_AT = new Date('2025-06-01T09:30:00.000Z');
const URL_ = 'http://localhost:4321/sendSupportEmail';

const clientApps: FirebaseApp[] = [];
let verifier: TokenVerifier;
let outbox: string;
let logs: string[];

function clientAuth() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` }, `client-${randomUUID()}`);
  clientApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

async function newUser() {
  const email = `early-${randomUUID()}@example.test`;
  const { user } = await createUserWithEmailAndPassword(clientAuth(), email, 'correct-horse-battery');
  return { uid: user.uid, email, token: await user.getIdToken() };
}

function makeHandler() {
  return createSendSupportEmailHandler({
    config,
    transport: createOutboxTransport(outbox),
    limiter: createMemoryRateLimitStore(),
    verifier,
    uidOf: uidFromToken(verifier),
    now: () => SIGNED_UP_AT,
    log: (line) => logs.push(line),
  });
}

function post(body: unknown, token?: string): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(URL_, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function outboxMails() {
  const files = (await readdir(outbox)).sort();
  return Promise.all(files.map(async (file) => readEml(await readFile(join(outbox, file)))));
}

async function errorOf(response: Response) {
  return ((await response.json()) as { errors: Array<{ code: string; message: string }> }).errors[0];
}

const context = { clientIp: '203.0.113.9' };

beforeAll(() => {
  if (!emulatorHost || !projectId) throw new Error('Run with the server project (globalSetup starts the Auth emulator).');
  verifier = createTokenVerifier({ projectId, emulatorHost, production: false });
});
afterAll(async () => {
  await Promise.all(clientApps.map((app) => deleteApp(app)));
});
beforeEach(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  logs = [];
});
afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

describe('POST /sendSupportEmail {kind: "early-access"}', () => {
  test('without a token: 401 AUTH_REQUIRED and nothing is sent', async () => {
    const response = await makeHandler()(post({ kind: 'early-access', email: 'victim@example.org' }), context);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in again.' });
    expect(await outboxMails()).toHaveLength(0);
  });

  test('a forged (unsigned, made-up) token: 401 and nothing is sent', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'nobody', email: 'victim@example.org', aud: projectId })}.`;
    const response = await makeHandler()(post({ kind: 'early-access' }, forged), context);
    expect(response.status).toBe(401);
    expect(await outboxMails()).toHaveLength(0);
  });

  test('a real emulator token: exactly one mail to support, subject "New Early Access Signup: <e-mail>"', async () => {
    const user = await newUser();
    const response = await makeHandler()(post({ kind: 'early-access' }, user.token), context);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { sent: true } });
    const mails = await outboxMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.header('to')).toBe('support@hirewise.example');
    expect(mail.header('subject')).toBe(`New Early Access Signup: ${user.email}`);
    expect(mail.header('reply-to')).toBe(user.email);
    expect(mail.text).toContain(`Email: ${user.email}`);
    expect(mail.text).toContain('Signed up: 2025-06-01T09:30:00.000Z');
    expect(logs).toEqual(['sendSupportEmail: sent']);
  });

  test('an e-mail in the body is ignored: the notice names the token\'s address only', async () => {
    const user = await newUser();
    const response = await makeHandler()(post({ kind: 'early-access', email: 'someone-else@example.org' }, user.token), context);

    expect(response.status).toBe(200);
    const [mail] = await outboxMails();
    expect(mail!.header('subject')).toBe(`New Early Access Signup: ${user.email}`);
    expect(mail!.text).not.toContain('someone-else@example.org');
    expect(mail!.html).not.toContain('someone-else@example.org');
  });

  test('an anonymous visitor\'s token (no e-mail) is 401 and nothing is sent', async () => {
    const { user } = await signInAnonymously(clientAuth());
    const response = await makeHandler()(post({ kind: 'early-access' }, await user.getIdToken()), context);
    expect(response.status).toBe(401);
    expect(await outboxMails()).toHaveLength(0);
  });

  test('3 notices an hour per uid: the 4th is 429 with Retry-After', async () => {
    const user = await newUser();
    const handler = makeHandler();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await handler(post({ kind: 'early-access' }, user.token), context);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await outboxMails()).toHaveLength(3);
  });

  test('a contact message still works and a signed-in sender is limited per uid through the same token check', async () => {
    const user = await newUser();
    const handler = makeHandler();
    const ada = { subject: 'Pricing Inquiry - Ada', name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await handler(post(ada, user.token), { clientIp: `203.0.113.${20 + i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await outboxMails())[0]!.header('subject')).toBe('Pricing Inquiry - Ada');
  });
});
