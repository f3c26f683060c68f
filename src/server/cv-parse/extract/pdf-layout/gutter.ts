import type { Row } from './types.ts';

export interface Gutter {
  from: number;
  to: number;
}

/** Finds the widest vertical strip that (almost) no run crosses, with text on both sides. */
export function findGutter(rows: Row[]): Gutter | null {
  const runs = rows.flatMap((r) => r.runs);
  if (rows.length < 6) return null;
  const minX = Math.floor(Math.min(...runs.map((r) => r.x)));
  const maxX = Math.ceil(Math.max(...runs.map((r) => r.x + r.w)));
  const width = maxX - minX;
  if (width < 100) return null;
  // How many rows cover each point: each row adds its runs' union (spans merged, so overlaps count once) to a
  // difference array, summed up once at the end, instead of walking the page's width for every row.
  const steps = new Int32Array(width + 2);
  const spans: Array<[number, number]> = [];
  for (const row of rows) {
    spans.length = 0;
    for (const run of row.runs) {
      const a = Math.max(0, Math.floor(run.x - minX));
      const b = Math.min(width, Math.ceil(run.x + run.w - minX));
      if (a <= b) spans.push([a, b]);
    }
    spans.sort((p, q) => p[0] - q[0]);
    let from = -1;
    let to = -2;
    for (const [a, b] of spans) {
      if (a <= to + 1) to = Math.max(to, b);
      else {
        if (from >= 0) (steps[from]! += 1), (steps[to + 1]! -= 1);
        from = a;
        to = b;
      }
    }
    if (from >= 0) (steps[from]! += 1), (steps[to + 1]! -= 1);
  }
  const coverage = new Uint16Array(width + 1);
  for (let i = 0, n = 0; i <= width; i++) coverage[i] = n += steps[i]!;
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
