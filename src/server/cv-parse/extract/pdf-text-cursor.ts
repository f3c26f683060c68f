/**
 * Where the drawing puts each glyph along its line, enough to measure the gap before it: the text state a
 * page's operator list sets (font size, character and word spacing, horizontal scale) and the moves between
 * glyphs (Td, TJ numbers). Gaps are in ems of the font size; a gap across a new line or a new text matrix is
 * unknown (NaN), as the two glyphs need not share a baseline.
 */

/** The text-state operator codes the cursor follows (pdf.js OPS). */
export interface CursorOps {
  beginText?: number;
  setFont?: number;
  setCharSpacing?: number;
  setWordSpacing?: number;
  setHScale?: number;
  moveText?: number;
  setLeadingMoveText?: number;
  nextLine?: number;
  setTextMatrix?: number;
  nextLineShowText?: number;
  nextLineSetSpacingShowText?: number;
}

/** A glyph as pdf.js lists it in a show-text operator: its width in thousandths of an em. */
interface DrawnGlyph {
  unicode?: unknown;
  width?: unknown;
}

export class TextCursor {
  private size = 0;
  private charSpacing = 0;
  private wordSpacing = 0;
  private hScale = 1;
  /** Position along the line in text space; NaN after a move that leaves the line. */
  private x = Number.NaN;
  private lineX = 0;
  /** Where the last glyph's own advance ended (before character spacing). */
  private lastEnd = Number.NaN;

  private readonly ops: CursorOps;

  constructor(ops: CursorOps) {
    this.ops = ops;
  }

  /** Follows a text-state or text-position operator; other operators pass. */
  follow(fn: number, args: unknown[] | null): void {
    const ops = this.ops;
    const num = (i: number) => (typeof args?.[i] === 'number' ? (args[i] as number) : 0);
    if (fn === ops.setFont) this.size = Math.abs(num(1));
    else if (fn === ops.setCharSpacing) this.charSpacing = num(0);
    else if (fn === ops.setWordSpacing) this.wordSpacing = num(0);
    else if (fn === ops.setHScale) this.hScale = num(0) / 100 || 1;
    else if (fn === ops.moveText || fn === ops.setLeadingMoveText) this.moveTo(num(0), num(1));
    else if (fn === ops.beginText || fn === ops.setTextMatrix) this.leaveLine(0);
    else if (fn === ops.nextLine || fn === ops.nextLineShowText) this.leaveLine(this.lineX);
    else if (fn === ops.nextLineSetSpacingShowText) {
      this.wordSpacing = num(0);
      this.charSpacing = num(1);
      this.leaveLine(this.lineX);
    }
  }

  /** A TJ number: moves the pen back by that many thousandths of an em (forward when negative). */
  kern(thousandths: number): void {
    this.x -= (thousandths / 1000) * this.size * this.hScale;
  }

  /** Draws a glyph; returns the gap before it in ems (NaN when unknown). */
  draw(glyph: DrawnGlyph): number {
    const gap = this.size > 0 ? (this.x - this.lastEnd) / (this.size * this.hScale) : Number.NaN;
    const width = typeof glyph.width === 'number' ? glyph.width : 0;
    this.lastEnd = this.x + (width / 1000) * this.size * this.hScale;
    const spacing = this.charSpacing + (glyph.unicode === ' ' ? this.wordSpacing : 0);
    this.x = this.lastEnd + spacing * this.hScale;
    return gap;
  }

  private moveTo(tx: number, ty: number): void {
    this.lineX += tx;
    if (ty !== 0) this.lastEnd = Number.NaN;
    this.x = this.lineX;
  }

  private leaveLine(lineX: number): void {
    this.lineX = lineX;
    this.x = lineX;
    this.lastEnd = Number.NaN;
  }
}
