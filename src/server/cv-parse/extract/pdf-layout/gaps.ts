import type { PdfLine } from './types.ts';

/** Marks lines after an unusually wide vertical gap. */
export function markGaps(lines: PdfLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    b.gapBefore = a.page !== b.page ? false : a.y - b.y > Math.max(a.size, b.size) * 1.9 || b.y > a.y + 1;
  }
}
