/**
 * POST /api/v1/coach end to end in-process: visitors signed in through the official Auth emulator (globalSetup)
 * call the handler with their real ID tokens, verified by firebase-admin as in production. The answer is the
 * shared rules' (src/lib/coach/advise.ts, with the real app/coach-panel.yaml wording); with an LLM configured against a local
 * OpenAI-compatible server, the model's answer replaces it only when it passes every check.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from 'firebase/auth';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adviseOnCv, type CoachContext } from '../../../src/lib/coach/advise.ts';
import { getApp } from '../../../src/lib/content/index.ts';
import { CV_FIELD_MAX_CHARS, CV_LIST_MAX_ITEMS } from '../../../src/lib/cv/limits.ts';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { scoreCv } from '../../../src/lib/scoring/score-cv.ts';
import type { ScoreResult } from '../../../src/lib/scoring/schema.ts';
import { createTokenVerifier, type TokenVerifier } from '../../../src/server/auth/verify-id-token.ts';
import { createApiRoutes } from '../../../src/server/api.ts';
import { loadServerConfig } from '../../../src/server/config.ts';
import { COACH_MAX_BODY_BYTES, COACH_RATE_LIMITS, createCoachHandler } from '../../../src/server/handlers/coach.ts';
import { createCoachResponderFromConfig, MAX_COACH_ANSWER_CHARS } from '../../../src/server/llm/coach-reply.ts';
import { inputChars, type ChatMessage } from '../../../src/server/llm/chat-client.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import { workerBundleUrl } from '../../../src/server/cv-parse/worker-bundle.ts';
import { coachRequestAtEveryCap } from '../../fixtures/capped-requests.ts';
import { answer, startFakeLlm, type FakeLlm } from '../llm/fake-llm-server.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID!;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const context = { clientIp: '198.51.100.7' };
const CANARY = 'HW-TEST-CANARY-coach-3f1';
const replies = getApp().coachPanel.replies;

/** The sample CV with a second role whose bullets carry no numbers, so the rules have something to say. */
function cv(): ParsedCv {
  const parsed = sampleCv();
  parsed.roles[1]!.highlights = ['Managed stakeholder requests across departments', 'Responsible for weekly reporting'];
  return parsed;
}

const JD = 'Lead Data Analyst. SQL, Python and Kubernetes; Terraform a plus.';
const SCORE: ScoreResult = scoreCv(cv(), { jd: JD }).result;

const apps: FirebaseApp[] = [];
let verifier: TokenVerifier;
let fake: FakeLlm;
let ada: { uid: string; token: string };
let logs: string[];

