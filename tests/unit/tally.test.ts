import { describe, expect, test } from 'vitest';
import { largestCount, mostCommon } from '../../src/lib/tally.ts';

describe('tally', () => {
  test('the key with the largest weighted count wins (characters per font), the first met on a tie', () => {
    expect(largestCount(new Map([['Regular', 120], ['Bold', 340], ['Italic', 12]]))).toBe('Bold');
    expect(largestCount([['a', 2], ['b', 2]])).toBe('a');
    expect(largestCount(new Map<string, number>())).toBeUndefined();
  });

  test('the value met most often wins, the first met on a tie', () => {
    expect(mostCommon([12, 18, 12, 30])).toBe(12);
    expect(mostCommon(['f2', 'f1', 'f1', 'f2'])).toBe('f2');
    expect(mostCommon([])).toBeUndefined();
  });
});
