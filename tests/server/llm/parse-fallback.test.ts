/**
 * POST /parse with the LLM structurer configured against a local OpenAI-compatible server. The built-in parser is
 * real (a TXT CV through the worker pool); sign-in and storage are stand-ins here (tests/server/handlers/parse.test.ts
 * covers them for real). Whatever the model does, the user gets a parse: the model's when it is valid, else the
 * built-in structurer's (DECISIONS.md 'Backend, production').
 */
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { ParseResult } from '../../../src/lib/cv/schema.ts';
import { parseCvFile } from '../../../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../../../src/server/cv-parse/run-in-worker.ts';
import { createParseHandler } from '../../../src/server/handlers/parse.ts';
import { HttpError } from '../../../src/server/http.ts';
import { inputChars, type ChatClientOptions, type ChatMessage } from '../../../src/server/llm/chat-client.ts';
import { createDailyInputBudget } from '../../../src/server/llm/call-budget.ts';
import { createLlmStructurerFromConfig } from '../../../src/server/llm/llm-structurer.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import type { CvReader } from '../../../src/server/storage/read-cv-object.ts';
import { SAMPLE_CV_LINES, sampleCv } from '../../fixtures/sample-cv.ts';
import { answer, answerJson, startFakeLlm, type FakeLlm } from './fake-llm-server.ts';

const BUCKET = 'test-bucket';
const UID = 'visitor-1';
const SAMPLE = sampleCv();
const FULL_NAME = `${SAMPLE.first_name} ${SAMPLE.surname}`;
const FILE_NAME = `1700000000000-0123456789abcdef-${FULL_NAME.replace(/ /g, '_')}_CV.txt`;
const GS_URL = `gs://${BUCKET}/cv-uploads/${UID}/${FILE_NAME}`;
const PRIVATE_SENTENCE = 'Collector of antique slide rules, reference 48151623.';
const CV_BYTES = new TextEncoder().encode([...SAMPLE_CV_LINES, '', 'INTERESTS', PRIVATE_SENTENCE].join('\n'));
const CANARY = 'HW-TEST-CANARY-5e1d0b';

let fake: FakeLlm;
let builtIn: ParseResult;
let logs: string[];
const sleep = vi.fn(async (_ms: number) => undefined);

beforeAll(async () => {
  fake = await startFakeLlm();
  builtIn = await parseCvFile(CV_BYTES, { fileName: FILE_NAME });
});
afterAll(async () => {
  await fake.close();
  await sharedPool().close();
});
beforeEach(() => {
  fake.reset();
  sleep.mockClear();
  logs = [];
});

const verifier = {
  async verify(header: string | null) {
    if (header !== 'Bearer visitor-token') throw new HttpError(401, 'AUTH_REQUIRED', 'Please sign in again.');
    return { uid: UID, emailVerified: false, signInProvider: 'anonymous' , authTime: Date.now() };
  },
};
const reader: CvReader = {
  read: async () => ({ bytes: CV_BYTES, contentType: 'text/plain', size: CV_BYTES.byteLength, name: FILE_NAME, metadata: {} }),
};

/** A /parse handler whose LLM is the fake, with short timings. */
function handlerWith(llm: Partial<ChatClientOptions> & { repairMinRemainingMs?: number; budgetMs?: number; off?: boolean } = {}) {
  const { budgetMs, off, ...overrides } = llm;
  return createParseHandler({
    verifier,
    reader,
    parse: (bytes, meta) => parseCvFile(bytes, meta),
    limiter: createMemoryRateLimitStore(),
    bucket: BUCKET,
    structurer: off
      ? undefined
      : createLlmStructurerFromConfig(
          { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 300 },
          { sleep, canary: CANARY, repairMinRemainingMs: 0, ...overrides },
        ),
    log: (line) => logs.push(line),
    budgetMs,
  });
}

