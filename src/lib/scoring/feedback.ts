import { scoreBand } from './band.ts';
import type { TargetMatch } from './keywords.ts';
import type { ScoreCheck, Scores, SubScoreKey } from './schema.ts';
import { listPhrase } from './text.ts';
import { MAX_AREAS, MAX_STRENGTHS, MAX_MISSING_KEYWORDS, PASS_VALUE, SUB_SCORE_WEIGHTS } from './weights.ts';

/** A scored check plus the sentence it would contribute. */
export interface RankedCheck extends ScoreCheck {
  strength?: string;
}

/** How many overall points a check is worth: its share of its sub-score times that sub-score's share of overall. */
function pointsAtStake(check: ScoreCheck, totals: Record<SubScoreKey, number>): number {
  const subTotal = Object.values(SUB_SCORE_WEIGHTS).reduce((a, b) => a + b, 0);
  return (check.weight / totals[check.feeds]) * (SUB_SCORE_WEIGHTS[check.feeds] / subTotal) * 100;
}

/** Strengths (best-weighted passed checks) and areas to improve (biggest point losses first), deduplicated. */
export function buildFeedback(checks: RankedCheck[], totals: Record<SubScoreKey, number>) {
  const strengths = checks
    .filter((c) => c.value >= PASS_VALUE && c.strength)
    .sort((a, b) => pointsAtStake(b, totals) - pointsAtStake(a, totals))
    .map((c) => c.strength as string);
  const areas = checks
    .filter((c) => c.value < PASS_VALUE && c.advice)
    .sort((a, b) => pointsAtStake(b, totals) * (1 - b.value) - pointsAtStake(a, totals) * (1 - a.value))
    .map((c) => c.advice as string);
  return {
    strengths: [...new Set(strengths)].slice(0, MAX_STRENGTHS),
    areas_to_improve: [...new Set(areas)].slice(0, MAX_AREAS),
  };
}

/** One or two sentences on fit to the target, or on overall readiness when there is none. */
export function matchAssessment(scores: Scores, match: TargetMatch): string {
  const missing = listPhrase(match.missing.slice(0, Math.min(3, MAX_MISSING_KEYWORDS)));
  if (match.source === 'jd' && match.keywords.length > 0) {
    const covered = `your CV covers ${match.found.length} of the ${match.keywords.length} key terms in the job description`;
    const band = scoreBand(Math.round((scores.relevance + scores.skills_alignment) / 2));
    const lead = band === 'green' ? 'Strong match' : band === 'amber' ? 'Partial match' : 'Weak match';
    return missing ? `${lead}: ${covered}. The biggest gaps are ${missing}.` : `${lead}: ${covered}.`;
  }
  const readiness = { green: 'ready to send', amber: 'nearly ready', red: 'not ready yet' }[scoreBand(scores.overall)];
  const next = scoreBand(scores.overall) === 'green' ? 'polish the points below before you apply' : 'work through the areas to improve first';
  if (match.source === 'role') {
    return `For ${match.role} roles your CV is ${readiness} (overall ${scores.overall} out of 100): ${next}.`;
  }
  return `Your CV is ${readiness} (overall ${scores.overall} out of 100): ${next}.`;
}
