/**
 * Contract test of the browser's Firebase module (src/lib/firebase) in Node: the real Firebase JS SDK,
 * driven through our domain verbs, against the official Auth emulator (globalSetup) and the project's
 * local Storage and Firestore emulations mounted on free ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureFirebase, getFirestoreService, isUsingAuthEmulator } from '@/lib/firebase/app';
import {
  AuthError,
  deleteCurrentUser,
  ensureVisitorAccount,
  getIdToken,
  logInWithEmail,
  logOut,
  reloadSessionUser,
  sendPasswordReset,
  sendVerificationEmail,
  signUpWithEmail,
  watchSession,
  type SessionUser,
} from '@/lib/firebase/auth';
import { parseEmulatorHost } from '@/lib/firebase/config';
import {
  createProfileOnSignUp,
  getProfile,
  loadLatestCv,
  readTotalUsers,
  saveCv,
  saveOnboardingAnswer,
} from '@/lib/firebase/firestore';
import { uploadCv } from '@/lib/firebase/storage';
import { cvDocumentSchema } from '@/lib/cv/document';
import { messages } from '@/lib/messages';
import { createFirestoreEmulator } from '../../src/server/emulators/firestore/index.ts';
import { createStorageEmulator } from '../../src/server/emulators/storage/index.ts';
import { sendWebResponse, toWebRequest } from '../../src/server/local/node-adapter.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const PASSWORD = 'correct-horse-battery';

type WebHandler = (request: Request) => Promise<Response>;

const servers: Server[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'firebase-client-contract-'));

/** Serves a Request -> Response handler on a free local port, noting each answer's status in `statuses`. */
async function serve(handler: WebHandler, statuses: number[] = []): Promise<{ host: string; port: number }> {
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    handler(toWebRequest(req, origin))
      .then((response) => {
        statuses.push(response.status);
        return sendWebResponse(res, response);
      })
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

let uniqueCounter = 0;
/** An e-mail address no earlier test (or earlier run against the same emulator) has used. */
function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${uniqueCounter++}@example.com`;
}

/** The payload of an (unsigned, emulator) ID token. */
function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The out-of-band codes (verification, password reset) the Auth emulator "sent" to an address. */
async function oobCodes(email: string): Promise<{ requestType: string; oobCode: string }[]> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return codes.filter((code) => code.email === email);
}

/** Clicks the link in the verification e-mail, as the user would. */
async function verifyEmailOf(email: string): Promise<void> {
  const code = (await oobCodes(email)).find((entry) => entry.requestType === 'VERIFY_EMAIL');
  expect(code, `a verification e-mail to ${email}`).toBeDefined();
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: code!.oobCode }),
  });
  expect(response.ok).toBe(true);
}

/** Resolves with the next session value watchSession reports that satisfies `accept`. */
function nextSession(accept: (user: SessionUser | null) => boolean): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const stop = watchSession((user) => {
      if (!accept(user)) return;
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

/** A named file, as the browser's File would be. */
function cvFile(content: string | Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([content], name, { type });
}

/** Reads an uploaded object's metadata the way an administrator would (bypassing rules). */
async function adminObjectMetadata(storage: { host: string; port: number }, objectPath: string) {
  const response = await fetch(
    `http://${storage.host}:${storage.port}/v0/b/${bucket}/o/${encodeURIComponent(objectPath)}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  return { status: response.status, body: response.ok ? ((await response.json()) as Record<string, unknown>) : null };
}

let storageAddress: { host: string; port: number };
/** HTTP statuses the Firestore emulation answered, in order. */
const firestoreStatuses: number[] = [];
let stopFirestore: () => Promise<void> = async () => {};
/** An address with an account, created once for the file. */
let takenEmail = '';

