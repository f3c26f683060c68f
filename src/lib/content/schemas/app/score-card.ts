import { z } from 'zod';
import { template, text } from '../common.ts';

/**
 * Copy of the score card in the editor's coaching panel (SPEC §4 'Score card'; app/score-card.yaml `scoreCard`). The button
 * texts are SPEC's, verbatim; error texts live in src/lib/messages.ts (SPEC §8).
 */
export const scoreCardSchema = z.object({
  /** The card's heading. */
  heading: text,
  /** Shown before the first score: what scoring does. */
  intro: text,
  /** The button before the first score (SPEC: 'Score My CV') and while it runs (SPEC: 'Analyzing CV...'). */
  score: text,
  scoring: text,
  /** The button once there is a result (SPEC: 'Re-score CV') and while it runs again (SPEC: 'Re-analyzing...'). */
  rescore: text,
  rescoring: text,
  /** Shown while the sign-in modal is open for a score: the score runs once they are signed in. */
  signInPrompt: text,
  /** The overall score's label. */
  overall: text,
  /** How a score is read out: {score} is the number (e.g. '72 out of 100'). */
  outOf: template('score'),
  /** Accessible name of a score ring: {label} is the score's name, {score} the number, {band} its band word. */
  ringLabel: template('label', 'score', 'band'),
  /** The band words shown beside every score, so a score is never told by colour alone (SPEC §5 bands). */
  bands: z.object({ red: text, amber: text, green: text }),
  /** The five sub-scores' names (SPEC §3 'CV score result'). */
  subScores: z.object({ ats_compatibility: text, relevance: text, skills_alignment: text, achievement_focus: text, presentation: text }),
  /** Headings of the result's parts. */
  subScoresHeading: text,
  strengths: text,
  areasToImprove: text,
  matchAssessment: text,
  /** Says the result is the server's authoritative score (as opposed to the live estimate). */
  official: text,
  /** Shown under a result when the CV or job description changed after it. */
  stale: text,
  /** Announced when a score arrives: {score} is the overall score, {band} its band word. */
  scored: template('score', 'band'),
  /** The optional job description field. */
  jobDescription: z.object({ label: text, hint: text }),
  /** The live estimate: computed in the browser as the user edits, never the official score. */
  estimate: z.object({
    heading: text,
    /** Why the estimate is not the score. */
    note: text,
    /** {score} and {band} of the estimated overall score. */
    value: template('score', 'band'),
    /** What the latest edit did; {points} is filled with pointOne or pointMany. */
    up: template('points'),
    down: template('points'),
    same: text,
    /** Overall unchanged once rounded, though sub-scores moved: says so instead of 'did not change'. */
    underPoint: text,
    pointOne: text,
    pointMany: template('count'),
    /** The sub-scores the edit moved; {list} is e.g. 'Achievement focus +8, Presentation -2'. */
    changes: template('list'),
  }),
});

export type ScoreCardCopy = z.infer<typeof scoreCardSchema>;
