import { glyphChars } from './glyph-chars.ts';

/**
 * Spaces pdf.js guessed inside letter-spaced words. pdf.js puts a space into an item wherever two glyphs stand
 * more than a tenth of an em apart, so the tracking of a letter-spaced word (CSS letter-spacing, Word's expanded
 * spacing, wkhtmltopdf's rounded glyph positions, the gap a ligature leaves) reads as spaces inside it:
 * 'W O R K E X P E R I E N C E', 'Engine e r'. Where the drawing draws its word spaces as space glyphs, a gap
 * with no space glyph that is narrower than any word space is that tracking, not a space.
 */

/** What the drawing shows between two drawn characters. */
export interface DrawnGap {
  /** The gap before the character, in ems; NaN where unknown. */
  gap: number;
  /** Whether a space glyph was drawn in it. */
  spaced: boolean;
}

/**
 * Tracking gaps measure a tenth to a sixth of an em in the CVs studied; a word space drawn as a gap, where a
 * producer draws none, is at least a fifth of one (TeX's tightest, a third shrunk by a third, is 0.22 em). Below
 * TRACKING_FROM pdf.js would have put no space there: our measure of that gap is not to be trusted.
 */
const TRACKING_FROM = 0.08;
const WORD_SPACE_FROM = 0.2;

/**
 * The item's text with the spaces taken out that stand in a gap of tracking. `before(k)` tells what the drawing
 * shows before the item's k-th drawn character. Only for text in a font the page draws space glyphs in: a font
 * that never draws one (TeX's) leaves no way to tell tracking from a narrow word space.
 */
export function closeTracking(str: string, before: (k: number) => DrawnGap): string {
  let drawn = 0;
  let out = '';
  let pending = '';
  for (const ch of str) {
    const n = glyphChars(ch).length;
    if (!n) {
      if (drawn > 0) pending += ch;
      else out += ch;
      continue;
    }
    if (pending && !isTracking(before(drawn))) out += pending;
    pending = '';
    out += ch;
    drawn += n;
  }
  return out + pending;
}

function isTracking({ gap, spaced }: DrawnGap): boolean {
  return !spaced && gap >= TRACKING_FROM && gap < WORD_SPACE_FROM;
}
