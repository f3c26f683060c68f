import { median } from './median.ts';

/**
 * Two columns side by side end where the shorter one ends. Of the rows below that (on the longer side only),
 * those after the first blank band (a gap of more than one and a half lines) are no part of the columns: the
 * next section's heading and entry, set on the left margin under two entries or lists side by side. Given the
 * baselines of the rows in page order and the index of the last row with text on both sides, returns the
 * index of the first row after such a band, or -1 when there is none. The line pitch is measured over the
 * rows down to the last one on both sides.
 */
export function rowAfterColumnsEnd(ys: number[], lastOnBothSides: number): number {
  if (lastOnBothSides < 3) return -1;
  // Distinct baselines: the two sides of one row may sit a little apart, which is no line step.
  const above = [...new Set(ys.slice(0, lastOnBothSides + 1).map((y) => Math.round(y)))].sort((a, b) => b - a);
  if (above.length < 4) return -1;
  const pitch = median(above.slice(1).map((y, i) => above[i]! - y));
  let lowest = Math.min(...ys.slice(0, lastOnBothSides + 1));
  for (let i = lastOnBothSides + 1; i < ys.length; i++) {
    if (lowest - ys[i]! > pitch * 1.5) return i;
    lowest = Math.min(lowest, ys[i]!);
  }
  return -1;
}
