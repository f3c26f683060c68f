/**
 * POST /api/v1/score end to end in-process: visitors signed in through the official Auth emulator (globalSetup)
 * upload with the real Firebase JS SDK to the local Storage emulation; the handler verifies their real ID tokens,
 * reads through firebase-admin, parses a stored file with the real parser (worker pool), reads the coach's target
 * role from the local Firestore emulation, and scores with the shared rubric, as production does.
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
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { SCORE_KEYS } from '../../../src/lib/scoring/schema.ts';
import { createTokenVerifier, type TokenVerifier } from '../../../src/server/auth/verify-id-token.ts';
import { parseCvFile } from '../../../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../../../src/server/cv-parse/run-in-worker.ts';
import { createFirestoreEmulator } from '../../../src/server/emulators/firestore/index.ts';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { adminApp } from '../../../src/server/firebase/admin-app.ts';
import { adminFirestore } from '../../../src/server/firebase/admin-firestore.ts';
import { createApiRoutes } from '../../../src/server/api.ts';
import { loadServerConfig } from '../../../src/server/config.ts';
import type { ParseCv } from '../../../src/server/handlers/parse.ts';
import { createScoreHandler, SCORE_RATE_LIMITS } from '../../../src/server/handlers/score.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';
import { createFirestoreTargetRoleReader, type TargetRoleReader } from '../../../src/server/profile/target-role.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import { createCvReader, type CvReader } from '../../../src/server/storage/read-cv-object.ts';
import { SAMPLE_CV_LINES, sampleCv } from '../../fixtures/sample-cv.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const bucket = `${projectId}.appspot.com`;
const dataDir = mkdtempSync(join(tmpdir(), 'score-handler-'));
const context = { clientIp: '198.51.100.7' };

/** A job description the sample CV (a data analyst) only half covers: Kubernetes and Terraform are missing. */
const PLATFORM_JD =
  'Senior Data Analyst, platform team. You will build SQL and Python models, run workloads on Kubernetes, ' +
  'manage infrastructure with Terraform and ship dashboards in Power BI. Kubernetes and Terraform experience essential.';
const MATCHING_JD = 'Senior Data Analyst. You will build SQL and Python models and Power BI dashboards.';

/** The TXT CV to upload: the generated sample CV, the same in every clone. */
const CV_TEXT = Buffer.from(SAMPLE_CV_LINES.join('\n'));

