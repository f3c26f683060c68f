/** A term in any of its forms: the scoring stems, with British and US spellings folded together. */
import { keywordTokens } from '../text.ts';

/**
 * Folds British and US spellings together on both sides of a comparison ('organise'/'organize',
 * 'colour'/'color', 'centre'/'center'); a false meeting needs two words differing only there, which is rare.
 */
export function fold(stemmed: string): string {
  // Stems have lost their suffixes already: 'organised', 'organising' and 'organisation' all end in 'organis'.
  return stemmed.replace(/([iy])s$/, '$1z').replace(/our/g, 'or').replace(/tre$/, 'ter');
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
