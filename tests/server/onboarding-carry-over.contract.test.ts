/**
 * A visitor's uid-bound data survives creating an account or logging in (DECISIONS.md 'Journey details'): the
 * real Firebase JS SDK, through our domain verbs, against the official Auth emulator (globalSetup) and the
 * project's local Firestore and Storage emulations, with the security rules they apply.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureFirebase, getFirestoreService } from '@/lib/firebase/app';
import { ensureVisitorAccount, getIdToken, logInWithEmail, logOut, signUpWithEmail } from '@/lib/firebase/auth';
import { parseEmulatorHost } from '@/lib/firebase/config';
import {
  adoptOnboardingAnswers,
  createProfileOnSignUp,
  getProfile,
  MAX_PROFILE_TEXT_CHARS,
  saveOnboardingAnswer,
} from '@/lib/firebase/firestore';
import { uploadCv } from '@/lib/firebase/storage';
import { createFirestoreEmulator } from '../../src/server/emulators/firestore/index.ts';
import { createStorageEmulator } from '../../src/server/emulators/storage/index.ts';
import { sendWebResponse, toWebRequest } from '../../src/server/local/node-adapter.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const PASSWORD = 'correct-horse-battery';
const ANSWERS = { currentRole: 'Barista', targetRole: 'Product designer' };

const servers: Server[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-carry-over-'));
let stopFirestore: () => Promise<void> = async () => {};

async function serve(handler: (request: Request) => Promise<Response>): Promise<{ host: string; port: number }> {
  const server = createServer((req, res) => {
    handler(toWebRequest(req, `http://${req.headers.host ?? '127.0.0.1'}`))
      .then((response) => sendWebResponse(res, response))
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

let counter = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

beforeAll(async () => {
  const firestore = createFirestoreEmulator({ projectId, dataDir: join(dataDir, 'firestore') });
  const storage = await serve(createStorageEmulator({ projectId, dataDir: join(dataDir, 'storage') }));
  const firestoreAddress = await serve(firestore.handler);
  stopFirestore = () => firestore.flush();
  configureFirebase({
    web: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId, storageBucket: bucket, appId: 'demo-app' },
    emulators: { auth: parseEmulatorHost(authHost, 'FIREBASE_AUTH_EMULATOR_HOST'), firestore: firestoreAddress, storage },
  });
});

afterAll(async () => {
  await logOut().catch(() => {});
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await stopFirestore();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await logOut();
});

describe('signing up as a visitor', () => {
  test('keeps the uid, the uploaded CV folder and the answers, which land in users/{uid}.onboarding', async () => {
    const uid = await ensureVisitorAccount();
    const uploaded = await uploadCv(new File(['Jane Doe\nBarista'], 'cv.txt', { type: 'text/plain' }), { uid });
    const email = freshEmail('visitor');

    const user = await signUpWithEmail(email, PASSWORD);
    await createProfileOnSignUp(user.uid, email, { ...ANSWERS, completedAt: '2026-01-02T03:04:05.000Z' });

    expect(user.uid).toBe(uid);
    expect(uploaded.objectPath.startsWith(`cv-uploads/${uid}/`)).toBe(true);
    // The folder is still the account's own: the storage rules let it add another file there.
    await expect(uploadCv(new File(['v2'], 'cv-2.txt', { type: 'text/plain' }), { uid: user.uid })).resolves.toBeDefined();
    const profile = await getProfile(uid);
    expect(profile).toMatchObject({ email, emailVerified: false, onboarding: { ...ANSWERS, completedAt: '2026-01-02T03:04:05.000Z' } });
    expect(profile!.createdAt).toBeInstanceOf(Date);
    expect(profile!.lastUpdated).toBeInstanceOf(Date);
    await logOut();
    expect((await logInWithEmail(email, PASSWORD)).uid).toBe(uid);
  });

  test('a profile the visitor already had gains the e-mail and the newer answers, keeping the rest', async () => {
    const uid = await ensureVisitorAccount();
    await saveOnboardingAnswer(uid, 'experience', '3 years');
    const before = await getProfile(uid);
    const email = freshEmail('had-profile');
    await signUpWithEmail(email, PASSWORD);

    await createProfileOnSignUp(uid, email, ANSWERS);

    const after = await getProfile(uid);
    expect(after).toMatchObject({ email, onboarding: { ...ANSWERS, experience: '3 years' } });
    expect(after!.createdAt).toEqual(before!.createdAt);
  });

  test('an answer too long for the rules is left out instead of losing the whole profile', async () => {
    await ensureVisitorAccount();
    const email = freshEmail('long-answer');
    const { uid } = await signUpWithEmail(email, PASSWORD);

    await createProfileOnSignUp(uid, email, { ...ANSWERS, goals: 'x'.repeat(MAX_PROFILE_TEXT_CHARS + 1) });

    const profile = await getProfile(uid);
    expect(profile).toMatchObject({ email, onboarding: ANSWERS });
    expect(profile!.onboarding.goals).toBeUndefined();
  });
});

describe('logging in to an existing account from a visitor session', () => {
  test("gives the account the visitor's answers when it has none, creating its document if needed", async () => {
    const email = freshEmail('no-answers');
    const { uid } = await signUpWithEmail(email, PASSWORD);
    await logOut();
    const visitor = await ensureVisitorAccount();
    await logOut();

    await logInWithEmail(email, PASSWORD);
    expect(await adoptOnboardingAnswers(uid, ANSWERS)).toBe(true);

    expect(uid).not.toBe(visitor);
    const profile = await getProfile(uid);
    expect(profile?.onboarding).toEqual(ANSWERS);
    expect(profile?.createdAt).toBeInstanceOf(Date);
  });

  test("an account with answers of its own takes the visitor's newer ones to the same questions and keeps the rest", async () => {
    const email = freshEmail('has-answers');
    const { uid } = await signUpWithEmail(email, PASSWORD);
    await createProfileOnSignUp(uid, email, { currentRole: 'Nurse', goals: 'Work nights less' });

    expect(await adoptOnboardingAnswers(uid, ANSWERS)).toBe(true);

    expect((await getProfile(uid))?.onboarding).toEqual({ ...ANSWERS, goals: 'Work nights less' });
  });

  test("never writes into someone else's profile, and never rejects", async () => {
    const owner = await signUpWithEmail(freshEmail('owner'), PASSWORD);
    await logOut();
    await ensureVisitorAccount();
    await expect(adoptOnboardingAnswers(owner.uid, ANSWERS)).resolves.toBe(false);
    expect(await getIdToken()).not.toBeNull();
  });
});

test('the local rules refuse onboarding fields firestore.rules does not know, as production would', async () => {
  const uid = await ensureVisitorAccount();
  const firestore = await getFirestoreService();
  const { doc, serverTimestamp, setDoc } = await import('firebase/firestore/lite');
  const write = (onboarding: Record<string, unknown>) =>
    setDoc(doc(firestore, 'users', uid), { onboarding, createdAt: serverTimestamp() }).then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
  expect(await write({ salary: '100k' })).toBe('permission-denied');
  expect(await write({ goals: 42 })).toBe('permission-denied');
  expect(await write({ goals: 'Lead a team' })).toBe('ok');
});
