import { cleanPdfText, squash, stripBullet } from './clean.ts';
import type { TextCell } from '../types.ts';

/**
 * Geometry of a PDF page → lines in reading order. Pure functions over positioned text runs, so they can be
 * tested without pdf.js.
 *
 * PDF has no lines or paragraphs, only glyph runs at positions. We rebuild rows by baseline, split the page
 * into columns where a vertical gutter runs through it (sidebar layouts), read column by column, and join
 * rows that are one wrapped paragraph.
 */

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
  /** The colour most of the line's letters are drawn in, when known. */
  colour?: string;
  bullet: boolean;
  gapBefore: boolean;
  page: number;
  links: string[];
  wrap: 0 | 1 | 2;
  /** The bullet glyph the line started with, if any. */
  glyph: string;
}

interface Row {
  y: number;
  runs: PdfRun[];
}

/**
 * Superscripts and subscripts ('1st' with a raised 'st', the raised 'A' and lowered 'E' of the LaTeX logo, a
 * footnote mark) are short runs set off the baseline of the text they touch. By baseline alone they make a
 * row of their own, or join whatever other column happens to sit at their height; they belong on the
 * baseline of the run they touch. A piece in a smaller size qualifies when it touches one run; one in the
 * same size only when it sits between two runs on one baseline (a glyph shifted inside a word).
 */
export function settleRaisedRuns(runs: PdfRun[]): PdfRun[] {
  // Only runs within reach in height can host a piece: look them up by baseline, not through the whole page
  // (a text layer written glyph by glyph has thousands of short runs).
  const byY = [...runs].sort((a, b) => a.y - b.y);
  const reach = Math.max(0, ...runs.map((r) => r.size)) * 0.6;
  return runs.map((run) => {
    if ([...run.str.trim()].length > 4) return run;
    let host: PdfRun | null = null;
    let hostGap = Infinity;
    const sides = new Map<number, number>();
    for (let i = firstAtOrAbove(byY, run.y - reach); i < byY.length && byY[i]!.y <= run.y + reach; i++) {
      const other = byY[i]!;
      if (other === run || other.size < run.size * 0.95 || !other.str.trim()) continue;
      const dy = Math.abs(run.y - other.y);
      if (dy < other.size * 0.1 || dy > other.size * 0.6) continue;
      // Lowered, it still reaches up past the other's baseline (a separator on the line below does not).
      if (run.y < other.y && dy > Math.min(run.size * 0.5, other.size * 0.35)) continue;
      // Touching: it starts where the other ends, or ends where the other starts (kerning may overlap them).
      const after = run.x - (other.x + other.w);
      const before = other.x - (run.x + run.w);
      const slack = other.size * 0.5;
      const touches = (Math.abs(after) <= slack && run.x > other.x) || (Math.abs(before) <= slack && other.x + other.w > run.x + run.w);
      if (!touches) continue;
      const side = Math.abs(after) <= Math.abs(before) ? -1 : 1;
      const y = Math.round(other.y * 10);
      sides.set(y, (sides.get(y) ?? 0) | (side < 0 ? 1 : 2));
      const smaller = other.size >= run.size * 1.15;
      const gap = Math.min(Math.abs(after), Math.abs(before));
      if ((smaller || sides.get(y) === 3) && gap < hostGap) {
        host = other;
        hostGap = gap;
      }
    }
    return host ? { ...run, y: host.y } : run;
  });
}