interface Visitor {
  uid: string;
  token: string;
  upload(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

const servers: Server[] = [];
const apps: FirebaseApp[] = [];
let storagePort: number;
let flushFirestore: () => Promise<void> = async () => {};
let verifier: TokenVerifier;
let realReader: CvReader;
let realTargetRole: TargetRoleReader;
let ada: Visitor;
let ben: Visitor;
let adaCv: string;
let logs: string[];

async function serve(handler: (request: Request) => Promise<Response>): Promise<number> {
  let port = 0;
  const server = createServer((req, res) => {
    handler(toWebRequest(req, `http://127.0.0.1:${port}`)).then((response) => sendWebResponse(res, response));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  return port;
}

async function newVisitor(): Promise<Visitor> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: 'demo-app' }, `score-handler-${randomUUID()}`);
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

/** The coach's answers as the browser saves them: users/{uid}.onboarding. */
async function saveTargetRole(uid: string, targetRole: string) {
  const db = adminFirestore(adminApp(`score-test-seed@${process.env.FIRESTORE_EMULATOR_HOST}`, projectId));
  await db.collection('users').doc(uid).set({ onboarding: { currentRole: 'Analyst', targetRole } }, { merge: true });
}

beforeAll(async () => {
  storagePort = await serve(createStorageEmulator({ dataDir: join(dataDir, 'storage'), projectId }));
  const firestore = createFirestoreEmulator({ projectId, dataDir: join(dataDir, 'firestore') });
  flushFirestore = () => firestore.flush();
  // firebase-admin reads this when Firestore is first created: set it before any app exists.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await serve(firestore.handler)}`;

  verifier = createTokenVerifier({ projectId, production: false });
  realReader = createCvReader({ bucket, projectId, storageEmulatorHost: `127.0.0.1:${storagePort}` });
  realTargetRole = createFirestoreTargetRoleReader({ projectId });
  [ada, ben] = await Promise.all([newVisitor(), newVisitor()]);
  adaCv = await ada.upload('My_CV.txt', new Uint8Array(CV_TEXT), 'text/plain');
}, 60_000);

afterAll(async () => {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST']) delete process.env[name];
  await Promise.all(apps.map((app) => deleteApp(app)));
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await flushFirestore();
  rmSync(dataDir, { recursive: true, force: true });
  await sharedPool().close();
});

beforeEach(() => {
  logs = [];
});

/** Spies on every dependency that touches a file or a profile, so a refused request can be shown to have touched none. */
function makeHandler({ limiter = createMemoryRateLimitStore() } = {}) {
  const parse = vi.fn<ParseCv>((bytes, meta) => parseCvFile(bytes, meta));
  const reader = { read: vi.fn<CvReader['read']>((...args) => realReader.read(...args)) };
  const targetRoleOf = vi.fn<TargetRoleReader>((uid) => realTargetRole(uid));
  const handler = createScoreHandler({ verifier, reader, parse, limiter, bucket, targetRoleOf, log: (line) => logs.push(line) });
  return { handler, parse, reader, targetRoleOf };
}

interface ScoreBody {
  cvs?: { filename: string; gcs_url: string }[];
  jd?: string;
  detailed_feedback?: boolean;
  cv?: ParsedCv;
  [key: string]: unknown;
}

function scoreRequest(body: ScoreBody | string, { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {}): Request {
  return new Request('http://localhost:4321/api/v1/score', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** SPEC §7 call 2's body for one uploaded file. */
const scoreBody = (gsUrl: string, extra: Omit<ScoreBody, 'cvs'> = {}): ScoreBody => ({
  cvs: [{ filename: 'My_CV.txt', gcs_url: gsUrl }],
  detailed_feedback: true,
  ...extra,
});

interface Result {
  scores: Record<string, number>;
  feedback: { strengths: string[]; areas_to_improve: string[] };
  match_assessment: string;
}

async function answerOf(response: Response) {
  const text = await response.text();
  const body = JSON.parse(text) as { status: string; data?: Result[]; errors?: Array<{ code: string; message: string }> };
  return { status: response.status, text, body };
}

/** Scores and returns the single result, failing the test on anything but a 200 success. */
async function scoreOf(handler: ReturnType<typeof makeHandler>['handler'], body: ScoreBody, token = ada.token): Promise<Result> {
  const { status, body: answer, text } = await answerOf(await handler(scoreRequest(body, { token }), context));
  expect(status, text).toBe(200);
  expect(answer.status).toBe('success');
  expect(answer.data).toHaveLength(1);
  return answer.data![0]!;
}

describe('refused before any file is touched', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a token that is not a JWT', 'not-a-token'],
    ['an unsigned token made up by the caller', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user_id":"x","sub":"x"}').toString('base64url')}.`],
  ])('%s -> 401 AUTH_REQUIRED "Please sign in again."', async (_label, token) => {
    const { handler, parse, reader, targetRoleOf } = makeHandler();
    const { status, body } = await answerOf(await handler(scoreRequest(scoreBody(adaCv), { token }), context));
    expect(status).toBe(401);
    expect(body).toEqual({ status: 'error', errors: [{ code: 'AUTH_REQUIRED', message: 'Please sign in again.' }] });
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    expect(targetRoleOf).not.toHaveBeenCalled();
  });

  test("another visitor's file -> 403 FORBIDDEN_FILE \"You can't use this file.\", even with an edited CV in the body", async () => {
    const { handler, parse, reader } = makeHandler();
    for (const body of [scoreBody(adaCv), scoreBody(adaCv, { cv: sampleCv() })]) {
      const { status, body: answer, text } = await answerOf(await handler(scoreRequest(body, { token: ben.token }), context));
      expect(status).toBe(403);
      expect(answer).toEqual({ status: 'error', errors: [{ code: 'FORBIDDEN_FILE', message: "You can't use this file." }] });
      for (const secret of [ada.uid, 'My_CV', bucket]) expect(text).not.toContain(secret);
    }
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test.each([
    ['not JSON', '{"cvs": '],
    ['no cvs', { jd: 'Engineer' }],
    ['an empty cvs list', { cvs: [] }],
    ['two files at once', { cvs: [{ filename: 'a.txt', gcs_url: 'gs://b/o' }, { filename: 'b.txt', gcs_url: 'gs://b/p' }] }],
    ['a file without an address', { cvs: [{ filename: 'cv.pdf' }] }],
    ['an empty file name', { cvs: [{ filename: '', gcs_url: 'gs://b/o' }] }],
    ['a number for the address', { cvs: [{ filename: 'cv.pdf', gcs_url: 42 }] }],
    ['detailed_feedback as a string', { cvs: [{ filename: 'cv.pdf', gcs_url: 'gs://b/o' }], detailed_feedback: 'yes' }],
    ['an edited CV of the wrong shape', { cvs: [{ filename: 'cv.pdf', gcs_url: 'gs://b/o' }], cv: { skills: 'SQL' } }],
    ['a target role from the client', { cvs: [{ filename: 'cv.pdf', gcs_url: 'gs://b/o' }], targetRole: 'Astronaut' }],
  ])('malformed body (%s) -> 400 INVALID_REQUEST with a short message', async (_label, body) => {
    const { handler, parse, reader } = makeHandler();
    const answer = await answerOf(await handler(scoreRequest(body as ScoreBody, { token: ada.token }), context));
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(answer.body.errors![0]!.code).toBe('INVALID_REQUEST');
    expect(answer.body.errors![0]!.message.length).toBeLessThanOrEqual(160);
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test.each([
    ['the cloud metadata server', 'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token'],
    ['another bucket', 'gs://other-bucket/cv-uploads/UID/1700000000000-cv.pdf'],
    ['an encoded separator', `gs://${bucket}/cv-uploads/UID/..%2F..%2Fsecret.pdf`],
  ])('%s -> 400 INVALID_REQUEST, nothing fetched', async (_label, address) => {
    const { handler, reader } = makeHandler();
    const { status, body } = await answerOf(await handler(scoreRequest(scoreBody(address.replace('UID', ada.uid)), { token: ada.token }), context));
    expect(status).toBe(400);
    expect(body.errors![0]!.code).toBe('INVALID_REQUEST');
    expect(reader.read).not.toHaveBeenCalled();
  });

  test.each([
    ['an edited CV with one 100,000-character field', { cv: sampleCv({ profile_statement: 'x'.repeat(100_000) }) }, 'The cv.profile_statement field is too long. Please keep it to 5,000 characters or fewer.'],
    [
      'an edited CV of many fields, each within its cap, over 60,000 characters in all',
      { cv: sampleCv({ achievements: Array.from({ length: 31 }, () => 'x'.repeat(2_000)) }) },
      'This CV is too long. Please keep its text to 60,000 characters or fewer.',
    ],
    ['a job description over 20,000 characters', { jd: 'x'.repeat(20_001) }, 'The jd field is too long. Please keep it to 20,000 characters or fewer.'],
  ])('%s -> 413 PAYLOAD_TOO_LARGE naming it, never cut; nothing read, parsed or scored', async (_label, extra, message) => {
    const { handler, parse, reader } = makeHandler();
    const answer = await answerOf(await handler(scoreRequest(scoreBody(adaCv, extra), { token: ada.token }), context));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: 'error', errors: [{ code: 'PAYLOAD_TOO_LARGE', message }] });
    expect(reader.read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  test('a body that is not JSON-typed -> 415, a huge body -> 413, GET -> 405', async () => {
    const { handler } = makeHandler();
    expect((await handler(scoreRequest(scoreBody(adaCv), { token: ada.token, headers: { 'Content-Type': 'text/plain' } }), context)).status).toBe(415);
    const huge = scoreRequest(scoreBody(adaCv, { cv: sampleCv({ profile_statement: 'x'.repeat(300_000) }) }), { token: ada.token });
    expect((await handler(huge, context)).status).toBe(413);
    expect((await handler(new Request('http://localhost:4321/api/v1/score'), context)).status).toBe(405);
  });
});

describe('the file behind the address', () => {
  test('an address in the caller\'s own folder with no file -> 404 FILE_NOT_FOUND, with or without an edited CV', async () => {
    const { handler, parse } = makeHandler();
    const gone = `gs://${bucket}/cv-uploads/${ada.uid}/1700000000000-never-uploaded.pdf`;
    for (const body of [scoreBody(gone), scoreBody(gone, { cv: sampleCv() })]) {
      const { status, body: answer } = await answerOf(await handler(scoreRequest(body, { token: ada.token }), context));
      expect(status).toBe(404);
      expect(answer).toEqual({ status: 'error', errors: [{ code: 'FILE_NOT_FOUND', message: 'We could not find that file. Please upload it again.' }] });
    }
    expect(parse).not.toHaveBeenCalled();
  });

  test('a stored file without text and no edited CV -> the parser\'s 422, as /parse answers it', async () => {
    const { handler } = makeHandler();
    const blank = await ada.upload('blank.txt', new TextEncoder().encode('   \n\n  '), 'text/plain');
    const { status, body } = await answerOf(await handler(scoreRequest(scoreBody(blank), { token: ada.token }), context));
    expect(status).toBe(422);
    expect(body.errors![0]!.code).toBe('NO_TEXT');
    // With the edited CV in the body, the file only has to exist and be the caller's.
    expect((await handler(scoreRequest(scoreBody(blank, { cv: sampleCv() }), { token: ada.token }), context)).status).toBe(200);
  });
});

describe('a visitor scores their own CV', () => {
  test('the stored file is parsed and scored: SPEC\'s envelope, six whole scores 0..100, feedback lists, an assessment', async () => {
    const { handler, parse } = makeHandler();
    const response = await handler(scoreRequest(scoreBody(adaCv), { token: ada.token }), context);
    const { body, text } = await answerOf(response);
    expect(response.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'status']);
    expect(body.status).toBe('success');
    const [result] = body.data!;
    expect(Object.keys(result!).sort()).toEqual(['feedback', 'match_assessment', 'scores']);
    expect(Object.keys(result!.scores).sort()).toEqual([...SCORE_KEYS].sort());
    for (const key of SCORE_KEYS) {
      expect(Number.isInteger(result!.scores[key]), key).toBe(true);
      expect(result!.scores[key]).toBeGreaterThanOrEqual(0);
      expect(result!.scores[key]).toBeLessThanOrEqual(100);
    }
    expect(result!.feedback.strengths.length).toBeGreaterThan(0);
    expect(Array.isArray(result!.feedback.areas_to_improve)).toBe(true);
    for (const item of [...result!.feedback.strengths, ...result!.feedback.areas_to_improve]) expect(item).toMatch(/\w/);
    expect(result!.match_assessment).toMatch(/out of 100/);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(text).not.toContain(bucket);

    // One log line of codes, sizes and timings; never the CV's text, the file name or the uid.
    expect(logs).toEqual([expect.stringMatching(/^score: ok file \d+B read \d+ms parse \d+ms jd no role no llm off total \d+ms$/)]);
    for (const secret of ['Caldwell', sampleCv().first_name, 'My_CV', ada.uid]) expect(logs[0]).not.toContain(secret);
  });

  test('the same CV always gets the same score', async () => {
    const { handler } = makeHandler();
    const first = await scoreOf(handler, scoreBody(adaCv));
    const second = await scoreOf(handler, scoreBody(adaCv));
    expect(second).toEqual(first);
    const edited = await scoreOf(handler, scoreBody(adaCv, { cv: sampleCv() }));
    expect(await scoreOf(handler, scoreBody(adaCv, { cv: sampleCv() }))).toEqual(edited);
  });

  test('an edited CV in the body is what gets scored, not the stored file', async () => {
    const { handler, parse } = makeHandler();
    const original = await scoreOf(handler, scoreBody(adaCv, { cv: sampleCv() }));
    const vague = sampleCv({ achievements: [] });
    vague.roles = vague.roles.map((role) => ({ ...role, highlights: ['Responsible for reporting', 'Part of the analytics function'] }));
    const edited = await scoreOf(handler, scoreBody(adaCv, { cv: vague }));
    expect(edited.scores.achievement_focus).toBeLessThan(original.scores.achievement_focus);
    expect(edited.scores.overall).toBeLessThan(original.scores.overall);
    expect(edited.feedback.areas_to_improve.join(' ')).toMatch(/number|quantif|result/i);
    expect(parse).not.toHaveBeenCalled();
    expect(logs.at(-1)).toMatch(/^score: ok edited /);
  });

  test('a jd with missing skills lowers skills_alignment and names them', async () => {
    const { handler } = makeHandler();
    const matching = await scoreOf(handler, scoreBody(adaCv, { cv: sampleCv(), jd: MATCHING_JD }));
    const platform = await scoreOf(handler, scoreBody(adaCv, { cv: sampleCv(), jd: PLATFORM_JD }));
    expect(platform.scores.skills_alignment).toBeLessThan(matching.scores.skills_alignment);
    expect(platform.feedback.areas_to_improve).toContainEqual(expect.stringMatching(/^Add Kubernetes and Terraform to your skills list/));
    expect(platform.match_assessment).toMatch(/Kubernetes/);
    expect(matching.match_assessment).not.toMatch(/Kubernetes|Terraform/);
  });

  test('without a jd the coach\'s target role from the caller\'s profile is used; another user\'s role never is', async () => {
    const { handler, targetRoleOf } = makeHandler();
    const carl = await newVisitor();
    const carlCv = await carl.upload('cv.txt', new Uint8Array(CV_TEXT), 'text/plain');
    const before = await scoreOf(handler, scoreBody(carlCv, { cv: sampleCv() }), carl.token);
    expect(before.match_assessment).not.toMatch(/Marketing/);

    await saveTargetRole(carl.uid, 'Marketing Manager');
    await saveTargetRole(ada.uid, 'Astronaut');
    const after = await scoreOf(handler, scoreBody(carlCv, { cv: sampleCv() }), carl.token);
    expect(after.match_assessment).toMatch(/^For Marketing Manager roles/);
    expect(after.scores.relevance).toBeLessThan(before.scores.relevance);
    expect(after.feedback.areas_to_improve.join(' ')).not.toMatch(/Astronaut/);
    expect(targetRoleOf).toHaveBeenLastCalledWith(carl.uid);
    expect(logs.at(-1)).toMatch(/ role yes /);

    // A jd wins over the role.
    const withJd = await scoreOf(handler, scoreBody(carlCv, { cv: sampleCv(), jd: PLATFORM_JD }), carl.token);
    expect(withJd.match_assessment).not.toMatch(/Marketing Manager/);
  });

  test('detailed_feedback false returns only the top strengths and areas to improve, with the same scores', async () => {
    const { handler } = makeHandler();
    const cv = sampleCv({ email: '', phone: '', achievements: [] });
    const detailed = await scoreOf(handler, scoreBody(adaCv, { cv, jd: PLATFORM_JD }));
    const short = await scoreOf(handler, scoreBody(adaCv, { cv, jd: PLATFORM_JD, detailed_feedback: false }));
    expect(short.scores).toEqual(detailed.scores);
    expect(detailed.feedback.areas_to_improve.length).toBeGreaterThan(3);
    expect(short.feedback.areas_to_improve).toEqual(detailed.feedback.areas_to_improve.slice(0, 3));
    expect(short.feedback.strengths).toEqual(detailed.feedback.strengths.slice(0, 2));
  });

  test('a profile that cannot be read does not stop the score', async () => {
    const broken = createScoreHandler({
      verifier,
      reader: realReader,
      parse: (bytes, meta) => parseCvFile(bytes, meta),
      limiter: createMemoryRateLimitStore(),
      bucket,
      targetRoleOf: async () => {
        throw new Error('firestore down');
      },
      log: (line) => logs.push(line),
    });
    await scoreOf(broken, scoreBody(adaCv, { cv: sampleCv() }));
    expect(logs.at(-1)).toMatch(/ role failed /);
  });
});

describe('rate limits (SECURITY.md §4)', () => {
  test(`the ${SCORE_RATE_LIMITS.perUid.limit + 1}th score in an hour for one user -> 429 RATE_LIMITED with Retry-After`, async () => {
    const { handler } = makeHandler();
    const body = scoreBody(adaCv, { cv: sampleCv() });
    for (let i = 0; i < SCORE_RATE_LIMITS.perUid.limit; i++) {
      expect((await handler(scoreRequest(body, { token: ada.token }), context)).status).toBe(200);
    }
    const response = await handler(scoreRequest(body, { token: ada.token, headers: { 'X-Forwarded-For': '203.0.113.1' } }), context);
    const { status, body: answer } = await answerOf(response.clone());
    expect(status).toBe(429);
    expect(answer.errors).toEqual([{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }]);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('per client address: 60 an hour across accounts, whatever X-Forwarded-For says; a fresh account from it -> 429', async () => {
    const { handler } = makeHandler();
    const visitors = [ada, ben, await newVisitor()];
    const own = await Promise.all(visitors.map((visitor) => visitor.upload('My_CV.txt', new Uint8Array(CV_TEXT), 'text/plain')));
    let sent = 0;
    const send = (index: number) => {
      sent++;
      const spoofed = { 'X-Forwarded-For': `203.0.113.${sent % 250}`, 'X-Real-IP': `192.0.2.${sent % 250}` };
      return handler(scoreRequest(scoreBody(own[index]!, { cv: sampleCv() }), { token: visitors[index]!.token, headers: spoofed }), context);
    };
    // Two accounts use their whole per-user allowance from one address: the address has had its 60.
    for (let visitor = 0; visitor < 2; visitor++) {
      for (let i = 0; i < SCORE_RATE_LIMITS.perUid.limit; i++) expect((await send(visitor)).status).toBe(200);
    }
    const refused = await send(2);
    const { status, body } = await answerOf(refused.clone());
    expect(status).toBe(429);
    expect(body.errors).toEqual([{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }]);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same account from another address is not held back.
    const elsewhere = await handler(scoreRequest(scoreBody(own[2]!, { cv: sampleCv() }), { token: visitors[2]!.token }), { clientIp: '198.51.100.8' });
    expect(elsewhere.status).toBe(200);
  });
});

describe('deployment', () => {
  test('the Netlify function and the local server answer on the same path, POST /api/v1/score', async () => {
    const entry = readFileSync(resolve(process.cwd(), 'src/functions/score.mts'), 'utf8');
    expect(entry).toMatch(/export const config = \{ path: '\/api\/v1\/score' \}/);
    const routes = createApiRoutes(loadServerConfig({ FIREBASE_PROJECT_ID: projectId, FIREBASE_STORAGE_BUCKET: bucket }));
    const response = await routes['/api/v1/score']!(scoreRequest(scoreBody(adaCv)), context);
    expect(response.status).toBe(401);
  });
});
