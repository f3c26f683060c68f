import { useId } from 'react';
import { SUB_SCORE_KEYS, type ScoreResult } from '@/lib/scoring/schema';
import { scoreBand } from '@/lib/scoring/band';
import { useEditorCopy } from '../copy';
import ScoreRing from './ScoreRing';
import { fillTemplate } from '@/lib/content/template';
import { bandWord, ringLabel } from './score-copy';

export interface ScoreSummaryProps {
  result: ScoreResult;
  /** The CV or job description changed since this result. */
  stale: boolean;
}

/** The server's overall score, shown as the official one: the ring with its number, and the band word beside it. */
export function ScoreSummary({ result, stale }: ScoreSummaryProps) {
  const { scoreCard: copy } = useEditorCopy();
  const { overall } = result.scores;
  return (
    <div className="score-result" data-stale={stale || undefined}>
      <div className="score-result__overall">
        <ScoreRing value={overall} label={ringLabel(copy, 'overall', overall)} />
        <p className="score-result__overall-text" aria-hidden="true">
          <span className="score-result__overall-label">{copy.overall}</span>{' '}
          <strong>{fillTemplate(copy.outOf, { score: overall })}</strong>{' '}
          <span className="score-band" data-band={scoreBand(overall)}>
            {bandWord(copy, overall)}
          </span>
        </p>
      </div>
      <p className="score-result__official">{copy.official}</p>
      {stale && <p className="score-result__stale">{copy.stale}</p>}
    </div>
  );
}

/**
 * Why the score is what it is: the five sub-scores (each with its number and band word), strengths, areas to
 * improve (each says what to change) and the match assessment.
 */
export function ScoreDetails({ result }: { result: ScoreResult }) {
  const { scoreCard: copy } = useEditorCopy();
  const headingIds = { breakdown: useId(), strengths: useId(), areas: useId(), match: useId() };

  return (
    <div className="score-result score-result--details">
      <h3 id={headingIds.breakdown} className="score-card__subheading">
        {copy.subScoresHeading}
      </h3>
      <ul className="score-result__subscores" aria-labelledby={headingIds.breakdown}>
        {SUB_SCORE_KEYS.map((key) => {
          const value = result.scores[key];
          return (
            <li key={key} className="score-result__subscore" data-score={key}>
              <span className="visually-hidden">{ringLabel(copy, key, value)}</span>
              <span className="score-result__subscore-label" aria-hidden="true">
                {copy.subScores[key]}
              </span>
              <span className="score-result__subscore-value" aria-hidden="true">
                {value}
              </span>
              <span className="score-band" data-band={scoreBand(value)} aria-hidden="true">
                {bandWord(copy, value)}
              </span>
              <span className="score-result__bar" aria-hidden="true">
                <span className="score-result__bar-fill" data-band={scoreBand(value)} style={{ width: `${value}%` }} />
              </span>
            </li>
          );
        })}
      </ul>

      <FeedbackList headingId={headingIds.strengths} heading={copy.strengths} items={result.feedback.strengths} kind="strengths" />
      <FeedbackList headingId={headingIds.areas} heading={copy.areasToImprove} items={result.feedback.areas_to_improve} kind="areas" />

      {result.match_assessment && (
        <>
          <h3 id={headingIds.match} className="score-card__subheading">
            {copy.matchAssessment}
          </h3>
          <p className="score-result__match" aria-labelledby={headingIds.match}>
            {result.match_assessment}
          </p>
        </>
      )}
    </div>
  );
}

function FeedbackList({ headingId, heading, items, kind }: { headingId: string; heading: string; items: string[]; kind: 'strengths' | 'areas' }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 id={headingId} className="score-card__subheading">
        {heading}
      </h3>
      <ul className="score-result__feedback" data-kind={kind} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
