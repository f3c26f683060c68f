import { useEffect, useRef, useState } from 'react';
import { nextPhraseIndex, phraseDuration } from '@/lib/home/headline-schedule';
import { usePrefersReducedMotion } from '@/lib/home/use-media-query';
import './RotatingHeadline.css';

export interface RotatingHeadlineProps {
  /** The phrases, in order; the first is what the static HTML shows. */
  phrases: string[];
}

/**
 * The hero's rotating phrase (SPEC §2, §9). All phrases share one grid cell, so the box is as wide and tall as the
 * longest one and swapping them never moves the page. The visual rotation is aria-hidden: the page puts the whole
 * phrase list beside it as visually hidden text, so screen readers hear it once instead of every 1.5 s.
 * Reduced motion: phrases swap without transition, once through, and rest on the last.
 */
export default function RotatingHeadline({ phrases }: RotatingHeadlineProps) {
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = phrases.length;

  // Each timer schedules the next one as it fires, so the rhythm never drifts with render timing.
  useEffect(() => {
    let timer: number | undefined;
    const scheduleAfter = (current: number) => {
      const next = nextPhraseIndex(current, count, reducedMotion);
      if (next === null) return;
      timer = window.setTimeout(() => {
        shown.current = next;
        setIndex(next);
        scheduleAfter(next);
      }, phraseDuration(current, count));
    };
    scheduleAfter(shown.current);
    return () => window.clearTimeout(timer);
  }, [count, reducedMotion]);

  return (
    <span className="rotating-headline" aria-hidden="true" data-slot="rotating-headline">
      {phrases.map((phrase, i) => (
        <span key={i} className="rotating-headline__phrase" data-active={i === index ? '' : undefined}>
          {phrase}
        </span>
      ))}
    </span>
  );
}
