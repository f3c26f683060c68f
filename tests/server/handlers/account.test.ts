/**
 * The account handlers (export my data, delete my account) end to end in-process: real firebase-admin against
 * the official Auth emulator (globalSetup) and the project's local Firestore and Storage emulations, mounted
 * on free ports for this file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountExport } from '@/lib/api/schemas/account';
import type { AccountData } from '../../../src/server/account/account-data.ts';
import { createFirebaseAccountData } from '../../../src/server/account/firebase-account-data.ts';
import { createTokenVerifier, type TokenVerifier } from '../../../src/server/auth/verify-id-token.ts';
import { createFirestoreEmulator } from '../../../src/server/emulators/firestore/index.ts';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { adminApp } from '../../../src/server/firebase/admin-app.ts';
import { adminFirestore } from '../../../src/server/firebase/admin-firestore.ts';
import { sweepDeletedAccounts } from '../../../src/server/account/sweep-deleted-accounts.ts';
import {
  CONFIRM_DELETE_MESSAGE,
  createAccountDeleteHandler,
  createAccountExportHandler,
  RECENT_SIGN_IN_MESSAGE,
} from '../../../src/server/handlers/account.ts';
import { createScoreHandler } from '../../../src/server/handlers/score.ts';
import type { Handler } from '../../../src/server/http.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucketName = `${projectId}.appspot.com`;
const PASSWORD = 'correct-horse-battery';
const EXPORT_URL = 'http://localhost:4321/api/v1/account/export';
const DELETE_URL = 'http://localhost:4321/api/v1/account/delete';
const context = { clientIp: '203.0.113.9' };

const dataDir = mkdtempSync(join(tmpdir(), 'account-handlers-'));
const servers: Server[] = [];
let flushFirestore: () => Promise<void> = async () => {};
let verifier: TokenVerifier;
let data: AccountData;

/** Serves a Request -> Response handler on a free local port; answers host:port. */
async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  const server = createServer((req, res) => {
    handler(toWebRequest(req, `http://${req.headers.host ?? '127.0.0.1'}`)).then((response) => sendWebResponse(res, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const firestore = createFirestoreEmulator({ projectId, dataDir: join(dataDir, 'firestore') });
  flushFirestore = () => firestore.flush();
  const storageHost = await serve(createStorageEmulator({ projectId, dataDir: join(dataDir, 'storage') }));
  // firebase-admin reads these when each service is first created: set them before any app exists.
  process.env.FIRESTORE_EMULATOR_HOST = await serve(firestore.handler);
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
  process.env.STORAGE_EMULATOR_HOST = `http://${storageHost}`;
  verifier = createTokenVerifier({ projectId, production: false });
  data = createFirebaseAccountData({ projectId, bucket: bucketName });
});

afterAll(async () => {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST']) delete process.env[name];
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await flushFirestore();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The seeding side: an administrator writing straight into the emulators. */
const seedApp = () => adminApp(`account-test-seed@${process.env.FIRESTORE_EMULATOR_HOST}`, projectId);
const seedDb = () => adminFirestore(seedApp());
const seedBucket = () => getStorage(seedApp()).bucket(bucketName);
const adminAuth = () => getAuth(seedApp());

interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;
/** Creates an e-mail/password account through the Auth emulator's REST API, as the browser SDK would. */
async function signUp(label: string): Promise<TestUser> {
  const email = `${label}-${Date.now()}-${counter++}@example.com`;
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, email, idToken };
}

/** A user with a profile (onboarding answers), two saved CVs and two uploads. */
async function seedUserData({ uid, email }: TestUser) {
  const user = seedDb().collection('users').doc(uid);
  await user.set({
    email,
    emailVerified: false,
    createdAt: Timestamp.fromDate(new Date('2024-05-01T10:00:00.000Z')),
    onboarding: { currentRole: `Analyst ${uid}`, targetRole: 'Data scientist', goals: 'Lead a team' },
  });
  await user.collection('cvs').doc('cv-1').set({ data: { name: `Jane ${uid}`, skills: ['SQL', 'Python'] }, updatedAt: Timestamp.now() });
  await user.collection('cvs').doc('cv-2').set({ data: { name: `Jane ${uid} (short)` }, updatedAt: Timestamp.now() });
  for (const [name, type] of [['1700000000000-aaaa-cv.pdf', 'application/pdf'], ['1700000000001-bbbb-cv.txt', 'text/plain']] as const) {
    await seedBucket()
      .file(`cv-uploads/${uid}/${name}`)
      .save(Buffer.from(`bytes of ${name}`), {
        resumable: false,
        contentType: type,
        metadata: { metadata: { originalName: `My ${name}`, uploadTime: '2024-05-02T09:30:00.000Z' } },
      });
  }
}

/** A user with data, and a bystander with data of their own. */
async function twoUsersWithData() {
  const [user, other] = await Promise.all([signUp('owner'), signUp('other')]);
  await Promise.all([seedUserData(user), seedUserData(other)]);
  return { user, other };
}

const exportHandler = (limiter = createMemoryRateLimitStore()): Handler => createAccountExportHandler({ verifier, data, limiter, log: () => {} });
const deleteHandler = (limiter = createMemoryRateLimitStore()): Handler =>
  createAccountDeleteHandler({ verifier, data, limiter, log: () => {} });

function getExport(token?: string): Request {
  return new Request(EXPORT_URL, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

function postDelete(token: string | undefined, body: unknown = { confirm: true }): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(DELETE_URL, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { errors: Array<{ code: string; message: string }> }).errors[0];
}

async function userDocExists(uid: string) {
  return (await seedDb().collection('users').doc(uid).get()).exists;
}
async function savedCvCount(uid: string) {
  return (await seedDb().collection('users').doc(uid).collection('cvs').get()).size;
}
async function deletionRecorded(uid: string) {
  return (await seedDb().collection('accountDeletions').doc(uid).get()).exists;
}
async function uploadNames(uid: string) {
  const [files] = await seedBucket().getFiles({ prefix: `cv-uploads/${uid}/` });
  return files.map((file) => file.name);
}

describe('GET /api/v1/account/export', () => {
  test("answers the caller's account, profile with onboarding answers, saved CVs and upload metadata, and nothing of another user", async () => {
    const { user, other } = await twoUsersWithData();

    const response = await exportHandler()(getExport(user.idToken), context);

    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; data: AccountExport };
    expect(body.status).toBe('success');
    const { data: exported } = body;
    expect(Date.parse(exported.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(exported.account).toMatchObject({ uid: user.uid, email: user.email, emailVerified: false });
    expect(Date.parse(exported.account.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(exported.profile).toEqual({
      email: user.email,
      emailVerified: false,
      createdAt: '2024-05-01T10:00:00.000Z',
      onboarding: { currentRole: `Analyst ${user.uid}`, targetRole: 'Data scientist', goals: 'Lead a team' },
    });
    expect(exported.onboardingAnswers).toEqual({ currentRole: `Analyst ${user.uid}`, targetRole: 'Data scientist', goals: 'Lead a team' });
    expect(exported.savedCvs.map((cv) => cv.id).sort()).toEqual(['cv-1', 'cv-2']);
    const first = exported.savedCvs.find((cv) => cv.id === 'cv-1')!;
    expect(first.fields.data).toEqual({ name: `Jane ${user.uid}`, skills: ['SQL', 'Python'] });
    expect(typeof first.fields.updatedAt).toBe('string');
    expect(exported.uploadedFiles.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: '1700000000000-aaaa-cv.pdf', originalName: 'My 1700000000000-aaaa-cv.pdf', size: 34, contentType: 'application/pdf', uploaded: '2024-05-02T09:30:00.000Z' },
      { name: '1700000000001-bbbb-cv.txt', originalName: 'My 1700000000001-bbbb-cv.txt', size: 34, contentType: 'text/plain', uploaded: '2024-05-02T09:30:00.000Z' },
    ]);
    // Metadata only: the files' bytes never travel in the export.
    const text = JSON.stringify(body);
    expect(text).not.toContain('bytes of');
    expect(text).not.toContain(other.uid);
    expect(text).not.toContain(other.email);
  });

  test('the onboarding answers come on their own too, checked at the server: only known questions with text the product accepts', async () => {
    const user = await signUp('answers');
    // What a browser could write with its own token beyond what the app writes (the rules refuse most of it; the
    // export checks again, whatever got stored).
    const onboarding = {
      currentRole: 'Water network engineer',
      targetRole: 'Delivery director',
      experience: 15,
      goals: 'x'.repeat(2001),
      preferences: '   ',
      salary: '100k',
      completedAt: '2026-11-26T10:00:00.000Z',
    };
    await seedDb().collection('users').doc(user.uid).set({ email: user.email, onboarding });

    const response = await exportHandler()(getExport(user.idToken), context);

    expect(response.status).toBe(200);
    const { data: exported } = (await response.json()) as { data: AccountExport };
    expect(exported.onboardingAnswers).toEqual({
      currentRole: 'Water network engineer',
      targetRole: 'Delivery director',
      completedAt: '2026-11-26T10:00:00.000Z',
    });
    // The profile itself is exported as stored: the user gets everything we keep.
    expect(exported.profile?.onboarding).toEqual(onboarding);
  });

  test('a user with nothing stored yet gets an export with empty parts', async () => {
    const user = await signUp('empty');
    const response = await exportHandler()(getExport(user.idToken), context);
    expect(response.status).toBe(200);
    const { data: exported } = (await response.json()) as { data: AccountExport };
    expect(exported).toMatchObject({ account: { uid: user.uid, email: user.email }, profile: null, onboardingAnswers: {}, savedCvs: [], uploadedFiles: [] });
  });

  test.each([
    { name: 'no token', token: undefined },
    { name: 'a malformed token', token: 'not-a-token' },
    { name: 'a token from another project', token: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ aud: 'other', iss: 'https://securetoken.google.com/other', sub: 'x', user_id: 'x', iat: 1, exp: 9999999999, auth_time: 1 })).toString('base64url')}.` },
  ])('$name: 401 AUTH_REQUIRED and no data', async ({ token }) => {
    const response = await exportHandler()(getExport(token), context);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in again.' });
  });

  test('the 11th export in an hour from one user is refused with 429 RATE_LIMITED and Retry-After', async () => {
    const user = await signUp('exporter');
    const handler = exportHandler(createMemoryRateLimitStore());
    for (let attempt = 0; attempt < 10; attempt++) expect((await handler(getExport(user.idToken), context)).status).toBe(200);

    const refused = await handler(getExport(user.idToken), context);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' });
    // Per user: someone else's export is not held up.
    const other = await signUp('exporter-other');
    expect((await handler(getExport(other.idToken), context)).status).toBe(200);
  });

  test('other methods: 405', async () => {
    const user = await signUp('method');
    const response = await exportHandler()(new Request(EXPORT_URL, { method: 'POST', headers: { Authorization: `Bearer ${user.idToken}` } }), context);
    expect(response.status).toBe(405);
  });
});

describe('POST /api/v1/account/delete', () => {
  test("removes the profile, saved CVs, uploads and the auth user, and leaves another user's data alone", async () => {
    const { user, other } = await twoUsersWithData();

    const response = await deleteHandler()(postDelete(user.idToken), context);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { deleted: true, erased: true } });
    expect(await userDocExists(user.uid)).toBe(false);
    expect(await savedCvCount(user.uid)).toBe(0);
    expect(await uploadNames(user.uid)).toEqual([]);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect(await userDocExists(other.uid)).toBe(true);
    expect(await savedCvCount(other.uid)).toBe(2);
    expect(await uploadNames(other.uid)).toHaveLength(2);
    expect((await adminAuth().getUser(other.uid)).email).toBe(other.email);
  });

  test('a token whose sign-in is 10 minutes old cannot delete the account: 403 RECENT_SIGN_IN_REQUIRED and nothing is deleted', async () => {
    const { user } = await twoUsersWithData();
    // The token is real and unexpired; the handler's clock says its sign-in (auth_time) was 10 minutes ago.
    const later = createAccountDeleteHandler({ verifier, data, limiter: createMemoryRateLimitStore(), log: () => {}, now: () => Date.now() + 10 * 60_000 });

    const response = await later(postDelete(user.idToken), context);

    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'RECENT_SIGN_IN_REQUIRED', message: RECENT_SIGN_IN_MESSAGE });
    expect(await userDocExists(user.uid)).toBe(true);
    expect(await savedCvCount(user.uid)).toBe(2);
    expect(await uploadNames(user.uid)).toHaveLength(2);
    expect((await adminAuth().getUser(user.uid)).disabled).toBe(false);
    expect(await deletionRecorded(user.uid)).toBe(false);
  });

  test('a sign-in 4 minutes old is recent enough: the account is deleted', async () => {
    const user = await signUp('recent');
    const later = createAccountDeleteHandler({ verifier, data, limiter: createMemoryRateLimitStore(), log: () => {}, now: () => Date.now() + 4 * 60_000 });
    expect((await later(postDelete(user.idToken), context)).status).toBe(200);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  test("once a deletion has begun, the account's old token is refused by /api/v1/score and the export with 401", async () => {
    const { user } = await twoUsersWithData();
    let reachedDocuments!: () => void;
    const documentsReached = new Promise<void>((resolve) => (reachedDocuments = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the deletion between disabling the user and erasing the documents: the window an open tab could use.
    const paused: AccountData = {
      ...data,
      deleteDocuments: async (uid) => {
        reachedDocuments();
        await released;
        await data.deleteDocuments(uid);
      },
    };
    const deleting = createAccountDeleteHandler({ verifier, data: paused, limiter: createMemoryRateLimitStore(), log: () => {} })(postDelete(user.idToken), context);
    await documentsReached;

    const unreachable = () => Promise.reject(new Error('a refused caller never gets this far'));
    const score = createScoreHandler({
      verifier,
      reader: { read: unreachable },
      parse: unreachable,
      limiter: createMemoryRateLimitStore(),
      bucket: bucketName,
      log: () => {},
    });
    const scoreBody = { cvs: [{ filename: 'cv.pdf', gcs_url: `gs://${bucketName}/cv-uploads/${user.uid}/1700000000000-aaaa-cv.pdf` }] };
    const scored = await score(
      new Request('http://localhost:4321/api/v1/score', { method: 'POST', headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(scoreBody) }),
      context,
    );
    const exported = await exportHandler()(getExport(user.idToken), context);
    release();

    expect(scored.status).toBe(401);
    expect(await errorOf(scored)).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in again.' });
    expect(exported.status).toBe(401);
    expect(await errorOf(exported)).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in again.' });
    expect((await deleting).status).toBe(200);
    expect(await userDocExists(user.uid)).toBe(false);
  });

  test('the deleted account can no longer sign in, and its old token is refused', async () => {
    const user = await signUp('gone');
    await deleteHandler()(postDelete(user.idToken), context);

    const login = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD, returnSecureToken: true }),
    });
    expect(login.ok).toBe(false);
    expect((await exportHandler()(getExport(user.idToken), context)).status).toBe(401);
  });

  test('a retry after a partial failure finishes the job (each step accepts what is already gone)', async () => {
    const { user } = await twoUsersWithData();
    await data.deleteDocuments(user.uid);
    await data.deleteUploads(user.uid);

    const response = await deleteHandler()(postDelete(user.idToken), context);

    expect(response.status).toBe(200);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(data.deleteAuthUser(user.uid)).resolves.toBeUndefined();
  });

  test('a deletion that stops halfway answers 202 erased:false, leaves the user disabled (old token: 401) and the sweep finishes it', async () => {
    const { user, other } = await twoUsersWithData();
    const failing: AccountData = { ...data, deleteUploads: () => Promise.reject(new Error('storage down')) };
    const handler = createAccountDeleteHandler({ verifier, data: failing, limiter: createMemoryRateLimitStore(), log: () => {} });

    const response = await handler(postDelete(user.idToken), context);

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'success', data: { deleted: true, erased: false } });
    expect((await adminAuth().getUser(user.uid)).disabled).toBe(true);
    expect(await uploadNames(user.uid)).toHaveLength(2);
    expect(await deletionRecorded(user.uid)).toBe(true);
    // Its owner cannot retry (the verifier refuses a disabled user), so the record is what finishes the job.
    const retry = await deleteHandler()(postDelete(user.idToken), context);
    expect(retry.status).toBe(401);
    expect(await errorOf(retry)).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in again.' });

    const swept = await sweepDeletedAccounts(data, () => {});

    expect(swept.finished).toBeGreaterThanOrEqual(1);
    expect(await uploadNames(user.uid)).toEqual([]);
    expect(await userDocExists(user.uid)).toBe(false);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await deletionRecorded(user.uid)).toBe(false);
    expect(await uploadNames(other.uid)).toHaveLength(2);
    expect(await savedCvCount(other.uid)).toBe(2);
  });

  test('a failure before anything changed (the deletion cannot be recorded) is a 500 and the account stays usable', async () => {
    const user = await signUp('unrecorded');
    const failing: AccountData = { ...data, recordDeletion: () => Promise.reject(new Error('firestore down')) };
    const handler = createAccountDeleteHandler({ verifier, data: failing, limiter: createMemoryRateLimitStore(), log: () => {} });

    const response = await handler(postDelete(user.idToken), context);

    expect(response.status).toBe(500);
    expect((await errorOf(response))?.code).toBe('INTERNAL');
    expect((await adminAuth().getUser(user.uid)).disabled).toBe(false);
    expect((await exportHandler()(getExport(user.idToken), context)).status).toBe(200);
  });

  test.each([
    { name: 'an empty object', body: {} },
    { name: 'confirm false', body: { confirm: false } },
    { name: 'confirm as a string', body: { confirm: 'true' } },
    { name: 'an extra field', body: { confirm: true, uid: 'someone-else' } },
  ])('without {confirm: true} ($name): 400 and nothing deleted', async ({ body }) => {
    const { user } = await twoUsersWithData();

    const response = await deleteHandler()(postDelete(user.idToken, body), context);

    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_REQUEST', message: CONFIRM_DELETE_MESSAGE });
    expect(await userDocExists(user.uid)).toBe(true);
    expect(await uploadNames(user.uid)).toHaveLength(2);
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
  });

  test('a body that is not JSON is the same 400', async () => {
    const user = await signUp('nobody');
    const request = new Request(DELETE_URL, { method: 'POST', headers: { Authorization: `Bearer ${user.idToken}` } });
    const response = await deleteHandler()(request, context);
    expect(response.status).toBe(400);
    expect((await errorOf(response))?.message).toBe(CONFIRM_DELETE_MESSAGE);
  });

  test('missing or invalid token: 401, checked before the body', async () => {
    expect((await deleteHandler()(postDelete(undefined), context)).status).toBe(401);
    expect((await deleteHandler()(postDelete('a.b.c', {}), context)).status).toBe(401);
  });

  test('the 6th request in an hour from one user is refused with 429 and Retry-After, before anything is deleted', async () => {
    const user = await signUp('limited');
    const limiter = createMemoryRateLimitStore();
    const keep: AccountData = { ...data, disableAuthUser: async () => {}, deleteAuthUser: async () => {} };
    const handler = createAccountDeleteHandler({ verifier, data: keep, limiter, log: () => {} });
    for (let attempt = 0; attempt < 5; attempt++) expect((await handler(postDelete(user.idToken), context)).status).toBe(200);

    await seedUserData(user);
    const refused = await handler(postDelete(user.idToken), context);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused))?.code).toBe('RATE_LIMITED');
    expect(await userDocExists(user.uid)).toBe(true);
  });
});