/** A visitor with an account (e-mail and password), or an anonymous one who has not signed up. */
async function newVisitor({ anonymous = false } = {}) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, appId: 'demo-app' }, `coach-handler-${randomUUID()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const { user } = anonymous ? await signInAnonymously(auth) : await createUserWithEmailAndPassword(auth, `coach-${randomUUID()}@example.com`, 'a-long-password-1');
  return { uid: user.uid, token: await user.getIdToken() };
}

beforeAll(async () => {
  verifier = createTokenVerifier({ projectId, production: false });
  fake = await startFakeLlm();
  ada = await newVisitor();
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  logs = [];
});

/** The handler, without an LLM unless `llm` is set; `waitMs` is how long it gives the model. */
function makeHandler({ llm = false, waitMs = 2_000 } = {}) {
  return createCoachHandler({
    verifier,
    limiter: createMemoryRateLimitStore(),
    replies: () => replies,
    responder: llm ? createCoachResponderFromConfig({ baseUrl: fake.baseUrl, model: 'test-model', timeoutMs: 20_000 }, { canary: CANARY }) : undefined,
    llmWaitMs: waitMs,
    log: (line) => logs.push(line),
  });
}

type Body = Record<string, unknown>;

function coachRequest(body: Body | string, { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {}): Request {
  return new Request('http://localhost:4321/api/v1/coach', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answerOf(response: Response) {
  const text = await response.text();
  const body = JSON.parse(text) as { status: string; data?: { answer: string; source: string }; errors?: Array<{ code: string; message: string }> };
  return { status: response.status, text, body };
}

/** Asks and returns data, failing the test on anything but a 200 success. */
async function ask(handler: ReturnType<typeof makeHandler>, body: Body) {
  const { status, body: answer, text } = await answerOf(await handler(coachRequest(body, { token: ada.token }), context));
  expect(status, text).toBe(200);
  expect(answer.status).toBe('success');
  return answer.data!;
}

/** What the browser's own rules answer for the same input. */
const rulesAnswer = (question: string, extra: Omit<CoachContext, 'cv'> = {}) => adviseOnCv(question, { cv: cv(), ...extra }, replies);

describe('refused before anything is worked out', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a token that is not a JWT', 'not-a-token'],
    ['an unsigned token made up by the caller', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user_id":"x","sub":"x"}').toString('base64url')}.`],
  ])('%s -> 401 AUTH_REQUIRED "Please sign in again."', async (_label, token) => {
    const { status, body } = await answerOf(await makeHandler({ llm: true })(coachRequest({ question: 'How is my CV?', cv: cv() }, { token }), context));
    expect(status).toBe(401);
    expect(body).toEqual({ status: 'error', errors: [{ code: 'AUTH_REQUIRED', message: 'Please sign in again.' }] });
    expect(fake.calls).toHaveLength(0);
  });

  test.each([
    ['not JSON', '{"question": '],
    ['no question', { cv: cv() }],
    ['a blank question', { question: '   \n ', cv: cv() }],
    ['no CV', { question: 'How is my CV?' }],
    ['a CV of the wrong shape', { question: 'How is my CV?', cv: { skills: 'SQL' } }],
    ['an unknown field', { question: 'How is my CV?', cv: cv(), model: 'gpt-99' }],
    ['a score of the wrong shape', { question: 'How is my CV?', cv: cv(), score: { scores: { overall: 250 } } }],
    ['an unknown onboarding field', { question: 'How is my CV?', cv: cv(), onboarding: { salary: '1m' } }],
  ])('malformed body (%s) -> 400 INVALID_REQUEST with a short message, and no LLM call', async (_label, body) => {
    const answer = await answerOf(await makeHandler({ llm: true })(coachRequest(body as Body, { token: ada.token }), context));
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.code).toBe('INVALID_REQUEST');
    expect(answer.body.errors![0]!.message.length).toBeLessThanOrEqual(160);
    expect(answer.text).not.toContain('xxxxxxxx');
    expect(fake.calls).toHaveLength(0);
  });

  test('a body that is not JSON-typed -> 415, a huge body -> 413, GET -> 405', async () => {
    const handler = makeHandler();
    const body = { question: 'How is my CV?', cv: cv() };
    expect((await handler(coachRequest(body, { token: ada.token, headers: { 'Content-Type': 'text/plain' } }), context)).status).toBe(415);
    const huge = coachRequest({ ...body, cv: sampleCv({ profile_statement: 'x'.repeat(300_000) }) }, { token: ada.token });
    expect((await handler(huge, context)).status).toBe(413);
    expect((await handler(new Request('http://localhost:4321/api/v1/coach'), context)).status).toBe(405);
  });
});

