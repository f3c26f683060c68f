import { describe, expect, test } from 'vitest';
import { markChipRuns } from '../../../src/server/cv-parse/extract/pdf-layout/chips.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import { rowToLine } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';

const run = (str: string, x: number, y: number, size = 11): PdfRun => ({ str, x, y, w: str.length * size * 0.5, size, font: 'body' });
/** A pill drawn behind a run: padding of a quarter em either side, from below the baseline to above the capitals. */
const pill = (r: PdfRun) => ({ x0: r.x - 3, y0: r.y - 4, x1: r.x + r.w + 3, y1: r.y + r.size + 1 });

/** Tags a row apart at about an em, as a Typst or web template sets chips. */
function tags(words: string[], y: number): PdfRun[] {
  let x = 40;
  return words.map((word) => {
    const r = run(word, x, y);
    x += r.w + 11.5;
    return r;
  });
}

const cellsOf = (runs: PdfRun[]) => groupRows(runs).map((row) => rowToLine(row, 1).cells.map((c) => c.text));

describe('tags printed as chips', () => {
  test('each tag on a box of its own is a cell of its own, a tag of two words one cell', () => {
    const runs = tags(['Python', 'TypeScript', 'HTML + CSS', 'Working Out'], 500);
    markChipRuns(runs.map(pill), runs);
    expect(cellsOf(runs)).toEqual([['Python', 'TypeScript', 'HTML + CSS', 'Working Out']]);
  });

  test('the same words without boxes stay one phrase', () => {
    expect(cellsOf(tags(['Python', 'TypeScript', 'React'], 500))).toEqual([['Python TypeScript React']]);
  });

  test('a box round two rows of text, or a page-wide band behind a line, is no chip', () => {
    const panel = [run('Led the migration', 40, 500), run('of the billing system', 40, 487)];
    markChipRuns([{ x0: 35, y0: 482, x1: 200, y1: 514 }], panel);
    const band = tags(['Senior Engineer', 'Acme'], 400);
    markChipRuns([{ x0: 0, y0: 396, x1: 595, y1: 412 }], band);
    expect([...panel, ...band].every((r) => r.chip === undefined)).toBe(true);
  });
});