beforeAll(async () => {
  const storage = createStorageEmulator({ projectId, dataDir: join(dataDir, 'storage') });
  const firestore = createFirestoreEmulator({ projectId, dataDir: join(dataDir, 'firestore') });
  storageAddress = await serve(storage);
  const firestoreAddress = await serve(firestore.handler, firestoreStatuses);
  stopFirestore = () => firestore.flush();
  configureFirebase({
    web: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId, storageBucket: bucket, appId: 'demo-app' },
    emulators: { auth: parseEmulatorHost(authHost, 'FIREBASE_AUTH_EMULATOR_HOST'), firestore: firestoreAddress, storage: storageAddress },
  });
  takenEmail = freshEmail('taken');
  await signUpWithEmail(takenEmail, PASSWORD);
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

describe('auth verbs against the Auth emulator', () => {
  test('the module knows it is talking to the Auth emulator', () => {
    expect(isUsingAuthEmulator()).toBe(true);
  });

  test('a visitor gets one anonymous account, reused on later calls', async () => {
    const uid = await ensureVisitorAccount();
    expect(uid).toMatch(/^\w{10,}$/);
    expect(await ensureVisitorAccount()).toBe(uid);
    const session = await nextSession((user) => user !== null);
    expect(session).toEqual({ uid, email: null, emailVerified: false, isAnonymous: true });
  });

  test('signing up as a visitor upgrades the same account, and watchers hear about it', async () => {
    const uid = await ensureVisitorAccount();
    const email = freshEmail('linked');
    const upgraded = nextSession((user) => user?.isAnonymous === false);

    const user = await signUpWithEmail(email, PASSWORD);

    expect(user).toEqual({ uid, email, emailVerified: false, isAnonymous: false });
    expect(await upgraded).toEqual(user);
    await logOut();
    expect((await logInWithEmail(email, PASSWORD)).uid).toBe(uid);
  });

  test('signing up with nobody signed in creates a new account', async () => {
    const email = freshEmail('fresh');
    const user = await signUpWithEmail(email, PASSWORD);
    expect(user).toMatchObject({ email, emailVerified: false, isAnonymous: false });
    expect(tokenClaims((await getIdToken())!)).toMatchObject({ user_id: user.uid, email });
  });

  test('a wrong password and an unknown e-mail give the same message', async () => {
    const email = freshEmail('known');
    await signUpWithEmail(email, PASSWORD);
    await logOut();

    const wrongPassword = await logInWithEmail(email, 'not-the-password').catch((error: unknown) => error);
    const unknownUser = await logInWithEmail(freshEmail('nobody'), PASSWORD).catch((error: unknown) => error);

    expect(wrongPassword).toBeInstanceOf(AuthError);
    expect(unknownUser).toBeInstanceOf(AuthError);
    expect((wrongPassword as AuthError).message).toBe(messages.auth.invalidCredentials);
    expect((unknownUser as AuthError).message).toBe((wrongPassword as AuthError).message);
  });

  test.each([
    { name: 'an e-mail already in use', email: () => takenEmail, password: PASSWORD, code: 'auth/email-already-in-use', message: messages.auth.emailInUse },
    { name: 'an invalid e-mail', email: () => 'not-an-email', password: PASSWORD, code: 'auth/invalid-email', message: messages.auth.invalidEmail },
    { name: 'a weak password', email: () => freshEmail('weak'), password: '123', code: 'auth/weak-password', message: messages.auth.weakPassword },
  ])('sign-up with $name is refused with a plain message', async ({ email, password, code, message }) => {
    const error = await signUpWithEmail(email(), password).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code, message });
  });

  test('a visitor who signs up with a taken e-mail keeps their anonymous account', async () => {
    const uid = await ensureVisitorAccount();
    const error = await signUpWithEmail(takenEmail, PASSWORD).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'auth/email-already-in-use', message: messages.auth.emailInUse });
    expect(await ensureVisitorAccount()).toBe(uid);
  });

  test('verifying the e-mail shows after a reload, in the user and in a fresh ID token', async () => {
    const email = freshEmail('verify');
    await signUpWithEmail(email, PASSWORD);
    await sendVerificationEmail();
    expect((await reloadSessionUser())?.emailVerified).toBe(false);

    await verifyEmailOf(email);

    expect(await reloadSessionUser()).toMatchObject({ email, emailVerified: true });
    expect(tokenClaims((await getIdToken())!).email_verified).toBe(true);
  });

  test('nobody signed in: no token, no user to reload, and verbs that need a user say so', async () => {
    expect(await getIdToken()).toBeNull();
    expect(await reloadSessionUser()).toBeNull();
    await expect(sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/no-current-user', message: messages.auth.notSignedIn });
    await expect(deleteCurrentUser()).rejects.toMatchObject({ code: 'auth/no-current-user' });
  });

  test('log out ends the session for watchers', async () => {
    await signUpWithEmail(freshEmail('logout'), PASSWORD);
    const signedOut = nextSession((user) => user === null);
    await logOut();
    expect(await signedOut).toBeNull();
  });

  test('a password reset e-mail is sent to a registered address', async () => {
    const email = freshEmail('reset');
    await signUpWithEmail(email, PASSWORD);
    await logOut();
    await sendPasswordReset(email);
    expect((await oobCodes(email)).map((code) => code.requestType)).toContain('PASSWORD_RESET');
  });

  test('a deleted account can no longer log in', async () => {
    const email = freshEmail('deleted');
    await signUpWithEmail(email, PASSWORD);
    await deleteCurrentUser();
    expect(await getIdToken()).toBeNull();
    await expect(logInWithEmail(email, PASSWORD)).rejects.toMatchObject({ message: messages.auth.invalidCredentials });
  });
});

