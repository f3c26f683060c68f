import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field';
import { SCORE_MAX_JD_CHARS } from '@/lib/constants';
import { $jobDescription, $score, $scoreAwaitsSignIn, $scoreIsStale, scoreCurrentCv, setJobDescription } from '@/stores/score';
import { useEditorCopy } from '../copy';
import LiveEstimate from './LiveEstimate';
import { ScoreDetails, ScoreSummary } from './ScoreResult';
import { fillTemplate } from '@/lib/content/template';
import { bandWord } from './score-copy';
import { panelTarget } from './panel-targets';
import './ScoreCard.css';

/**
 * The score card of the coaching panel (SPEC §4 'Score card'): 'Score My CV', 'Analyzing CV...' while it runs,
 * then the server's result with 'Re-score CV' ('Re-analyzing...' while it runs again). An optional job
 * description to score against, and a live estimate that moves as the CV is edited. Failures show in an alert;
 * a visitor who is not signed in is asked to sign in, and the score follows by itself.
 */
export default function ScoreCard() {
  const { scoreCard: copy } = useEditorCopy();
  const score = useStore($score);
  const stale = useStore($scoreIsStale);
  const jd = useStore($jobDescription);
  const awaitsSignIn = useStore($scoreAwaitsSignIn);
  const headingId = useId();

  const scoring = score.status === 'scoring';
  const hasResult = score.result !== null;
  const label = hasResult ? (scoring ? copy.rescoring : copy.rescore) : scoring ? copy.scoring : copy.score;
  const announcement = scoring
    ? label
    : score.status === 'result' && score.result
      ? fillTemplate(copy.scored, { score: score.result.scores.overall, band: bandWord(copy, score.result.scores.overall) })
      : '';

  return (
    <section className="score-card" aria-labelledby={headingId} aria-busy={scoring || undefined}>
      <h2 id={headingId} className="score-card__heading">
        {copy.heading}
      </h2>
      {score.result ? <ScoreSummary result={score.result} stale={stale} /> : <p className="score-card__intro">{copy.intro}</p>}

      <FieldFrame label={copy.jobDescription.label} hint={copy.jobDescription.hint}>
        {(control) => (
          <textarea
            {...control}
            className="score-card__jd"
            rows={3}
            maxLength={SCORE_MAX_JD_CHARS}
            value={jd}
            onChange={(event) => setJobDescription(event.target.value)}
          />
        )}
      </FieldFrame>

      <Button
        variant="primary"
        className="score-card__button"
        {...panelTarget('score')}
        aria-disabled={scoring || undefined}
        onClick={() => {
          if (!scoring) void scoreCurrentCv();
        }}
      >
        {label}
      </Button>
      {awaitsSignIn && <p className="score-card__sign-in">{copy.signInPrompt}</p>}
      {score.status === 'error' && score.error && (
        <p className="score-card__error" role="alert">
          {score.error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <LiveEstimate />
      {score.result && <ScoreDetails result={score.result} />}
    </section>
  );
}
