import { describe, expect, test } from 'vitest';
import { HEADLINE_LAST_PHRASE_MS, HEADLINE_PHRASE_MS } from '@/lib/constants';
import { nextPhraseIndex, phraseDuration } from '@/lib/home/headline-schedule';

describe('phraseDuration: 1.5 s per phrase, 4.5 s for the last', () => {
  test.each([
    [0, 3, HEADLINE_PHRASE_MS],
    [1, 3, HEADLINE_PHRASE_MS],
    [2, 3, HEADLINE_LAST_PHRASE_MS],
    [0, 1, HEADLINE_LAST_PHRASE_MS],
    [3, 5, HEADLINE_PHRASE_MS],
    [4, 5, HEADLINE_LAST_PHRASE_MS],
  ])('phrase %i of %i shows for %i ms', (index, count, expected) => {
    expect(phraseDuration(index, count)).toBe(expected);
  });

  test('the numbers are the ones SPEC §9 gives', () => {
    expect([HEADLINE_PHRASE_MS, HEADLINE_LAST_PHRASE_MS]).toEqual([1500, 4500]);
  });

  test('a whole loop of three phrases lasts 7.5 s', () => {
    expect([0, 1, 2].reduce((sum, i) => sum + phraseDuration(i, 3), 0)).toBe(7500);
  });
});

describe('nextPhraseIndex', () => {
  test.each([
    [0, 3, false, 1],
    [1, 3, false, 2],
    [2, 3, false, 0],
    [0, 3, true, 1],
    [1, 3, true, 2],
    [2, 3, true, null],
    [0, 1, false, null],
    [0, 0, false, null],
  ])('after phrase %i of %i (reduced motion: %s) comes %s', (index, count, reduced, expected) => {
    expect(nextPhraseIndex(index, count, reduced)).toBe(expected);
  });
});
