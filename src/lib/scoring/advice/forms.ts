/** A term in any of its forms: the scoring stems, with British and US spellings folded together. */
import { keywordTokens } from '../text.ts';

/**
 * Folds British and US spellings together on both sides of a comparison ('organise'/'organize',
 * 'colour'/'color', 'centre'/'center'); a false meeting needs two words differing only there, which is rare.
 */
export function fold(stemmed: string): string {
  // Stems have lost their suffixes already: 'organised', 'organising' and 'organisation' all end in 'organis'.
  // String tests rather than regular expressions: this runs on every word of the CV in every scoring run.
  let w = stemmed;
  if (/^[iy]$/.test(w.charAt(w.length - 2)) && w.endsWith('s')) w = `${w.slice(0, -1)}z`;
  if (w.includes('our')) w = w.replaceAll('our', 'or');
  return w.endsWith('tre') ? `${w.slice(0, -3)}ter` : w;
}

/** Folded stems of `text`. */
export function foldedStems(text: string): Set<string> {
  return new Set(keywordTokens(text).map((t) => fold(t.stem)));
}

/** True when every meaningful word of `phrase` (in any of its forms) is among `stems`. */
export function phraseAmong(phrase: string, stems: Set<string>): boolean {
  const tokens = keywordTokens(phrase);
  return tokens.length > 0 && tokens.every((t) => stems.has(fold(t.stem)));
}
