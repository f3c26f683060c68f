import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { corpusDir } from '../../fixtures/corpus/index.ts';
import { judgeGaps, setFigures } from '../../fixtures/adverts/evaluate.ts';
import {
  advertCases,
  advertsDir,
  advertText,
  devAdvertsDir,
  caseCv,
  cvPrintedText,
  wordsOf,
  normalise,
  type AdvertCase,
  type Term,
} from '../../fixtures/adverts/index.ts';

/**
 * The advert sets checked as sets of expectations, not the scorer: a wrong expectation would make
 * `npm run bench:score` praise or blame the gap reader for the wrong reason. The held-out set (tests/fixtures/adverts)
 * measures the reader; the development set (tests/fixtures/adverts-dev) is the one its rules are written from.
 */
const sets = [
  { name: 'the held-out advert set', dir: advertsDir, atLeast: 30 },
  { name: 'the development advert set', dir: devAdvertsDir, atLeast: 52 },
];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const spellings = (terms: Term[]) => new Set(terms.flat().map(normalise));
const cases = advertCases();

describe.each(sets)('$name', ({ dir, atLeast }) => {
  const setCases = advertCases(dir);
  const named = setCases.map((c) => [c.advert, c] as const);
  const text = (c: AdvertCase) => advertText(c, dir);

  test(`has at least ${atLeast} adverts from at least 7 fields, strong and weak matches, every advert file listed once`, () => {
    expect(setCases.length).toBeGreaterThanOrEqual(atLeast);
    expect(new Set(setCases.map((c) => c.field)).size).toBeGreaterThanOrEqual(7);
    expect(setCases.some((c) => c.fit === 'strong') && setCases.some((c) => c.fit === 'weak')).toBe(true);
    const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
    expect(setCases.map((c) => c.advert).sort()).toEqual(files);
  });

  test.each(named)('%s is an advert of 120 to 300 words paired with a corpus CV', (_name, c) => {
    expect(words(text(c))).toBeGreaterThanOrEqual(120);
    expect(words(text(c))).toBeLessThanOrEqual(300);
    expect(existsSync(path.join(corpusDir, `${c.cv}.json`))).toBe(true);
    expect(c.missing.length + c.present.length).toBeGreaterThan(0);
    expect(c.never.length).toBeGreaterThan(0);
    for (const term of [...c.missing, ...c.present, ...c.never]) {
      expect(term.length).toBeGreaterThan(0);
      for (const s of term) expect(normalise(s)).not.toBe('');
    }
  });

  test.each(named)('%s: every expected term is written in the advert', (_name, c) => {
    const inAdvert = wordsOf(text(c));
    for (const term of [...c.missing, ...c.present, ...c.never]) expect(term.some(inAdvert), term.join(' / ')).toBe(true);
  });

  test.each(named)('%s: no term is both missing and present, or missing and never', (_name, c) => {
    const missing = spellings(c.missing);
    for (const s of spellings(c.present)) expect(missing.has(s), s).toBe(false);
    for (const s of spellings(c.never)) expect(missing.has(s), s).toBe(false);
  });

  test.each(named)('%s: present terms are printed on the CV and missing ones are not, in any listed spelling', (_name, c) => {
    const onCv = wordsOf(cvPrintedText(caseCv(c)));
    for (const term of c.present) expect(term.some(onCv), `present: ${term.join(' / ')}`).toBe(true);
    for (const term of c.missing) for (const s of term) expect(onCv(s), `missing: ${s}`).toBe(false);
  });

  test.each(named)("%s: the advert's town, when the CV is there, may never be reported", (_name, c) => {
    const city = caseCv(c).location.city;
    if (city && wordsOf(text(c))(city)) expect(c.never.some((t) => t.some((s) => normalise(s) === normalise(city)))).toBe(true);
  });

  test('shares no advert with the other set (an advert in both would let rules written from it be measured by it)', () => {
    const others = sets.filter((s) => s.dir !== dir).flatMap((s) => advertCases(s.dir).map((c) => advertText(c, s.dir).trim()));
    for (const c of setCases) expect(others).not.toContain(text(c).trim());
  });
});

describe('judging reported gaps against the set', () => {
  const payments = cases.find((c) => c.advert === '05-lead-data-analyst-payments.txt') as AdvertCase;
  const cvText = cvPrintedText(caseCv(payments));

  test('a spelling of an expected gap is correct once; the company, filler and what the CV shows are forbidden', () => {
    const judged = judgeGaps(payments, ['python', 'SQL', 'sql', 'Quillpay', 'fast-growing', 'Looker', 'Tableau', 'growth'], cvText);
    expect(judged.correct).toEqual(['python', 'SQL']);
    expect(judged.wrong).toEqual(['sql', 'Quillpay', 'fast-growing', 'Looker', 'Tableau', 'growth']);
    expect(judged.forbidden).toEqual([
      { term: 'Quillpay', why: 'company or filler' },
      { term: 'fast-growing', why: 'company or filler' },
      { term: 'Looker', why: 'on the CV' },
      { term: 'Tableau', why: 'on the CV' },
    ]);
    expect(judged.missed).toEqual(payments.missing.map((t) => t[0]).filter((t) => t !== 'Python' && t !== 'SQL'));
  });

  test('precision and recall are pooled over the set; nothing reported leaves precision undefined', () => {
    const figures = setFigures([judgeGaps(payments, ['Python', 'payment', 'Quillpay', 'hybrid'], cvText), judgeGaps(payments, [], cvText)]);
    const expected = 2 * payments.missing.length;
    expect(figures).toMatchObject({ reported: 4, correct: 2, expected, precision: 0.5, recall: 2 / expected, forbidden: 2, forbiddenCompanyOrFiller: 2 });
    expect(setFigures([judgeGaps(payments, [], cvText)]).precision).toBeNull();
  });
});
