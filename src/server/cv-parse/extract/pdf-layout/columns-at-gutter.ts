import { DATE_HINT } from './date-hint.ts';
import type { Gutter } from './gutter.ts';
import type { PdfRun, Row } from './types.ts';

export interface Split {
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

/**
 * The sides of a row's runs. A run set flush right in the left column of a grid with no space between the
 * columns (a date right-aligned against the next column) fills the gutter up to where the right column's
 * first run begins: it belongs to the left, and the row is no span.
 */
function sidesOf(runs: PdfRun[], gutter: Gutter): Array<'left' | 'right' | 'span'> {
  const sides = runs.map((r) => sideOf(r, gutter));
  return sides.map((side, k) => {
    const run = runs[k]!;
    const next = runs[k + 1];
    const end = run.x + run.w;
    const abuts = next && sides[k + 1] === 'right' && run.x < gutter.from && end <= next.x + 0.5 && end <= gutter.to + 1;
    return side === 'span' && abuts ? 'left' : side;
  });
}

/** The highest baseline of a row's runs: a side split off a row keeps its own baseline, not the other side's. */
const topOf = (runs: PdfRun[]) => Math.max(...runs.map((r) => r.y));

/** Splits rows at a gutter when the two sides are independent columns, not cells of one table. */
export function splitAtGutter(rows: Row[], gutter: Gutter): Split | null {
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
    const sides = sidesOf(row.runs, gutter);
    const l = row.runs.filter((_, k) => sides[k] === 'left');
    const rr = row.runs.filter((_, k) => sides[k] === 'right');
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
  // Left rows running down at a line's pitch are a sidebar (an address wrapped over three lines, then a list),
  // though they share the main column's baselines line for line: labels have content lines between them.
  if (stackedList(lefts.map((p) => p.row))) return false;
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
