/**
 * Contract test of the local Cloud Storage emulation (src/server/emulators/storage): the real Firebase JS SDK
 * (signed in through the official Auth emulator started by tests/setup/auth-emulator.global.ts) and the real
 * firebase-admin drive it over HTTP, and every rule SECURITY.md §2 lists for Storage is asserted.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from 'firebase/auth';
import {
  connectStorageEmulator,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { crc32cBase64 } from '../../../src/server/emulators/storage/hashes.ts';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { isAllowed, type RulesRequest } from '../../../src/server/emulators/storage/rules.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-hirewise-test';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const MAX = 10_485_760;
const PDF = 'application/pdf';

const dataDir = mkdtempSync(join(tmpdir(), 'storage-contract-'));
let server: Server;
let port: number;

/** Serves a fresh emulator over dataDir on `listenPort` (0: any free port), as `npm start` would. */
async function startEmulator(listenPort: number): Promise<void> {
  const handler = createStorageEmulator({ dataDir, projectId });
  server = createServer((req, res) => {
    handler(toWebRequest(req, `http://127.0.0.1:${listenPort || port}`))
      .then((response) => sendWebResponse(res, response))
      .catch(() => {
        res.statusCode = 500;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

async function stopEmulator(): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

interface Client {
  app: FirebaseApp;
  storage: FirebaseStorage;
  uid: string | null;
}

let appCounter = 0;
/** A browser-like Firebase client: its own app, Auth (optionally signed in) and Storage, on the emulators. */
async function client(signIn: 'anonymous' | 'password' | 'none'): Promise<Client> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: 'demo-app' }, `storage-contract-${appCounter++}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port);
  // Failures must surface at once, not after the SDK's default two minutes of retries.
  storage.maxOperationRetryTime = 2_000;
  storage.maxUploadRetryTime = 2_000;
  let uid: string | null = null;
  if (signIn === 'anonymous') uid = (await signInAnonymously(auth)).user.uid;
  if (signIn === 'password') {
    uid = (await createUserWithEmailAndPassword(auth, `storage-${Date.now()}-${appCounter}@example.com`, 'correct-horse-battery')).user.uid;
  }
  return { app, storage, uid };
}

let objectCounter = 0;
/** A fresh object path in `uid`'s CV folder. */
function cvPath(uid: string, name = 'cv.pdf'): string {
  return `cv-uploads/${uid}/${Date.now()}-${objectCounter++}-${name}`;
}

function bytesOf(size: number, seed = 7): Uint8Array {
  return new Uint8Array(size).map((_, index) => (index * seed) % 251);
}

/** The Firebase error code a promise rejects with. */
async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('expected a rejection');
}

const cvMetadata = (originalName: string): UploadMetadata => ({
  contentType: PDF,
  customMetadata: { originalName, uploadTime: '2024-05-01T10:00:00.000Z' },
});

let owner: Client;
let other: Client;
let nobody: Client;
let admin: AdminApp;

beforeAll(async () => {
  await startEmulator(0);
  [owner, other, nobody] = await Promise.all([client('password'), client('anonymous'), client('none')]);
  // firebase-admin finds the emulator through this variable (host:port, no scheme) and sends no credentials.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  admin = initializeAdminApp({ projectId, storageBucket: bucket }, 'storage-contract-admin');
});

afterAll(async () => {
  await Promise.all([owner, other, nobody].filter(Boolean).map((c) => deleteApp(c.app)));
  if (admin) await deleteAdminApp(admin);
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  await stopEmulator();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads and reads with the Firebase JS SDK', () => {
  test('uploadBytes (multipart) keeps content type and custom metadata; getMetadata returns them', async () => {
    const path = cvPath(owner.uid!);
    const data = bytesOf(2048);

    const uploaded = await uploadBytes(ref(owner.storage, path), data, cvMetadata('My CV.pdf'));
    const read = await getMetadata(ref(owner.storage, path));

    for (const metadata of [uploaded.metadata, read]) {
      expect(metadata).toMatchObject({ fullPath: path, bucket, contentType: PDF, size: 2048 });
      expect(metadata.customMetadata).toEqual({ originalName: 'My CV.pdf', uploadTime: '2024-05-01T10:00:00.000Z' });
    }
    expect(read.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
    expect(new Uint8Array(await getBytes(ref(owner.storage, path)))).toEqual(data);
  });

  test('uploadBytesResumable sends a ~1 MB file in chunks and reports rising progress', async () => {
    const path = cvPath(owner.uid!);
    const data = bytesOf(1_000_000, 13);
    const progress: number[] = [];

    const task = uploadBytesResumable(ref(owner.storage, path), data, cvMetadata('big.pdf'));
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const done = await task;

    expect(done.metadata.size).toBe(1_000_000);
    expect(done.metadata.customMetadata).toEqual({ originalName: 'big.pdf', uploadTime: '2024-05-01T10:00:00.000Z' });
    expect(progress.some((bytes) => bytes > 0 && bytes < 1_000_000)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1_000_000);
    expect(new Uint8Array(await getBytes(ref(owner.storage, path)))).toEqual(data);
  });

  test('getDownloadURL returns a URL that downloads the same bytes without signing in', async () => {
    const path = cvPath(owner.uid!, 'notes.txt');
    const data = new TextEncoder().encode('Jane Doe\nSoftware engineer\n');
    await uploadBytes(ref(owner.storage, path), data, { contentType: 'text/plain' });

    const url = await getDownloadURL(ref(owner.storage, path));
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/v0/b/${bucket}/o/${encodeURIComponent(path)}\\?alt=media&token=[0-9a-f-]{36}$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
    // The same link keeps working (one token, not a new one per call), and a wrong token opens nothing.
    expect(await getDownloadURL(ref(owner.storage, path))).toBe(url);
    expect((await fetch(url.replace(/token=.*/, 'token=00000000-0000-0000-0000-000000000000'))).status).toBe(403);
  });

  test('nobody can list a folder, not even its owner (object names stay unguessable)', async () => {
    await uploadBytes(ref(owner.storage, cvPath(owner.uid!)), bytesOf(10), { contentType: PDF });
    await expect(listAll(ref(owner.storage, `cv-uploads/${owner.uid}`))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe('storage rules (SECURITY.md §2)', () => {
  let ownersPath: string;
  beforeAll(async () => {
    ownersPath = cvPath(owner.uid!);
    await uploadBytes(ref(owner.storage, ownersPath), bytesOf(100), cvMetadata('private.pdf'));
  });

  test('another user cannot read, get metadata of, link to or list the owner’s object', async () => {
    const theirRef = ref(other.storage, ownersPath);
    expect(await errorCode(getMetadata(theirRef))).toBe('storage/unauthorized');
    expect(await errorCode(getBytes(theirRef))).toBe('storage/unauthorized');
    expect(await errorCode(getDownloadURL(theirRef))).toBe('storage/unauthorized');
    expect(await errorCode(listAll(ref(other.storage, `cv-uploads/${owner.uid}`)))).toBe('storage/unauthorized');
  });

  test('without signing in, get, list and upload are denied', async () => {
    expect(await errorCode(getMetadata(ref(nobody.storage, ownersPath)))).toBe('storage/unauthorized');
    expect(await errorCode(getBytes(ref(nobody.storage, ownersPath)))).toBe('storage/unauthorized');
    expect(await errorCode(listAll(ref(nobody.storage, 'cv-uploads')))).toBe('storage/unauthorized');
    expect(await errorCode(uploadBytes(ref(nobody.storage, 'cv-uploads/anonymous/1-cv.pdf'), bytesOf(10), { contentType: PDF }))).toBe(
      'storage/unauthorized',
    );
  });

  test('10485760 bytes are allowed; 10485761 bytes are denied', async () => {
    const allowed = await uploadBytes(ref(owner.storage, cvPath(owner.uid!)), new Uint8Array(MAX), { contentType: PDF });
    expect(allowed.metadata.size).toBe(MAX);
    const tooBig = cvPath(owner.uid!);
    expect(await errorCode(uploadBytes(ref(owner.storage, tooBig), new Uint8Array(MAX + 1), { contentType: PDF }))).toBe('storage/unauthorized');
    expect(await errorCode(getMetadata(ref(owner.storage, tooBig)))).toBe('storage/object-not-found');
  });

  test('a resumable upload over 10 MB is refused at the start', async () => {
    const task = uploadBytesResumable(ref(owner.storage, cvPath(owner.uid!)), new Uint8Array(MAX + 1), { contentType: PDF });
    expect(await errorCode(task.then())).toBe('storage/unauthorized');
    expect(task.snapshot.bytesTransferred).toBe(0);
  });

  test.each([
    ['text/html', 'storage/unauthorized'],
    ['application/octet-stream', 'storage/unauthorized'],
    ['application/msword', null],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', null],
    ['text/plain', null],
  ])('content type %s', async (contentType, expected) => {
    const upload = uploadBytes(ref(owner.storage, cvPath(owner.uid!, 'cv.bin')), bytesOf(64), { contentType });
    if (expected) expect(await errorCode(upload)).toBe(expected);
    else expect((await upload).metadata.contentType).toBe(contentType);
  });

  test('an empty file is denied', async () => {
    expect(await errorCode(uploadBytes(ref(owner.storage, cvPath(owner.uid!)), new Uint8Array(0), { contentType: PDF }))).toBe('storage/unauthorized');
  });

  test('overwriting one’s own object is denied, and the original stays', async () => {
    const replaced = ref(owner.storage, ownersPath);
    expect(await errorCode(uploadBytes(replaced, bytesOf(100, 3), { contentType: PDF }))).toBe('storage/unauthorized');
    expect(await errorCode(uploadBytesResumable(replaced, bytesOf(300_000, 3), { contentType: PDF }).then())).toBe('storage/unauthorized');
    expect(new Uint8Array(await getBytes(replaced))).toEqual(bytesOf(100));
  });

  test('uploading into another uid’s folder, or outside cv-uploads, is denied', async () => {
    expect(await errorCode(uploadBytes(ref(other.storage, cvPath(owner.uid!)), bytesOf(10), { contentType: PDF }))).toBe('storage/unauthorized');
    expect(await errorCode(uploadBytes(ref(owner.storage, `public/${owner.uid}/x.pdf`), bytesOf(10), { contentType: PDF }))).toBe('storage/unauthorized');
    expect(await errorCode(uploadBytes(ref(owner.storage, `cv-uploads/${owner.uid}/deeper/x.pdf`), bytesOf(10), { contentType: PDF }))).toBe(
      'storage/unauthorized',
    );
  });

  test('an unreadable ID token is refused as unauthenticated (401)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v0/b/${bucket}/o/${encodeURIComponent(ownersPath)}`, {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 401, message: expect.any(String) } });
  });

  test('a missing object is storage/object-not-found for its owner', async () => {
    expect(await errorCode(getMetadata(ref(owner.storage, cvPath(owner.uid!))))).toBe('storage/object-not-found');
  });
});