describe('what reaches the model is bounded (issue 15): over any cap -> 413 PAYLOAD_TOO_LARGE naming it, never cut', () => {
  const overCap = (): Array<[string, Body, string]> => [
    [
      'a CV with one 100,000-character field',
      { question: 'How is my CV?', cv: sampleCv({ profile_statement: 'x'.repeat(100_000) }) },
      'The cv.profile_statement field is too long. Please keep it to 5,000 characters or fewer.',
    ],
    [
      'a CV of many fields, each within its cap, over 60,000 characters in all',
      { question: 'How is my CV?', cv: sampleCv({ roles: Array.from({ length: 13 }, () => ({ ...cv().roles[0]!, summary: 'x'.repeat(CV_FIELD_MAX_CHARS.paragraph) })) }) },
      'This CV is too long. Please keep its text to 60,000 characters or fewer.',
    ],
    [
      'a CV with more roles than a CV may list',
      { question: 'How is my CV?', cv: sampleCv({ roles: Array.from({ length: CV_LIST_MAX_ITEMS.roles + 1 }, () => cv().roles[0]!) }) },
      `The cv.roles list is too long. Please keep it to ${CV_LIST_MAX_ITEMS.roles} items or fewer.`,
    ],
    ['a question over 1,000 characters', { question: `Why ${'x'.repeat(1_000)}?`, cv: cv() }, 'The question field is too long. Please keep it to 1,000 characters or fewer.'],
    ['a job description over 20,000 characters', { question: 'How is my CV?', cv: cv(), jd: 'x'.repeat(20_001) }, 'The jd field is too long. Please keep it to 20,000 characters or fewer.'],
    [
      'an onboarding answer over 2,000 characters',
      { question: 'How is my CV?', cv: cv(), onboarding: { goals: 'x'.repeat(2_001) } },
      'The onboarding.goals field is too long. Please keep it to 2,000 characters or fewer.',
    ],
    [
      'a score whose feedback is padded past its cap',
      { question: 'How is my CV?', cv: cv(), score: { ...SCORE, match_assessment: 'x'.repeat(50_000) } },
      'The score.match_assessment field is too long. Please keep it to 4,000 characters or fewer.',
    ],
  ];

  test.each(overCap())('%s, from an account with the LLM configured -> 413 with a message naming it; the model saw 0 calls', async (_label, body, message) => {
    const answer = await answerOf(await makeHandler({ llm: true })(coachRequest(body, { token: ada.token }), context));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: 'error', errors: [{ code: 'PAYLOAD_TOO_LARGE', message }] });
    expect(answer.text).not.toContain('xxxxxxxx');
    expect(fake.calls).toHaveLength(0);
  });

  test('a request at every cap at once (CV, question, job description, score, onboarding) fits the body cap and is answered', async () => {
    const body = coachRequestAtEveryCap();
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(COACH_MAX_BODY_BYTES);
    const { status, text } = await answerOf(await makeHandler()(coachRequest(body, { token: ada.token }), context));
    expect(status, text).toBe(200);
  });

  test('an anonymous visitor with the LLM configured gets the rules answer: source rules, 0 model calls', async () => {
    fake.reply = () => answer('Your Data Analyst role at Contoso Logistics needs a number.');
    const anonymous = await newVisitor({ anonymous: true });
    const question = 'Which roles lack numbers?';
    const { status, body } = await answerOf(await makeHandler({ llm: true })(coachRequest({ question, cv: cv() }, { token: anonymous.token }), context));
    expect(status).toBe(200);
    expect(body.data).toEqual({ answer: rulesAnswer(question), source: 'rules' });
    expect(fake.calls).toHaveLength(0);
    expect(logs.at(-1)).toMatch(/ llm anonymous total \d+ms$/);
  });
});

describe('without an LLM: the rules answer, as the browser would give it', () => {
  test.each([
    ['What should I fix first?', {}],
    ['Which roles lack numbers?', {}],
    ['What is my score?', { score: SCORE }],
    ['Which skills am I missing?', { jd: JD }],
    ['How do I tailor my CV to this job advert?', { jd: JD }],
    ['Which skills am I missing for a data analyst role?', {}],
    ['Is my profile right for the role?', { onboarding: { currentRole: 'Data analyst', targetRole: 'Analytics lead' } }],
    ['hello', {}],
    ['What is the weather like?', {}],
  ])('"%s" -> adviseOnCv\'s answer with source rules; nothing sent anywhere', async (question, extra: Body) => {
    const data = await ask(makeHandler(), { question, cv: cv(), ...extra });
    const expected = rulesAnswer(question, {
      serverScore: (extra.score as ScoreResult | undefined) ?? null,
      jobDescription: extra.jd as string | undefined,
      onboarding: extra.onboarding as CoachContext['onboarding'],
    });
    expect(data).toEqual({ answer: expected, source: 'rules' });
    expect(fake.calls).toHaveLength(0);
  });

  test('the answer follows the context: a score, a job description and a target role change it', async () => {
    const handler = makeHandler();
    const plain = await ask(handler, { question: 'What is my score?', cv: cv() });
    const scored = await ask(handler, { question: 'What is my score?', cv: cv(), score: { ...SCORE, scores: { ...SCORE.scores, overall: 41 } } });
    expect(scored.answer).not.toBe(plain.answer);
    expect(scored.answer).toContain('41');
    const withJd = await ask(handler, { question: 'Which skills am I missing?', cv: cv(), jd: JD });
    expect(withJd.answer).toContain('Kubernetes');
    // The advert the request carries is the one the coach tailors to.
    const tailored = await ask(handler, { question: 'How do I tailor my CV to this job advert?', cv: cv(), jd: JD });
    expect(tailored.answer).toMatch(/It asks for [^.]*Kubernetes/);
    expect((await ask(handler, { question: 'How do I tailor my CV to this job advert?', cv: cv() })).answer).toContain(replies.tailor.noAdvert);
  });

  test('one log line of codes and timings: never the question, the CV or the uid', async () => {
    await ask(makeHandler(), { question: 'Which roles lack numbers at Contoso?', cv: cv(), jd: JD });
    expect(logs).toEqual([expect.stringMatching(/^coach: ok rules question \d+c score no jd yes llm off total \d+ms$/)]);
    for (const secret of ['Contoso', 'Priya', 'numbers', ada.uid]) expect(logs[0]).not.toContain(secret);
  });
});

