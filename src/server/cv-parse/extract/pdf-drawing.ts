import { glyphChars } from './glyph-chars.ts';
import { closeTracking } from './pdf-tracking.ts';
import { TextCursor, type CursorOps } from './pdf-text-cursor.ts';
import { mostCommon } from '../../../lib/tally.ts';

/**
 * What a page's drawing (its operator list) tells of its text that the text layer does not.
 *
 * The fill colour text is drawn in. The text layer pdf.js gives carries no colour, but many CVs mark their
 * section headings only by colour (same size, same weight as the body). The page's operator list draws the
 * same glyphs in the same order as the text layer lists them, with colour changes between them, so the two
 * can be walked side by side. Where they disagree (a font without text mapping, normalised characters), no
 * colour is given for the page rather than a wrong one. The same walk finds the hyphens the text layer lost
 * (hyphensDrawn).
 */

/** The operator list as pdf.js hands it over. */
export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** The operator codes involved (pdf.js OPS). */
export interface ColourOps extends CursorOps {
  save: number;
  restore: number;
  setFillRGBColor: number;
  setFillGray?: number;
  setFillCMYKColor?: number;
  setFont?: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText?: number;
  nextLineSetSpacingShowText?: number;
}

/** The characters drawn, in drawing order, each with what the drawing tells of it. */
interface DrawnChars {
  chars: string[];
  /** The fill colour in force. */
  colours: string[];
  fonts: string[];
  /** Indices of the characters drawn right after a soft hyphen (see hyphensDrawn). */
  afterHyphen: Set<number>;
  /** The gap before each character, in ems (NaN where unknown), and whether a space glyph was drawn in it. */
  gaps: number[];
  spaced: boolean[];
  /** The fonts that draw their word spaces as space glyphs somewhere on the page. */
  spacingFonts: Set<string>;
}

function drawnChars(list: OperatorList, ops: ColourOps): DrawnChars {
  const chars: string[] = [];
  const colours: string[] = [];
  const fonts: string[] = [];
  const afterHyphen = new Set<number>();
  const gaps: number[] = [];
  const spaced: boolean[] = [];
  const spacingFonts = new Set<string>();
  const cursor = new TextCursor(ops);
  let spaceDrawn = false;
  const stack: Array<[string, string]> = [];
  let fill = '#000000';
  let font = '';
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    cursor.follow(fn, args);
    if (fn === ops.save) stack.push([fill, font]);
    else if (fn === ops.restore) [fill, font] = stack.pop() ?? [fill, font];
    else if (fn === ops.setFont) {
      if (typeof args?.[0] === 'string') font = args[0];
    } else if (fn === ops.setFillRGBColor || fn === ops.setFillGray || fn === ops.setFillCMYKColor) {
      // pdf.js hands every fill colour over as an RGB hex string.
      if (typeof args?.[0] === 'string') fill = args[0];
    } else if (
      fn === ops.showText ||
      fn === ops.showSpacedText ||
      fn === ops.nextLineShowText ||
      fn === ops.nextLineSetSpacingShowText
    ) {
      const glyphs = args?.[args.length - 1];
      if (!Array.isArray(glyphs)) continue;
      for (const glyph of glyphs) {
        if (typeof glyph === 'number') cursor.kern(glyph);
        const unicode = (glyph as { unicode?: unknown } | null)?.unicode;
        if (typeof unicode !== 'string') continue;
        const gap = cursor.draw(glyph as { unicode: string; width?: unknown });
        if (unicode === '\u00AD' && chars.length) afterHyphen.add(chars.length);
        const drawn = glyphChars(unicode);
        if (!drawn && /\s/.test(unicode)) {
          spaceDrawn = true;
          spacingFonts.add(font);
        }
        for (const [k, ch] of [...drawn].entries()) {
          chars.push(ch);
          colours.push(fill);
          fonts.push(font);
          gaps.push(k === 0 ? gap : 0);
          spaced.push(k === 0 && spaceDrawn);
          spaceDrawn = false;
        }
      }
    }
  }
  return { chars, colours, fonts, afterHyphen, gaps, spaced, spacingFonts };
}

/** What the drawing tells of the text items: each one's colour, and the texts whose drawn hyphens were lost. */
export interface TextInks {
  colours: Array<string | undefined>;
  /** Item index → its text with the hyphens the drawing shows (see hyphensDrawn). */
  hyphenated: Map<number, string>;
  /** Item index → its text with the spaces pdf.js guessed inside letter-spaced words taken out (see closeTracking). */
  tracked: Map<number, string>;
  /** Item index → where in its text the drawing changes font (see piecesByFont); never a hyphenated item. */
  fontPieces: Map<number, FontPiece[]>;
}

