import { sameFace } from '../pdf-fonts.ts';
import { abuts, type PdfRun } from './types.ts';

/**
 * Fonts that a document uses only for lone glyphs are symbol or icon fonts (marvosym, Font Awesome, Zapf
 * Dingbats, a template's bullet font). Their glyphs carry no text: a font's own codes often read as letters
 * ('H' for a phone, 'B' for an envelope, '{' for a bullet).
 */
export function symbolFonts(runs: PdfRun[], fontNames: Map<string, string> = new Map()): Set<string> {
  const lone = new Map<string, boolean>();
  for (const run of runs) {
    const text = run.str.trim();
    if (!text) continue;
    const glyphs = [...text].length;
    lone.set(run.font, (lone.get(run.font) ?? true) && ((glyphs === 1 && !FALLBACK_LETTER.test(text)) || ICON_NAME.test(text) || spellsGlyphName(run, glyphs) || MARKS_ONLY.test(text)));
  }
  const textFaces = [...lone].filter(([, only]) => !only).flatMap(([font]) => fontNames.get(font) ?? []);
  return new Set([...lone].filter(([font, only]) => only && !subsetOfTextFace(fontNames.get(font), textFaces)).map(([font]) => font));
}

/**
 * Whether a font is one more subset of a face the document sets text in ('AAAAAC+TimesNewRomanPS-BoldMT' beside
 * 'AAAAAB+TimesNewRomanPS-BoldMT'): Apple Pages and Chromium split a face into several fonts (one per encoding,
 * or per range of glyphs), and the subset holding only a capital or an arrow the others lack sets it as a lone
 * glyph ('HA|N', '|N|orthwestern', '→'). Its glyphs are that face's letters, never icons.
 */
function subsetOfTextFace(name: string | undefined, textFaces: string[]): boolean {
  return name !== undefined && textFaces.some((face) => sameFace(name, face));
}

/**
 * Font Awesome glyphs whose code map gives the icon's name ('Calendar', 'Map-marker', 'Envelope', 'Github'), as
 * LuaLaTeX sets them in AltaCV and Awesome-CV: a font printing nothing but such names is an icon font. Names
 * too short to tell by their width (spellsGlyphName) are listed here.
 */
const ICON_NAME =
  /^(?:calendar(?:-alt|-check)?|map-marker(?:-alt)?|map-pin|map|phone(?:-alt|-square)?|mobile(?:-alt)?|envelope(?:-open)?|at|globe|home|link|github(?:-square|-alt)?|gitlab|linkedin(?:-in)?|twitter|orcid|stack-overflow|skype|birthday-cake|graduation-cap|briefcase|university|user|id-card|car|flag|award|trophy|star|circle|clock|heart)$/i;

/**
 * Whether a run is one glyph whose code map spells its name ('Map-marker-alt', 'PROJECT-DIAGRAM', 'Git-Alt'):
 * four or more characters, no space, in no more room than one wide icon (1.3 em) and far less than letters
 * take (a third of an em each; 'LINK' set as text takes over two ems).
 */
function spellsGlyphName(run: PdfRun, glyphs: number): boolean {
  return glyphs >= 4 && !/\s/.test(run.str.trim()) && run.w <= run.size * 1.3 && run.w < run.size * glyphs * 0.33;
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
 * between two details it separates them ('☎ +46 70 … ✉ sofia@…'). A glyph set flush against the text beside
 * it is part of that text (textGlyph) and stays.
 */
export function markSymbolRuns(runs: PdfRun[], fonts: Set<string>): void {
  runs.forEach((run, i) => {
    if (!fonts.has(run.font)) return;
    const text = run.str.trim();
    if (text && !PLAIN_MARK.test(text) && !textGlyph(run, runs[i - 1], runs[i + 1])) run.str = '•';
  });
}

/**
 * Whether a glyph in a symbol font is text after all: TeX and word processors take a character the text
 * font lacks ('+' of '+49' and 'C++', '$', '/' and '.' of an address, '₹') from a maths or fallback font, and
 * set it flush against the letters or digits beside it, where an icon always stands a space apart. A mark or
 * digit touching text on either side is text; a letter only inside a word ('Technolo|g|y'), since an icon
 * font's letter codes ('T' for a phone) are often set tight against the detail they mark.
 */
function textGlyph(run: PdfRun, before: PdfRun | undefined, after: PdfRun | undefined): boolean {
  const text = run.str.trim();
  if (SENTENCE_ENDS.test(text)) return false;
  if (kernedIntoWord(run, before, after)) return true;
  const textBefore = !!before && abuts(before, run, 0.1, 0.2) && /[\p{L}\p{N}]$/u.test(before.str);
  const textAfter = !!after && abuts(run, after, 0.1, 0.2) && /^[\p{L}\p{N}]/u.test(after.str);
  if (/^[\p{P}\p{S}\p{N}]+$/u.test(text)) return textBefore || textAfter;
  return textBefore && textAfter;
}

/**
 * A letter kerned into the word around it: the raised small 'A' of the LaTeX logo ('L', 'A', 'TEX'), set in a
 * size of its own that the document uses for nothing else. It reaches back over the letter before it, and the
 * letter after it starts before it ends, on or near their baseline; an icon stands a space apart from its text.
 */
function kernedIntoWord(run: PdfRun, before: PdfRun | undefined, after: PdfRun | undefined): boolean {
  if (!before || !after || !/\p{L}$/u.test(before.str) || !/^\p{L}/u.test(after.str)) return false;
  const em = before.size;
  const nearBaseline = Math.abs(run.y - before.y) <= em * 0.5 && Math.abs(after.y - before.y) <= em * 0.1;
  return nearBaseline && before.x + before.w > run.x + em * 0.05 && after.x < run.x + run.w + em * 0.1 && after.x > run.x;
}

/**
 * '?' and '!' end a sentence rather than run into the word after them; a maths font's glyph read as one is
 * something else (TeX's maths italic has its star where ASCII has '?': 'lovely⋆4').
 */
const SENTENCE_ENDS = /[?!]/;

