/**
 * The CV's caps (src/lib/cv/limits.ts) are generous: the parser's answer for every CV file in tests/fixtures, and
 * every corpus truth file, is within every one of them as it comes, with room to spare. And a parse that would go
 * over one is fitted, never failed: fitParseResult keeps every word, splitting or moving to review what is over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CV_FIELD_MAX_CHARS, CV_LIST_MAX_ITEMS, CV_MAX_TEXT_CHARS, textChars } from '../../../src/lib/cv/limits.ts';
import { emptyParsedCv, parsedCvSchema, storedCvSchema } from '../../../src/lib/cv/schema.ts';
import { extractText } from '../../../src/server/cv-parse/extract-text.ts';
import { fitParseResult, splitToFit } from '../../../src/server/cv-parse/fit-limits.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import type { CvFormat } from '../../../src/server/cv-parse/types.ts';

const SETS = ['tests/fixtures/corpus/cvs', 'tests/fixtures/generalisation/cvs', 'tests/fixtures/realworld/cvs', 'tests/fixtures/public/cvs'];
const files = SETS.flatMap((dir) =>
  readdirSync(path.resolve(process.cwd(), dir))
    .filter((name) => /\.(pdf|docx|txt|json)$/.test(name))
    .map((name) => path.join(dir, name)),
);

/** The longest string and the longest list anywhere in `value`. */
function longest(value: unknown): { chars: number; items: number } {
  if (typeof value === 'string') return { chars: value.length, items: 0 };
  const inner = (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []).map(longest);
  return {
    chars: Math.max(0, ...inner.map((found) => found.chars)),
    items: Math.max(Array.isArray(value) ? value.length : 0, ...inner.map((found) => found.items)),
  };
}

const smallestFieldCap = Math.min(...Object.values(CV_FIELD_MAX_CHARS));
const smallestListCap = Math.min(...Object.values(CV_LIST_MAX_ITEMS));

describe('every fixture CV is within the caps as parsed', () => {
  test.each(files)('%s', async (file) => {
    const bytes = readFileSync(path.resolve(process.cwd(), file));
    const cv = file.endsWith('.json')
      ? JSON.parse(bytes.toString('utf8'))
      : structureCv((await extractText(new Uint8Array(bytes), path.extname(file).slice(1) as CvFormat)).lines).data;
    const checked = parsedCvSchema.safeParse(cv);
    expect(checked.error?.issues ?? []).toEqual([]);
    // Room to spare, not a near miss: half the whole cap, and no string near even the smallest field cap.
    expect(textChars(cv)).toBeLessThan(CV_MAX_TEXT_CHARS / 2);
    expect(longest(cv).chars).toBeLessThan(CV_FIELD_MAX_CHARS.paragraph);
    expect(longest(cv).items).toBeLessThan(CV_LIST_MAX_ITEMS.skills);
  }, 30_000); // the first PDF loads pdf.js
});

describe('a parse over a cap is fitted, never failed, and loses no word', () => {
  /** The words of every string in `value`, sorted: what must survive fitting. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const words = (value: unknown) => strings(value).join(' ').match(/\w+/g)!.sort();

  test('an over-long bullet becomes several bullets, cut after a sentence', () => {
    const sentence = 'Led the migration of forty services to the new platform. ';
    const cv = { ...emptyParsedCv(), achievements: [sentence.repeat(100).trim()] };
    const { data, unplaced } = fitParseResult({ data: cv, unplaced: [] });
    expect(parsedCvSchema.safeParse(data).success).toBe(true);
    expect(data.achievements.length).toBeGreaterThan(1);
    expect(data.achievements.every((bullet) => bullet.endsWith('platform.'))).toBe(true);
    expect(unplaced).toEqual([]);
    expect(data.achievements.join(' ')).toBe(cv.achievements[0]);
  });

  test('an over-long name keeps its start; the rest, and list items past their cap, go to the lines for review', () => {
    const cv = { ...emptyParsedCv(), first_name: 'word '.repeat(200).trim(), skills: Array.from({ length: CV_LIST_MAX_ITEMS.skills + 2 }, (_, i) => ({ name: `skill${i}` })) };
    const { data, unplaced } = fitParseResult({ data: cv, unplaced: ['kept line'] });
    expect(parsedCvSchema.safeParse(data).success).toBe(true);
    expect(data.first_name.length).toBeLessThanOrEqual(CV_FIELD_MAX_CHARS.short);
    expect(unplaced[0]).toBe('kept line');
    expect(unplaced.slice(-2)).toEqual([`skill${CV_LIST_MAX_ITEMS.skills}`, `skill${CV_LIST_MAX_ITEMS.skills + 1}`]);
    expect(words({ data, unplaced })).toEqual(words({ data: cv, unplaced: ['kept line'] }));
  });

  test('a CV over the whole cap sheds its last items to review until within it', () => {
    const cv = { ...emptyParsedCv(), add_details: Array.from({ length: 40 }, (_, i) => `detail${i} ${'x'.repeat(1_900)}`) };
    const { data, unplaced } = fitParseResult({ data: cv, unplaced: [] });
    expect(parsedCvSchema.safeParse(data).success).toBe(true);
    expect(textChars(data)).toBeLessThanOrEqual(CV_MAX_TEXT_CHARS);
    expect(unplaced.length).toBeGreaterThan(0);
    expect(words({ data, unplaced })).toEqual(words({ data: cv, unplaced: [] }));
  });

  test('splitToFit cuts at a space when no sentence ends late enough, and hard only in an unbroken run', () => {
    expect(splitToFit('aaaa bbbb cccc', 9)).toEqual(['aaaa bbbb', 'cccc']);
    expect(splitToFit('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

test('a copy saved over a cap still loads, as it was (the stored schema has no caps)', () => {
  const saved = { ...emptyParsedCv(), profile_statement: 'x'.repeat(CV_FIELD_MAX_CHARS.paragraph + 1) };
  expect(parsedCvSchema.safeParse(saved).success).toBe(false);
  expect(storedCvSchema.parse(saved)).toEqual(saved);
  expect(smallestFieldCap).toBeGreaterThan(100);
  expect(smallestListCap).toBeGreaterThanOrEqual(10);
});
