import { describe, expect, test } from 'vitest';
import { readingOrder } from '../../../src/server/cv-parse/extract/pdf-layout/reading-order.ts';
import { isQuarterTurn, rotatedHeadingRuns } from '../../../src/server/cv-parse/extract/pdf-layout/rotated-headings.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import type { PdfRun, TextItemLike } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';

const run = (str: string, y: number, x = 40): PdfRun => ({ str, x, y, w: str.length * 5, size: 10, font: 'body' });
/** A quarter-turned item: read down (b < 0) from its top, or up (b > 0) from its bottom. */
const turned = (str: string, x: number, y: number, width: number, down = true, size = 20): TextItemLike => ({
  str,
  transform: down ? [0, -size, size, 0, x, y] : [0, size, -size, 0, x, y],
  width,
  fontName: 'heading',
});
/** Lines of a page in reading order, with the headings' runs added. */
const order = (items: TextItemLike[], runs: PdfRun[]) => {
  const all = [...runs, ...rotatedHeadingRuns(items, runs).map((h) => h.run)];
  return readingOrder(groupRows(all)).flat().map((row) => row.runs.map((r) => r.str).join(' '));
};

// Two sections of made-up entries, the second after a wider gap; the margin at x = 500 holds the headings.
const page = [
  run('Jane Placeholder', 760),
  run('Widget Maker (Acme Widgets Ltd)', 600),
  run('Made widgets', 585),
  run('Gadget Fixer (Gizmo Group)', 565),
  run('Fixed gadgets', 550),
  run('Degree in Tinkering (Example University)', 480),
  run('Studied tinkering', 465),
];

describe('section headings set at a quarter turn in a margin', () => {
  test('quarter turns either way are told from text set across or slanted', () => {
    expect(isQuarterTurn([0, -12, 12, 0, 0, 0])).toBe(true);
    expect(isQuarterTurn([0, 12, -12, 0, 0, 0])).toBe(true);
    expect(isQuarterTurn([12, 0, 0, 12, 0, 0])).toBe(false);
    expect(isQuarterTurn([8.5, 8.5, -8.5, 8.5, 0, 0])).toBe(false);
  });

  test('a heading centred beside its section opens it, read down or up', () => {
    // 'Work' and 'History' as separate items on one vertical baseline; the span 595..560 is centred on the section.
    const down = [turned('Work', 500, 595, 15), turned('History', 500, 576, 16)];
    const up = [turned('Education', 500, 455, 30, false)];
    expect(order([...down, ...up], page)).toEqual([
      'Jane Placeholder',
      'Work History',
      'Widget Maker (Acme Widgets Ltd)',
      'Made widgets',
      'Gadget Fixer (Gizmo Group)',
      'Fixed gadgets',
      'Education',
      'Degree in Tinkering (Example University)',
      'Studied tinkering',
    ]);
  });

  test('rotated text that names no section stays out', () => {
    const notes = [turned('Draft copy', 500, 600, 60), turned('Printed 2024', 20, 300, 60, false)];
    expect(rotatedHeadingRuns(notes, page)).toEqual([]);
  });

  test('a heading with no text beside it is left out', () => {
    expect(rotatedHeadingRuns([turned('Skills', 500, 300, 40)], page)).toEqual([]);
  });
});