/** A stretch of a text item drawn in one font: from `from` (an index into the item's text) to the next piece. */
export interface FontPiece {
  from: number;
  font: string;
}

/**
 * The fill colour of each text item (by the item's first letter), and the items whose soft hyphens the text layer
 * read as spaces, mended; null when the operator list and the text layer do not spell the same characters in the
 * same order.
 */
export function textInks(list: OperatorList, items: Array<{ str: string; transform?: number[] }>, ops: ColourOps): TextInks | null {
  const { chars, colours, fonts, afterHyphen, gaps, spaced, spacingFonts } = drawnChars(list, ops);
  const out: Array<string | undefined> = [];
  const hyphenated = new Map<number, string>();
  const tracked = new Map<number, string>();
  const fontPieces = new Map<number, FontPiece[]>();
  let at = 0;
  let baseline: number | undefined;
  for (const [i, item] of items.entries()) {
    const text = [...glyphChars(item.str)];
    if (!text.length) {
      out.push(undefined);
      continue;
    }
    const onBaseline = baseline !== undefined && item.transform !== undefined && Math.abs(item.transform[5]! - baseline) < 1;
    baseline = item.transform?.[5];
    // The text layer may drop a glyph the operator list still draws (an unmapped one); skip ahead a little.
    let start = at;
    while (start < chars.length && start - at < 4 && chars[start] !== text[0]) start++;
    if (chars.slice(start, start + text.length).join('') !== text.join('')) return null;
    out.push(colours[start]);
    const itemFonts = fonts.slice(start, start + text.length);
    const closed = itemFonts.some((f) => spacingFonts.has(f)) ? closeTracking(item.str, (k) => ({ gap: gaps[start + k]!, spaced: spaced[start + k]! })) : item.str;
    if (closed !== item.str) tracked.set(i, closed);
    if (afterHyphen.size) {
      // A hyphen between two pieces of one line ('April 2015', '-', 'Now') opens the second.
      const opens = start > 0 && onBaseline && afterHyphen.has(start) ? '- ' : '';
      const mended = opens + hyphensDrawn(closed, (k) => afterHyphen.has(start + k));
      if (mended !== closed) hyphenated.set(i, mended);
    }
    // (An item whose hyphens were mended no longer spells what the pieces would index.)
    if (!hyphenated.has(i)) {
      const pieces = piecesByFont(closed, itemFonts);
      if (pieces.length > 1) fontPieces.set(i, pieces);
    }
    at = start + text.length;
  }
  return { colours: out, hyphenated, tracked, fontPieces };
}

/**
 * Where an item's drawn font changes. The text layer merges the runs of one line that share a typeface even when
 * the drawing sets them in two fonts (the Europass editor's 'FOUNDER AI IN DEFENCE SUMMIT': the post bold, the
 * organisation regular, in one text item), so the weight that tells the two apart is read from the drawing.
 * `drawnFonts` holds the font of each drawn character of `str`, in order.
 */
export function piecesByFont(str: string, drawnFonts: string[]): FontPiece[] {
  if (!drawnFonts.length || drawnFonts.every((f) => f === drawnFonts[0])) return [];
  const pieces: FontPiece[] = [];
  let drawn = 0;
  for (const word of str.matchAll(/\S+\s*|\s+/g)) {
    const count = glyphChars(word[0]).length;
    // A word takes the font most of its letters are drawn in: a letter from a fallback font ('WebSockets') parts nothing.
    const font = mostCommon(drawnFonts.slice(drawn, drawn + count));
    drawn += count;
    if (font !== undefined && font !== pieces[pieces.length - 1]?.font) pieces.push({ from: pieces.length ? word.index : 0, font });
  }
  return pieces;
}

/**
 * Google Docs (and other Skia exports) write the hyphen as U+00AD, which pdf.js drops as an invisible format
 * mark: '2014-2015' reads '2014 2015', 'jason-quisberth' 'jason quisberth', and a range is lost. Where the
 * drawing shows a soft hyphen between two letters, the space the text layer put there is the hyphen.
 * `followsHyphen(k)` says whether the k-th drawn character of the item came right after one.
 */
export function hyphensDrawn(str: string, followsHyphen: (k: number) => boolean): string {
  let drawn = 0;
  let out = '';
  for (const ch of str) {
    const count = glyphChars(ch).length;
    if (count && drawn > 0 && followsHyphen(drawn) && /\s$/.test(out)) out = `${out.trimEnd()}-`;
    out += ch;
    drawn += count;
  }
  return out;
}
