import { median } from './median.ts';
import type { Row } from './types.ts';

/** A label block longer than this is a sidebar's list, not the first cell of a table row. */
const MAX_LABEL_ROWS = 6;
/** Labels take at most this share of the content column's width, and of its text. */
const MAX_LABEL_SHARE = 0.5;
/** The share of the content's paragraphs (below the first label) that must begin beside a label block. */
const MIN_LABELLED = 0.85;
/** The same share when every label is a single row. */
const MIN_LABELLED_SINGLE = 0.75;
/** A blank band in the content column: a step of this many lines or more. */
const BLANK_LINES = 1.7;
/** A label centred in its cell stands at most this many lines below the first line of the content beside it. */
const CENTRED_LINES = 2;

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
  const rowTops = blocks.map((block) => tableRowTop(block[0]!.y, right, pitch, slack));
  if (rowTops.some((top) => top === null)) return null;
  const tops = rowTops as number[];
  const starts = paragraphStarts(right, tops[0]! + slack, pitch);
  // Beside a paragraph: in the blank band above it, or centred on its first lines.
  const labelled = starts.filter(([upper, lower]) => tops.some((top) => top >= lower - pitch * 1.5 && top < upper));
  // Labels of one row each (a heading, a date) are no sidebar's headed lists: a section's second entry may go unlabelled.
  const share = blocks.every((block) => block.length === 1) ? MIN_LABELLED_SINGLE : MIN_LABELLED;
  if (labelled.length < starts.length * share) return null;
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
 * Where the table row a label begins starts: on a content line's baseline (within a sixth of a line), where the
 * content column starts again after a blank band (a new table row, or a heading given a line of its own in the
 * margin), or, for a label centred in its cell ('CONTACT' set larger beside its 'Email' and 'Phone' rows), at the
 * first line of the paragraph whose first lines it stands beside. Null when the label begins no row.
 */
function tableRowTop(y: number, right: Row[], pitch: number, slack: number): number | null {
  if (right.some((r) => Math.abs(r.y - y) <= pitch / 6)) return y;
  const above = right.filter((r) => r.y > y + slack).at(-1);
  const below = right.find((r) => r.y <= y + slack);
  const blankAbove = (row: Row) => {
    const over = right.filter((r) => r.y > row.y).at(-1);
    return over === undefined || over.y - row.y >= pitch * BLANK_LINES;
  };
  if (below !== undefined && (above === undefined || blankAbove(below))) return y;
  const beside = right.filter((r) => r.y > y && r.y - y <= pitch * CENTRED_LINES).find(blankAbove);
  return beside ? beside.y : null;
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