describe('the rules as a pure function', () => {
  const own = { uid: 'u1' };
  const pdf = { size: 10, contentType: PDF };
  test.each<[string, RulesRequest, boolean]>([
    ['owner creates', { operation: 'create', path: 'cv-uploads/u1/a.pdf', auth: own, resource: null, incoming: pdf }, true],
    ['create over an existing object', { operation: 'create', path: 'cv-uploads/u1/a.pdf', auth: own, resource: pdf, incoming: pdf }, false],
    ['owner updates', { operation: 'update', path: 'cv-uploads/u1/a.pdf', auth: own, resource: pdf, incoming: pdf }, false],
    ['owner gets', { operation: 'get', path: 'cv-uploads/u1/a.pdf', auth: own, resource: pdf }, true],
    ['owner deletes', { operation: 'delete', path: 'cv-uploads/u1/a.pdf', auth: own, resource: pdf }, true],
    ['other deletes', { operation: 'delete', path: 'cv-uploads/u2/a.pdf', auth: own, resource: pdf }, false],
    ['owner lists own folder', { operation: 'list', path: 'cv-uploads/u1/', auth: own, resource: null }, false],
    ['owner lists all CVs', { operation: 'list', path: 'cv-uploads/', auth: own, resource: null }, false],
    ['nobody gets', { operation: 'get', path: 'cv-uploads/u1/a.pdf', auth: null, resource: pdf }, false],
    ['size at the limit', { operation: 'create', path: 'cv-uploads/u1/a.pdf', auth: own, resource: null, incoming: { size: MAX, contentType: PDF } }, true],
    ['size over the limit', { operation: 'create', path: 'cv-uploads/u1/a.pdf', auth: own, resource: null, incoming: { size: MAX + 1, contentType: PDF } }, false],
    ['type with parameters', { operation: 'create', path: 'cv-uploads/u1/a.txt', auth: own, resource: null, incoming: { size: 1, contentType: 'text/plain; charset=utf-8' } }, false],
  ])('%s', (_name, request, allowed) => {
    expect(isAllowed(request)).toBe(allowed);
  });

  test('CRC-32C matches the standard check value', () => {
    // CRC-32C("123456789") = 0xE3069283
    expect(crc32cBase64(new TextEncoder().encode('123456789'))).toBe(Buffer.from([0xe3, 0x06, 0x92, 0x83]).toString('base64'));
  });
});

