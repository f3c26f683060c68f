import { median } from './median.ts';
import type { Row } from './types.ts';

/** A label block longer than this is a sidebar's list, not the first cell of a table row. */
const MAX_LABEL_ROWS = 6;
/** Labels take at most this share of the content column's width, and of its text. */
const MAX_LABEL_SHARE = 0.5;
/** The share of the content's paragraphs (below the first label) that must begin beside a label block. */
const MIN_LABELLED = 0.85;
/** A blank band in the content column: a step of this many lines or more. */
const BLANK_LINES = 1.7;

/**
 * A left column of short labels, each the first cell of a table row or a heading set in the margin: a role's
 * 'Title / Employer / Town / Dates' beside its bullets (Word and Google Docs tables), or 'EDUCATION' and then
 * each entry's dates beside the entry (LaTeX and HTML templates with a margin). Read as a sidebar, every label
 * would come before all the content, and each section would lose its heading and every entry its dates.
 *
 * The labels are a narrow, light column in short blocks; every block begins where a row of the table begins
 * (on the baseline of a content line, or where the content starts again after a blank band), and nearly every
 * paragraph of the content begins beside a block. A sidebar's blocks meet the main column's paragraphs only by
 * chance. Such a page is read band by band: each label block, then the content beside and below it down to
 * the next block. Returns null for any other pair of columns. Rows are in page order (baselines falling).
 */
export function bandsOfTable(left: Row[], right: Row[]): Row[][] | null {
  if (left.length < 3 || right.length <= left.length || !narrowAndLight(left, right)) return null;
  const pitch = median(right.slice(1).map((row, i) => right[i]!.y - row.y).filter((step) => step > 1));
  if (!(pitch > 0)) return null;
  // Cells of one table row can sit a point or two off each other's baseline.
  const slack = pitch * 0.3;
  const blocks = labelBlocks(left);
  if (blocks.length < 3 || blocks.some((block) => block.length > MAX_LABEL_ROWS)) return null;
  const tops = blocks.map((block) => block[0]!.y);
  if (!tops.every((top) => beginsTableRow(top, right, pitch, slack))) return null;
  const starts = paragraphStarts(right, tops[0]! + slack, pitch);
  // Beside a paragraph: in the blank band above it, or centred on its first lines.
  const labelled = starts.filter(([upper, lower]) => tops.some((top) => top >= lower - pitch * 1.5 && top < upper));
  if (labelled.length < starts.length * MIN_LABELLED) return null;
  const bands: Row[][] = [right.filter((row) => row.y > tops[0]! + slack)];
  blocks.forEach((block, i) => {
    const next = tops[i + 1];
    bands.push(block, right.filter((row) => row.y <= tops[i]! + slack && (next === undefined || row.y > next + slack)));
  });
  return bands.filter((band) => band.length);
}

/** Labels are a narrow column with little text beside a wide one: two columns of a page share it more evenly. */
function narrowAndLight(left: Row[], right: Row[]): boolean {
  const runs = (rows: Row[]) => rows.flatMap((row) => row.runs);
  const chars = (rows: Row[]) => runs(rows).reduce((n, run) => n + run.str.length, 0);
  const width = (rows: Row[]) => Math.max(...runs(rows).map((r) => r.x + r.w)) - Math.min(...runs(rows).map((r) => r.x));
  return chars(left) <= chars(right) * MAX_LABEL_SHARE && width(left) <= width(right) * MAX_LABEL_SHARE;
}

/**
 * Left rows in blocks, parted where the step down is more than a line and a half of the upper row's type
 * (a heading and the dates set right under it stay one block).
 */
function labelBlocks(left: Row[]): Row[][] {
  const blocks: Row[][] = [];
  for (const [i, row] of left.entries()) {
    const above = left[i - 1];
    if (!above || above.y - row.y > Math.max(...above.runs.map((r) => r.size)) * 1.8) blocks.push([row]);
    else blocks[blocks.length - 1]!.push(row);
  }
  return blocks;
}

/**
 * On a content line's baseline (within a sixth of a line), or where the content column starts again after a
 * blank band (a new table row, or a heading given a line of its own in the margin).
 */
function beginsTableRow(y: number, right: Row[], pitch: number, slack: number): boolean {
  if (right.some((r) => Math.abs(r.y - y) <= pitch / 6)) return true;
  const above = right.filter((r) => r.y > y + slack).at(-1);
  const below = right.find((r) => r.y <= y + slack);
  return below !== undefined && (above === undefined || above.y - below.y >= pitch * BLANK_LINES);
}

/**
 * Where the content column starts a new paragraph below `from`: the baselines either side of each blank band.
 * The column's last row, set apart on its own (a page number), starts none.
 */
function paragraphStarts(right: Row[], from: number, pitch: number): Array<[number, number]> {
  const starts: Array<[number, number]> = [];
  for (let i = 1; i < right.length - 1; i++) {
    const upper = right[i - 1]!.y;
    const lower = right[i]!.y;
    if (lower <= from && upper - lower >= pitch * BLANK_LINES) starts.push([upper, lower]);
  }
  return starts;
}
