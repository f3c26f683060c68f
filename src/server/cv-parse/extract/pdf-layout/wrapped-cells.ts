import { stripBullet } from '../clean.ts';
import type { PdfLine } from './types.ts';

const OPEN_RANGE = new RegExp(`(?:^|\\s)(?:[–—-]|to)(?:\\s+(?:${'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec'})[a-z]*\\.?)?\\s*$`, 'i');
const RANGE_END = /^(?:present|current|now|today|ongoing|(?:19|20)\d{2}|[a-z]{3,9}\.?\s+(?:19|20)\d{2})\b/i;

/**
 * A date range wrapped inside a narrow table cell ('Apr 2020 –' above 'Present', 'Jan 2016 – Mar' above
 * '2020') is mended: the cell's second line joins its first, and the rest of that row stays a row. A range
 * stacked down a timeline is joined first (joinStackedRanges).
 */
export function mendWrappedCells(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  lines = joinStackedRanges(lines);
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

const DATE_ALONE = /^(?:[a-z]{3,9}\.?\s+|\d{1,2}[./])?(?:19|20)\d{2}$/i;
const SEPARATOR = /^[|–—-]$/;

/**
 * A range set as a timeline down a date column: the start beside the entry's first line, a bar or dash under it,
 * the end below that ('2014' / '|' / '2018', as R's pagedown résumé and other HTML templates print it). Read row
 * by row, the bar and the end land on the entry's later lines, and the entry has no end. The three are joined
 * into one cell, '2014 – 2018', where the start stands.
 */
export function joinStackedRanges(lines: PdfLine[]): PdfLine[] {
  const dropped = new Set<PdfLine>();
  for (let i = 0; i + 2 < lines.length; i++) {
    const [top, middle, bottom] = [lines[i]!, lines[i + 1]!, lines[i + 2]!];
    const start = top.cells[0];
    const bar = middle.cells[0];
    const end = bottom.cells[0];
    if (!start || !bar || !end || top.page !== bottom.page || !DATE_ALONE.test(start.text) || !SEPARATOR.test(bar.text)) continue;
    const stacked =
      Math.abs(end.x - start.x) <= 1.5 &&
      bar.x >= start.x - 1 &&
      bar.x <= start.x + top.size * 2 &&
      top.y - bottom.y <= top.size * 3.5 &&
      (DATE_ALONE.test(end.text) || /^(?:present|current|now|today|ongoing)$/i.test(end.text));
    if (!stacked) continue;
    start.text = `${start.text} – ${end.text}`;
    for (const line of [middle, bottom]) {
      line.cells.shift();
      if (line.cells.length) startFromFirstCell(line);
      else dropped.add(line);
    }
  }
  return dropped.size ? lines.filter((l) => !dropped.has(l)) : lines;
}

/** A line that lost its first cell starts where its next cell does, with that cell's bullet if it has one. */
function startFromFirstCell(line: PdfLine): void {
  const first = line.cells[0]!;
  line.x = first.x;
  if (line.bullet) return;
  const { bullet, text } = stripBullet(first.text);
  if (!bullet) return;
  line.bullet = true;
  line.glyph = first.text.trimStart()[0] ?? '';
  line.cells[0] = { x: first.x, text };
}
