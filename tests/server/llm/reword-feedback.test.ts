/**
 * POST /api/v1/score with the LLM feedback rewriter configured against a local OpenAI-compatible server. Sign-in
 * and storage are stand-ins here (tests/server/handlers/score.test.ts covers them for real). The model may only
 * reword the feedback: scores and the match assessment are always the rubric's, and any answer that drops a
 * sentence, a number or a named term, or fails in any way, leaves the rubric's own wording.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { scoreCv } from '../../../src/lib/scoring/score-cv.ts';
import { createScoreHandler } from '../../../src/server/handlers/score.ts';
import { HttpError } from '../../../src/server/http.ts';
import { createFeedbackRewriterFromConfig } from '../../../src/server/llm/reword-feedback.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import type { CvReader } from '../../../src/server/storage/read-cv-object.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { answer, answerJson, startFakeLlm, type FakeLlm } from './fake-llm-server.ts';

const BUCKET = 'test-bucket';
const UID = 'user-1';
const GS_URL = `gs://${BUCKET}/cv-uploads/${UID}/1700000000000-abc-cv.txt`;
const CANARY = 'HW-TEST-CANARY-77aa';
const JD = 'Data Analyst. Kubernetes and Terraform essential, with SQL and Python.';
const CV = sampleCv({ phone: '' });
const RUBRIC = scoreCv(CV, { jd: JD }).result;

let fake: FakeLlm;
let logs: string[];

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  logs = [];
});

const verifier = {
  async verify(header: string | null) {
    if (header !== 'Bearer user-token') throw new HttpError(401, 'AUTH_REQUIRED', 'Please sign in again.');
    return { uid: UID, emailVerified: true, signInProvider: 'password' , authTime: Date.now() };
  },
};
const bytes = new TextEncoder().encode('Jane Example');
const reader: CvReader = { read: async () => ({ bytes, contentType: 'text/plain', size: bytes.byteLength, name: 'cv.txt', metadata: {} }) };

function handler({ off = false } = {}) {
  return createScoreHandler({
    verifier,
    reader,
    parse: async () => {
      throw new Error('the edited CV is in the body');
    },
    limiter: createMemoryRateLimitStore(),
    bucket: BUCKET,
    rewriter: off ? undefined : createFeedbackRewriterFromConfig({ baseUrl: fake.baseUrl, model: 'test-model', timeoutMs: 300 }, { canary: CANARY }),
    log: (line) => logs.push(line),
  });
}

async function score(h = handler()) {
  const response = await h(
    new Request('http://localhost:4321/api/v1/score', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer user-token' },
      body: JSON.stringify({ cvs: [{ filename: 'cv.txt', gcs_url: GS_URL }], jd: JD, detailed_feedback: true, cv: CV }),
    }),
    { clientIp: '203.0.113.9' },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: [typeof RUBRIC] };
  return body.data[0];
}

/** A faithful rewording: every sentence kept with its numbers and terms, only the framing changed. */
const politely = (text: string) => `Tip: ${text}.`;
const reworded = () => ({ strengths: RUBRIC.feedback.strengths.map(politely), areas_to_improve: RUBRIC.feedback.areas_to_improve.map(politely) });

test('sanity: the rubric names the missing skills and asks for a phone number', () => {
  expect(RUBRIC.feedback.areas_to_improve.join(' ')).toMatch(/Kubernetes/);
  expect(RUBRIC.feedback.areas_to_improve.join(' ')).toMatch(/phone/);
});

test('no LLM configured: the rubric\'s wording, and nothing is sent anywhere', async () => {
  expect(await score(handler({ off: true }))).toEqual(RUBRIC);
  expect(fake.calls).toHaveLength(0);
});

test('a faithful rewording replaces the feedback texts; scores and match assessment stay the rubric\'s', async () => {
  fake.reply = () => answerJson({ ...reworded() });
  const result = await score();
  expect(result.feedback).toEqual(reworded());
  expect(result.scores).toEqual(RUBRIC.scores);
  expect(result.match_assessment).toBe(RUBRIC.match_assessment);
  expect(logs.at(-1)).toMatch(/llm used \d+ms/);
});

test('the feedback travels fenced as data, the canary only in the system prompt', async () => {
  fake.reply = () => answerJson(reworded());
  await score();
  const [system, user] = fake.calls[0]!.body.messages as Array<{ content: string }>;
  const fenced = /<<<FEEDBACK_BEGIN (\w+)>>>\n([\s\S]*)\n<<<FEEDBACK_END \1>>>/.exec(user!.content);
  expect(JSON.parse(fenced![2]!)).toEqual(RUBRIC.feedback);
  expect(system!.content).toContain(CANARY);
  expect(user!.content).not.toContain(CANARY);
  // Only feedback goes out: not the CV, not the jd as such.
  expect(user!.content).not.toContain('priya.natarajan@example.com');
});

const dropped = () => ({ ...reworded(), areas_to_improve: reworded().areas_to_improve.slice(1) });
const lostTerm = () => ({ ...reworded(), areas_to_improve: reworded().areas_to_improve.map((a) => a.replace(/Kubernetes/g, 'containers')) });
const addedLink = () => ({ ...reworded(), strengths: reworded().strengths.map((s, i) => (i === 0 ? `${s} See https://evil.example` : s)) });

test.each([
  ['a sentence dropped', () => answerJson(dropped())],
  ['a named skill lost', () => answerJson(lostTerm())],
  ['a web address added', () => answerJson(addedLink())],
  ['prose instead of JSON', () => answer('Here is some friendlier feedback for you!')],
  ['the canary echoed', () => answerJson({ ...reworded(), strengths: [`${CANARY} ok`, ...reworded().strengths.slice(1)] })],
  ['extra fields', () => answerJson({ ...reworded(), scores: { overall: 100 } })],
  ['a server error', () => ({ status: 500, body: 'down' })],
  ['no answer in time', () => ({ hang: true as const })],
])('%s -> the rubric\'s own feedback', async (_label, reply) => {
  fake.reply = reply;
  expect(await score()).toEqual(RUBRIC);
  expect(logs.at(-1)).toMatch(/llm fallback (failed|timeout) \d+ms/);
});
