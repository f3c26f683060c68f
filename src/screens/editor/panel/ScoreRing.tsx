import type { CSSProperties } from 'react';
import { SCORE_RING_CARD_SIZE } from '@/lib/constants';
import { clampScore, scoreBand } from '@/lib/scoring/band';

export interface ScoreRingProps {
  /** The score; clamped to a whole number from 0 to 100 (SPEC §5). */
  value: number;
  /** Accessible name, e.g. 'Overall score: 72 out of 100, Fair' (the ring itself is one image). */
  label: string;
  /** Pixels; SPEC §9: 36 on the card. */
  size?: number;
}

/** The stroke runs on a circle of circumference 100, so the dash length is the score itself. */
const RADIUS = 100 / (2 * Math.PI);
const VIEW = 36;
const STROKE = 3.5;

/**
 * A score ring: an arc filled to the score in its band's colour (under 50 red, 50 to 75 amber, above 75 green),
 * with the number in the middle. Colour is never the only signal: the number is inside, and `label` (with the
 * band word) is its accessible name; the card shows the band word beside it too.
 */
export default function ScoreRing({ value, label, size = SCORE_RING_CARD_SIZE }: ScoreRingProps) {
  const score = clampScore(value);
  return (
    <span className="score-ring" role="img" aria-label={label} data-band={scoreBand(score)} style={{ '--score-ring-size': `${size}px` } as CSSProperties}>
      <svg width={size} height={size} viewBox={`0 0 ${VIEW} ${VIEW}`} aria-hidden="true" focusable="false">
        <circle className="score-ring__track" cx={VIEW / 2} cy={VIEW / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
        <circle
          className="score-ring__arc"
          cx={VIEW / 2}
          cy={VIEW / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeDasharray={`${score} ${100 - score}`}
          strokeDashoffset={25}
          strokeLinecap={score > 0 && score < 100 ? 'round' : 'butt'}
        />
      </svg>
      <span className="score-ring__value" aria-hidden="true">
        {score}
      </span>
    </span>
  );
}
