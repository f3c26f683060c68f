/**
 * The format-neutral text that every extractor produces and the structurer reads.
 * Extractors keep what layout tells (cells on one row, indentation, bullets, emphasis) so the
 * structurer can use it without knowing where the text came from.
 */

/** One run of text on a line, separated from its neighbours by a wide gap, a tab or a table cell. */
export interface TextCell {
  text: string;
  /** Left edge in points (PDF) or a relative position (0, 1, 2 ... for other formats). */
  x: number;
}

/** One logical line: a paragraph, a list item or a row. */
export interface TextLine {
  /** The whole line, cells joined by ' | '. */
  text: string;
  /** The line's cells in reading order (at least one). */
  cells: TextCell[];
  /** Left edge of the line's text (points for PDF; indentation level × 10 elsewhere). */
  x: number;
  /** Font size relative to the document's body text (1 = body). */
  size: number;
  /** The whole line is bold (or in a bolder font than the body text). */
  bold: boolean;
  /** Started with a bullet glyph or is a list item. */
  bullet: boolean;
  /** A blank line or an unusually wide vertical gap comes before this line. */
  gapBefore: boolean;
  /** 1-based page (1 for formats without pages). */
  page: number;
  /** Web addresses attached to this line by a hyperlink (not necessarily in its text). */
  links: string[];
  /**
   * How likely this line continues the previous one (a wrapped paragraph): 0 no, 1 maybe (the line above
   * was full but nothing else tells), 2 yes. The structurer decides per section whether to join.
   */
  wrap: 0 | 1 | 2;
  /**
   * An opaque key of the line's typeface and colour, where the format tells them (PDF): lines with the same
   * key look alike but for size and case. Section headings are often told from the body only by these.
   */
  style?: string;
  /**
   * The words the line opens with where they are set in another font than the rest of its first cell (a bold
   * post before a regular organisation), where the format tells it (PDF).
   */
  lead?: string;
  /** Right edge of the line's text, where the format tells it (PDF), so centred headings can be told aligned. */
  right?: number;
}

/** The kinds of file the parser reads. */
export type CvFormat = 'pdf' | 'docx' | 'doc' | 'txt';

/** What an extractor hands to the structurer. */
export interface ExtractedText {
  format: CvFormat;
  lines: TextLine[];
}

/** Builds a single-cell line with neutral layout hints. */
export function plainLine(text: string, hints: Partial<Omit<TextLine, 'text' | 'cells'>> = {}): TextLine {
  return {
    text,
    cells: [{ text, x: hints.x ?? 0 }],
    x: hints.x ?? 0,
    size: hints.size ?? 1,
    bold: hints.bold ?? false,
    bullet: hints.bullet ?? false,
    gapBefore: hints.gapBefore ?? false,
    page: hints.page ?? 1,
    links: hints.links ?? [],
    wrap: hints.wrap ?? 0,
    ...(hints.style !== undefined ? { style: hints.style } : {}),
    ...(hints.right !== undefined ? { right: hints.right } : {}),
    ...(hints.lead !== undefined ? { lead: hints.lead } : {}),
  };
}

/** Joins cell texts the way `TextLine.text` does. */
export function joinCells(cells: TextCell[]): string {
  return cells.map((c) => c.text).join(' | ');
}
