import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { ScoreCardCopy } from '@/lib/content/schemas/app/score-card';
import { fillTemplate } from '@/lib/content/template';
import { SUB_SCORE_KEYS, type ScoreKey } from '@/lib/scoring/schema';
import { scoreBand } from '@/lib/scoring/band';
import { $liveEstimate } from '@/stores/score';
import { useEditorCopy } from '../copy';
import { bandWord, scoreName, signed } from './score-copy';

/** What the latest edit did, in words: '…raised the estimate by 3 points. Changed: Achievement focus +8'. */
export function changeSentence(copy: ScoreCardCopy, change: Record<ScoreKey, number>): string {
  const { overall } = change;
  const points = Math.abs(overall) === 1 ? copy.estimate.pointOne : fillTemplate(copy.estimate.pointMany, { count: Math.abs(overall) });
  const lead = overall > 0 ? fillTemplate(copy.estimate.up, { points }) : overall < 0 ? fillTemplate(copy.estimate.down, { points }) : copy.estimate.same;
  const moved = SUB_SCORE_KEYS.filter((key) => change[key] !== 0).map((key) => `${scoreName(copy, key)} ${signed(change[key])}`);
  return moved.length > 0 ? `${lead} ${fillTemplate(copy.estimate.changes, { list: moved.join(', ') })}` : lead;
}

/**
 * The rubric's estimate for the CV being edited, computed in the browser, with what the latest edit changed.
 * It is labelled as an estimate (the server's score stays the official one); the change is announced politely.
 */
export default function LiveEstimate() {
  const { scoreCard: copy } = useEditorCopy();
  const estimate = useStore($liveEstimate);
  const headingId = useId();
  if (!estimate) return null;
  const { overall } = estimate.result.scores;
  const band = scoreBand(overall);

  return (
    <section className="score-estimate" aria-labelledby={headingId}>
      <h3 id={headingId} className="score-card__subheading">
        {copy.estimate.heading}
      </h3>
      <p className="score-estimate__value">
        <span className="score-band" data-band={band}>
          {fillTemplate(copy.estimate.value, { score: overall, band: bandWord(copy, overall) })}
        </span>
      </p>
      <p className="score-estimate__change" role="status" data-direction={estimate.change ? Math.sign(estimate.change.overall) : undefined}>
        {estimate.change ? changeSentence(copy, estimate.change) : ''}
      </p>
      <p className="score-estimate__note">{copy.estimate.note}</p>
    </section>
  );
}