describe('with an LLM configured', () => {
  const GOOD = 'Your Data Analyst role at Contoso Logistics needs a result with a number, like the 18% forecast gain at Northwind Retail.';
  const question = 'Which roles lack numbers?';

  test('a valid answer is returned with source llm', async () => {
    fake.reply = () => answer(`\n${GOOD}\n`);
    expect(await ask(makeHandler({ llm: true }), { question, cv: cv() })).toEqual({ answer: GOOD, source: 'llm' });
    expect(fake.calls).toHaveLength(1);
    expect(logs.at(-1)).toMatch(/^coach: ok llm question \d+c score no jd no llm used \d+ms total \d+ms$/);
  });

  test('the question, the CV, its score and the rules draft travel inside the fence; the canary only in the system message', async () => {
    fake.reply = () => answer(GOOD);
    const onboarding = { targetRole: 'Analytics lead' };
    await ask(makeHandler({ llm: true }), { question, cv: cv(), score: SCORE, jd: JD, onboarding });
    const { body } = fake.calls[0]!;
    const [system, user, ...rest] = body.messages;
    expect(rest).toEqual([]);
    expect(system!.role).toBe('system');
    expect(user!.role).toBe('user');
    expect(system!.content).toContain(CANARY);
    expect(user!.content).not.toContain(CANARY);
    // Plain text is asked for, not a JSON object.
    expect(body.response_format).toBeUndefined();

    const fenced = /<<<COACH_DATA_BEGIN (\w+)>>>\n([\s\S]*)\n<<<COACH_DATA_END \1>>>/.exec(user!.content);
    expect(fenced).not.toBeNull();
    expect(system!.content).toContain(`<<<COACH_DATA_BEGIN ${fenced![1]}>>>`);
    expect(JSON.parse(fenced![2]!)).toEqual({
      question,
      cv: cv(),
      score: SCORE,
      job_description: JD,
      onboarding,
      draft_answer: rulesAnswer(question, { serverScore: SCORE, jobDescription: JD, onboarding }),
    });
    // Nothing of the CV or the question outside the fence.
    const outside = user!.content.replace(fenced![0], '');
    for (const text of [question, 'Contoso', 'priya.natarajan@example.com']) expect(outside).not.toContain(text);
  });

  test.each([
    ['it repeats the canary', () => answer(`${GOOD} Reference: ${CANARY}`)],
    ['it names a web address the CV lacks', () => answer(`${GOOD} Compare yours with https://cv-tips.example/numbers.`)],
    ['it names a two-digit number the data lacks', () => answer('Add results such as "cut costs by 37 per cent" to your Contoso Logistics role.')],
    ['it is too long', () => answer(`${GOOD} ${'Keep going. '.repeat(MAX_COACH_ANSWER_CHARS / 10)}`)],
    ['it is empty', () => answer('  ')],
    ['the model fails', () => ({ status: 500, body: 'down' })],
  ])('%s -> the rules answer, source rules', async (_label, reply) => {
    fake.reply = reply;
    expect(await ask(makeHandler({ llm: true }), { question, cv: cv() })).toEqual({ answer: rulesAnswer(question), source: 'rules' });
    expect(fake.calls.length).toBeGreaterThanOrEqual(1);
    expect(logs.at(-1)).toMatch(/^coach: ok rules .* llm fallback \w+ \d+ms total \d+ms$/);
  });

  test('the model hangs past the wait -> the rules answer in time, and the model call is aborted', async () => {
    fake.reply = () => ({ hang: true });
    const started = Date.now();
    expect(await ask(makeHandler({ llm: true, waitMs: 300 }), { question, cv: cv() })).toEqual({ answer: rulesAnswer(question), source: 'rules' });
    expect(Date.now() - started).toBeLessThan(3_000);
    await fake.abortedCalls(1);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.abortedByClient).toBe(true);
    expect(logs.at(-1)).toMatch(/ llm fallback (timeout|aborted) \d+ms /);
  });
});

