import type { TextCell } from '../../types.ts';

/**
 * Geometry of a PDF page → lines in reading order. Pure functions over positioned text runs, so they can be
 * tested without pdf.js.
 *
 * PDF has no lines or paragraphs, only glyph runs at positions. We rebuild rows by baseline, split the page
 * into columns where a vertical gutter runs through it (sidebar layouts), read column by column, and join
 * rows that are one wrapped paragraph.
 */

/** The fields of a pdf.js text item the extractor reads. */
export interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** A run of text at a position, in PDF user space (y grows upwards). */
export interface PdfRun {
  str: string;
  x: number;
  /** Baseline. */
  y: number;
  /** Advance width. */
  w: number;
  /** Font size. */
  size: number;
  font: string;
  /** Fill colour ('#rrggbb'), when the page's drawing could be matched to its text. */
  colour?: string;
  /** The chip the run is printed on (a tag in a box of its own, see chips.ts): runs on different chips are different cells. */
  chip?: number;
}

/** A laid-out line before the structurer sees it. */
export interface PdfLine {
  cells: TextCell[];
  x: number;
  right: number;
  /** Baseline of the (first) row. */
  y: number;
  size: number;
  font: string;
  /** The font of the line's last run, where it is not `font`: the font the text goes on in past a wrap. */
  endFont?: string;
  /** The font of the line's first run, where it is not `font`: the font a wrapped text arrives in. */
  startFont?: string;
  /** The colour most of the line's letters are drawn in, when known. */
  colour?: string;
  /** The words the line opens with, where they are set in one font and the rest of its first cell in another. */
  lead?: string;
  /** The fonts of the lead and of the rest of the first cell. */
  leadFonts?: [string, string];
  bullet: boolean;
  gapBefore: boolean;
  page: number;
  /** The first copy of a contact line repeated at the foot of every page: it belongs with the header. */
  contactFooter?: boolean;
  links: string[];
  wrap: 0 | 1 | 2;
  /** Its cells are single words split at equal gaps: perhaps a justified line whose spaces were stretched (justified.ts). */
  evenlySpread?: boolean;
  /** The bullet glyph the line started with, if any. */
  glyph: string;
}

/** Runs on one baseline, left to right. */
export interface Row {
  y: number;
  runs: PdfRun[];
}

/**
 * Whether `second` starts where `first` ends, on its baseline: the gap between them is at most `gapEm` and their
 * baselines differ by less than `baselineEm`, both in ems of the smaller of the two sizes.
 */
export function abuts(first: PdfRun, second: PdfRun, gapEm: number, baselineEm = gapEm): boolean {
  const em = Math.min(first.size, second.size);
  return Math.abs(first.y - second.y) < em * baselineEm && Math.abs(second.x - (first.x + first.w)) <= em * gapEm;
}
