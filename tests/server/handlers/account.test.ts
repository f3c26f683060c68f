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
import { CONFIRM_DELETE_MESSAGE, createAccountDeleteHandler, createAccountExportHandler } from '../../../src/server/handlers/account.ts';
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

const exportHandler = (): Handler => createAccountExportHandler({ verifier, data, log: () => {} });
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

  test('a user with nothing stored yet gets an export with empty parts', async () => {
    const user = await signUp('empty');
    const response = await exportHandler()(getExport(user.idToken), context);
    expect(response.status).toBe(200);
    const { data: exported } = (await response.json()) as { data: AccountExport };
    expect(exported).toMatchObject({ account: { uid: user.uid, email: user.email }, profile: null, savedCvs: [], uploadedFiles: [] });
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
    expect(await response.json()).toEqual({ status: 'success', data: { deleted: true } });
    expect(await userDocExists(user.uid)).toBe(false);
    expect(await savedCvCount(user.uid)).toBe(0);
    expect(await uploadNames(user.uid)).toEqual([]);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect(await userDocExists(other.uid)).toBe(true);
    expect(await savedCvCount(other.uid)).toBe(2);
    expect(await uploadNames(other.uid)).toHaveLength(2);
    expect((await adminAuth().getUser(other.uid)).email).toBe(other.email);
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

  test('the auth user goes last: when erasing the data fails, the account stays so the user can retry', async () => {
    const user = await signUp('failing');
    const failing: AccountData = { ...data, deleteUploads: () => Promise.reject(new Error('storage down')) };
    const handler = createAccountDeleteHandler({ verifier, data: failing, limiter: createMemoryRateLimitStore(), log: () => {} });

    const response = await handler(postDelete(user.idToken), context);

    expect(response.status).toBe(500);
    expect((await errorOf(response))?.code).toBe('INTERNAL');
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
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
    const keep: AccountData = { ...data, deleteAuthUser: async () => {} };
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
