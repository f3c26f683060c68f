/**
 * The live estimate's sentence for an edit (issue 17): its lead follows the sign of the overall change, and it
 * names only the sub-scores that moved, each with the sign it moved by. First the edits the issue reported, on a
 * corpus CV against the advert it describes, then the sentence's own rules.
 */
import { describe, expect, test } from 'vitest';
import { getApp } from '../../../src/lib/content/index.ts';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { SUB_SCORE_KEYS, type ScoreKey } from '../../../src/lib/scoring/schema.ts';
import { scoreCv, scoreDelta } from '../../../src/lib/scoring/score-cv.ts';
import { changeSentence } from '../../../src/screens/editor/panel/score-copy.ts';
import { corpusCvs } from '../cv/fixtures.ts';

const copy = getApp().scoreCard;

/** The advert the issue describes. */
const PAYMENTS_JD =
  'Lead Data Analyst – Payments. Brightpay is a small, fast-growing fintech, hybrid in London. You will own our SQL ' +
  'and Python models in dbt, build Looker dashboards and explain payments data to product and merchant teams. ' +
  'Payments experience essential.';

/** A data scientist's CV from the corpus that lists Excel and does not mention Python (its BigQuery shows SQL). */
const dataCv = () => structuredClone(corpusCvs().find(([name]) => name.startsWith('cv018-'))![1]);

/** The sentence the live estimate shows for editing `before` into `after` against the advert. */
function sentenceFor(before: ParsedCv, after: ParsedCv) {
  const change = scoreDelta(scoreCv(before, { jd: PAYMENTS_JD }).result.scores, scoreCv(after, { jd: PAYMENTS_JD }).result.scores);
  return { change, sentence: changeSentence(copy, change) };
}

describe('the edits issue 17 reported', () => {
  test('deleting the listed skill "Excel" (the advert does not ask for it) raises nothing', () => {
    const before = dataCv();
    expect(before.skills.map((s) => s.name)).toContain('Excel');
    const after = { ...before, skills: before.skills.filter((s) => s.name !== 'Excel') };
    const { change, sentence } = sentenceFor(before, after);
    for (const key of [...SUB_SCORE_KEYS, 'overall' as const]) expect(change[key], key).toBeLessThanOrEqual(0);
    expect(sentence).not.toMatch(/raised|\+/);
  });

  test('adding a skill the advert asks for ("Python"; the issue added SQL) raises skills alignment and lowers nothing', () => {
    const before = dataCv();
    expect(JSON.stringify(before).toLowerCase()).not.toContain('python');
    const after = { ...before, skills: [...before.skills, { name: 'Python' }] };
    const { change, sentence } = sentenceFor(before, after);
    expect(change.skills_alignment).toBeGreaterThan(0);
    for (const key of [...SUB_SCORE_KEYS, 'overall' as const]) expect(change[key], key).toBeGreaterThanOrEqual(0);
    expect(sentence).toContain(`${copy.subScores.skills_alignment} +${change.skills_alignment}`);
    expect(sentence).not.toMatch(/lowered|\u2212/);
  });
});

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