/** Index of the first run (in a list sorted by baseline) whose baseline is at or above y. */
function firstAtOrAbove(sorted: PdfRun[], y: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.y < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Groups runs into rows sharing a baseline (within a fraction of the font size of the row's first run). A run
 * on exactly the baseline of the last run taken also joins: when a line of one column sits a little below a
 * line of another, the rest of the lower line follows its first piece into that row. Measuring every run
 * against the last one instead would chain lines of three columns into one row.
 */
export function groupRows(runs: PdfRun[]): Row[] {
  const sorted = settleRaisedRuns(runs).sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    const minSize = row ? Math.min(run.size, ...row.runs.map((r) => r.size)) : run.size;
    const onBaseline = row && Math.abs(row.runs[row.runs.length - 1]!.y - run.y) < 0.5;
    if (row && (onBaseline || row.y - run.y <= Math.max(2, minSize * 0.45))) row.runs.push(run);
    else rows.push({ y: run.y, runs: [run] });
  }
  for (const row of rows) row.runs.sort((a, b) => a.x - b.x);
  return rows;
}

interface Gutter {
  from: number;
  to: number;
}

/** Finds the widest vertical strip that (almost) no run crosses, with text on both sides. */
function findGutter(rows: Row[]): Gutter | null {
  const runs = rows.flatMap((r) => r.runs);
  if (rows.length < 6) return null;
  const minX = Math.floor(Math.min(...runs.map((r) => r.x)));
  const maxX = Math.ceil(Math.max(...runs.map((r) => r.x + r.w)));
  const width = maxX - minX;
  if (width < 100) return null;
  const coverage = new Uint16Array(width + 1);
  for (const row of rows) {
    const covered = new Uint8Array(width + 1);
    for (const run of row.runs) {
      const a = Math.max(0, Math.floor(run.x - minX));
      const b = Math.min(width, Math.ceil(run.x + run.w - minX));
      for (let i = a; i <= b; i++) covered[i] = 1;
    }
    for (let i = 0; i <= width; i++) coverage[i]! += covered[i]!;
  }
  const allowance = Math.max(1, Math.floor(rows.length * 0.06));
  let best: Gutter | null = null;
  let start = -1;
  // Keep gutters away from the outer edges: the first and last 12% are margins and indents, not columns.
  const lo = Math.floor(width * 0.12);
  const hi = Math.ceil(width * 0.88);
  for (let i = lo; i <= hi + 1; i++) {
    const free = i <= hi && coverage[i]! <= allowance;
    if (free && start < 0) start = i;
    if (!free && start >= 0) {
      if (i - start >= 9 && (!best || i - start > best.to - best.from)) best = { from: start + minX, to: i + minX };
      start = -1;
    }
  }
  return best;
}

const DATE_HINT = /\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b/i;

interface Split {
  /** Rows in page order; each is on the left, on the right, or spans the gutter. */
  parts: Array<{ kind: 'left' | 'right' | 'span'; row: Row; paired?: boolean }>;
}

/** Which side of a gutter a run lies on; runs that reach into the strip belong to the side they start from. */
function sideOf(run: PdfRun, gutter: Gutter): 'left' | 'right' | 'span' {
  const endsBefore = run.x + run.w <= gutter.to - 2;
  const startsAfter = run.x >= gutter.from + 2;
  if (endsBefore && startsAfter) return run.x + run.w / 2 < (gutter.from + gutter.to) / 2 ? 'left' : 'right';
  if (endsBefore) return 'left';
  if (startsAfter) return 'right';
  return 'span';
}

/** The highest baseline of a row's runs: a side split off a row keeps its own baseline, not the other side's. */
const topOf = (runs: PdfRun[]) => Math.max(...runs.map((r) => r.y));

/** Splits rows at a gutter when the two sides are independent columns, not cells of one table. */
function splitAtGutter(rows: Row[], gutter: Gutter): Split | null {
  const parts: Split['parts'] = [];
  let left = 0;
  let right = 0;
  let paired = 0;
  let spans = 0;
  let leftChars = 0;
  let rightChars = 0;
  let leftDated = 0;
  let rightDated = 0;
  for (const row of rows) {
    const l = row.runs.filter((r) => sideOf(r, gutter) === 'left');
    const rr = row.runs.filter((r) => sideOf(r, gutter) === 'right');
    if (l.length + rr.length < row.runs.length) {
      parts.push({ kind: 'span', row });
      spans++;
      continue;
    }
    // Cells of one table row share a baseline closely; lines of independent columns only come near by chance.
    const onePair = l.length > 0 && rr.length > 0 && Math.abs(l[0]!.y - rr[0]!.y) <= 1.6;
    if (l.length) {
      left++;
      leftChars += l.reduce((n, r) => n + r.str.length, 0);
      if (l.some((r) => DATE_HINT.test(r.str))) leftDated++;
      parts.push({ kind: 'left', row: { y: topOf(l), runs: l }, paired: onePair });
    }
    if (rr.length) {
      right++;
      rightChars += rr.reduce((n, r) => n + r.str.length, 0);
      if (rr.some((r) => DATE_HINT.test(r.str))) rightDated++;
      parts.push({ kind: 'right', row: { y: topOf(rr), runs: rr } });
    }
    if (onePair) paired++;
  }
  if (left < 3 || right < 3 || spans > rows.length * 0.15) return null;
  const total = leftChars + rightChars;
  const sparse = leftChars < total * 0.05 || rightChars < total * 0.05;
  if (sparse && !sidebarList(parts, leftChars <= rightChars ? 'left' : 'right', paired)) return null;
  // A sparse side of dates or labels whose rows sit on the other side's baselines is a column of a table
  // (dates beside entries): read it row by row instead. When in doubt, read columns: interleaving two
  // columns garbles everything, while a date column read apart loses only the dates.
  const smaller = Math.min(left, right);
  const smallerDated = left <= right ? leftDated : rightDated;
  if (paired / smaller >= 0.95) return null;
  if (paired / smaller >= 0.75 && smallerDated / smaller >= 0.5) return null;
  if (isLabelColumn(parts, paired)) return null;
  return { parts };
}

/**
 * A left column of short labels beside the content they name (Europass: 'Work experience', 'Mother tongue(s)',
 * 'Dates' set flush right against the content). Unlike a sidebar, its rows are few, sit on the baseline of
 * the content line they introduce, and are spread out: content lines lie between one label and the next.
 * Read apart, all labels would come first and every section would lose its heading; read row by row, each
 * label stays with its content.
 */
function isLabelColumn(parts: Split['parts'], paired: number): boolean {
  const lefts = parts.filter((p) => p.kind === 'left');
  const rights = parts.filter((p) => p.kind === 'right').length;
  if (lefts.length < 4 || lefts.length > rights * 0.6) return false;
  const short = lefts.every((p) => p.row.runs.reduce((n, r) => n + r.str.length + 1, 0) <= 45);
  // Consecutive labels with no content line between them: a list, as in a sidebar, not labels.
  let adjacent = 0;
  for (let i = 1; i < parts.length; i++) if (parts[i]!.kind === 'left' && parts[i - 1]!.kind === 'left') adjacent++;
  return short && paired >= lefts.length * 0.5 && (adjacent <= lefts.length * 0.25 || anchoredBlocks(parts));
}

/**
 * A side with little text is still a column when it is a list running down a sidebar: five rows or more set
 * one under the other at a line's pitch ('R', 'Data Mining', 'Redis', 'C', the end of a skills list carried
 * over to the next page), which rarely share a baseline with the other side's lines. Stray marks or a column
 * of bullets sit on the baselines of the lines they belong to.
 */
function sidebarList(parts: Split['parts'], side: 'left' | 'right', paired: number): boolean {
  const rows = parts.filter((p) => p.kind === side).map((p) => p.row);
  return rows.length >= 5 && paired <= rows.length * 0.25 && stackedList(rows);
}

/** Rows set one under the other at a line's pitch (up to double spacing), all or nearly all of them. */
function stackedList(rows: Row[]): boolean {
  let stacked = 0;
  for (let i = 1; i < rows.length; i++) {
    const size = Math.max(...rows[i]!.runs.map((r) => r.size));
    if (Math.abs(rows[i - 1]!.y - rows[i]!.y) <= size * 2) stacked++;
  }
  return rows.length >= 5 && stacked >= (rows.length - 1) * 0.85;
}

/**
 * Labels of two or three lines (a company above its dates, a heading above an entry's first label) make
 * consecutive left rows too. They are still labels when every run of left rows is that short and most runs
 * sit with one row on a content line's baseline; a sidebar's lists run longer, and meet the main column's
 * baselines only by chance.
 */
function anchoredBlocks(parts: Split['parts']): boolean {
  const blocks: Array<Split['parts']> = [];
  let current: Split['parts'] = [];
  for (const part of parts) {
    if (part.kind === 'left') current.push(part);
    else if (current.length) {
      blocks.push(current);
      current = [];
    }
  }
  if (current.length) blocks.push(current);
  if (blocks.length < 4 || blocks.some((b) => b.length > 3)) return false;
  return blocks.filter((b) => b.some((p) => p.paired)).length >= blocks.length * 0.75;
}

/**
 * Columns that start part-way down a page ('Skills' and 'Languages' set in newspaper columns under a
 * full-width story): no gutter runs through the whole page, but one runs through the stretch of rows between
 * full-width rows. Such a stretch is read column by column; everything else keeps its rows together as before.
 */
function columnsBetweenWideRows(rows: Row[]): Row[][] {
  const runs = rows.flatMap((r) => r.runs);
  const left = Math.min(...runs.map((r) => r.x));
  const right = Math.max(...runs.map((r) => r.x + r.w));
  const middle = (left + right) / 2;
  // A wide row has text across the middle of the page, or an entry with its date set flush right. A long line
  // of a right-hand column also reaches the right margin, but is no date: its last cell is wide.
  const wide = (row: Row) =>
    row.runs.some((r) => r.x < middle - 5 && r.x + r.w > middle + 5) ||
    (row.runs[0]!.x < middle && row.runs[row.runs.length - 1]!.x + row.runs[row.runs.length - 1]!.w > right - 12 && lastCellStart(row) > middle + (right - left) * 0.15);
  const out: Row[][] = [];
  let plain: Row[] = [];
  let stretch: Row[] = [];
  let found = false;
  const closeStretch = () => {
    // Only below full-width rows: at the top of a page, a header's name and contact columns read row by row.
    const below = plain.some(wide);
    const blocks = below && stretch.length >= 5 ? readingOrder(stretch, 1) : [stretch];
    if (blocks.length > 1) {
      if (plain.length) out.push(plain);
      out.push(...blocks);
      plain = [];
      found = true;
    } else plain.push(...stretch);
    stretch = [];
  };
  for (const row of rows) {
    if (wide(row)) {
      closeStretch();
      plain.push(row);
    } else stretch.push(row);
  }
  closeStretch();
  if (plain.length) out.push(plain);
  return found ? out : [rows];
}

/** Where a row's last cell starts: its runs back to the first gap wider than a word space. */
function lastCellStart(row: Row): number {
  let i = row.runs.length - 1;
  while (i > 0 && row.runs[i]!.x - (row.runs[i - 1]!.x + row.runs[i - 1]!.w) <= row.runs[i]!.size * 1.2) i--;
  return row.runs[i]!.x;
}

/**
 * A side column set flush right (HTML and design-tool templates) under a full-width block at the top of the
 * page (a profile paragraph under the name). The block runs through the gutter, so no gutter is found for the
 * page; and the stretch between wide rows is no help, as the side column's rows reach the right edge and
 * count as wide. Below each paragraph line of the top third, the rest is tried for columns; it is taken when
 * the right side is a ragged-left, flush-right column of text, not dates.
 */
function columnsBelowTopBlock(rows: Row[]): Row[][] | null {
  const runs = rows.flatMap((r) => r.runs);
  const width = Math.max(...runs.map((r) => r.x + r.w)) - Math.min(...runs.map((r) => r.x));
  const paragraphLine = (row: Row) => row.runs.some((r) => r.w > width * 0.5);
  const last = Math.min(rows.length - 6, Math.ceil(rows.length / 3));
  for (let i = 1; i <= last; i++) {
    if (!paragraphLine(rows[i - 1]!)) continue;
    const below = rows.slice(i);
    const gutter = findGutter(below);
    const split = gutter ? splitAtGutter(below, gutter) : null;
    if (split && isFlushRightColumn(split.parts.filter((p) => p.kind === 'right').map((p) => p.row))) return [rows.slice(0, i), ...readingOrder(below)];
  }
  return null;
}

/** Rows that end on one right edge but start at many places, and are mostly not dates. */
function isFlushRightColumn(rows: Row[]): boolean {
  if (rows.length < 5) return false;
  const ends = rows.map((r) => r.runs[r.runs.length - 1]!).map((r) => r.x + r.w);
  const edge = Math.max(...ends);
  const flush = ends.filter((e) => edge - e <= 3).length;
  const starts = new Set(rows.map((r) => Math.round(r.runs[0]!.x / 4)));
  const dated = rows.filter((r) => r.runs.some((run) => DATE_HINT.test(run.str))).length;
  return flush >= rows.length * 0.7 && starts.size >= rows.length * 0.5 && dated < rows.length * 0.3;
}

/**
 * Orders rows for reading: column by column between full-width rows, recursively (up to two levels).
 * Returns blocks: runs of rows that belong to one column (or one full-width stretch).
 */
export function readingOrder(rows: Row[], depth = 0): Row[][] {
  const blocks = columnOrder(rows, depth);
  return depth === 0 ? blocks.flatMap(columnsUnderTwinHeadings) : blocks;
}

function columnOrder(rows: Row[], depth: number): Row[][] {
  if (!rows.length) return [];
  const gutter = depth < 2 ? findGutter(rows) : null;
  const split = gutter ? splitAtGutter(rows, gutter) : null;
  if (!split) return depth === 0 ? (columnsBelowTopBlock(rows) ?? columnsBetweenWideRows(rows)) : [rows];
  const out: Row[][] = [];
  let leftRows: Row[] = [];
  let rightRows: Row[] = [];
  let spanRows: Row[] = [];
  const flush = () => {
    if (spanRows.length) out.push(spanRows);
    out.push(...readingOrder(leftRows, depth + 1), ...readingOrder(rightRows, depth + 1));
    leftRows = [];
    rightRows = [];
    spanRows = [];
  };
  for (const part of split.parts) {
    if (part.kind === 'span') {
      if (leftRows.length || rightRows.length) flush();
      spanRows.push(part.row);
    } else {
      if (spanRows.length) {
        out.push(spanRows);
        spanRows = [];
      }
      (part.kind === 'left' ? leftRows : rightRows).push(part.row);
    }
  }
  flush();
  return out;
}

/**
 * Two headings side by side ('Degrees' and 'Hobbies', 'Certificates' and 'Publications') open two newspaper
 * columns inside a column: no gutter runs through the whole block, as the rest of it is set full width. Below
 * such a row, the rows up to the first one that crosses between the headings are read left column first.
 * Headings are told by size (well above the block's body text) and by not being dates, so an entry's title
 * with its dates beside it never qualifies.
 */
export function columnsUnderTwinHeadings(rows: Row[]): Row[][] {
  const sizes = rows.flatMap((r) => r.runs.map((run) => run.size)).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const runs = rows.flatMap((r) => r.runs);
  const left = Math.min(...runs.map((r) => r.x));
  const right = Math.max(...runs.map((r) => r.x + r.w));
  const isTwin = (row: Row) => {
    const cells = row.runs.filter((r) => r.str.trim());
    if (cells.length !== 2 || cells.some((r) => r.size < body * 1.3 || DATE_HINT.test(r.str))) return false;
    const [a, b] = cells as [PdfRun, PdfRun];
    return b.x - (a.x + a.w) > a.size * 2 && b.x < left + (right - left) * 0.8;
  };
  const out: Row[][] = [];
  let plain: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!isTwin(row)) {
      plain.push(row);
      continue;
    }
    const cut = row.runs.filter((r) => r.str.trim())[1]!.x - 2;
    const crosses = (r: Row) => r.runs.some((run) => run.x < cut && run.x + run.w > cut);
    let end = i + 1;
    while (end < rows.length && !crosses(rows[end]!) && !isTwin(rows[end]!)) end++;
    const below = rows.slice(i, end);
    const leftRows = below.map((r) => ({ y: r.y, runs: r.runs.filter((run) => run.x < cut) })).filter((r) => r.runs.length);
    const rightRows = below.map((r) => ({ y: r.y, runs: r.runs.filter((run) => run.x >= cut) })).filter((r) => r.runs.length);
    if (leftRows.length < 3 || rightRows.length < 3) {
      plain.push(row);
      continue;
    }
    if (plain.length) out.push(plain);
    out.push(leftRows, rightRows);
    plain = [];
    i = end - 1;
  }
  if (plain.length) out.push(plain);
  return out;
}

