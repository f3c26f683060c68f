/**
 * POST /parse end to end in-process: visitors signed in through the official Auth emulator (globalSetup) upload
 * with the real Firebase JS SDK to the local Storage emulation; the handler verifies their real ID tokens, reads
 * through firebase-admin and parses with the real parser (worker pool), as production does.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyParsedCv } from '../../../src/lib/cv/schema.ts';
import { createTokenVerifier, type TokenVerifier } from '../../../src/server/auth/verify-id-token.ts';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { parseCvFile } from '../../../src/server/cv-parse/parse-cv.ts';
import type { ParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import { sharedPool } from '../../../src/server/cv-parse/run-in-worker.ts';
import { createParseHandler, PARSE_RATE_LIMITS, type ParseCv } from '../../../src/server/handlers/parse.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import { createCvReader, type CvReader } from '../../../src/server/storage/read-cv-object.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const dataDir = mkdtempSync(join(tmpdir(), 'parse-handler-'));
const fixtureDir = resolve(process.cwd(), 'tests/fixtures/generalisation/cvs');

const TYPES = { txt: 'text/plain', pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;
type Format = keyof typeof TYPES;

/** The CVs to parse: committed fixture files of each format, with the name their hand-written truth gives. */
function cvFixture(format: Format): { bytes: Uint8Array; name: [string, string] } {
  const file = { txt: 'gen02-plain.txt', docx: 'gen05-word.docx', pdf: 'gen01-classic.pdf' }[format];
  const truth = JSON.parse(readFileSync(join(fixtureDir, file.replace(/\.\w+$/, '.json')), 'utf8')) as { first_name: string; surname: string };
  return { bytes: new Uint8Array(readFileSync(join(fixtureDir, file))), name: [truth.first_name, truth.surname] };
}

/** A visitor with an anonymous account and their own client app (so sessions do not mix). */
interface Visitor {
  uid: string;
  token: string;
  /** Uploads into the visitor's folder as the upload screen does; resolves with the gs:// address. */
  upload(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

let storageServer: Server;
let storagePort: number;
const apps: FirebaseApp[] = [];
let verifier: TokenVerifier;
let realReader: CvReader;
let ada: Visitor;
let ben: Visitor;
const addresses = {} as Record<Format | 'elf', string>;
let logs: string[];

async function newVisitor(): Promise<Visitor> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: 'demo-app' }, `parse-handler-${randomUUID()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', storagePort);
  const { user } = await signInAnonymously(auth);
  return {
    uid: user.uid,
    token: await user.getIdToken(),
    async upload(name, bytes, contentType) {
      const uploaded = await uploadBytes(ref(storage, `cv-uploads/${user.uid}/${Date.now()}-${randomUUID().slice(0, 8)}-${name}`), bytes, {
        contentType,
        customMetadata: { originalName: name, uploadTime: new Date().toISOString() },
      });
      return `gs://${uploaded.ref.bucket}/${uploaded.ref.fullPath}`;
    },
  };
}

beforeAll(async () => {
  const handler = createStorageEmulator({ dataDir, projectId });
  storageServer = createServer((req, res) => {
    handler(toWebRequest(req, `http://127.0.0.1:${storagePort}`)).then((response) => sendWebResponse(res, response));
  });
  await new Promise<void>((done) => storageServer.listen(0, '127.0.0.1', done));
  storagePort = (storageServer.address() as AddressInfo).port;

  verifier = createTokenVerifier({ projectId, production: false });
  realReader = createCvReader({ bucket, projectId, storageEmulatorHost: `127.0.0.1:${storagePort}` });
  [ada, ben] = await Promise.all([newVisitor(), newVisitor()]);
  for (const format of Object.keys(TYPES) as Format[]) addresses[format] = await ada.upload(`My_CV.${format}`, cvFixture(format).bytes, TYPES[format]);
  // An executable renamed to cv.pdf: the client's extension check and the storage rules both let it through.
  const elf = new Uint8Array(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(256, 0x90)]));
  addresses.elf = await ada.upload('cv.pdf', elf, 'application/pdf');
}, 60_000);

afterAll(async () => {
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  await Promise.all(apps.map((app) => deleteApp(app)));
  storageServer?.closeAllConnections();
  await new Promise<void>((done) => (storageServer ? storageServer.close(() => done()) : done()));
  rmSync(dataDir, { recursive: true, force: true });
  await sharedPool().close();
});

beforeEach(() => {
  logs = [];
});

/** Spies on every dependency that touches a file, so a refused request can be shown to have touched none. */
function makeHandler({ parse }: { parse?: ParseCv } = {}) {
  const runner = vi.fn((job: ParseJob) => sharedPool().run(job));
  const parseSpy = vi.fn<ParseCv>(parse ?? ((bytes, meta) => parseCvFile(bytes, meta, { runner })));
  const reader = { read: vi.fn<CvReader['read']>((...args) => realReader.read(...args)) };
  const handler = createParseHandler({ verifier, reader, parse: parseSpy, limiter: createMemoryRateLimitStore(), bucket, log: (line) => logs.push(line) });
  return { handler, runner, parse: parseSpy, reader };
}

