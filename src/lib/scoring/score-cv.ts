import type { ParsedCv } from '../cv/schema.ts';
import { clampScore } from './band.ts';
import { achievementChecks } from './checks/achievements.ts';
import { contactChecks } from './checks/contact.ts';
import { dateChecks } from './checks/dates.ts';
import { positioningChecks } from './checks/positioning.ts';
import { presentationChecks } from './checks/presentation.ts';
import { sectionChecks } from './checks/sections.ts';
import { skillsChecks } from './checks/skills.ts';
import { targetChecks } from './checks/target.ts';
import { textLayerChecks } from './checks/text-layer.ts';
import { collectFacts } from './advice/facts.ts';
import { missingTerms } from './advice/gaps.ts';
import { verifyOutcome } from './advice/verify.ts';
import { unit, type Check, type CheckInput, type CheckOutcome } from './checks/types.ts';
import { collectCvText } from './cv-text.ts';
import { buildFeedback, matchAssessment, type RankedCheck } from './feedback.ts';
import { matchTarget } from './keywords.ts';
import {
  SCORE_KEYS,
  SUB_SCORE_KEYS,
  type ScoreBreakdown,
  type ScoreContext,
  type ScoreKey,
  type ScoreResult,
  type Scores,
  type SubScoreKey,
} from './schema.ts';
import { CHECK_TABLE, MAX_MISSING_KEYWORDS, SUB_SCORE_WEIGHTS } from './weights.ts';

/** Every check group that needs no target. */
const CHECKS: readonly Check[] = [
  contactChecks,
  sectionChecks,
  dateChecks,
  textLayerChecks,
  positioningChecks,
  skillsChecks,
  achievementChecks,
  presentationChecks,
];

/** Weighted mean of values, 0..100, rounded and clamped. */
const weightedScore = (items: { weight: number; value: number }[]) => {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  return clampScore(total === 0 ? 0 : (100 * items.reduce((sum, i) => sum + i.weight * i.value, 0)) / total);
};

/** What a check counts towards its sub-score: its value, or more when part of its shortfall is advice only. */
const counted = (check: RankedCheck) => ({ weight: check.weight, value: check.scoreValue ?? check.value });

/** Attaches the table's sub-score and weight to a check's outcome; advice is kept only when it did not fully pass. */
function toScoreCheck(outcome: CheckOutcome): RankedCheck {
  const { feeds, weight } = CHECK_TABLE[outcome.id];
  const value = unit(outcome.value);
  const scoreValue = outcome.scoreValue === undefined ? value : Math.max(value, unit(outcome.scoreValue));
  return {
    id: outcome.id,
    label: outcome.label,
    feeds,
    weight,
    value,
    ...(scoreValue > value ? { scoreValue } : {}),
    ...(value < 1 && outcome.advice ? { advice: outcome.advice } : {}),
    ...(outcome.strength ? { strength: outcome.strength } : {}),
  };
}

/**
 * Scores a CV with the rubric: named checks feed five sub-scores (weighted means), `overall` is their weighted
 * mean. Pure and deterministic: the same CV and context always give the same result.
 */
export function scoreCv(cv: ParsedCv, context: ScoreContext = {}): { result: ScoreResult; breakdown: ScoreBreakdown } {
  const text = collectCvText(cv);
  const input: CheckInput = { cv, context, text };
  const match = matchTarget(context, text);
  // Every sentence is checked against the CV before it can be shown (advice/verify.ts).
  const facts = collectFacts(cv, text, match);
  const ranked = [...CHECKS.flatMap((check) => check(input)), ...targetChecks(match)].map((o) => toScoreCheck(verifyOutcome(o, facts)));

  const totals = {} as Record<SubScoreKey, number>;
  const scores = {} as Scores;
  for (const key of SUB_SCORE_KEYS) {
    const feeding = ranked.filter((c) => c.feeds === key);
    totals[key] = feeding.reduce((sum, c) => sum + c.weight, 0);
    scores[key] = weightedScore(feeding.map(counted));
  }
  scores.overall = weightedScore(SUB_SCORE_KEYS.map((key) => ({ weight: SUB_SCORE_WEIGHTS[key], value: scores[key] / 100 })));

  const result: ScoreResult = {
    scores: Object.fromEntries(SCORE_KEYS.map((k) => [k, scores[k]])) as Scores,
    feedback: buildFeedback(ranked, totals),
    match_assessment: matchAssessment(scores, match, facts),
  };
  const checks = ranked.map(({ strength: _strength, ...check }) => check);
  return {
    result,
    breakdown: { checks, matchedKeywords: match.evidenced, missingKeywords: missingTerms(match.missing, facts).slice(0, MAX_MISSING_KEYWORDS) },
  };
}

/** Per-score change from `before` to `after` (positive = improved), for the live estimate. */
export function scoreDelta(before: Scores, after: Scores): Record<ScoreKey, number> {
  return Object.fromEntries(SCORE_KEYS.map((k) => [k, after[k] - before[k]])) as Record<ScoreKey, number>;
}