/** Letter-spaced headings ('A B O U T  M E') read as words again. */
export function unspace(text: string): string {
  const tokens = text.split(/ +/);
  if (tokens.length < 4) return text;
  // Mostly single characters (kerning sometimes glues a pair: 'I N F O R M AT I O N').
  const single = tokens.filter((t) => [...t].length === 1).length;
  if (single < tokens.length * 0.8 || tokens.some((t) => [...t].length > 2)) return text;
  return text
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/** A letter-spaced piece: single characters with single spaces between them ('O I F E'). */
const SPACED = /^(?:\S ){1,}\S$/u;

/**
 * Left edges of a page's columns: x positions where at least three rows, or cells after a wide gap, begin.
 * A run that starts on one of them after more than a word space begins a cell, even when the gap is narrower
 * than a cell gap elsewhere (a table's padding, a label column's right-aligned labels).
 */
export function columnEdges(rows: Row[]): number[] {
  const starts = new Map<number, number>();
  const add = (x: number) => starts.set(Math.round(x), (starts.get(Math.round(x)) ?? 0) + 1);
  for (const row of rows) {
    let prevEnd = -Infinity;
    for (const run of row.runs) {
      if (!run.str.trim()) continue;
      if (prevEnd === -Infinity || run.x - prevEnd > run.size * 1.2) add(run.x);
      prevEnd = run.x + run.w;
    }
  }
  const edges: number[] = [];
  for (const [x] of starts) {
    const near = (starts.get(x - 1) ?? 0) + (starts.get(x) ?? 0) + (starts.get(x + 1) ?? 0);
    if (near >= 3 && !edges.some((e) => Math.abs(e - x) <= 1)) edges.push(x);
  }
  return edges;
}

/**
 * An accent TeX builds from a separate glyph ('\\'n' for 'ń' where the font has no such letter) comes before
 * its letter as a spacing accent, which clean-up turns into a space and a combining mark ('Gda ́nsk') or leaves
 * as it is (a caron, a circumflex). The mark joins the letter after it when the two make one character
 * ('Gdańsk'); anything else stays.
 */
export function composeAccents(text: string): string {
  const compose = (all: string, mark: string, letter: string) => {
    // TeX puts accents on a dotless i ('\\'{\\i}'), which composes as the ordinary letter.
    const composed = ((letter === 'ı' ? 'i' : letter) + mark).normalize('NFC');
    return [...composed].length === 1 ? composed : all;
  };
  return (
    text
      // Only a mark after a space or at the start: one right after a letter belongs to that letter (decomposed text).
      .replace(/(?:^| )([\u0300-\u036f])(\p{L})/gu, compose)
      // A caron or circumflex has no compatible form, so it stays a glyph of its own wherever TeX set it ('Boˇzidar').
      .replace(/([ˇˆ])(\p{L})/gu, (all, accent: string, letter: string) => compose(all, SPACING_ACCENTS[accent]!, letter))
  );
}

const SPACING_ACCENTS: Record<string, string> = { ˇ: '\u030C', ˆ: '\u0302' };

/**
 * The usual space between the runs of a row set word by word (design tools and some HTML printers write each
 * word as a run; justified text widens those spaces past half an em). 0 when the row has too few gaps to tell.
 */
function typicalWordGap(row: Row): number {
  const gaps: number[] = [];
  let prevEnd: number | null = null;
  for (const run of row.runs) {
    if (!run.str.trim()) continue;
    if (prevEnd !== null && run.x - prevEnd > 0.5 && run.x - prevEnd < run.size * 1.2) gaps.push(run.x - prevEnd);
    prevEnd = run.x + run.w;
  }
  return gaps.length >= 3 ? median(gaps) : 0;
}

/** Builds one line from a row: cells break at wide gaps, words at narrow ones, glyph pieces glue together. */
export function rowToLine(row: Row, page: number, edges: number[] = []): PdfLine {
  const cells: TextCell[] = [];
  let current = '';
  let cellX = row.runs[0]!.x;
  let prevEnd = -Infinity;
  let prevSize = row.runs[0]!.size;
  let prevStr = '';
  const fontChars = new Map<string, number>();
  const colourChars = new Map<string, number>();
  const sizes: number[] = [];
  const wordGap = typicalWordGap(row);
  for (const run of row.runs) {
    const str = cleanPdfText(run.str);
    if (!str.trim()) continue;
    const gap = run.x - prevEnd;
    const unit = Math.min(prevSize, run.size);
    const atEdge = gap > Math.max(unit * 0.6, wordGap * 1.5) && edges.some((e) => Math.abs(e - run.x) <= 1.5);
    if (current && (gap > unit * 1.2 || atEdge)) {
      cells.push({ text: current, x: cellX });
      current = '';
    }
    if (!current) {
      cellX = run.x;
      current = str;
    } else if (gap < unit * 0.12 || /\s$/.test(current) || /^\s/.test(str)) current += str;
    // Between letter-spaced pieces a wider gap is the space between two words ('A OIFE  B RENNAN').
    else if (gap > unit * 0.5 && (SPACED.test(prevStr.trim()) || [...prevStr.trim()].length === 1) && (SPACED.test(str.trim()) || [...str.trim()].length === 1)) current += `  ${str}`;
    else current += ` ${str}`;
    prevStr = str;
    prevEnd = run.x + run.w;
    prevSize = run.size;
    const chars = str.trim().length;
    fontChars.set(run.font, (fontChars.get(run.font) ?? 0) + chars);
    if (run.colour) colourChars.set(run.colour, (colourChars.get(run.colour) ?? 0) + chars);
    for (let i = 0; i < Math.min(chars, 50); i++) sizes.push(run.size);
  }
  if (current) cells.push({ text: current, x: cellX });
  const cleaned = cells.map((c) => ({ x: c.x, text: composeAccents(squash(unspace(c.text.trim()))) })).filter((c) => c.text);
  sizes.sort((a, b) => a - b);
  const font = [...fontChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const colour = [...colourChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  let bullet = false;
  let glyph = '';
  if (cleaned.length) {
    const first = stripBullet(cleaned[0]!.text);
    if (first.bullet) {
      bullet = true;
      glyph = cleaned[0]!.text.trimStart()[0] ?? '';
      cleaned[0] = { x: cleaned[0]!.x, text: first.text };
    } else if (cleaned.length > 1 && /^[•●▪■◦‣∙·*–-]$/.test(cleaned[0]!.text)) {
      // A bullet drawn as its own run far from the text.
      bullet = true;
      glyph = cleaned[0]!.text;
      cleaned.shift();
    }
  }
  const last = row.runs[row.runs.length - 1]!;
  return {
    cells: cleaned,
    x: cleaned[0]?.x ?? row.runs[0]!.x,
    right: last.x + last.w,
    y: row.y,
    size: sizes.length ? sizes[Math.floor(sizes.length / 2)]! : row.runs[0]!.size,
    font,
    ...(colour ? { colour } : {}),
    bullet,
    gapBefore: false,
    page,
    links: [],
    wrap: 0,
    glyph,
  };
}

/**
 * A dash at the start of a line is a bullet only in a list of dashes; alone, it is a separator that wrapped
 * ('CIM Diploma in Marketing' / '– Chartered Institute of Marketing').
 */
export function settleDashBullets(lines: PdfLine[]): void {
  lines.forEach((line, i) => {
    if (!/^[–—-]$/.test(line.glyph)) return;
    const sibling = [lines[i - 1], lines[i + 1]].some((l) => l && /^[–—-]$/.test(l.glyph) && Math.abs(l.x - line.x) < 2);
    if (sibling) return;
    line.bullet = false;
    line.cells[0] = { x: line.cells[0]!.x, text: `${line.glyph} ${line.cells[0]!.text}` };
    line.glyph = '';
  });
}

const ACTION_VERB =
  /^(?:[A-Z][a-z]+(?:ed|ing)|Led|Ran|Built|Won|Grew|Cut|Set|Drove|Took|Made|Wrote|Began|Oversaw|Taught|Sold|Brought|Kept|Held|Spoke|Met|Gave|Found|Became|Chose|Did|Got|Sent|Stood|Went|Rebuilt|Rewrote|Overhauled|Undertook|Upheld|Won|Spearheaded)$/;
const DANGLING = /(?:,|[-–—]|&|\b(?:and|or|of|the|a|an|to|for|in|on|with|by|from|at|as|into|across|including|while|via|per|than|that|which|who)|\/)$/i;

/**
 * Scores each line as the continuation of a wrapped paragraph (PdfLine.wrap): same left edge, font and size,
 * normal line pitch, and the line above had no room left for this line's first word. Lines of one block only.
 */
export function scoreWraps(lines: PdfLine[]): void {
  if (lines.length < 2) return;
  const blockRight = Math.max(...lines.map((l) => l.right));
  const blockLeft = Math.min(...lines.map((l) => l.x));
  const candidates: Array<{ b: PdfLine; pitch: number; sure: boolean; terminal: boolean } | null> = [null];
  // Leading (line pitch inside a paragraph) per font size, learnt from pairs that are surely wrapped.
  const leadings = new Map<number, number[]>();
  const key = (size: number) => Math.round(size * 2) / 2;
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const c = candidate(a, b);
    candidates.push(c);
    if (c?.sure) leadings.set(key(a.size), [...(leadings.get(key(a.size)) ?? []), c.pitch]);
  }
  for (let i = 1; i < lines.length; i++) {
    const c = candidates[i];
    if (!c) continue;
    if (c.sure) {
      c.b.wrap = 2;
      continue;
    }
    const pitches = leadings.get(key(c.b.size));
    if (!pitches?.length) {
      c.b.wrap = c.terminal ? 0 : 1;
      continue;
    }
    const leading = median(pitches);
    if (Math.abs(c.pitch - leading) <= 0.25) c.b.wrap = c.terminal ? 1 : 2;
  }

  function candidate(a: PdfLine, b: PdfLine) {
    if (a.page !== b.page || b.bullet || b.cells.length !== 1 || a.cells.length > 2) return null;
    const aText = a.cells[a.cells.length - 1]!.text;
    const bText = b.cells[0]!.text;
    const aX = a.cells.length === 1 ? a.x : a.cells[a.cells.length - 1]!.x;
    if (a.font !== b.font || Math.abs(a.size - b.size) > 0.3) return null;
    const pitch = a.y - b.y;
    if (pitch <= 0 || pitch > a.size * 1.6) return null;
    // A hanging indent under a bullet glyph counts as the same left edge.
    if (Math.abs(aX - b.x) > 2 && !(a.bullet && b.x > aX && b.x - aX < a.size * 2)) return null;
    if (a.right < blockLeft + (blockRight - blockLeft) * 0.55) return null;
    // Had the first word fitted on the line above, a wrapping layout would have put it there.
    const firstWord = bText.split(' ')[0]!;
    if (/@|:\/\/|^www\./i.test(firstWord)) return null;
    const charWidth = (b.right - b.x) / Math.max(1, bText.length);
    // (With slack: generators wrap at their own frame width, which may stop short of the widest line.)
    if (a.right + charWidth * (firstWord.length + 1) <= blockRight - (blockRight - blockLeft) * 0.12) return null;
    const sure = /^[a-z(&,/]/.test(bText) || /^[–—-]\s/.test(bText) || DANGLING.test(aText);
    // A capitalised action verb ('Delivered', 'Led', 'Managing') starts a new item, not a wrapped line.
    if (!sure && ACTION_VERB.test(firstWord)) return null;
    // Nothing else says so: after a line that stops short of three quarters of the block, a capitalised line
    // starts afresh ('TUPE transfers' / 'Workday HCM' in a list of one item a line).
    if (!sure && a.right < blockLeft + (blockRight - blockLeft) * 0.75) return null;
    return { b, pitch, sure, terminal: /[.!?:;)]$|\b(?:19|20)\d{2}$/.test(aText) };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * A paragraph broken by a page break: the first line of a page continues the last line of the page before
 * when that line ends on a word that cannot end a phrase ('… Chartered Institute of' / 'Personnel and
 * Development') and both are set alike. Running headers and footers must be gone first.
 */
export function markPageWraps(lines: PdfLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    if (a.page === b.page || b.bullet || b.wrap || b.cells.length !== 1 || a.cells.length !== 1) continue;
    if (a.font !== b.font || Math.abs(a.size - b.size) > 0.3 || Math.abs(a.x - b.x) > 2) continue;
    if (/\b(?:and|or|of|the|a|an|to|for|in|on|with|by|from|at|as|into)$|,$/i.test(a.cells[0]!.text)) b.wrap = 2;
  }
}

/** Marks lines after an unusually wide vertical gap. */
export function markGaps(lines: PdfLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    b.gapBefore = a.page !== b.page ? false : a.y - b.y > Math.max(a.size, b.size) * 1.9 || b.y > a.y + 1;
  }
}

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

const OPEN_RANGE = new RegExp(`(?:^|\\s)(?:[–—-]|to)(?:\\s+(?:${'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec'})[a-z]*\\.?)?\\s*$`, 'i');
const RANGE_END = /^(?:present|current|now|today|ongoing|(?:19|20)\d{2}|[a-z]{3,9}\.?\s+(?:19|20)\d{2})\b/i;

/**
 * A date range wrapped inside a narrow table cell ('Apr 2020 –' above 'Present', 'Jan 2016 – Mar' above
 * '2020') is mended: the cell's second line joins its first, and the rest of that row stays a row.
 */
export function mendWrappedCells(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const first = line.cells[0];
    const above = prev?.cells[0];
    const lastAbove = prev?.cells[prev.cells.length - 1];
    // Right-aligned dates after a long entry wrap to the next line's start ('… Healthcare   09/2020 –' / 'present').
    if (
      prev &&
      lastAbove &&
      prev.cells.length >= 2 &&
      line.cells.length === 1 &&
      prev.page === line.page &&
      OPEN_RANGE.test(lastAbove.text) &&
      RANGE_END.test(first!.text) &&
      first!.text.replace(RANGE_END, '').trim() === '' &&
      prev.y - line.y < line.size * 1.6
    ) {
      lastAbove.text = `${lastAbove.text} ${first!.text}`;
      continue;
    }
    if (
      prev &&
      first &&
      above &&
      prev.page === line.page &&
      prev.cells.length >= 2 &&
      Math.abs(first.x - above.x) <= 1.5 &&
      OPEN_RANGE.test(above.text) &&
      RANGE_END.test(first.text) &&
      first.text.length <= 12 &&
      prev.y - line.y < line.size * 1.6
    ) {
      above.text = `${above.text} ${first.text}`;
      line.cells.shift();
      if (!line.cells.length) continue;
      line.x = line.cells[0]!.x;
    }
    out.push(line);
  }
  return out;
}

/** Text with its numbers masked, so that 'Page 1 of 2' and 'Page 2 of 2' compare equal. */
const runningKey = (line: PdfLine) => line.cells.map((c) => c.text).join(' ').replace(/\d+/g, '#').toLowerCase();

/**
 * Running headers and footers: lines printed again in the top or bottom few lines of other pages (a name and
 * contact line in a Word header, 'Name · e-mail · Page 2 of 3' in a footer). The copy at the top of the first
 * page is the CV's own header and stays; every other copy goes, or it would land inside whatever section the
 * page break fell in. Bare page numbers at the top or foot of a page go too.
 */
export function dropRunningLines(lines: PdfLine[]): PdfLine[] {
  const pages = new Map<number, PdfLine[]>();
  for (const line of lines) {
    const pageLines = pages.get(line.page);
    if (pageLines) pageLines.push(line);
    else pages.set(line.page, [line]);
  }
  const band = new Set<PdfLine>();
  const top = new Set<PdfLine>();
  const bottom = new Set<PdfLine>();
  for (const pageLines of pages.values()) {
    const byY = [...pageLines].sort((a, b) => b.y - a.y);
    byY.slice(0, 3).forEach((l) => (band.add(l), top.add(l)));
    byY.slice(-3).forEach((l) => (band.add(l), bottom.add(l)));
  }
  // A header repeats at the top of pages and a footer at the foot: a line at the foot of one page and the top of
  // the next is the body going on (an entry's 'School, Town' printed under each of two degrees split by the break).
  const keysOf = (line: PdfLine) => [top.has(line) ? `top ${runningKey(line)}` : '', bottom.has(line) ? `foot ${runningKey(line)}` : ''].filter(Boolean);
  const seen = new Map<string, Set<number>>();
  for (const line of band) {
    if (!/\p{L}{2}/u.test(runningKey(line))) continue;
    for (const key of keysOf(line)) seen.set(key, (seen.get(key) ?? new Set()).add(line.page));
  }
  return lines.filter((line) => {
    if (!band.has(line)) return true;
    if (isPageNumber(line)) return false;
    const onPages = keysOf(line)
      .map((key) => seen.get(key))
      .find((pagesSeen) => pagesSeen && pagesSeen.size >= 2);
    if (!onPages) return true;
    const allPages = new Set(keysOf(line).flatMap((key) => [...(seen.get(key) ?? [])]));
    return line.page === Math.min(...allPages) && top.has(line);
  });
}

function isPageNumber(line: PdfLine): boolean {
  const text = line.cells.map((c) => c.text).join(' ').trim();
  const m = /^(?:page\s+)?[-–—]?\s*(\d{1,3})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i.exec(text);
  return !!m && Number(m[1]) === line.page;
}
