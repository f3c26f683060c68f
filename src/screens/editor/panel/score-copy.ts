import type { ScoreCardCopy } from '@/lib/content/schemas/app/score-card';
import { fillTemplate } from '@/lib/content/template';
import { scoreBand } from '@/lib/scoring/band';
import { SUB_SCORE_KEYS, type ScoreKey } from '@/lib/scoring/schema';

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

/**
 * What the latest edit did, in words: '…raised the estimate by 3 points. Changed: Achievement focus +8'. The lead
 * follows the sign of the overall change; the list names only the sub-scores that moved, each with its own sign.
 * When sub-scores moved but overall did not once rounded, the lead says it moved by less than a point rather
 * than that nothing changed.
 */
export function changeSentence(copy: ScoreCardCopy, change: Record<ScoreKey, number>): string {
  const { overall } = change;
  const moved = SUB_SCORE_KEYS.filter((key) => change[key] !== 0).map((key) => `${scoreName(copy, key)} ${signed(change[key])}`);
  const points = Math.abs(overall) === 1 ? copy.estimate.pointOne : fillTemplate(copy.estimate.pointMany, { count: Math.abs(overall) });
  const lead =
    overall > 0
      ? fillTemplate(copy.estimate.up, { points })
      : overall < 0
        ? fillTemplate(copy.estimate.down, { points })
        : moved.length > 0
          ? copy.estimate.underPoint
          : copy.estimate.same;
  return moved.length > 0 ? `${lead} ${fillTemplate(copy.estimate.changes, { list: moved.join(', ') })}` : lead;
}
