/**
 * The live estimate's sentence for an edit (issue 17): its lead follows the sign of the overall change, and it
 * names only the sub-scores that moved, each with the sign it moved by.
 */
import { describe, expect, test } from 'vitest';
import { getApp } from '../../../src/lib/content/index.ts';
import type { ScoreKey } from '../../../src/lib/scoring/schema.ts';
import { changeSentence } from '../../../src/screens/editor/panel/score-copy.ts';

const copy = getApp().scoreCard;

describe('changeSentence', () => {
  const change = (moved: Partial<Record<ScoreKey, number>>) =>
    ({ overall: 0, ats_compatibility: 0, relevance: 0, skills_alignment: 0, achievement_focus: 0, presentation: 0, ...moved });

  test('names only the sub-scores that moved, each with its own sign, after a lead with the sign of overall', () => {
    expect(changeSentence(copy, change({ overall: 2, skills_alignment: 6, presentation: -1 }))).toBe(
      `Your last edit raised the estimate by 2 points. Changed: ${copy.subScores.skills_alignment} +6, ${copy.subScores.presentation} \u22121`,
    );
    expect(changeSentence(copy, change({ overall: -1, relevance: -4 }))).toBe(
      `Your last edit lowered the estimate by 1 point. Changed: ${copy.subScores.relevance} \u22124`,
    );
  });

  test('a sub-score that moved while overall did not (once rounded) is "less than a point", not "no change"', () => {
    expect(changeSentence(copy, change({ skills_alignment: 2 }))).toBe(`${copy.estimate.underPoint} Changed: ${copy.subScores.skills_alignment} +2`);
    expect(changeSentence(copy, change({}))).toBe(copy.estimate.same);
  });
});