describe('CV uploads against the Storage emulation', () => {
  test('an upload lands in the visitor folder under an unguessable name, with type and metadata', async () => {
    const uid = await ensureVisitorAccount();
    const progress: number[] = [];
    const before = Date.now();

    const uploaded = await uploadCv(cvFile('Jane Doe\nEngineer', 'My CV (final).txt', 'text/plain'), {
      uid,
      onProgress: (fraction) => progress.push(fraction),
    });

    const pattern = new RegExp(`^cv-uploads/${uid}/(\\d+)-[0-9a-f]{16}-My_CV__final_\\.txt$`);
    expect(uploaded.objectPath).toMatch(pattern);
    expect(Number(pattern.exec(uploaded.objectPath)![1])).toBeGreaterThanOrEqual(before);
    expect(uploaded.gsUrl).toBe(`gs://${bucket}/${uploaded.objectPath}`);
    expect(progress.at(-1)).toBe(1);

    const { status, body } = await adminObjectMetadata(storageAddress, uploaded.objectPath);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contentType: 'text/plain', metadata: { originalName: 'My CV (final).txt' } });
    expect(Number(body!.size)).toBe(17);
    const uploadTime = (body!.metadata as Record<string, string>).uploadTime!;
    expect(Date.parse(uploadTime)).toBeGreaterThanOrEqual(before - 1000);
    // No download link was minted for the CV (SECURITY.md).
    expect(body!.downloadTokens ?? (body!.metadata as Record<string, string>).firebaseStorageDownloadTokens).toBeUndefined();
  });

  test('a CV over 256 KB goes up in resumable chunks with rising progress', async () => {
    const uid = await ensureVisitorAccount();
    const size = 700 * 1024;
    const bytes = new Uint8Array(size).map((_, index) => index % 251);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const progress: number[] = [];

    const uploaded = await uploadCv(cvFile(bytes, 'long-cv.pdf', 'application/pdf'), { uid, onProgress: (f) => progress.push(f) });

    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    const { body } = await adminObjectMetadata(storageAddress, uploaded.objectPath);
    expect(body?.contentType).toBe('application/pdf');
    expect(Number(body!.size)).toBe(size);
  });

  test('a file the browser gave no type gets the type its extension implies', async () => {
    const uid = await ensureVisitorAccount();
    const uploaded = await uploadCv(cvFile('PK fake docx', 'cv.docx', ''), { uid });
    const { body } = await adminObjectMetadata(storageAddress, uploaded.objectPath);
    expect(body?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  test.each([
    { name: "into someone else's folder", folder: 'other', file: () => cvFile('x', 'cv.txt', 'text/plain') },
    { name: 'of a type that is not a CV', folder: 'own', file: () => cvFile('<script></script>', 'cv.html', 'text/html') },
    { name: 'of an empty file', folder: 'own', file: () => cvFile('', 'cv.txt', 'text/plain') },
  ])('an upload $name is refused with SPEC’s message', async ({ folder, file }) => {
    const uid = await ensureVisitorAccount();
    const error = await uploadCv(file(), { uid: folder === 'own' ? uid : 'someone-else' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to upload file');
    expect((error as Error).cause).toBeDefined();
  });

  test('an upload with nobody signed in is refused', async () => {
    await expect(uploadCv(cvFile('x', 'cv.txt', 'text/plain'), { uid: 'anonymous' })).rejects.toThrow('Failed to upload file');
  });
});

describe('profile, stats and saved CVs against the Firestore emulation', () => {
  test('sign-up writes the profile document SPEC §7 describes', async () => {
    const email = freshEmail('profile');
    const { uid } = await signUpWithEmail(email, PASSWORD);
    const before = Date.now();

    await createProfileOnSignUp(uid, email);

    const profile = await getProfile(uid);
    expect(profile).toMatchObject({ email, emailVerified: false, onboarding: {} });
    expect(profile!.createdAt).toBeInstanceOf(Date);
    expect(profile!.createdAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  test('a user without a profile reads as null', async () => {
    const uid = await ensureVisitorAccount();
    expect(await getProfile(uid)).toBeNull();
  });

  test("a visitor's answers are saved, creating the document, and survive signing up", async () => {
    const uid = await ensureVisitorAccount();
    const requestsBefore = firestoreStatuses.length;
    await saveOnboardingAnswer(uid, 'currentRole', 'Barista');
    await saveOnboardingAnswer(uid, 'targetRole', 'Product designer');
    // No failed request along the way: the browser would print each one as a console error.
    expect(firestoreStatuses.slice(requestsBefore).every((status) => status < 400)).toBe(true);
    const beforeSignUp = await getProfile(uid);
    expect(beforeSignUp).toMatchObject({ email: null, onboarding: { currentRole: 'Barista', targetRole: 'Product designer' } });
    expect(beforeSignUp!.createdAt).toBeInstanceOf(Date);
    expect(beforeSignUp!.lastUpdated).toBeInstanceOf(Date);

    const email = freshEmail('carry-over');
    await signUpWithEmail(email, PASSWORD);
    await createProfileOnSignUp(uid, email);
    await saveOnboardingAnswer(uid, 'completedAt', '2025-06-01T10:00:00.000Z');

    const afterSignUp = await getProfile(uid);
    expect(afterSignUp).toMatchObject({
      email,
      emailVerified: false,
      onboarding: { currentRole: 'Barista', targetRole: 'Product designer', completedAt: '2025-06-01T10:00:00.000Z' },
    });
    expect(afterSignUp!.createdAt).toEqual(beforeSignUp!.createdAt);
  });

  test("saving an answer into someone else's profile fails silently and writes nothing", async () => {
    const victim = await signUpWithEmail(freshEmail('victim'), PASSWORD);
    await createProfileOnSignUp(victim.uid, victim.email!);
    await logOut();
    await ensureVisitorAccount();

    await expect(saveOnboardingAnswer(victim.uid, 'goals', 'overwritten')).resolves.toBeUndefined();

    await logOut();
    await logInWithEmail(victim.email!, PASSWORD);
    expect((await getProfile(victim.uid))?.onboarding.goals).toBeUndefined();
  });

  test("a signed-in browser cannot raise the user count itself, as it did before issue 15: the rules refuse its +1", async () => {
    await signUpWithEmail(freshEmail('counted'), PASSWORD);
    const before = await readTotalUsers();
    const { doc, increment, serverTimestamp, setDoc } = await import('firebase/firestore/lite');
    const stats = doc(await getFirestoreService(), 'stats', 'general');
    await expect(setDoc(stats, { totalUsers: increment(1), lastUpdated: serverTimestamp() }, { merge: true })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readTotalUsers()).toBe(before);
  });

  test('saved CVs come back newest first, per user', async () => {
    const { uid } = await signUpWithEmail(freshEmail('saver'), PASSWORD);
    expect(await loadLatestCv(uid)).toBeNull();

    await saveCv(uid, 'first', cvDocumentSchema.parse({ cv: { first_name: 'Jane', skills: [{ name: 'SQL' }] }, cvId: 'first' }));
    await saveCv(uid, 'second', cvDocumentSchema.parse({ cv: { first_name: 'Jane', skills: [{ name: 'SQL' }, { name: 'Figma' }] }, cvId: 'second' }));

    const latest = await loadLatestCv(uid);
    expect(latest).toMatchObject({ id: 'second', data: { cvId: 'second', cv: { first_name: 'Jane', skills: [{ name: 'SQL' }, { name: 'Figma' }] } } });
    expect(latest!.updatedAt).toBeInstanceOf(Date);
  });

  test("another user's saved CVs cannot be read", async () => {
    const owner = await signUpWithEmail(freshEmail('owner'), PASSWORD);
    await saveCv(owner.uid, 'cv', cvDocumentSchema.parse({ cv: { first_name: 'Owner' }, cvId: 'cv' }));
    await logOut();
    await ensureVisitorAccount();
    await expect(loadLatestCv(owner.uid)).rejects.toMatchObject({ name: 'DatabaseError', code: 'permission-denied' });
  });
});
