import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth as getClientAuth, signInAnonymously } from 'firebase/auth';
import { Auth as AdminAuthClass, getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { createTokenVerifier, type TokenVerifier } from '../../../src/server/auth/verify-id-token.ts';
import { adminApp } from '../../../src/server/firebase/admin-app.ts';
import { HttpError } from '../../../src/server/http.ts';

/*
 * Runs against the official Auth emulator started by tests/setup/auth-emulator.global.ts
 * (FIREBASE_AUTH_EMULATOR_HOST, TEST_FIREBASE_PROJECT_ID). Users are made with the real Firebase JS SDK.
 */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;

const clientApps: FirebaseApp[] = [];
let verifier: TokenVerifier;
let admin: AdminAuth;

/** A fresh client app per user, so each keeps its own signed-in session. */
function clientAuth() {
  const app = initializeClientApp({ apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` }, `client-${randomUUID()}`);
  clientApps.push(app);
  const auth = getClientAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

async function newPasswordUser() {
  const email = `user-${randomUUID()}@example.test`;
  const { user } = await createUserWithEmailAndPassword(clientAuth(), email, 'correct-horse-battery');
  return { uid: user.uid, email, token: await user.getIdToken() };
}

/** Emulator tokens are unsigned JWTs; this builds one with chosen claims (what an attacker could send). */
function unsignedToken(claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error, 'expected the verification to fail').toBeInstanceOf(HttpError);
  const { status, code, message } = error as HttpError;
  return { status, code, message };
}

const AUTH_REQUIRED = { status: 401, code: 'AUTH_REQUIRED', message: 'Please sign in again.' };

beforeAll(() => {
  if (!emulatorHost || !projectId) throw new Error('Run with --globalSetup tests/setup/auth-emulator.global.ts (Auth emulator).');
  verifier = createTokenVerifier({ projectId, emulatorHost, production: false });
  admin = getAdminAuth(adminApp(`test-admin-${projectId}`, projectId));
});

afterAll(async () => {
  await Promise.all(clientApps.map((app) => deleteClientApp(app)));
});

describe('createTokenVerifier against the Auth emulator', () => {
  test('a signed-in user\'s ID token verifies and yields their uid, e-mail and provider', async () => {
    const user = await newPasswordUser();
    await expect(verifier.verify(`Bearer ${user.token}`)).resolves.toEqual({
      uid: user.uid,
      email: user.email,
      emailVerified: false,
      signInProvider: 'password',
    });
  });

  test('an anonymous visitor has a uid too (DECISIONS.md: every visitor who uploads has one)', async () => {
    const { user } = await signInAnonymously(clientAuth());
    const caller = await verifier.verify(`Bearer ${await user.getIdToken()}`);
    expect(caller).toMatchObject({ uid: user.uid, emailVerified: false, signInProvider: 'anonymous' });
    expect(caller.email).toBeUndefined();
  });

  test.each([
    ['no header', null],
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['"Bearer" without a token', 'Bearer '],
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['garbage in JWT shape', 'Bearer aaaa.bbbb.cccc'],
    ['two tokens', 'Bearer a.b.c d.e.f'],
    ['an oversized header', `Bearer ${'a'.repeat(9000)}.b.c`],
  ])('%s -> 401 AUTH_REQUIRED', async (_label, header) => {
    expect(await rejection(verifier.verify(header))).toEqual(AUTH_REQUIRED);
  });

  test('a real token presented to a verifier for another project (wrong aud/iss) -> 401', async () => {
    const user = await newPasswordUser();
    const otherProject = createTokenVerifier({ projectId: 'demo-some-other-project', emulatorHost, production: false });
    expect(await rejection(otherProject.verify(`Bearer ${user.token}`))).toEqual(AUTH_REQUIRED);
  });

  test('a forged unsigned token naming a uid that does not exist -> 401', async () => {
    const user = await newPasswordUser();
    const forged = unsignedToken({ ...claimsOf(user.token), sub: 'nobody-here', user_id: 'nobody-here' });
    expect(await rejection(verifier.verify(`Bearer ${forged}`))).toEqual(AUTH_REQUIRED);
  });

  test('a token that expired (issued 61 minutes ago) -> 401', async () => {
    // The emulator only issues fresh tokens; since it accepts unsigned ones, an aged copy of a real token stands in.
    const user = await newPasswordUser();
    const now = Math.floor(Date.now() / 1000);
    const aged = unsignedToken({ ...claimsOf(user.token), iat: now - 61 * 60, auth_time: now - 61 * 60, exp: now - 60 });
    expect(await rejection(verifier.verify(`Bearer ${aged}`))).toEqual(AUTH_REQUIRED);
  });

  test('the token of a user who was since deleted -> 401', async () => {
    const user = await newPasswordUser();
    await expect(verifier.verify(`Bearer ${user.token}`)).resolves.toMatchObject({ uid: user.uid });
    await admin.deleteUser(user.uid);
    expect(await rejection(verifier.verify(`Bearer ${user.token}`))).toEqual(AUTH_REQUIRED);
  });

  test('the token of a user who was since disabled -> 401', async () => {
    const user = await newPasswordUser();
    await admin.updateUser(user.uid, { disabled: true });
    expect(await rejection(verifier.verify(`Bearer ${user.token}`))).toEqual(AUTH_REQUIRED);
  });

  test('a token issued before revokeRefreshTokens -> 401', async () => {
    // Revocation is second-granular: a token counts as revoked when its auth_time is before the user's
    // validSince, which revokeRefreshTokens sets to "now" in whole seconds from the admin's clock. Rather than
    // wait a real second, the admin's clock is moved two seconds ahead for the revoke call.
    const user = await newPasswordUser();
    await expect(verifier.verify(`Bearer ${user.token}`)).resolves.toMatchObject({ uid: user.uid });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_000);
    await admin.revokeRefreshTokens(user.uid);
    vi.useRealTimers();
    expect(await rejection(verifier.verify(`Bearer ${user.token}`))).toEqual(AUTH_REQUIRED);
  });
});

describe('createTokenVerifier configuration', () => {
  test('asks firebase-admin to check revocation and disabled accounts (checkRevoked = true)', async () => {
    // Against the emulator firebase-admin looks the user up whatever the flag says, so the tests above would
    // pass without it; in production only the flag makes revoked and disabled accounts fail. Hence this spy.
    const spy = vi.spyOn(AdminAuthClass.prototype, 'verifyIdToken');
    const user = await newPasswordUser();
    await verifier.verify(`Bearer ${user.token}`);
    expect(spy).toHaveBeenCalledWith(user.token, true);
  });

  test('refuses to start in production when an emulator host is configured', () => {
    expect(() => createTokenVerifier({ projectId, emulatorHost, production: true })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  test('refuses to start in production when FIREBASE_AUTH_EMULATOR_HOST is merely present in the environment', () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeTruthy();
    expect(() => createTokenVerifier({ projectId, production: true })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  test('in production mode an unsigned (alg:none) token is refused, even for a real user', async () => {
    const user = await newPasswordUser();
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const production = createTokenVerifier({ projectId, production: true });
      // Refused on the header (no "kid", alg none) before any key download, so this needs no network.
      expect(await rejection(production.verify(`Bearer ${user.token}`))).toEqual(AUTH_REQUIRED);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
  });

  test('an unreachable auth backend is 503 UPSTREAM_UNAVAILABLE with Retry-After, not a sign-in prompt', async () => {
    const user = await newPasswordUser();
    try {
      // Port 9 (discard) has no listener here: the user lookup of checkRevoked cannot connect.
      const unreachable = createTokenVerifier({ projectId, emulatorHost: '127.0.0.1:9', production: false });
      const error = await unreachable.verify(`Bearer ${user.token}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE', headers: { 'Retry-After': '30' } });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    }
  });
});
