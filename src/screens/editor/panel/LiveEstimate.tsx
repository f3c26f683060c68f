import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { fillTemplate } from '@/lib/content/template';
import { scoreBand } from '@/lib/scoring/band';
import { $liveEstimate } from '@/stores/score';
import { useEditorCopy } from '../copy';
import { bandWord, changeSentence } from './score-copy';

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
