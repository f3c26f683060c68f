import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously, type User } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestoreWelcomeRecords, type WelcomeRecords } from '@/server/account/welcome-records';
import { createTokenVerifier, type TokenVerifier } from '@/server/auth/verify-id-token';
import type { MailTransport } from '@/server/email/transport';
import { createOutboxTransport } from '@/server/email/transport';
import { createFirestoreEmulator } from '@/server/emulators/firestore/index';
import { adminApp } from '@/server/firebase/admin-app';
import { adminFirestore } from '@/server/firebase/admin-firestore';
import { createSendSupportEmailHandler, uidFromToken, VERIFY_EMAIL_FIRST_MESSAGE } from '@/server/handlers/send-support-email';
import { sendWebResponse, toWebRequest } from '@/server/local/node-adapter';
import { createMemoryRateLimitStore, type RateLimitStore } from '@/server/rate-limit';
import { readEml } from '../email/eml';

/*
 * The early-access notice (SPEC §7 call 1b) and the new-account counter against the official Auth emulator
 * started by the server project's globalSetup: real ID tokens from the Firebase JS SDK, verified by the real
 * token verifier. The once-per-account markers and stats/general live in the project's local Firestore
 * emulation, mounted on a free port for this file and written with firebase-admin as in production. Mail goes
 * to an outbox folder (the only stand-in: no SMTP server).
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
let firestoreServer: Server;
let firestore: Firestore;
let welcome: WelcomeRecords;
let firestoreDir: string;
let flushFirestore: () => Promise<void> = async () => {};

function clientAuth() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` }, `client-${randomUUID()}`);
  clientApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

const adminAuth = () => getAdminAuth(adminApp(`early-access-test-admin@${emulatorHost}`, projectId));

/** A new e-mail/password account, unverified as every e-mail sign-up starts. */
async function newUser(email = `early-${randomUUID()}@example.test`) {
  const { user } = await createUserWithEmailAndPassword(clientAuth(), email, 'correct-horse-battery');
  return { uid: user.uid, email, token: await user.getIdToken(), user };
}

/** The user opens the verification link (the Auth emulator marks the address verified); a fresh token says so. */
async function verified<Account extends { uid: string; user: User }>(account: Account) {
  await adminAuth().updateUser(account.uid, { emailVerified: true });
  return { ...account, token: await account.user.getIdToken(true) };
}

const newVerifiedUser = async (email?: string) => verified(await newUser(email));

interface HandlerOptions {
  limiter?: RateLimitStore;
  transport?: MailTransport;
  mailHourlyCap?: number;
  signedUpAt?: Date;
}

function makeHandler({ limiter = createMemoryRateLimitStore(), transport = createOutboxTransport(outbox), mailHourlyCap, signedUpAt = SIGNED_UP_AT }: HandlerOptions = {}) {
  return createSendSupportEmailHandler({
    config,
    transport,
    limiter,
    mailHourlyCap,
    verifier,
    welcome,
    uidOf: uidFromToken(verifier),
    now: () => signedUpAt,
    log: (line) => logs.push(line),
  });
}

