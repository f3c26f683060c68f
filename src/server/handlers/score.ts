import { z } from 'zod';
import { SCORE_MAX_JD_CHARS } from '../../lib/constants.ts';
import { parsedCvSchema, type ParsedCv } from '../../lib/cv/schema.ts';
import type { ScoreContext, ScoreResult } from '../../lib/scoring/schema.ts';
import { scoreCv } from '../../lib/scoring/score-cv.ts';
import type { TokenVerifier } from '../auth/verify-id-token.ts';
import { HOUR_MS } from '../durations.ts';
import { readJson, success, type Handler } from '../http.ts';
import type { FeedbackRewriter } from '../llm/reword-feedback.ts';
import type { TargetRoleReader } from '../profile/target-role.ts';
import { callerRules, rateLimit, type RateLimitStore } from '../rate-limit.ts';
import { parseCvAddress } from '../storage/gs-url.ts';
import type { CvReader } from '../storage/read-cv-object.ts';
import { withinOr } from '../within-or.ts';
import { cvFileSchema, parseWithin, readCallerCv, withinBudget } from './cv-request.ts';
import { servePost } from './serve-post.ts';
import type { ParseCv } from './parse.ts';

/** SECURITY.md §4: 30 scores an hour per user; per client address twice that, for people behind one office NAT. */
export const SCORE_RATE_LIMITS = {
  perUid: { limit: 30, windowMs: HOUR_MS },
  perIp: { limit: 60, windowMs: HOUR_MS },
} as const;

/** One request's whole budget (SECURITY.md §4), as for /parse: scoring a stored file includes parsing it. */
export const SCORE_BUDGET_MS = 30_000;
/** How long the user's profile (the coach's target role) may take; past it the CV is scored without it. */
export const TARGET_ROLE_WAIT_MS = 2_000;
/** How long the optional LLM may spend rewording feedback; past it the rubric's own wording stands. */
export const REWORD_WAIT_MS = 5_000;
/**
 * Room for an edited CV (a long one is ~30 kB of JSON) and the largest job description (20,000 characters can
 * take 60 kB as UTF-8); anything bigger is refused unread.
 */
export const SCORE_MAX_BODY_BYTES = 256 * 1024;
/** Without detailed_feedback, only the most valuable points are returned. */
const BRIEF_FEEDBACK = { strengths: 2, areas: 3 } as const;

/**
 * The body of SPEC §7 call 2: `cvs` names the uploaded file being scored (exactly one; its address proves which
 * upload, and that it is the caller's), `jd` an optional job description, `detailed_feedback` whether to return
 * every strength and area to improve (default) or only the top few. `cv` is the current edited CV, so a re-score
 * reflects edits; without it the stored file is parsed. Any target role comes from the caller's profile, never
 * from the body.
 */
export const scoreRequestSchema = z.strictObject({
  cvs: z.array(cvFileSchema).length(1),
  jd: z.string().max(SCORE_MAX_JD_CHARS).optional(),
  detailed_feedback: z.boolean().optional(),
  cv: parsedCvSchema.optional(),
});

export type ScoreRequest = z.input<typeof scoreRequestSchema>;

export interface ScoreHandlerDeps {
  verifier: Pick<TokenVerifier, 'verify'>;
  reader: CvReader;
  /** The /parse code path (parseCvFile): used when the body carries no edited CV. */
  parse: ParseCv;
  limiter: RateLimitStore;
  /** The configured bucket: the only one whose addresses are accepted. */
  bucket: string;
  /** Reads users/{uid}.onboarding.targetRole; without it (or when it fails) the CV is scored without a role. */
  targetRoleOf?: TargetRoleReader;
  /** The optional LLM, allowed to reword feedback only. */
  rewriter?: FeedbackRewriter;
  /** Gets one line per request with codes, sizes and timings only: never CV text, the jd, file names or uids. */
  log?: (line: string) => void;
  budgetMs?: number;
  now?: () => number;
}