describe('rate limits (SECURITY.md §4)', () => {
  test(`the ${COACH_RATE_LIMITS.perUid.limit + 1}st question in an hour for one user -> 429 RATE_LIMITED with Retry-After`, async () => {
    const handler = makeHandler();
    const body = { question: 'hello', cv: cv() };
    for (let i = 0; i < COACH_RATE_LIMITS.perUid.limit; i++) {
      // A new address each time: the per-uid limit is the one that bites.
      expect((await handler(coachRequest(body, { token: ada.token }), { clientIp: `203.0.113.${i}` })).status).toBe(200);
    }
    const response = await handler(coachRequest(body, { token: ada.token }), { clientIp: '203.0.113.250' });
    const { status, body: answer } = await answerOf(response.clone());
    expect(status).toBe(429);
    expect(answer.errors).toEqual([{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }]);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another user is not held back.
    const ben = await newVisitor();
    expect((await handler(coachRequest(body, { token: ben.token }), { clientIp: '203.0.113.250' })).status).toBe(200);
  });

  test('per client address: 120 questions an hour across accounts, whatever X-Forwarded-For says; a fresh account from it -> 429', async () => {
    const handler = makeHandler();
    const body = { question: 'hello', cv: cv() };
    const visitors = [await newVisitor(), await newVisitor(), await newVisitor()];
    const send = (visitor: { token: string }, i: number) =>
      handler(coachRequest(body, { token: visitor.token, headers: { 'X-Forwarded-For': `203.0.113.${i % 250}` } }), context);
    // Two accounts use their whole per-user allowance from one address: the address has had its 120.
    for (const visitor of visitors.slice(0, 2)) {
      for (let i = 0; i < COACH_RATE_LIMITS.perUid.limit; i++) expect((await send(visitor, i)).status).toBe(200);
    }
    const refused = await send(visitors[2]!, 0);
    const { status, body: answer } = await answerOf(refused.clone());
    expect(status).toBe(429);
    expect(answer.errors).toEqual([{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }]);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same account from another address is not held back.
    expect((await handler(coachRequest(body, { token: visitors[2]!.token }), { clientIp: '198.51.100.8' })).status).toBe(200);
  });
});

