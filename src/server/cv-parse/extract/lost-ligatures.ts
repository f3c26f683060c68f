/**
 * Ligatures a PDF's text layer lost. A font that draws 'fi', 'ff', 'ffi', 'fl' or 'ft' as one glyph but
 * gives that glyph no character leaves a NUL or a private-use code in its place ('O\u0000cer',
 * 'So\uE039ware', '\u0000nd'), which clean-up would turn into a space: 'O cer', 'So ware'. Browsers printing
 * a web page and Typst both do it. The glyph stands between letters, so the word is mended with the ligature
 * that makes a word CVs use; where none does, with 'fi', the commonest. Linux Libertine (Typst's default font
 * until 0.11) also joins 'Th', which opens a word: '\uE049e Graph', 'Category \uE049eory'.
 */

import { abuts, type PdfRun } from './pdf-layout/types.ts';

const LIGATURES = ['ffi', 'ffl', 'ff', 'fi', 'fl', 'ft'] as const;
/** The ligatures that open English words ('Th' first: 'That' before 'flat'). */
const OPENING_LIGATURES = ['Th', 'fi', 'fl'] as const;

/** Word parts that hold a ligature, as they are spelt in CVs' English. */
const LIGATURE_WORDS: readonly string[] = [
  // ffi, ffl
  'offic effici suffici difficult affili traffic suffix shuffl baffl waffl raffl muffl affluen',
  // ff
  'effect effort differ offer staff stuff affect afford buffer coffee suffer tariff cliff scaffold off',
  // fi
  'fix file fill film final financ find fine firm first fiscal fit field fifth fig filter fibre fiber fiction profil profit',
  'qualifi certifi specifi scientifi signifi identifi defin confirm config confiden classifi artifici benefi modifi verifi',
  'notifi justifi simplifi unifi clarifi amplifi diversifi satisfi quantifi proficien infinit chief brief belief relief fierce',
  // fl
  'flow flex fluen flight flat fleet flag flash floor flour influen reflect conflict inflat flutter flask',
  // ft
  'software soft after craft draft shift lift gift fifty often swift loft left',
  // Th
  'the that than thank this think third thirt three thro thru thus those though thorough thrive threat',
]
  .join(' ')
  .split(' ');

/**
 * The ligature that mends a word broken after `before` and before `after`: the one that spells the longest
 * known word part across the break ('re·ect' is 'reflect', not 'reffect' for holding 'effect').
 */
export function lostLigature(before: string, after: string): string {
  return knownLigature(before, after, LIGATURES) ?? 'fi';
}

/** The ligature among `ligatures` that spells the longest known word part across the break; undefined when none does. */
function knownLigature(before: string, after: string, ligatures: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestLength = 0;
  for (const lig of ligatures) {
    const word = (before + lig + after).toLowerCase();
    const from = before.length;
    const to = from + lig.length;
    for (const part of LIGATURE_WORDS) {
      if (part.length <= bestLength) continue;
      // The part must span the whole ligature: start at or before it and end at or after it.
      for (let at = word.indexOf(part); at >= 0 && at <= from; at = word.indexOf(part, at + 1)) {
        if (at + part.length < to) continue;
        best = lig;
        bestLength = part.length;
        break;
      }
    }
  }
  return best;
}

const LOST_GLYPH = /[\u0000\uE000-\uEFFF]/;
const LOST_GLYPHS_ONLY = /^[\u0000\uE000-\uEFFF]+$/;

// A lost glyph inside a word (letters both sides); a NUL opening or closing one ('\u0000nd' for 'find', 'sta\u0000'
// for 'staff'). Icon fonts put their glyphs at U+F000 and up, and a private-use code beside only one letter is
// an icon (a phone, an envelope) more often than a ligature: it is mended only where it opens a known word
// ('\uE049eory' for 'Theory').
const INSIDE = /(\p{L}+)[\u0000\uE000-\uEFFF](\p{Ll}+)/gu;
const OPENING = /(^|[^\p{L}])([\u0000\uE000-\uEFFF])(\p{Ll}+)/gu;
const CLOSING = /(\p{L}+)\u0000(?!\p{L})/gu;

/**
 * Joins a lost glyph written as a run of its own ('Certi' '\u0000' 'cations': Reactive Resume's react-pdf and
 * Google Docs set the ligature apart) to the runs it touches on either side, so the word is mended whole
 * rather than read as 'Certi cations'. Runs keep the content stream's order, where such pieces follow each
 * other.
 */
export function joinLostGlyphRuns(runs: PdfRun[]): PdfRun[] {
  if (!runs.some((run) => LOST_GLYPH.test(run.str))) return runs;
  const joined: PdfRun[] = [];
  for (const run of runs) {
    const prior = joined[joined.length - 1];
    const lostAtSeam = prior && (LOST_GLYPHS_ONLY.test(run.str) || LOST_GLYPH.test(prior.str.slice(-1)));
    if (lostAtSeam && touching(prior, run)) joined[joined.length - 1] = { ...prior, str: prior.str + run.str, w: run.x + run.w - prior.x };
    else joined.push(run);
  }
  return joined;
}

/** The second run starts where the first ends, on its baseline and in its font. */
function touching(first: PdfRun, second: PdfRun): boolean {
  return first.font === second.font && first.size === second.size && abuts(first, second, 0.05);
}

/** Puts back the ligatures a text layer lost. */
export function mendLostLigatures(text: string): string {
  if (!LOST_GLYPH.test(text)) return text;
  return text
    .replace(INSIDE, (_, before: string, after: string) => before + lostLigature(before, after) + after)
    .replace(OPENING, (all: string, lead: string, glyph: string, after: string) => {
      const lig = knownLigature('', after, OPENING_LIGATURES) ?? (glyph === '\u0000' ? 'fi' : undefined);
      return lig ? lead + lig + after : all;
    })
    .replace(CLOSING, (_, before: string) => before + lostLigature(before, ''));
}
