import type { PdfLine } from './types.ts';

const OPEN_RANGE = new RegExp(`(?:^|\\s)(?:[–—-]|to)(?:\\s+(?:${'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec'})[a-z]*\\.?)?\\s*$`, 'i');
const RANGE_END = /^(?:present|current|now|today|ongoing|(?:19|20)\d{2}|[a-z]{3,9}\.?\s+(?:19|20)\d{2})\b/i;

/**
 * A date range wrapped inside a narrow table cell ('Apr 2020 –' above 'Present', 'Jan 2016 – Mar' above
 * '2020') is mended: the cell's second line joins its first, and the rest of that row stays a row.
 */
export function mendWrappedCells(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const first = line.cells[0];
    const above = prev?.cells[0];
    const lastAbove = prev?.cells[prev.cells.length - 1];
    // Right-aligned dates after a long entry wrap to the next line's start ('… Healthcare   09/2020 –' / 'present').
    if (
      prev &&
      lastAbove &&
      prev.cells.length >= 2 &&
      line.cells.length === 1 &&
      prev.page === line.page &&
      OPEN_RANGE.test(lastAbove.text) &&
      RANGE_END.test(first!.text) &&
      first!.text.replace(RANGE_END, '').trim() === '' &&
      prev.y - line.y < line.size * 1.6
    ) {
      lastAbove.text = `${lastAbove.text} ${first!.text}`;
      continue;
    }
    if (
      prev &&
      first &&
      above &&
      prev.page === line.page &&
      prev.cells.length >= 2 &&
      Math.abs(first.x - above.x) <= 1.5 &&
      OPEN_RANGE.test(above.text) &&
      RANGE_END.test(first.text) &&
      first.text.length <= 12 &&
      prev.y - line.y < line.size * 1.6
    ) {
      above.text = `${above.text} ${first.text}`;
      line.cells.shift();
      if (!line.cells.length) continue;
      line.x = line.cells[0]!.x;
    }
    out.push(line);
  }
  return out;
}
