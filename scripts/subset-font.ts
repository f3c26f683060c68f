/**
 * Makes src/assets/fonts/inter-latin-wght-normal-subset.woff2: the installed @fontsource-variable/inter Latin file
 * cut down to the characters of scripts/font/subset-characters.ts and to weights 400-900 (kerning, the default
 * layout features and tabular figures kept). The result is committed, so neither CI nor Netlify's
 * build needs a font tool; run this again after changing the copy when tests/unit/fonts/inter-subset.test.ts
 * says a character is missing, then paste the two unicode-ranges it prints into src/styles/global.css.
 *
 * Needs Python's fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli; or pip install
 * fonttools brotli). Usage: node scripts/subset-font.ts (PYTHON=/usr/bin/python3 to pick the interpreter that has them)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LATIN_RANGE, SOURCE_FILE as SOURCE, SUBSET_FILE, WEIGHTS, codePointsOf, subsetCharacters, unicodeRange } from './font/subset-characters.ts';

const codePoints = subsetCharacters(process.cwd()).map((c) => c.codePointAt(0)!);
const unicodes = codePoints.map((n) => n.toString(16)).join(',');
const python = process.env.PYTHON ?? 'python3';
const work = mkdtempSync(join(tmpdir(), 'inter-subset-'));
const narrowed = join(work, 'inter-400-900.ttf');

try {
  // The site sets no weight under 400, so the axis keeps 400-900 only: that drops the thin master's outline
  // deltas, about a third of the bytes. (font-weight: bolder on 800 text asks for 900, still inside.)
  execFileSync(python, ['-m', 'fontTools.varLib.instancer', SOURCE, `wght=${WEIGHTS.min}:${WEIGHTS.max}`, '-o', narrowed], { stdio: 'inherit' });
  execFileSync(python, [
    '-m', 'fontTools.subset', narrowed,
    `--unicodes=${unicodes}`,
    // Kerning and the features browsers turn on by default, and tabular figures (StatCounters, the score card).
    // Not Inter's contextual alternates (calt): they bring ~90 more glyphs (+4 kB) for small changes such as
    // raised hyphens between capitals, and every kilobyte here is on the way to the first paint in Inter.
    '--layout-features=kern,liga,clig,ccmp,locl,mark,mkmk,rlig,tnum',
    '--flavor=woff2',
    `--output-file=${SUBSET_FILE}`,
  ], { stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`${SUBSET_FILE}: ${statSync(SUBSET_FILE).size} bytes (source ${statSync(SOURCE).size} bytes)`);
const inSubset = new Set(codePoints);
console.log(`subset face's unicode-range: ${unicodeRange(codePoints)};`);
console.log(`full face's unicode-range: ${unicodeRange(codePointsOf(LATIN_RANGE).filter((n) => !inSubset.has(n)))};`);
