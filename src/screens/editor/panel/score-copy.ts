import type { ScoreCardCopy } from '@/lib/content/schemas/app/score-card';
import { fillTemplate } from '@/lib/content/template';
import { scoreBand } from '@/lib/scoring/band';
import type { ScoreKey } from '@/lib/scoring/schema';

/** The band word of a score ('Needs work', 'Fair', 'Strong'): shown beside every score, never colour alone. */
export function bandWord(copy: ScoreCardCopy, score: number): string {
  return copy.bands[scoreBand(score)];
}

/** The name of a score: 'Overall score' or a sub-score's label. */
export function scoreName(copy: ScoreCardCopy, key: ScoreKey): string {
  return key === 'overall' ? copy.overall : copy.subScores[key];
}

/** The accessible name of a score ring, e.g. 'Overall score: 72 out of 100, Fair'. */
export function ringLabel(copy: ScoreCardCopy, key: ScoreKey, score: number): string {
  return fillTemplate(copy.ringLabel, { label: scoreName(copy, key), score, band: bandWord(copy, score) });
}

/** '+8' / '-2' / '0' with a real minus sign, for a change in points. */
export function signed(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `\u2212${Math.abs(change)}` : '0';
}