async function parseRequest(handler: ReturnType<typeof handlerWith>) {
  const response = await handler(
    new Request('http://localhost:4321/parse', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer visitor-token' },
      body: JSON.stringify({ cv: { filename: `${FULL_NAME} CV.txt`, gcs_url: GS_URL } }),
    }),
    { clientIp: '203.0.113.9' },
  );
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { status: string; data: ParseResult['data']; unplaced: string[] } };
}

/** The model's answer: the built-in result with a different headline, so the two can be told apart. */
const modelCv = () => ({ ...builtIn.data, headline: 'Principal Engineer, Payments' });
const builtInAnswer = () => ({ status: 'success', data: builtIn.data, unplaced: builtIn.unplaced });

test('sanity: the built-in parse of the test CV', () => {
  const { first_name, surname, headline, roles } = SAMPLE;
  expect(builtIn.data).toMatchObject({ first_name, surname, headline, roles });
});

test('no LLM configured: the built-in result, and nothing is sent anywhere', async () => {
  const { status, body } = await parseRequest(handlerWith({ off: true }));
  expect(status).toBe(200);
  expect(body).toEqual(builtInAnswer());
  expect(fake.calls).toHaveLength(0);
});

test('a valid JSON answer is used', async () => {
  fake.reply = () => answerJson(modelCv());
  const { status, body } = await parseRequest(handlerWith());
  expect(status).toBe(200);
  expect(body.status).toBe('success');
  expect(body.data).toEqual(modelCv());
  expect(fake.calls).toHaveLength(1);
  expect(logs.at(-1)).toMatch(/^parse: ok \d+B .*llm used/);
});

test('the prompt carries the CV text inside the fence only', async () => {
  fake.reply = () => answerJson(modelCv());
  await parseRequest(handlerWith());
  const [system, user] = fake.calls[0]!.body.messages as Array<{ content: string }>;
  const fenced = /<<<CV_TEXT_BEGIN (\w+)>>>\n([\s\S]*)\n<<<CV_TEXT_END \1>>>/.exec(user!.content);
  expect(fenced?.[2]).toContain(PRIVATE_SENTENCE);
  expect(fenced?.[2]).toContain(FULL_NAME);
  expect(user!.content.replace(fenced![0], '')).not.toContain('slide rules');
  expect(system!.content).not.toContain('slide rules');
});

test('prose, then prose again after the repair request -> the built-in result', async () => {
  fake.reply = () => answer(`Certainly! ${SAMPLE.first_name} is a senior analyst with retail experience.`);
  const { status, body } = await parseRequest(handlerWith());
  expect(status).toBe(200);
  expect(body).toEqual(builtInAnswer());
  expect(fake.calls).toHaveLength(2);
  expect(logs.at(-1)).toMatch(/llm fallback invalid_output/);
});

test('invalid JSON, then a valid repair -> the repaired answer', async () => {
  fake.reply = (_call, index) => (index === 0 ? answer(`{"first_name": "${SAMPLE.first_name}", "roles": [`) : answerJson(modelCv()));
  const { body } = await parseRequest(handlerWith());
  expect(body.data.headline).toBe('Principal Engineer, Payments');
  expect(fake.calls).toHaveLength(2);
});

test('429 with Retry-After: 2 -> one retry after 2 s, then the answer is used', async () => {
  fake.reply = (_call, index) => (index === 0 ? { status: 429, headers: { 'Retry-After': '2' } } : answerJson(modelCv()));
  const { body } = await parseRequest(handlerWith({ retryMinRemainingMs: 0 }));
  expect(body.data.headline).toBe('Principal Engineer, Payments');
  expect(fake.calls).toHaveLength(2);
  expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2_000]);
});

test('a hanging model: the call is aborted at its timeout and the built-in result is answered', async () => {
  fake.reply = () => ({ hang: true });
  const { status, body } = await parseRequest(handlerWith({ timeoutMs: 200 }));
  expect(status).toBe(200);
  expect(body).toEqual(builtInAnswer());
  await fake.abortedCalls(1);
  expect(fake.calls).toHaveLength(1);
  expect(logs.at(-1)).toMatch(/llm fallback timeout/);
});

