import { splitAtGutter, type Split } from './columns-at-gutter.ts';
import { DATE_HINT } from './date-hint.ts';
import { rowAfterColumnsEnd } from './column-end.ts';
import { findGutter } from './gutter.ts';
import { median } from './median.ts';
import { bandsOfTable } from './table-bands.ts';
import { columnsInGrids } from './newspaper-grid.ts';
import { columnsUnderTwinHeadings } from './twin-headings.ts';
import type { Row } from './types.ts';

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
 * the right side is a column of text, not dates: ragged left and flush right, or ragged right beside a main
 * column (the side column of HTML templates set left-aligned, under a profile as wide as the page).
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
    const rowsOf = (kind: 'left' | 'right') => (split ? split.parts.filter((p) => p.kind === kind).map((p) => p.row) : []);
    const side = rowsOf('right');
    // A ragged-right side column needs a column of text beside it: beside a few labels and dates (a heading
    // and date column, as in a Europass-like grid), its rows are the entries those labels name.
    const besideColumn = rowsOf('left').length >= side.length * 0.5;
    if (isFlushRightColumn(side) || (besideColumn && isLeftAlignedColumn(side))) return [rows.slice(0, i), ...readingOrder(below)];
  }
  return null;
}

/**
 * Rows of text, mostly not dates, that start on one left edge or a list's indent from it (a side column set
 * ragged right: skills, education, a profile).
 */
function isLeftAlignedColumn(rows: Row[]): boolean {
  if (rows.length < 5) return false;
  const edge = Math.min(...rows.map((r) => r.runs[0]!.x));
  const aligned = rows.filter((r) => r.runs[0]!.x - edge <= r.runs[0]!.size * 1.5).length;
  const dated = rows.filter((r) => r.runs.some((run) => DATE_HINT.test(run.str))).length;
  return aligned >= rows.length * 0.8 && dated < rows.length * 0.3;
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
  return depth === 0 ? blocks.flatMap(columnsUnderTwinHeadings).flatMap(columnsInGrids) : blocks;
}

/**
 * A header set as a grid across the top of a sidebar page (the name on the left, contact details in columns
 * beside it), parted from the body by a wide blank band. The body's gutter runs through the grid too, so read
 * by columns the contact details would come after the whole sidebar, far from the name. The grid is read row by
 * row, the body below it by columns. Only the top fifth of the page is looked at, and only a grid with text on
 * both sides of the body's gutter counts.
 */
function headerGrid(rows: Row[]): { grid: Row[]; body: Row[] } | null {
  if (rows.length < 12) return null;
  const top = rows[0]!.y;
  const height = top - rows[rows.length - 1]!.y;
  const pitch = median(rows.slice(1).map((row, i) => rows[i]!.y - row.y));
  for (let i = 2; i <= 8 && i < rows.length && top - rows[i]!.y <= height * 0.2; i++) {
    if (rows[i - 1]!.y - rows[i]!.y < pitch * 3) continue;
    const grid = rows.slice(0, i);
    const body = rows.slice(i);
    const gutter = findGutter(body);
    if (!gutter || !splitAtGutter(body, gutter)) return null;
    const runs = grid.flatMap((r) => r.runs);
    const middle = (gutter.from + gutter.to) / 2;
    const leftOf = runs.some((r) => r.x + r.w <= middle);
    const rightOf = runs.some((r) => r.x >= middle);
    return leftOf && rightOf ? { grid, body } : null;
  }
  return null;
}

/**
 * Rows below two columns inside a stretch of the page (between full-width rows), past the shorter column's
 * end and a blank band, are read after both columns, as full-width rows (see rowAfterColumnsEnd): read with
 * the longer column, the next section would come before the other column's entries. Not for a sidebar
 * running the page's height, which may well go on below the main column's end.
 */
function withTailAfterColumns(parts: Split['parts']): Split['parts'] {
  const lastOf = (kind: 'left' | 'right') => parts.map((p) => p.kind).lastIndexOf(kind);
  const after = rowAfterColumnsEnd(
    parts.map((p) => p.row.y),
    Math.min(lastOf('left'), lastOf('right')),
    parts.map((p) => p.kind),
  );
  return after < 0 ? parts : parts.map((p, i) => (i >= after ? { ...p, kind: 'span' as const } : p));
}

function columnOrder(rows: Row[], depth: number): Row[][] {
  if (!rows.length) return [];
  const header = depth === 0 ? headerGrid(rows) : null;
  if (header) return [header.grid, ...columnOrder(header.body, depth)];
  const gutter = depth < 2 ? findGutter(rows) : null;
  const split = gutter ? splitAtGutter(rows, gutter) : null;
  if (!split) return depth === 0 ? (columnsBelowTopBlock(rows) ?? columnsBetweenWideRows(rows)) : [rows];
  const out: Row[][] = [];
  let leftRows: Row[] = [];
  let rightRows: Row[] = [];
  let spanRows: Row[] = [];
  const parts = depth > 0 ? withTailAfterColumns(split.parts) : split.parts;
  const flush = () => {
    if (spanRows.length) out.push(spanRows);
    const bands = bandsOfTable(leftRows, rightRows);
    out.push(...(bands ?? [...readingOrder(leftRows, depth + 1), ...readingOrder(rightRows, depth + 1)]));
    leftRows = [];
    rightRows = [];
    spanRows = [];
  };
  for (const part of parts) {
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