describe('deployment', () => {
  test('the Netlify function and the local server answer on the same path, POST /api/v1/coach', async () => {
    const entry = readFileSync(resolve(process.cwd(), 'src/functions/coach.mts'), 'utf8');
    expect(entry).toMatch(/export const config = \{ path: '\/api\/v1\/coach' \}/);
    const routes = createApiRoutes(loadServerConfig({ FIREBASE_PROJECT_ID: projectId }));
    expect((await routes['/api/v1/coach']!(coachRequest({ question: 'hello', cv: cv() }), context)).status).toBe(401);
    const ok = await routes['/api/v1/coach']!(coachRequest({ question: 'hello', cv: cv() }, { token: ada.token }), context);
    expect(await ok.json()).toEqual({ status: 'success', data: { answer: rulesAnswer('hello'), source: 'rules' } });
  });

  test('requests totalling more model input than the daily budget (LLM_DAILY_INPUT_CHARS): the later ones get the rules answer with no model call', async () => {
    const GOOD = 'Your Data Analyst role at Contoso Logistics needs a result with a number, like the 18% forecast gain at Northwind Retail.';
    fake.reply = () => answer(GOOD);
    const question = 'Which roles lack numbers?';
    // One question's prompt, measured; the budget holds three of them (and room for the routes' longer canary).
    await ask(makeHandler({ llm: true }), { question, cv: cv() });
    const onePrompt = inputChars(fake.calls[0]!.body.messages as ChatMessage[]);
    fake.reset();
    fake.reply = () => answer(GOOD);
    const routes = createApiRoutes(
      loadServerConfig({ FIREBASE_PROJECT_ID: projectId, LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'test-model', LLM_DAILY_INPUT_CHARS: String(3 * onePrompt + 100) }),
    );
    const askRoute = async (body: Body) => (await routes['/api/v1/coach']!(coachRequest(body, { token: ada.token }), context)).json();
    expect((await askRoute({ question, cv: cv() })).data.source).toBe('llm');
    // A long CV (within its caps) is one request but more input than the two prompts left: refused by size, not count.
    const long = cv();
    long.profile_statement = 'Analyst. '.repeat(550);
    for (const role of long.roles) role.summary = 'Led the analysis. '.repeat(270);
    expect(inputChars([{ role: 'user', content: JSON.stringify(long) }])).toBeGreaterThan(2 * onePrompt);
    expect(await askRoute({ question, cv: long })).toEqual({ status: 'success', data: { answer: adviseOnCv(question, { cv: long }, replies), source: 'rules' } });
    expect(fake.calls).toHaveLength(1);
    expect((await askRoute({ question, cv: cv() })).data.source).toBe('llm');
    expect((await askRoute({ question, cv: cv() })).data.source).toBe('llm');
    expect(await askRoute({ question, cv: cv() })).toEqual({ status: 'success', data: { answer: rulesAnswer(question), source: 'rules' } });
    expect(fake.calls).toHaveLength(3);
  });

  test('bundled into one file with netlify.toml\'s included_files beside it, the function answers from any working directory', async () => {
    const shipped = mkdtempSync(join(tmpdir(), 'coach-function-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'coach-cwd-'));
    try {
      const bundle = join(shipped, 'src/functions/coach.mjs');
      await build({
        entryPoints: [resolve(process.cwd(), 'src/functions/coach.mts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        outfile: bundle,
        // The CommonJS shim Netlify's bundler (zip-it-and-ship-it) puts on an ESM function: bundled CommonJS
        // dependencies call require() and read __dirname (google-gax, under firebase-admin/firestore).
        banner: {
          js: [
            "import { createRequire as shimRequire } from 'node:module'; import { fileURLToPath as shimPath } from 'node:url';",
            "import { dirname as shimDirname } from 'node:path';",
            'const require = shimRequire(import.meta.url); const __filename = shimPath(import.meta.url); const __dirname = shimDirname(__filename);',
          ].join('\n'),
        },
        logLevel: 'silent',
      });
      // included_files ships the parse worker's bundle, which npm run build writes; from a checkout it exists only once
      // something has parsed, so this test makes sure of it rather than depend on the order tests run in.
      await workerBundleUrl();
      const toml = parse(readFileSync(resolve(process.cwd(), 'netlify.toml'), 'utf8')) as { functions: { included_files: string[] } };
      for (const pattern of toml.functions.included_files) {
        const path = pattern.replace(/\/\*\*$/, '');
        expect(path, `${pattern}: only "folder/**" and plain files are copied here`).not.toMatch(/\*/);
        cpSync(resolve(process.cwd(), path), join(shipped, path), { recursive: true });
      }
      // Netlify ships a v2 function's packages in node_modules beside it (nft follows its requires); this bundle holds
      // its packages but the one it requires at run time: firebase-admin, for firebase-admin/firestore (firestore-api.ts).
      symlinkSync(resolve(process.cwd(), 'node_modules/firebase-admin'), join(shipped, 'node_modules/firebase-admin'), 'dir');
      const script = `
        const { default: coach } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
        const response = await coach(new Request('https://site.example/api/v1/coach', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ${ada.token}' },
          body: ${JSON.stringify(JSON.stringify({ question: 'What should I fix first?', cv: cv() }))},
        }), { ip: '198.51.100.9' });
        console.log(JSON.stringify({ status: response.status, body: await response.json() }));`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: elsewhere,
        env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: authHost, FIREBASE_PROJECT_ID: projectId },
      });
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number; body: unknown };
      expect(result).toEqual({ status: 200, body: { status: 'success', data: { answer: rulesAnswer('What should I fix first?'), source: 'rules' } } });
    } finally {
      rmSync(shipped, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});
