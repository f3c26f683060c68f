/**
 * createCvReader end to end: a CV uploaded with the real Firebase JS SDK (user signed in through the official
 * Auth emulator) to the local Storage emulation (src/server/emulators/storage), then read through
 * firebase-admin exactly as production reads Cloud Storage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { HttpError } from '../../../src/server/http.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';
import { createFirebaseObjectSource } from '../../../src/server/storage/firebase-object-source.ts';
import { isNetworkError, statusOf } from '../../../src/server/storage/object-source.ts';
import { createCvReader, type CvReader } from '../../../src/server/storage/read-cv-object.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-hirewise-test';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const dataDir = mkdtempSync(join(tmpdir(), 'read-cv-emulator-'));
const cv = new TextEncoder().encode('%PDF-1.7\nJane Doe, product designer\n%%EOF');

let server: Server;
let port: number;
let app: FirebaseApp;
let uid: string;
let reader: CvReader;
let address: string;

beforeAll(async () => {
  const handler = createStorageEmulator({ dataDir, projectId });
  server = createServer((req, res) => {
    handler(toWebRequest(req, `http://127.0.0.1:${port}`)).then((response) => sendWebResponse(res, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: 'demo-app' }, 'read-cv-emulator');
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port);
  uid = (await signInAnonymously(auth)).user.uid;
  // As the upload screen does: the gs:// address comes from the reference's bucket and full path.
  const uploaded = await uploadBytes(ref(storage, `cv-uploads/${uid}/1700000000000-Jane_Doe.pdf`), cv, {
    contentType: 'application/pdf',
    customMetadata: { originalName: 'Jane Doe.pdf', uploadTime: '2024-05-01T10:00:00.000Z' },
  });
  address = `gs://${uploaded.ref.bucket}/${uploaded.ref.fullPath}`;
  reader = createCvReader({ bucket, projectId, storageEmulatorHost: `127.0.0.1:${port}` });
});

afterAll(async () => {
  // createFirebaseObjectSource wrote these for firebase-admin; leave the environment as found.
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  if (app) await deleteApp(app);
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

test('reads the owner\'s upload: bytes, type, size, name and upload metadata', async () => {
  const result = await reader.read(address, uid);
  expect(Buffer.from(result.bytes).equals(Buffer.from(cv))).toBe(true);
  expect(result).toMatchObject({
    contentType: 'application/pdf',
    size: cv.byteLength,
    name: '1700000000000-Jane_Doe.pdf',
    metadata: { originalName: 'Jane Doe.pdf', uploadTime: '2024-05-01T10:00:00.000Z' },
  });
});

test('another visitor\'s uid cannot read it: 403 FORBIDDEN_FILE', async () => {
  await expect(reader.read(address, 'someone-else')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN_FILE' });
});

test('an object that does not exist: 404 FILE_NOT_FOUND', async () => {
  const error = await reader.read(`gs://${bucket}/cv-uploads/${uid}/1700000000001-gone.pdf`, uid).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
});

test('a file over maxBytes: 413 before download', async () => {
  await expect(reader.read(address, uid, { maxBytes: cv.byteLength - 1 })).rejects.toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
});

test('an unreachable storage fails the way the reader retries (a network error, no HTTP status)', async () => {
  // Port 9 has no listener. The reader's retry/503 path itself is covered with fake time in read-cv-object.test.ts;
  // this proves firebase-admin's real failure looks like what that test feeds it.
  const source = createFirebaseObjectSource({ bucket, projectId, storageEmulatorHost: '127.0.0.1:9' });
  const error = await source.stat(`cv-uploads/${uid}/x.pdf`, new AbortController().signal).catch((e: unknown) => e);
  expect(statusOf(error)).toBeUndefined();
  expect(isNetworkError(error)).toBe(true);
});
