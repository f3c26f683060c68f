import { fillTemplate } from '../content/template.ts';
import { verifyClaim } from './advice/claims.ts';
import type { CvFacts } from './advice/facts.ts';
import { ADVICE_WORDS } from './advice/words.ts';
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

/**
 * Strengths (best-weighted passed checks) and areas to improve (biggest point losses first), deduplicated. The
 * checks' sentences were verified against the CV already (advice/verify.ts); a check whose sentence was false
 * has none, so the next true one takes its place.
 */
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

/** At most this many gaps are named in the assessment. */
const ASSESSMENT_GAPS = Math.min(3, MAX_MISSING_KEYWORDS);

/**
 * One or two sentences on fit to the target, or on overall readiness when there is none. The gaps named are the
 * advert's terms the CV truly lacks (checked against the whole CV), most stressed first; the count covered is of
 * the terms the matcher found (the score's own count).
 */
export function matchAssessment(scores: Scores, match: TargetMatch, facts: CvFacts): string {
  const words = ADVICE_WORDS.assessment;
  if (match.source === 'jd' && match.keywords.length > 0) {
    const held = verifyClaim({ kind: 'gaps', terms: match.missing, gaps: [] }, facts);
    const gaps = held?.kind === 'gaps' ? held.gaps.slice(0, ASSESSMENT_GAPS).map((g) => g.term) : [];
    // The count the score itself uses, so the sentence and the sub-scores agree.
    const found = match.found.length;
    const band = scoreBand(Math.round((scores.relevance + scores.skills_alignment) / 2));
    const lead = band === 'green' ? words.strong : band === 'amber' ? words.partial : words.weak;
    const covered = fillTemplate(words.covered, { lead, found, total: match.keywords.length });
    return gaps.length > 0 ? `${covered} ${fillTemplate(words.gaps, { terms: listPhrase(gaps) })}` : covered;
  }
  const band = scoreBand(scores.overall);
  const values = { readiness: words.readiness[band], score: scores.overall, next: band === 'green' ? words.next.green : words.next.other };
  return match.source === 'role' ? fillTemplate(words.forRole, { ...values, role: match.role }) : fillTemplate(words.overall, values);
}
