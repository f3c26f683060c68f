import type { PdfRun } from './types.ts';

/**
 * Fonts that a document uses only for lone glyphs are symbol or icon fonts (marvosym, Font Awesome, Zapf
 * Dingbats, a template's bullet font). Their glyphs carry no text: a font's own codes often read as letters
 * ('H' for a phone, 'B' for an envelope, '{' for a bullet).
 */
export function symbolFonts(runs: PdfRun[]): Set<string> {
  const lone = new Map<string, boolean>();
  for (const run of runs) {
    const text = run.str.trim();
    if (!text) continue;
    lone.set(run.font, (lone.get(run.font) ?? true) && [...text].length === 1 && !FALLBACK_LETTER.test(text));
  }
  return new Set([...lone].filter(([, only]) => only).map(([font]) => font));
}

/**
 * Letters of Latin Extended-A and -B ('ă', 'ș', 'ł'). Word processors set one missing from the text font in a
 * fallback font, glyph by glyph; an icon font's codes never land there (without a code map they read as
 * ASCII or Latin-1).
 */
const FALLBACK_LETTER = /^[\u0100-\u024F]$/;

/** Glyphs that already read as a bullet or a separator and are kept as they are. */
const PLAIN_MARK = /^[•●▪■◦‣∙·*–—|/-]$/;

/**
 * An icon-font glyph becomes a bullet: at the start of a line it marks a list item or a contact detail, and
 * between two details it separates them ('☎ +46 70 … ✉ sofia@…').
 */
export function markSymbolRuns(runs: PdfRun[], fonts: Set<string>): void {
  for (const run of runs) {
    if (!fonts.has(run.font)) continue;
    const text = run.str.trim();
    if (text && !PLAIN_MARK.test(text)) run.str = '•';
  }
}
