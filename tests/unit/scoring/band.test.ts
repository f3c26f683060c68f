import { describe, expect, test } from 'vitest';
import { clampScore, scoreBand } from '../../../src/lib/scoring/band.ts';

describe('score bands (SPEC §5: under 50 red, 50 to 75 amber, above 75 green)', () => {
  test.each([
    [0, 'red'],
    [49, 'red'],
    [50, 'amber'],
    [75, 'amber'],
    [76, 'green'],
    [100, 'green'],
    [-5, 'red'],
    [250, 'green'],
  ] as const)('%d is %s', (value, band) => {
    expect(scoreBand(value)).toBe(band);
  });
});

describe('clampScore', () => {
  test.each([
    [-5, 0],
    [250, 100],
    [49.6, 50],
    [73, 73],
    [Number.NaN, 0],
  ])('%d becomes %d', (value, clamped) => {
    expect(clampScore(value)).toBe(clamped);
  });
});
