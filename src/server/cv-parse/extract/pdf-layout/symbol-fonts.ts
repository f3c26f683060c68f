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
    lone.set(run.font, (lone.get(run.font) ?? true) && (([...text].length === 1 && !FALLBACK_LETTER.test(text)) || ICON_NAME.test(text) || MARKS_ONLY.test(text) || namesOneGlyph(run, text)));
  }
  return new Set([...lone].filter(([, only]) => only).map(([font]) => font));
}

/**
 * Font Awesome glyphs whose code map gives the icon's name ('Calendar', 'Map-marker', 'Envelope', 'Github'), as
 * LuaLaTeX sets them in AltaCV and Awesome-CV: a font printing nothing but such names is an icon font.
 */
const ICON_NAME =
  /^(?:calendar(?:-alt|-check)?|map-marker(?:-alt)?|map-pin|map|phone(?:-alt|-square)?|mobile(?:-alt)?|envelope(?:-open)?|at|globe|home|link|github(?:-square|-alt)?|gitlab|linkedin(?:-in)?|twitter|orcid|stack-overflow|skype|birthday-cake|graduation-cap|briefcase|university|user|id-card|car|flag|award|trophy|star|circle|clock|heart)$/i;

/**
 * One glyph whose code map spells a name: Font Awesome through LuaLaTeX reads 'Map-marker-alt', 'CODE' or
 * 'Git-Alt' for an icon about an em wide. Four letters or more in no more than an em and a third are no word
 * of any text face.
 */
function namesOneGlyph(run: PdfRun, text: string): boolean {
  return /^[\p{L}-]{4,}$/u.test(text) && run.w <= run.size * 1.3;
}

/** A row of rating marks in an icon font ('○ ○ ○ ○ ○'): no letter or digit among them. */
const MARKS_ONLY = /^[^\p{L}\p{N}]+$/u;

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