describe('the account sweep', () => {
  /** What an open tab's Firestore SDK sends with its old ID token: a REST commit to the emulation, under firestore.rules. */
  /** A saved CV as the app writes it (firestore.rules' schema for users/{uid}/cvs): the CV, its id, and updatedAt stamped by the server. */
  const SAVED_CV_FIELDS = {
    data: { mapValue: { fields: { cvId: { stringValue: 'late' }, cv: { mapValue: { fields: { first_name: { stringValue: 'Jane' } } } } } } },
  };

  async function writeAsUser(token: string, path: string, fields: Record<string, unknown>, stampedFields: string[] = []) {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    return fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [{ update: { name: `${documents}/${path}`, fields }, updateTransforms: stampedFields.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })) }],
      }),
    });
  }

  test("a deleted account's old token recreates users/{uid} (rules cannot tell), and the sweep removes it with its CVs and uploads; a live user's data stays", async () => {
    const { user, other } = await twoUsersWithData();
    expect((await deleteHandler()(postDelete(user.idToken), context)).status).toBe(200);

    // The attack: the tab left open writes again with the token it still holds (valid for up to an hour).
    // As the app's sign-up writes it (createdAt is the server's time).
    const profile = await writeAsUser(user.idToken, `users/${user.uid}`, { email: { stringValue: user.email } }, ['createdAt']);
    const cv = await writeAsUser(user.idToken, `users/${user.uid}/cvs/late`, SAVED_CV_FIELDS, ['updatedAt']);
    expect(profile.status).toBe(200);
    expect(cv.status).toBe(200);
    await seedBucket().file(`cv-uploads/${user.uid}/1700000000002-cccc-cv.txt`).save(Buffer.from('late upload'), { resumable: false });
    expect(await userDocExists(user.uid)).toBe(true);

    const swept = await sweepDeletedAccounts(data, () => {});

    expect(swept.orphans).toBeGreaterThanOrEqual(1);
    expect(await userDocExists(user.uid)).toBe(false);
    expect(await savedCvCount(user.uid)).toBe(0);
    expect(await uploadNames(user.uid)).toEqual([]);
    expect(await userDocExists(other.uid)).toBe(true);
    expect(await savedCvCount(other.uid)).toBe(2);
    expect(await uploadNames(other.uid)).toHaveLength(2);
    expect((await adminAuth().getUser(other.uid)).disabled).toBe(false);
  });

  test('saved CVs written without the profile (users/{uid} missing) are found and removed too', async () => {
    const user = await signUp('cv-only');
    expect((await deleteHandler()(postDelete(user.idToken), context)).status).toBe(200);
    expect((await writeAsUser(user.idToken, `users/${user.uid}/cvs/late`, SAVED_CV_FIELDS, ['updatedAt'])).status).toBe(200);

    await sweepDeletedAccounts(data, () => {});

    expect(await savedCvCount(user.uid)).toBe(0);
  });
});
