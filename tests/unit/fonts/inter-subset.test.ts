import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { afterEach, describe, expect, test } from 'vitest';
import {
  LATIN_RANGE, MARKETING_CONTENT_FILES, SUBSET_FILE, WEIGHTS, codePointsOf, marketingCharacters, subsetCharacters, unicodeRange,
} from '../../../scripts/font/subset-characters.ts';

/**
 * The marketing pages load one small Inter file (issue 16: LCP ≤ 1 s on slow 4G). A character the copy uses
 * that the file lacks would make the page download the full 48 kB file as well, and lose the gain unnoticed:
 * these tests fail first. The file is read with fontkitten, the font parser Astro itself installs.
 */
const ROOT = process.cwd();
/** A single font, not a collection (a .woff2 holds one). */
const font = create(readFileSync(SUBSET_FILE)) as Font;
/** Code points the file maps to a glyph (fontkitten lists the cmap's closing 0xFFFF segment too: not a character). */
const held = new Set(font.characterSet.filter((codePoint) => codePoint !== 0xffff));
const globalCss = readFileSync('src/styles/global.css', 'utf8');
const interFaces = [...globalCss.matchAll(/@font-face\s*{[^}]*font-family:\s*'Inter';[^}]*}/g)].map(([face]) => face);
const subsetFace = interFaces.find((face) => face.includes('inter-latin-wght-normal-subset.woff2'));
const fullFace = interFaces.find((face) => face.includes('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const rangeOf = (face: string | undefined) => face?.match(/unicode-range:\s*([^;]+);/)?.[1];

const describeMissing = (characters: Iterable<string>) =>
  [...characters].filter((c) => !held.has(c.codePointAt(0)!)).map((c) => `"${c}" U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
const REMEDY = 'run `node scripts/subset-font.ts` and paste the unicode-ranges it prints into src/styles/global.css';

describe('the Inter subset the marketing pages load', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test('holds every character of the marketing copy, in capitals too', () => {
    const missing = describeMissing(marketingCharacters(ROOT));
    expect(missing, `${SUBSET_FILE} lacks ${missing.join(', ')}: ${REMEDY}`).toEqual([]);
  });

  test('holds the base set too: all of printable ASCII and the quotes, dashes and ellipsis Markdown makes', () => {
    expect(describeMissing(subsetCharacters(ROOT))).toEqual([]);
  });

  test('a new word with a letter outside the subset is caught', () => {
    const root = mkdtempSync(join(tmpdir(), 'inter-subset-'));
    temporary.push(root);
    for (const file of MARKETING_CONTENT_FILES) cpSync(join(ROOT, file), join(root, file));
    const home = join(root, 'src/content/home.yaml');
    writeFileSync(home, `${readFileSync(home, 'utf8')}\nnewHeadline: "Søknad klar på minutter"\n`);

    expect(describeMissing(marketingCharacters(root))).toEqual(['"ø" U+F8', '"Ø" U+D8', '"å" U+E5', '"Å" U+C5']);
  });

  test('global.css gives the subset face exactly the characters the file holds', () => {
    expect(subsetFace, 'global.css has no @font-face for the subset').toBeDefined();
    expect(rangeOf(subsetFace)).toBe(unicodeRange([...held]));
  });

  test('the full Latin file is given the rest of fontsource\'s Latin range, so it is fetched for any other character and never for these', () => {
    const fontsourceCss = readFileSync('node_modules/@fontsource-variable/inter/wght.css', 'utf8');
    const latin = fontsourceCss.match(/unicode-range:\s*([^;]+);\s*}\s*$/)?.[1];
    expect(codePointsOf(latin!)).toEqual(codePointsOf(LATIN_RANGE));
    expect(rangeOf(fullFace)).toBe(unicodeRange(codePointsOf(LATIN_RANGE).filter((codePoint) => !held.has(codePoint))));
  });

  test('both faces declare the weights the subset keeps, so they are one face of the family', () => {
    expect(interFaces).toHaveLength(2);
    for (const face of interFaces) expect(face).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    expect(font.variationAxes.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
  });
});