/** Keeps the top few strengths and areas to improve (they come most valuable first). */
function brief(result: ScoreResult): ScoreResult {
  return {
    ...result,
    feedback: {
      strengths: result.feedback.strengths.slice(0, BRIEF_FEEDBACK.strengths),
      areas_to_improve: result.feedback.areas_to_improve.slice(0, BRIEF_FEEDBACK.areas),
    },
  };
}

/**
 * POST /api/v1/score (SPEC §7 call 2): Bearer ID token (401), JSON body within its size cap and schema
 * (413/415/400), rate limits per uid and client address (429), the address must be the caller's own upload in
 * our bucket (400/403, before anything is touched), and the file must exist (404) even when the edited CV comes
 * with the request. The CV (the body's, else the file parsed as /parse does: 415/422/504) is scored with the
 * shared rubric against the jd, else the coach's target role from the caller's profile. The answer is SPEC's
 * envelope `{status: 'success', data: [{scores, feedback, match_assessment}]}`; the same CV and context always
 * get the same scores. When an LLM is configured it may reword the feedback; any failure keeps the rubric's.
 */
export function createScoreHandler({
  verifier,
  reader,
  parse,
  limiter,
  bucket,
  targetRoleOf,
  rewriter,
  log = console.info,
  budgetMs = SCORE_BUDGET_MS,
  now = Date.now,
}: ScoreHandlerDeps): Handler {
  async function reworded(result: ScoreResult, terms: string[], signal: AbortSignal): Promise<{ result: ScoreResult; outcome: string }> {
    if (!rewriter) return { result, outcome: 'off' };
    const started = now();
    const { value, outcome } = await withinOr(
      () => rewriter.reword(result.feedback, { terms, signal, deadline: started + REWORD_WAIT_MS }),
      REWORD_WAIT_MS,
      result.feedback,
    );
    return { result: { ...result, feedback: value }, outcome: `${outcome === 'ok' ? 'used' : `fallback ${outcome}`} ${now() - started}ms` };
  }

  const handleScore: Handler = async (request, { clientIp }) => {
    const started = now();
    const caller = await verifier.verify(request.headers.get('authorization'));
    const body = await readJson(request, scoreRequestSchema, SCORE_MAX_BODY_BYTES);
    await rateLimit(limiter, callerRules('score', SCORE_RATE_LIMITS, caller.uid, clientIp));
    const [item] = body.cvs;
    parseCvAddress(item!.gcs_url, { bucket, uid: caller.uid });

    return withinBudget(request, { started, budgetMs, now }, async (signal) => {
      const role = targetRoleOf
        ? withinOr(() => targetRoleOf(caller.uid), TARGET_ROLE_WAIT_MS, undefined)
        : Promise.resolve({ value: undefined, outcome: 'off' as const });
      const file = await readCallerCv(reader, item!.gcs_url, caller.uid, signal);
      const readMs = now() - started;
      const cv: ParsedCv = body.cv ?? (await parseWithin(parse, file, signal)).data;
      const parseMs = now() - started - readMs;

      const targetRole = await role;
      const context: ScoreContext = { ...(body.jd?.trim() ? { jd: body.jd } : {}), ...(targetRole.value ? { targetRole: targetRole.value } : {}) };
      const { result: scored, breakdown } = scoreCv(cv, context);
      const terms = [...breakdown.missingKeywords, ...breakdown.matchedKeywords, ...(targetRole.value ? [targetRole.value] : [])];
      const full = body.detailed_feedback === false ? brief(scored) : scored;
      const { result, outcome } = await reworded(full, terms, signal);
      log(
        `score: ok ${body.cv ? 'edited' : 'file'} ${file.size}B read ${readMs}ms parse ${parseMs}ms ` +
          `jd ${context.jd ? 'yes' : 'no'} role ${targetRole.value ? 'yes' : targetRole.outcome === 'ok' || targetRole.outcome === 'off' ? 'no' : targetRole.outcome} ` +
          `llm ${outcome} total ${now() - started}ms`,
      );
      return success([result]);
    });
  };

  return servePost('score', handleScore, log, now);
}
