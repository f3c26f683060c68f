import { adviseOnCv } from '../../lib/coach/advise.ts';
import { coachRequestSchema, type CoachAnswer } from '../../lib/coach/request.ts';
import type { CoachReplies } from '../../lib/content/schemas/app/coach-panel.ts';
import { ANONYMOUS_SIGN_IN, type TokenVerifier } from '../auth/verify-id-token.ts';
import { HOUR_MS } from '../durations.ts';
import { readJson, success, type Handler } from '../http.ts';
import type { CoachResponder } from '../llm/coach-reply.ts';
import { LlmFailure } from '../llm/llm-failure.ts';
import { callerRules, rateLimit, type RateLimitStore } from '../rate-limit.ts';
import { withinOr } from '../within-or.ts';
import { withinBudget } from './cv-request.ts';
import { servePost } from './serve-post.ts';

/**
 * A chat is many short questions, so twice scoring's limits (SECURITY.md §4): 60 an hour per user, and per client
 * address twice that, for people behind one office NAT.
 */
export const COACH_RATE_LIMITS = {
  perUid: { limit: 60, windowMs: HOUR_MS },
  perIp: { limit: 120, windowMs: HOUR_MS },
} as const;

/** How long the optional LLM may spend on an answer; past it (the call is aborted) the rules' answer stands. */
export const COACH_LLM_WAIT_MS = 8_000;
/**
 * Room for a request at every cap at once (CV, score, job description, onboarding answers, question: about
 * 175 KB in plain text, tests/fixtures/capped-requests.ts). The character caps are what bound the model's input;
 * this refuses anything far larger unread.
 */
export const COACH_MAX_BODY_BYTES = 192 * 1024;

export interface CoachHandlerDeps {
  verifier: Pick<TokenVerifier, 'verify'>;
  limiter: RateLimitStore;
  /** The coach's wording (app/coach-panel.yaml `coachPanel.replies`), read when the first question comes. */
  replies: () => CoachReplies;
  /** The optional LLM, which words the answer from the CV, its score and the rules' draft. */
  responder?: CoachResponder;
  /** Gets one line per request with codes, sizes and timings only: never the question, CV text or the uid. */
  log?: (line: string) => void;
  /** COACH_LLM_WAIT_MS unless a test shortens it. */
  llmWaitMs?: number;
  now?: () => number;
}

/**
 * POST /api/v1/coach: the editor's coach chat answers a question about the CV (DECISIONS.md 'Where we go beyond':
 * "rules by default, the LLM when configured"). Bearer ID token (401), JSON body within its size cap and schema
 * (413/415/400), rate limits per uid and client address (429). The answer is always worked out by the rules of
 * src/lib/coach/advise.ts, the code the browser runs, from the CV, its latest score, the job description and the
 * onboarding answers; when an LLM is configured it may word the answer instead, within COACH_LLM_WAIT_MS and only
 * if its answer passes the checks of src/server/llm/coach-reply.ts, and never for an anonymous visitor. Any failure
 * keeps the rules' answer. A CV, question, job description or score over its cap is refused with 413 naming it
 * (src/lib/cv/limits.ts), never cut: what reaches the model is bounded. The answer
 * is `{status: 'success', data: {answer, source: 'rules' | 'llm'}}`.
 */
export function createCoachHandler({
  verifier,
  limiter,
  replies,
  responder,
  log = console.info,
  llmWaitMs = COACH_LLM_WAIT_MS,
  now = Date.now,
}: CoachHandlerDeps): Handler {
  const handleCoach: Handler = async (request, { clientIp }) => {
    const started = now();
    const caller = await verifier.verify(request.headers.get('authorization'));
    const body = await readJson(request, coachRequestSchema, COACH_MAX_BODY_BYTES);
    await rateLimit(limiter, callerRules('coach', COACH_RATE_LIMITS, caller.uid, clientIp));
    const { question, cv, score, jd, onboarding } = body;
    const draft = adviseOnCv(question, { cv, onboarding, jobDescription: jd, serverScore: score ?? null }, replies());
    const rules: CoachAnswer = { answer: draft, source: 'rules' };

    const answered = (answer: CoachAnswer, llm: string) => {
      log(`coach: ok ${answer.source} question ${question.length}c score ${score ? 'yes' : 'no'} jd ${jd?.trim() ? 'yes' : 'no'} llm ${llm} total ${now() - started}ms`);
      return success(answer);
    };
    if (!responder) return answered(rules, 'off');
    // Anonymous visitors get the rules' answer: the model is for accounts (docs/api.md), so a script minting
    // anonymous tokens cannot spend it.
    if (caller.signInProvider === ANONYMOUS_SIGN_IN) return answered(rules, 'anonymous');

    const asked = now();
    // The signal ends the model call when the wait is over, the client goes away, or the answer is sent.
    return withinBudget(request, { started: asked, budgetMs: llmWaitMs, now }, async (signal) => {
      let failure: string | undefined;
      const work = () =>
        responder
          .answer({ question, cv, score, jobDescription: jd, onboarding, draft }, { signal, deadline: asked + llmWaitMs })
          .catch((error: unknown) => {
            failure = error instanceof LlmFailure ? error.kind : 'error';
            throw error;
          });
      const { value, outcome } = await withinOr<string | null>(work, llmWaitMs, null);
      const ms = now() - asked;
      return value === null ? answered(rules, `fallback ${outcome === 'timeout' ? 'timeout' : failure} ${ms}ms`) : answered({ answer: value, source: 'llm' }, `used ${ms}ms`);
    });
  };

  return servePost('coach', handleCoach, log, now);
}
