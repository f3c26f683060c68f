import type { PdfRun, Row } from './types.ts';

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
  // The smallest size in the last row so far, kept as runs join it rather than recounted for every run.
  let rowMinSize = Infinity;
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    const minSize = row ? Math.min(run.size, rowMinSize) : run.size;
    const onBaseline = row && Math.abs(row.runs[row.runs.length - 1]!.y - run.y) < 0.5;
    if (row && (onBaseline || row.y - run.y <= Math.max(2, minSize * 0.45))) {
      row.runs.push(run);
      rowMinSize = minSize;
    } else {
      rows.push({ y: run.y, runs: [run] });
      rowMinSize = run.size;
    }
  }
  for (const row of rows) row.runs.sort((a, b) => a.x - b.x);
  return rows;
}