async function totalUsers(): Promise<number> {
  return ((await firestore.doc('stats/general').get()).get('totalUsers') as number | undefined) ?? 0;
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

beforeAll(async () => {
  if (!emulatorHost || !projectId) throw new Error('Run with the server project (globalSetup starts the Auth emulator).');
  verifier = createTokenVerifier({ projectId, emulatorHost, production: false });
  firestoreDir = await mkdtemp(join(tmpdir(), 'early-access-firestore-'));
  const emulation = createFirestoreEmulator({ projectId, dataDir: firestoreDir });
  flushFirestore = () => emulation.flush();
  firestoreServer = createServer((req, res) => {
    void emulation.handler(toWebRequest(req, `http://${req.headers.host ?? '127.0.0.1'}`)).then((response) => sendWebResponse(res, response));
  });
  await new Promise<void>((resolve) => firestoreServer.listen(0, '127.0.0.1', resolve));
  // firebase-admin reads the variable when the app's Firestore is first created: set it before.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${(firestoreServer.address() as AddressInfo).port}`;
  firestore = adminFirestore(adminApp(`early-access-test@${process.env.FIRESTORE_EMULATOR_HOST}`, projectId));
  welcome = createFirestoreWelcomeRecords(firestore);
});
afterAll(async () => {
  delete process.env.FIRESTORE_EMULATOR_HOST;
  await Promise.all(clientApps.map((app) => deleteApp(app)));
  await new Promise((resolve) => firestoreServer.close(resolve));
  await flushFirestore();
  await rm(firestoreDir, { recursive: true, force: true });
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

  test('a verified account\'s token: exactly one mail to support, subject "New Early Access Signup: <e-mail>"', async () => {
    const user = await newVerifiedUser();
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
    const user = await newVerifiedUser();
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

  test('3 calls an hour per uid: the 4th is 429 with Retry-After, and only the first sent a notice', async () => {
    const user = await newVerifiedUser();
    const handler = makeHandler();
    const answers: Array<[number, unknown]> = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await handler(post({ kind: 'early-access' }, user.token), context);
      answers.push([last.status, last.ok ? ((await last.json()) as { data: unknown }).data : undefined]);
    }
    expect(answers).toEqual([[200, { sent: true }], [200, { sent: false }], [200, { sent: false }], [429, undefined]]);
    expect(last!.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await outboxMails()).toHaveLength(1);
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

describe('issue 15: forged early-access notices and the user counter', () => {
  test("an unverified account naming someone else's address is refused with 403 EMAIL_NOT_VERIFIED: no mail, not counted", async () => {
    // Anyone can register an address they do not own; only its owner can open the verification link.
    const attacker = await newUser(`ceo-${randomUUID()}@victim.example`);
    const countBefore = await totalUsers();
    const response = await makeHandler()(post({ kind: 'early-access' }, attacker.token), context);

    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: VERIFY_EMAIL_FIRST_MESSAGE });
    expect(VERIFY_EMAIL_FIRST_MESSAGE).toBe('Please verify your e-mail address first.');
    expect(await outboxMails()).toHaveLength(0);
    expect(await totalUsers()).toBe(countBefore);
    expect(logs).toEqual(['sendSupportEmail: EMAIL_NOT_VERIFIED']);
  });

  test('a verified account calling twice gets one notice: the second call answers 200 {sent: false} and sends nothing', async () => {
    const user = await newVerifiedUser();
    const handler = makeHandler();
    const first = await handler(post({ kind: 'early-access' }, user.token), context);
    const second = await handler(post({ kind: 'early-access' }, user.token), context);

    expect(await first.json()).toEqual({ status: 'success', data: { sent: true } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: 'success', data: { sent: false } });
    expect(await outboxMails()).toHaveLength(1);
  });

  test('two concurrent calls of one verified account send one notice', async () => {
    const user = await newVerifiedUser();
    // Separate handlers and limiters, as two function instances would be: only the Firestore marker is shared.
    const responses = await Promise.all([makeHandler(), makeHandler()].map((handler) => handler(post({ kind: 'early-access' }, user.token), context)));

    const answers = await Promise.all(responses.map(async (response) => [response.status, ((await response.json()) as { data: unknown }).data]));
    expect(answers).toEqual(expect.arrayContaining([[200, { sent: true }], [200, { sent: false }]]));
    expect(await outboxMails()).toHaveLength(1);
  });

  test('a deleted and re-created account of one address gets no second notice that day: 429 RATE_LIMITED, nothing sent', async () => {
    // Separate handlers and limiters, as two function instances would be: the address's claim is in Firestore.
    const [handler, otherInstance] = [makeHandler(), makeHandler()];
    const address = `Recreated-${randomUUID()}@example.test`;
    const first = await newVerifiedUser(address);
    expect((await handler(post({ kind: 'early-access' }, first.token), context)).status).toBe(200);
    await adminAuth().deleteUser(first.uid);

    // Same address, other letter case: the limit keys on the lower-cased address.
    const second = await newVerifiedUser(address.toLowerCase());
    expect(second.uid).not.toBe(first.uid);
    const response = await otherInstance(post({ kind: 'early-access' }, second.token), context);

    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' });
    expect(response.headers.get('Retry-After')).toBe(String(24 * 3600));
    expect(await outboxMails()).toHaveLength(1);

    // A day later the address may be announced again, and this account's notice was not used up by the refusal.
    const nextDay = makeHandler({ signedUpAt: new Date(SIGNED_UP_AT.getTime() + 24 * 3_600_000) });
    expect(await (await nextDay(post({ kind: 'early-access' }, second.token), context)).json()).toEqual({ status: 'success', data: { sent: true } });
    expect(await outboxMails()).toHaveLength(2);
  });

  test("a notice the mail service could not take is not lost: the account's claim is given back and the next call sends it", async () => {
    const user = await newVerifiedUser();
    const failing: MailTransport = { send: async () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNECTION' })) };
    const limiter = createMemoryRateLimitStore();
    const refused = await makeHandler({ limiter, transport: failing })(post({ kind: 'early-access' }, user.token), context);
    expect(refused.status).toBe(503);

    // The same limits (the per-uid count) and the same day: the address's claim was given back too.
    const retried = await makeHandler({ limiter })(post({ kind: 'early-access' }, user.token), context);
    expect(await retried.json()).toEqual({ status: 'success', data: { sent: true } });
    expect(await outboxMails()).toHaveLength(1);
  });

  test('a notice refused by the hourly cap on all mail is not lost: the claim is given back and the next call sends it', async () => {
    const user = await newVerifiedUser();
    const limiter = createMemoryRateLimitStore();
    const capped = await makeHandler({ limiter, mailHourlyCap: 0 })(post({ kind: 'early-access' }, user.token), context);
    expect(capped.status).toBe(429);
    expect(await outboxMails()).toHaveLength(0);

    const retried = await makeHandler({ limiter })(post({ kind: 'early-access' }, user.token), context);
    expect(await retried.json()).toEqual({ status: 'success', data: { sent: true } });
    expect(await outboxMails()).toHaveLength(1);
  });

  test('a Google sign-in is announced at once, without the verified flag: Google vouches for its address', async () => {
    const email = `google-${randomUUID()}@example.test`;
    // The Auth emulator's Google sign-in takes an unsigned ID token from the "IdP"; no verification link exists.
    const claims = JSON.stringify({ sub: randomUUID(), email, email_verified: false });
    const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`, requestUri: 'http://localhost', returnSecureToken: true }),
    });
    expect(response.ok).toBe(true);
    const { idToken } = (await response.json()) as { idToken: string };
    const tokenClaims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(tokenClaims).toMatchObject({ email, email_verified: false, firebase: { sign_in_provider: 'google.com' } });

    const answer = await makeHandler()(post({ kind: 'early-access' }, idToken), context);
    expect(await answer.json()).toEqual({ status: 'success', data: { sent: true } });
    expect((await outboxMails())[0]!.header('subject')).toBe(`New Early Access Signup: ${email}`);
  });

  test('one account calling the welcome path many times raises stats/general.totalUsers by exactly 1', async () => {
    const user = await newVerifiedUser();
    const before = await totalUsers();
    for (let i = 0; i < 3; i += 1) {
      // A fresh handler (and limiter) each time: the per-uid rate limit is not what stops the count.
      const response = await makeHandler()(post({ kind: 'early-access' }, user.token), context);
      expect(response.status).toBe(200);
    }
    expect(await totalUsers()).toBe(before + 1);
  });

  test('the markers are server-only documents: accountEvents/{uid}.counted and {uid}.early-access-notice', async () => {
    const user = await newVerifiedUser();
    await makeHandler()(post({ kind: 'early-access' }, user.token), context);
    const markers = await firestore.getAll(firestore.doc(`accountEvents/${user.uid}.counted`), firestore.doc(`accountEvents/${user.uid}.early-access-notice`));
    expect(markers.map((marker) => marker.exists)).toEqual([true, true]);
  });
});
