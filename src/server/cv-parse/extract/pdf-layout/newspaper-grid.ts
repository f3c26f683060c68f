import type { PdfRun, Row } from './types.ts';

interface Cell {
  x: number;
  right: number;
  font: string;
  size: number;
  runs: PdfRun[];
}

/** A row's cells: its runs joined across gaps no wider than two letters (a bullet stays with its text). */
function cellsOf(row: Row): Cell[] {
  const cells: Cell[] = [];
  for (const run of row.runs) {
    const last = cells[cells.length - 1];
    if (last && run.x - last.right <= run.size * 2) {
      last.right = Math.max(last.right, run.x + run.w);
      last.runs.push(run);
      if (run.str.trim().length > 1 && last.runs.every((r) => r === run || r.str.trim().length <= 1)) last.font = run.font;
    } else cells.push({ x: run.x, right: run.x + run.w, font: run.font, size: run.size, runs: [run] });
  }
  return cells;
}

/**
 * Short entries set as a grid of three or more evenly spaced columns under one heading ('Awards': a name over
 * its detail, three to a row): read row by row, each row would join three entries' names, then their
 * details. The columns are read one after the other. A grid is told by cells that all start at the columns of
 * its first row, none reaching into the next column, and by a change of font down most columns (a name over
 * its detail), which a table's rows (a label beside its values, every row alike) do not have.
 */
export function columnsInGrids(rows: Row[]): Row[][] {
  const out: Row[][] = [];
  let plain: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const end = gridEnd(rows, i);
    if (end < 0) {
      plain.push(rows[i]!);
      continue;
    }
    const starts = cellsOf(rows[i]!).map((c) => c.x);
    if (plain.length) out.push(plain);
    plain = [];
    for (const [k, start] of starts.entries()) {
      const next = starts[k + 1] ?? Infinity;
      const column = rows
        .slice(i, end)
        .map((row) => ({ y: row.y, runs: row.runs.filter((run) => run.x >= start - 3 && run.x < next - 3) }))
        .filter((row) => row.runs.length);
      out.push(column);
    }
    i = end - 1;
  }
  if (plain.length) out.push(plain);
  return out;
}

/** The end (exclusive) of the grid whose first row is rows[i], or -1 when no grid starts there. */
function gridEnd(rows: Row[], i: number): number {
  const first = cellsOf(rows[i]!);
  if (first.length < 3) return -1;
  const starts = first.map((c) => c.x);
  const steps = starts.slice(1).map((x, k) => x - starts[k]!);
  const step = steps.reduce((a, b) => a + b, 0) / steps.length;
  if (steps.some((s) => Math.abs(s - step) > step * 0.1)) return -1;
  const size = Math.max(...first.map((c) => c.size));
  const column = (cell: Cell) => starts.findIndex((x) => Math.abs(cell.x - x) <= 3);
  const fits = (cells: Cell[]) =>
    cells.every((c) => {
      const k = column(c);
      return k >= 0 && c.right < (starts[k + 1] ?? Infinity) - 3 && c.size <= size + 0.5;
    });
  if (!fits(first)) return -1;
  let end = i + 1;
  while (end < rows.length && fits(cellsOf(rows[end]!))) end++;
  if (end - i < 2) return -1;
  const fonts = starts.map(() => [] as string[]);
  for (const row of rows.slice(i, end)) for (const cell of cellsOf(row)) fonts[column(cell)]!.push(cell.font);
  const alternating = fonts.filter((list) => {
    const changes = list.slice(1).filter((f, k) => f !== list[k]).length;
    return list.length >= 2 && changes >= 1 && changes >= (list.length - 1) / 2;
  }).length;
  return alternating >= Math.ceil(starts.length / 2) + (starts.length > 3 ? 1 : 0) ? end : -1;
}
