import { SCORE_BAND_GREEN_ABOVE, SCORE_BAND_RED_BELOW } from '../constants.ts';

/** Colour band of a score (SPEC.md §5). */
export type ScoreBand = 'red' | 'amber' | 'green';

/** Clamps to a whole number from 0 to 100 (SPEC.md §5); anything not a finite number counts as 0. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Under 50 red, 50 to 75 amber, above 75 green (after clamping). */
export function scoreBand(value: number): ScoreBand {
  const v = clampScore(value);
  if (v < SCORE_BAND_RED_BELOW) return 'red';
  if (v > SCORE_BAND_GREEN_ABOVE) return 'green';
  return 'amber';
}