describe('browser use and request limits', () => {
  const base = () => `http://127.0.0.1:${port}/v0/b/${bucket}/o`;

  test('a preflight from the app is answered, and answers expose the upload headers', async () => {
    const preflight = await fetch(`${base()}?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-upload-protocol,x-goog-upload-command,x-firebase-storage-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-goog-upload-protocol', 'x-goog-upload-command', 'x-goog-upload-offset', 'x-firebase-storage-version', 'x-firebase-gmpid', 'x-firebase-appcheck']) {
      expect(allowed).toContain(header);
    }

    const answer = await fetch(`${base()}/${encodeURIComponent('cv-uploads/nobody/x.pdf')}`, { headers: { Origin: 'http://127.0.0.1:4321' } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });

  test('the admin API gives web pages no CORS access', async () => {
    const preflight = await fetch(`http://127.0.0.1:${port}/b/${bucket}/o/x`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an upload body over 10 MB plus a margin is refused while it streams (413)', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64) return controller.close(); // would be 64 MB if read to the end
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base()}?name=${encodeURIComponent(`cv-uploads/${owner.uid}/huge.pdf`)}`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 413, message: expect.any(String) } });
    expect(sent).toBeLessThan(64);
  });
});

describe('firebase-admin (server side, via the GCS JSON API)', () => {
  test('reads metadata, downloads, lists by prefix and deletes', async () => {
    const adminBucket = getAdminStorage(admin).bucket();
    const folder = `cv-uploads/${other.uid}/`;
    const first = cvPath(other.uid!, 'first.pdf');
    const second = cvPath(other.uid!, 'second.pdf');
    const data = bytesOf(300_000, 11);
    await uploadBytes(ref(other.storage, first), data, cvMetadata('first.pdf'));
    await uploadBytes(ref(other.storage, second), bytesOf(50), cvMetadata('second.pdf'));

    const [metadata] = await adminBucket.file(first).getMetadata();
    expect(metadata).toMatchObject({ name: first, bucket, contentType: PDF, size: '300000' });
    expect(metadata.metadata).toEqual({ originalName: 'first.pdf', uploadTime: '2024-05-01T10:00:00.000Z' }); // no download token minted
    // download() checks the bytes against the X-Goog-Hash (CRC-32C and MD5) the emulator sends.
    const [downloaded] = await adminBucket.file(first).download();
    expect(new Uint8Array(downloaded)).toEqual(data);

    const [files] = await adminBucket.getFiles({ prefix: folder });
    expect(files.map((file) => file.name).sort()).toEqual([first, second].sort());

    await adminBucket.file(first).delete();
    expect(await errorCode(getMetadata(ref(other.storage, first)))).toBe('storage/object-not-found');
    await adminBucket.deleteFiles({ prefix: folder });
    expect((await adminBucket.getFiles({ prefix: folder }))[0]).toEqual([]);
    expect((await adminBucket.file(second).exists())[0]).toBe(false);
  });

  test('a missing object is a 404 for the admin', async () => {
    const error = await getAdminStorage(admin).bucket().file('cv-uploads/none/x.pdf').getMetadata().catch((caught: unknown) => caught);
    expect((error as { code: number }).code).toBe(404);
  });

  test('file.save (resumable: false) stores an object the owner can then read', async () => {
    const path = cvPath(owner.uid!, 'seeded.txt');
    await getAdminStorage(admin).bucket().file(path).save(Buffer.from('seeded'), { resumable: false, contentType: 'text/plain' });
    expect(new TextDecoder().decode(await getBytes(ref(owner.storage, path)))).toBe('seeded');
  });
});

describe('persistence', () => {
  test('objects survive an emulator restart on the same data folder', async () => {
    const path = cvPath(owner.uid!);
    const data = bytesOf(4096, 5);
    await uploadBytes(ref(owner.storage, path), data, cvMetadata('kept.pdf'));

    await stopEmulator();
    await startEmulator(port);

    expect((await getMetadata(ref(owner.storage, path))).customMetadata).toEqual({ originalName: 'kept.pdf', uploadTime: '2024-05-01T10:00:00.000Z' });
    expect(new Uint8Array(await getBytes(ref(owner.storage, path)))).toEqual(data);
    // Create-only still holds after the restart.
    expect(await errorCode(uploadBytes(ref(owner.storage, path), data, { contentType: PDF }))).toBe('storage/unauthorized');
  });
});