function parseRequest(body: unknown, { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {}): Request {
  return new Request('http://localhost:4321/parse', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cvBody = (gsUrl: string) => ({ cv: { filename: 'My CV', gcs_url: gsUrl } });
const context = { clientIp: '198.51.100.7' };

async function answerOf(response: Response) {
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> & { errors?: Array<{ code: string; message: string }> } };
}

describe('a visitor parses their own upload', () => {
  test.each(['txt', 'docx', 'pdf'] as const)('%s: 200 with the parsed CV and the unplaced lines', async (format) => {
    const { handler } = makeHandler();
    const { status, body, text } = await answerOf(await handler(parseRequest(cvBody(addresses[format]), { token: ada.token }), context));
    const [firstName, surname] = cvFixture(format).name;
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({ first_name: firstName, surname });
    expect(Array.isArray(body.unplaced)).toBe(true);
    expect(text).not.toContain(bucket);

    // Logs: one line of codes, sizes and timings; never the CV's text, the file name or the uid.
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^parse: ok \d+B read \d+ms parse \d+ms llm off total \d+ms$/);
    for (const secret of [firstName, surname, 'My_CV', ada.uid]) expect(logs[0]).not.toContain(secret);
  });

  test('the answer has the Parsed CV shape the editor reads', async () => {
    const { handler } = makeHandler();
    const { body } = await answerOf(await handler(parseRequest(cvBody(addresses.txt), { token: ada.token }), context));
    expect(Object.keys(body.data as object).sort()).toEqual(Object.keys(emptyParsedCv()).sort());
  });
});

describe('refused before any file is touched', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a token that is not a JWT', 'not-a-token'],
    ['an unsigned token made up by the caller', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user_id":"x","sub":"x"}').toString('base64url')}.`],
  ])('%s -> 401 AUTH_REQUIRED', async (_label, token) => {
    const { handler, parse, reader } = makeHandler();
    const { status, body } = await answerOf(await handler(parseRequest(cvBody(addresses.txt), { token }), context));
    expect(status).toBe(401);
    expect(body.errors).toEqual([{ code: 'AUTH_REQUIRED', message: 'Please sign in again.' }]);
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test('another visitor\'s file -> 403 FORBIDDEN_FILE, nothing read, nothing parsed, nothing about the file in the answer', async () => {
    const { handler, parse, reader } = makeHandler();
    const { status, body, text } = await answerOf(await handler(parseRequest(cvBody(addresses.txt), { token: ben.token }), context));
    expect(status).toBe(403);
    expect(body.errors).toEqual([{ code: 'FORBIDDEN_FILE', message: "You can't use this file." }]);
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    for (const secret of [ada.uid, 'My_CV', bucket, cvFixture('txt').name[0]]) expect(text).not.toContain(secret);
  });

  test.each([
    ['the cloud metadata server', 'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token'],
    ['a local file', 'file:///etc/passwd'],
    ['a public storage link', `https://storage.googleapis.com/${bucket}/cv-uploads/UID/1-cv.pdf`],
    ['another bucket', 'gs://other-bucket/cv-uploads/UID/1700000000000-cv.pdf'],
    ['an encoded separator', `gs://${bucket}/cv-uploads/UID/..%2F..%2Fsecret.pdf`],
  ])('%s -> 400 INVALID_REQUEST, nothing fetched', async (_label, address) => {
    const { handler, parse, reader } = makeHandler();
    const gsUrl = address.replace('UID', ada.uid);
    const { status, body } = await answerOf(await handler(parseRequest(cvBody(gsUrl), { token: ada.token }), context));
    expect(status).toBe(400);
    expect(body.errors![0]!.code).toBe('INVALID_REQUEST');
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test.each([
    ['not JSON', '{"cv": '],
    ['no cv', { jd: 'Engineer' }],
    ['cv without an address', { cv: { filename: 'cv.pdf' } }],
    ['an empty file name', { cv: { filename: '', gcs_url: 'gs://b/o' } }],
    ['a number for the address', { cv: { filename: 'cv.pdf', gcs_url: 42 } }],
    ['an unknown field', { cv: { filename: 'cv.pdf', gcs_url: 'gs://b/o' }, url: 'http://169.254.169.254/' }],
    ['an unknown field inside cv', { cv: { filename: 'cv.pdf', gcs_url: 'gs://b/o', url: 'x' } }],
    ['score as a string', { cv: { filename: 'cv.pdf', gcs_url: 'gs://b/o' }, score: 'yes' }],
  ])('malformed body (%s) -> 400 INVALID_REQUEST', async (_label, body) => {
    const { handler, parse, reader } = makeHandler();
    const answer = await answerOf(await handler(parseRequest(body, { token: ada.token }), context));
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.code).toBe('INVALID_REQUEST');
    expect(answer.body.errors![0]!.message.length).toBeLessThanOrEqual(160);
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test.each([
    ['a file name over 255 characters', { cv: { filename: 'x'.repeat(256), gcs_url: 'gs://b/o' } }, 'The cv.filename field is too long. Please keep it to 255 characters or fewer.'],
    ['a job description over 20,000 characters', { cv: { filename: 'cv.pdf', gcs_url: 'gs://b/o' }, jd: 'x'.repeat(20_001) }, 'The jd field is too long. Please keep it to 20,000 characters or fewer.'],
  ])('a text over its cap (%s) -> 413 PAYLOAD_TOO_LARGE naming it, as on every route', async (_label, body, message) => {
    const { handler, parse, reader } = makeHandler();
    const answer = await answerOf(await handler(parseRequest(body, { token: ada.token }), context));
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([{ code: 'PAYLOAD_TOO_LARGE', message }]);
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test('the full SPEC body (cv, jd, score, generate, output_format) is accepted', async () => {
    const { handler } = makeHandler();
    const body = { ...cvBody(addresses.txt), jd: 'Delivery director, London', score: false, generate: false, output_format: 'json' };
    expect((await handler(parseRequest(body, { token: ada.token }), context)).status).toBe(200);
  });

  test('a body that is not JSON-typed -> 415, a huge body -> 413', async () => {
    const { handler } = makeHandler();
    const asText = parseRequest(cvBody(addresses.txt), { token: ada.token, headers: { 'Content-Type': 'text/plain' } });
    const refusedType = await handler(asText, context);
    expect(refusedType.status).toBe(415);
    expect((await refusedType.json()).errors[0].code).toBe('UNSUPPORTED_TYPE');
    const huge = parseRequest({ ...cvBody(addresses.txt), output_format: 'x'.repeat(70_000) }, { token: ada.token });
    const refusedSize = await handler(huge, context);
    expect(refusedSize.status).toBe(413);
    expect((await refusedSize.json()).errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('GET -> 405', async () => {
    const { handler } = makeHandler();
    expect((await handler(new Request('http://localhost:4321/parse'), context)).status).toBe(405);
  });
});

describe('file problems', () => {
  test('an ELF executable named cv.pdf -> 415 TYPE_MISMATCH, and no extractor ever runs', async () => {
    const { handler, runner } = makeHandler();
    const { status, body } = await answerOf(await handler(parseRequest(cvBody(addresses.elf), { token: ada.token }), context));
    expect(status).toBe(415);
    expect(body.errors![0]!.code).toBe('TYPE_MISMATCH');
    expect(runner).not.toHaveBeenCalled();
    expect(logs).toEqual([expect.stringMatching(/^parse: TYPE_MISMATCH \d+ms$/)]);
  });

  test('an address in the visitor\'s own folder with no file behind it -> 404 FILE_NOT_FOUND', async () => {
    const { handler, parse } = makeHandler();
    const gone = `gs://${bucket}/cv-uploads/${ada.uid}/1700000000000-never-uploaded.pdf`;
    const { status, body } = await answerOf(await handler(parseRequest(cvBody(gone), { token: ada.token }), context));
    expect(status).toBe(404);
    expect(body.errors![0]!.code).toBe('FILE_NOT_FOUND');
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('rate limits (SECURITY.md §4)', () => {
  const fakeParse: ParseCv = async () => ({ data: emptyParsedCv(), unplaced: [] });

  test('the 11th parse in an hour for one visitor -> 429 RATE_LIMITED with Retry-After; the 10 before succeed', async () => {
    const { handler, parse } = makeHandler({ parse: fakeParse });
    for (let i = 0; i < PARSE_RATE_LIMITS.perUid.limit; i++) {
      expect((await handler(parseRequest(cvBody(addresses.txt), { token: ada.token }), context)).status).toBe(200);
    }
    const response = await handler(parseRequest(cvBody(addresses.txt), { token: ada.token }), context);
    const { status, body } = await answerOf(response.clone());
    expect(status).toBe(429);
    expect(body.errors).toEqual([{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }]);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(parse).toHaveBeenCalledTimes(10);
  });

  test('per client address: 30 an hour, whatever X-Forwarded-For says; the key is the platform\'s client IP', async () => {
    const { handler, parse } = makeHandler({ parse: fakeParse });
    const visitors = [ada, ben, await newVisitor(), await newVisitor()];
    const own = await Promise.all(visitors.map((visitor) => visitor.upload('cv.txt', cvFixture('txt').bytes, 'text/plain')));
    let sent = 0;
    const send = (index: number, clientIp = context.clientIp) => {
      sent++;
      const spoofed = { 'X-Forwarded-For': `203.0.113.${sent}`, 'X-Real-IP': `192.0.2.${sent}` };
      return handler(parseRequest(cvBody(own[index]!), { token: visitors[index]!.token, headers: spoofed }), { clientIp });
    };
    for (let visitor = 0; visitor < 3; visitor++) {
      for (let i = 0; i < 10; i++) expect((await send(visitor)).status).toBe(200);
    }
    // A fourth account, a fresh X-Forwarded-For: the address has had its 30.
    const refused = await send(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The same account from another client address is fine.
    expect((await send(3, '198.51.100.99')).status).toBe(200);
    expect(parse).toHaveBeenCalledTimes(31);
  });
});
