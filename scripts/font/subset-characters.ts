/**
 * Which characters the small Inter file (src/assets/fonts/inter-latin-wght-normal-subset.woff2) must hold: the
 * marketing pages must never need the full 48 kB Latin file, whose download made their LCP 1.5 s on slow 4G
 * (issue 16). scripts/subset-font.ts makes the file from these; tests/unit/fonts/inter-subset.test.ts checks
 * that the committed file still covers the copy, so a new word with a new letter fails there, not in a browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The full Latin file of the installed package, and the subset made from it (committed). */
export const SOURCE_FILE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const SUBSET_FILE = 'src/assets/fonts/inter-latin-wght-normal-subset.woff2';

/** The weights the subset keeps (its @font-face font-weight in src/styles/global.css): the site sets none lighter. */
export const WEIGHTS = { min: 400, max: 900 };

/** The copy the marketing pages (/, /product, /pricing, /about, /privacy, /terms, /cookies) show, header and footer included. */
export const MARKETING_CONTENT_FILES = [
  'src/content/site.yaml',
  'src/content/home.yaml',
  'src/content/product.yaml',
  'src/content/pricing.yaml',
  'src/content/about.yaml',
  'src/content/legal/privacy.md',
  'src/content/legal/terms.md',
  'src/content/legal/cookies.md',
];

/** Every printable ASCII character, so an ordinary new word never needs a new file. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * What Astro's Markdown (smartypants) makes of quotes, dashes and "..." in the legal pages, plus the few symbols
 * British copy uses (no-break space, pound, euro, copyright, section, bullet, times).
 */
export const TYPOGRAPHIC = '\u00a0‘’“”–—…£€©§•×';

/** The characters every subset holds, whatever the copy says today. */
export const BASE_CHARACTERS = ASCII + TYPOGRAPHIC;

/** All string values of a YAML file (keys and comments are not shown to anyone). */
function yamlStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(yamlStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(yamlStrings);
  return [];
}

/** The text of one content file as a reader could see it. */
function shownText(root: string, file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  return file.endsWith('.yaml') ? yamlStrings(parse(text)).join('\n') : text;
}

/**
 * The characters the marketing copy uses, each also upper-cased (eyebrows and labels are text-transform:
 * uppercase); line breaks and tabs are layout, not glyphs.
 */
export function marketingCharacters(root: string): Set<string> {
  const characters = new Set<string>();
  for (const file of MARKETING_CONTENT_FILES) {
    for (const character of shownText(root, file)) {
      if (/[\n\r\t]/.test(character)) continue;
      characters.add(character);
      for (const upper of character.toUpperCase()) characters.add(upper);
    }
  }
  return characters;
}

/** The characters the subset is made of: the base set and whatever the copy adds to it. */
export function subsetCharacters(root: string): string[] {
  const all = new Set([...BASE_CHARACTERS, ...marketingCharacters(root)]);
  return [...all].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** The unicode-range @fontsource-variable/inter gives its Latin file: the full face covers it, less the subset's. */
export const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The code points of a CSS unicode-range ("U+20-7E, U+A0"). */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex!, 16));
    return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
  });
}

/** A CSS unicode-range for code points, runs of consecutive ones joined ("U+20-7E, U+A0"). */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    parts.push(end === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[end]!)}`);
    i = end;
  }
  return parts.join(', ');
}
