import { HEADLINE_LAST_PHRASE_MS, HEADLINE_PHRASE_MS } from '@/lib/constants';

/**
 * How long phrase `index` of `count` stays on screen (SPEC §9): every phrase 1.5 s, the last one 4.5 s.
 */
export function phraseDuration(index: number, count: number): number {
  return index >= count - 1 ? HEADLINE_LAST_PHRASE_MS : HEADLINE_PHRASE_MS;
}

/**
 * The phrase that follows `index`, or null when the headline should stop there.
 * It loops back to the first phrase, except under reduced motion, where it steps through the phrases once
 * (a plain swap, no transition) and then rests on the last one, so the sentence completes and then stays still.
 */
export function nextPhraseIndex(index: number, count: number, reducedMotion = false): number | null {
  if (count < 2) return null;
  const isLast = index >= count - 1;
  if (isLast) return reducedMotion ? null : 0;
  return index + 1;
}
