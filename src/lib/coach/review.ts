/**
 * The CV's standing as the coach sees it: the rubric's fresh estimate (scoreCv, with the target role the
 * onboarding collected) and, when the CV has been scored, the server's result, which is the authority on the
 * numbers quoted. What to change always comes from the fresh estimate: it names the checks behind it and it
 * follows the user's edits, where the server's answer may predate them.
 */
import type { ParsedCv } from '../cv/schema.ts';
import type { OnboardingAnswers } from '../firebase/types.ts';
import { SUB_SCORE_KEYS, type ScoreCheck, type ScoreResult, type Scores, type SubScoreKey } from '../scoring/schema.ts';
import { scoreCv } from '../scoring/score-cv.ts';
import { PASS_VALUE, SUB_SCORE_WEIGHTS } from '../scoring/weights.ts';

/** What the coach knows when it answers. */
export interface CoachContext {
  /** The CV as it is now (with the user's edits). */
  cv: ParsedCv;
  /** The onboarding answers so far; the target role steers relevance and skills advice. */
  onboarding?: OnboardingAnswers;
  /** A job description to measure the CV against (it takes the target role's place, as in scoring). */
  jobDescription?: string;
  /** The server's latest score result, when the CV has been scored. */
  serverScore?: ScoreResult | null;
}

export interface CvReview {
  /** The target role from the onboarding answers, trimmed ('' when unknown). */
  targetRole: string;
  /** True when a job description was given: the target checks then measure the match against it. */
  usesJobDescription: boolean;
  /** The rubric's estimate of the CV as it is now. */
  estimate: Scores;
  /** The scores to quote: the server's when there is one, else the estimate. */
  scores: Scores;
  /** True when `scores` are the server's. */
  fromServer: boolean;
  /** What to change in the CV as it is now, most valuable first (the estimate's list). */
  areasToImprove: string[];
  /** Every check of the estimate, in rubric order. */
  checks: ScoreCheck[];
  /** Key terms of the job description, else the target role, missing from the skills and roles (most important first). */
  missingKeywords: string[];
  /** Key terms of the job description, else the target role, that the CV shows. */
  matchedKeywords: string[];
}

/** Reviews the CV (pure and deterministic: the same context always gives the same review). */
export function reviewCv({ cv, onboarding = {}, jobDescription = '', serverScore = null }: CoachContext): CvReview {
  const targetRole = onboarding.targetRole?.trim() ?? '';
  const jd = jobDescription.trim();
  const { result, breakdown } = scoreCv(cv, { ...(jd ? { jd } : {}), ...(targetRole ? { targetRole } : {}) });
  return {
    targetRole,
    usesJobDescription: jd !== '',
    estimate: result.scores,
    scores: (serverScore ?? result).scores,
    fromServer: serverScore !== null,
    areasToImprove: result.feedback.areas_to_improve,
    checks: breakdown.checks,
    missingKeywords: breakdown.missingKeywords,
    matchedKeywords: breakdown.matchedKeywords,
  };
}

/** The check with `id`, if it ran. */
export function check(review: CvReview, id: string): ScoreCheck | undefined {
  return review.checks.find((c) => c.id === id);
}

/** The check's advice when it fell short of a pass (as the rubric's feedback counts it), else undefined. */
export function failingAdvice(review: CvReview, id: string): string | undefined {
  const found = check(review, id);
  return found && found.value < PASS_VALUE ? found.advice : undefined;
}

/** Advice of every check feeding `key` that fell short, biggest loss first. */
export function adviceFor(review: CvReview, key: SubScoreKey): string[] {
  return review.checks
    .filter((c) => c.feeds === key && c.value < PASS_VALUE && c.advice)
    .sort((a, b) => b.weight * (1 - b.value) - a.weight * (1 - a.value))
    .map((c) => c.advice as string);
}

/** The lowest of the five sub-scores (ties: the one that counts most towards overall), with its top advice. */
export function lowestArea(review: CvReview): { key: SubScoreKey; score: number; advice: string | undefined } {
  const key = SUB_SCORE_KEYS.reduce((low, k) =>
    review.scores[k] < review.scores[low] || (review.scores[k] === review.scores[low] && SUB_SCORE_WEIGHTS[k] > SUB_SCORE_WEIGHTS[low]) ? k : low,
  );
  return { key, score: review.scores[key], advice: adviceFor(review, key)[0] };
}
