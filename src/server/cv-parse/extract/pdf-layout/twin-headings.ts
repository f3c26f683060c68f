import { DATE_HINT } from './date-hint.ts';
import type { PdfRun, Row } from './types.ts';

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
