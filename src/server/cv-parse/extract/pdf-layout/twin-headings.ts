import { DATE_HINT } from './date-hint.ts';
import { rowAfterColumnsEnd } from './column-end.ts';
import type { PdfRun, Row } from './types.ts';
import { largestCount } from '../../../../lib/tally.ts';

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
  const fontChars = new Map<string, number>();
  for (const run of runs) fontChars.set(run.font, (fontChars.get(run.font) ?? 0) + run.str.length);
  const bodyFont = largestCount(fontChars);
  // A heading is set well above the body size, or a little above it in a face of its own (bold), the same on both sides.
  const heading = (r: PdfRun, other: PdfRun) => r.size >= body * 1.3 || (r.size >= body * 1.08 && r.font !== bodyFont && r.font === other.font);
  const isTwin = (row: Row) => {
    const cells = row.runs.filter((r) => r.str.trim());
    if (cells.length !== 2 || cells.some((r, i) => !heading(r, cells[1 - i]!) || DATE_HINT.test(r.str))) return false;
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
    // Another pair of headings ends the columns when it heads columns of its own: its second heading stands
    // left of the cut, or on it. A bold line set inside the right column, beside an entry's title on the left
    // ('Laxmi Bai School, Bhind' beside '*courses yet to be completed'), is the columns' text.
    const newPair = (r: Row) => isTwin(r) && r.runs.filter((run) => run.str.trim())[1]!.x <= cut + 6;
    let end = i + 1;
    // Headings too long for their columns wrap together ('ACADEMIC' over 'INTERESTS' beside 'PERSONAL PROJECTS
    // AND OTHER' over 'WORK/EDUCATION'): their second line is no new pair.
    while (end < rows.length && isTwin(rows[end]!) && wrapsHeadings(rows[end - 1]!, rows[end]!)) end++;
    while (end < rows.length && !crosses(rows[end]!) && !newPair(rows[end]!)) end++;
    end = endOfColumns(rows, i, end, cut);
    const below = rows.slice(i, end);
    const leftRows = below.map((r) => ({ y: r.y, runs: r.runs.filter((run) => run.x < cut) })).filter((r) => r.runs.length);
    const rightRows = below.map((r) => ({ y: r.y, runs: r.runs.filter((run) => run.x >= cut) })).filter((r) => r.runs.length);
    if (leftRows.length < 3 || rightRows.length < 3 || comparesRowByRow(below, cut)) {
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

/**
 * Whether a pair of headings is the line after another pair: each heading in its predecessor's size and
 * face, starting where it starts, one line below it.
 */
function wrapsHeadings(above: Row, below: Row): boolean {
  const top = above.runs.filter((r) => r.str.trim());
  const next = below.runs.filter((r) => r.str.trim());
  return (
    top.length === next.length &&
    next.every((r, k) => {
      const over = top[k]!;
      return Math.abs(r.x - over.x) <= 1.5 && Math.abs(r.size - over.size) < 0.2 && r.font === over.font && over.y - r.y <= over.size * 1.5;
    })
  );
}

/** Where two columns opened by twin headings end: see rowAfterColumnsEnd. */
function endOfColumns(rows: Row[], from: number, end: number, cut: number): number {
  let last = end - 1;
  while (last > from && !rows[last]!.runs.some((run) => run.x >= cut)) last--;
  const after = rowAfterColumnsEnd(rows.slice(from, end).map((r) => r.y), last - from);
  return after < 0 ? end : from + after;
}

/**
 * A table comparing two things row by row (two languages, each with 'Listening', 'Reading', 'Writing' and a
 * level beside the other's): the same labels on both sides of rows below the headings. It is read row by row,
 * as a table, each label beside its twin.
 */
function comparesRowByRow(rows: Row[], cut: number): boolean {
  const text = (runs: PdfRun[]) => runs.map((r) => r.str.trim()).join(' ');
  const same = rows.filter((r) => {
    const left = text(r.runs.filter((run) => run.x < cut));
    return left.length > 1 && left === text(r.runs.filter((run) => run.x >= cut));
  }).length;
  return same >= 2;
}