test('the request budget ends a slow model call too (the model\'s own timeout is longer)', async () => {
  fake.reply = () => ({ hang: true });
  const { body } = await parseRequest(handlerWith({ timeoutMs: 20_000, budgetMs: 2_000 }));
  expect(body).toEqual(builtInAnswer());
  await fake.abortedCalls(1);
});

test('breaker: after 5 failures the next parse falls back at once with zero model calls', async () => {
  fake.reply = () => ({ status: 500 });
  const handler = handlerWith({ retryMinRemainingMs: Number.POSITIVE_INFINITY });
  for (let i = 0; i < 5; i++) expect((await parseRequest(handler)).body).toEqual(builtInAnswer());
  expect(fake.calls).toHaveLength(5);

  const { status, body } = await parseRequest(handler);
  expect(status).toBe(200);
  expect(body).toEqual(builtInAnswer());
  expect(fake.calls).toHaveLength(5);
  expect(logs.at(-1)).toMatch(/llm fallback breaker_open/);
});

test('daily budget spent (by input size): the next parses are answered by the built-in structurer with zero model calls', async () => {
  fake.reply = () => answerJson(modelCv());
  // The size of one parse's prompt, measured on a handler without a budget.
  expect((await parseRequest(handlerWith())).body.data).toEqual(modelCv());
  const onePrompt = inputChars(fake.calls[0]!.body.messages as ChatMessage[]);
  fake.reset();
  fake.reply = () => answerJson(modelCv());
  // Room for one and a half prompts: the second parse would go over, whatever the number of calls.
  const handler = handlerWith({ budget: createDailyInputBudget(createMemoryRateLimitStore(), Math.floor(onePrompt * 1.5)) });
  expect((await parseRequest(handler)).body.data).toEqual(modelCv());
  expect(fake.calls).toHaveLength(1);

  // Eight more: with the first, within the per-uid limit of ten an hour.
  for (let i = 0; i < 8; i++) {
    const { status, body } = await parseRequest(handler);
    expect(status).toBe(200);
    expect(body).toEqual(builtInAnswer());
  }
  expect(fake.calls).toHaveLength(1);
  expect(logs.at(-1)).toMatch(/llm fallback budget_spent/);
});

test('an answer leaking the system prompt\'s canary is refused: built-in result, canary nowhere in the answer or logs', async () => {
  fake.reply = () => answerJson({ ...modelCv(), profile_statement: `My instructions contain the code ${CANARY}.` });
  const { body, text } = await parseRequest(handlerWith());
  expect(body).toEqual(builtInAnswer());
  expect(text).not.toContain(CANARY);
  expect(logs.join('\n')).not.toContain(CANARY);
  expect(logs.at(-1)).toMatch(/llm fallback canary/);
});

test('an invented URL and e-mail in the answer are dropped; the CV\'s own link stays', async () => {
  fake.reply = () =>
    answerJson({
      ...modelCv(),
      email: 'jane@phish.example',
      links: [...builtIn.data.links, { title: 'Portfolio', url: 'https://phish.example/jane' }],
    });
  const { body, text } = await parseRequest(handlerWith());
  expect(body.data.headline).toBe('Principal Engineer, Payments');
  expect(body.data.links).toEqual(builtIn.data.links);
  expect(body.data.links.length).toBeGreaterThan(0);
  expect(body.data.email).toBe('');
  expect(text).not.toContain('phish.example');
});

test('logs carry codes, sizes and timings only: no CV text, file name or model output', async () => {
  fake.reply = () => answer(`${FULL_NAME}, see https://phish.example`);
  await parseRequest(handlerWith());
  fake.reply = () => answerJson(modelCv());
  await parseRequest(handlerWith());
  const captured = logs.join('\n');
  expect(logs).toHaveLength(2);
  for (const secret of [SAMPLE.first_name, SAMPLE.surname, 'slide rules', 'phish', FILE_NAME, 'Principal', UID]) expect(captured).not.toContain(secret);
});
