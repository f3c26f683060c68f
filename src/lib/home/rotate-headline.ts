import { nextPhraseIndex, phraseDuration } from '@/lib/home/headline-schedule';

/** The timing rules the rotation follows; headline-schedule.ts holds the real ones (SPEC §9). */
export interface HeadlineSchedule {
  /** How long phrase `index` of `count` stays on screen, in ms. */
  phraseDuration(index: number, count: number): number;
  /** The phrase after `index`, or null to stop there. */
  nextPhraseIndex(index: number, count: number, reducedMotion?: boolean): number | null;
}

/**
 * Whether the visitor asked for reduced motion: a fixed answer, or a live media query list
 * (`matchMedia('(prefers-reduced-motion: reduce)')`), whose changes the rotation follows while the page is open.
 */
export type MotionPreference = boolean | Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

export interface RotationOptions {
  /** The visitor's reduced-motion preference. */
  reducedMotion: MotionPreference;
  /** The timing rules; the real schedule unless a caller needs another. */
  schedule?: HeadlineSchedule;
}

/** Each phrase of the headline; all share one grid cell, only the one marked active is visible. */
const PHRASE_SELECTOR = '.rotating-headline__phrase';
const ACTIVE_ATTRIBUTE = 'data-active';
/** Set on the root while the rotation runs, so a page (or a test driving the clock) can tell it has started. */
const RUNNING_ATTRIBUTE = 'data-rotating';

/**
 * Rotates the phrases inside `root` (the markup of components/home/RotatingHeadline.astro) by moving the
 * `data-active` mark from one phrase to the next; nothing else in the DOM changes, so the page never moves.
 * It starts from the phrase the HTML marks active. Under reduced motion it steps through once and rests on the
 * last phrase (the CSS drops the transition). The root carries `data-rotating` from the start until
 * the rotation is stopped. Returns a function that stops the rotation.
 */
export function startRotation(root: HTMLElement, { reducedMotion, schedule = { phraseDuration, nextPhraseIndex } }: RotationOptions): () => void {
  const phrases = Array.from(root.querySelectorAll<HTMLElement>(PHRASE_SELECTOR));
  const count = phrases.length;
  let shown = Math.max(0, phrases.findIndex((phrase) => phrase.hasAttribute(ACTIVE_ATTRIBUTE)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefersReducedMotion = () => (typeof reducedMotion === 'boolean' ? reducedMotion : reducedMotion.matches);

  const show = (next: number) => {
    phrases[shown]?.removeAttribute(ACTIVE_ATTRIBUTE);
    phrases[next]?.setAttribute(ACTIVE_ATTRIBUTE, '');
    shown = next;
  };

  // Each timer schedules the next one as it fires, so the rhythm never drifts.
  const scheduleAfter = (current: number) => {
    const next = schedule.nextPhraseIndex(current, count, prefersReducedMotion());
    if (next === null) return;
    timer = setTimeout(() => {
      show(next);
      scheduleAfter(next);
    }, schedule.phraseDuration(current, count));
  };

  // When the preference changes, the phrase on screen gets its full time again under the new rule
  // (so turning reduced motion on while the last phrase shows stops the rotation there).
  const restart = () => {
    clearTimeout(timer);
    scheduleAfter(shown);
  };

  if (typeof reducedMotion !== 'boolean') reducedMotion.addEventListener('change', restart);
  scheduleAfter(shown);
  root.setAttribute(RUNNING_ATTRIBUTE, '');

  return () => {
    clearTimeout(timer);
    root.removeAttribute(RUNNING_ATTRIBUTE);
    if (typeof reducedMotion !== 'boolean') reducedMotion.removeEventListener('change', restart);
  };
}
