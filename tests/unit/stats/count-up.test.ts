import { describe, expect, test } from 'vitest';
import { countUpValue, easeOutCubic } from '@/lib/stats/count-up';

describe('countUpValue', () => {
  test.each([
    { from: 0, to: 400, progress: 0, expected: 0 },
    { from: 0, to: 400, progress: 1, expected: 400 },
    { from: 0, to: 400, progress: 0.5, expected: 350 },
    { from: 0, to: 673, progress: -1, expected: 0 },
    { from: 0, to: 673, progress: 2, expected: 673 },
    { from: 400, to: 412, progress: 1, expected: 412 },
    { from: 400, to: 412, progress: 0, expected: 400 },
    { from: 0, to: 300, progress: Number.NaN, expected: 300 },
  ])('counts $from -> $to at $progress: $expected', ({ from, to, progress, expected }) => {
    expect(countUpValue(from, to, progress)).toBe(expected);
  });

  test('eases out: the first half of the time covers most of the distance', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.8);
    const values = [0, 0.25, 0.5, 0.75, 1].map((p) => countUpValue(0, 673, p));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
