import type { PdfLine } from './types.ts';

/**
 * Marks lines after an unusually wide vertical gap, or at the top of a column read after another (a line set
 * higher up than the one before it, or on an earlier page: a column read on across a page break, page-threads.ts).
 */
export function markGaps(lines: PdfLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    b.gapBefore = a.page !== b.page ? b.page < a.page : a.y - b.y > Math.max(a.size, b.size) * 1.9 || b.y > a.y + 1;
  }
}
