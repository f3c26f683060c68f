import { describe, expect, test } from 'vitest';
import { drawnBulletRuns, type Mark } from '../../../src/server/cv-parse/extract/pdf-layout/drawn-bullets.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import { rowToLine } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';
import { drawnMarks, type MarkOps } from '../../../src/server/cv-parse/extract/pdf-marks.ts';

const run = (str: string, x: number, y: number, size = 9): PdfRun => ({ str, x, y, w: str.length * size * 0.5, size, font: 'body' });
/** A disc as Chrome draws a CSS list marker: a third of an em across, centred on the letters' middle. */
const disc = (x: number, baseline: number, across = 3): Mark => ({ x0: x, y0: baseline + 1.5, x1: x + across, y1: baseline + 1.5 + across });

describe('bullets drawn as shapes', () => {
  // An HTML template printed by Chrome: two items, the first wrapped onto a second line that begins a sentence.
  const runs = [
    run('Web Development Officer', 37, 618, 11),
    run('Migrated to AWS Fargate: removed idling EC2s (93% fewer hours).', 46.9, 586),
    run('Used scheduled tasks to mirror the content.', 46.9, 574),
    run('Reduced compute costs by 31% with reserved instances.', 46.9, 561),
  ];
  const marks = [disc(35.5, 586), disc(35.5, 561)];

  test('a disc before a line begins a list item there; the wrapped line under it stays a continuation', () => {
    const bullets = drawnBulletRuns(marks, runs);
    expect(bullets.map((b) => [b.str, b.x, b.y])).toEqual([
      ['•', 35.5, 586],
      ['•', 35.5, 561],
    ]);
    const lines = groupRows([...runs, ...bullets]).map((row) => rowToLine(row, 1));
    expect(lines.map((l) => [l.bullet, l.cells[0]!.text.slice(0, 12)])).toEqual([
      [false, 'Web Developm'],
      [true, 'Migrated to '],
      [false, 'Used schedul'],
      [true, 'Reduced comp'],
    ]);
  });

  test('a disc filled and then outlined is one bullet', () => {
    expect(drawnBulletRuns([...marks, disc(35.5, 586)], runs)).toHaveLength(2);
  });

  test('a dot between two pieces of a line is a separator, not a bullet', () => {
    const contact = [run('London', 40, 700), run('jane.doe@example.com', 77, 700)];
    expect(drawnBulletRuns([disc(70, 700)], contact)).toEqual([]);
  });

  test('a row of rating dots after a skill is no bullet', () => {
    const skill = [run('Python', 40, 500), run('Advanced', 120, 500)];
    const dots = [disc(95, 500), disc(101, 500), disc(107, 500), disc(113, 500)];
    expect(drawnBulletRuns(dots, skill)).toEqual([]);
  });

  test('a timeline node, larger than a bullet for its text, is left alone', () => {
    // A 7-point dot before a 12-point role title on a drawn timeline.
    const title = [run('Graphic Designer', 60, 400, 12)];
    expect(drawnBulletRuns([{ x0: 45, y0: 401, x1: 52, y1: 408 }], title)).toEqual([]);
  });

  test('a shape under the baseline or far before the text is no bullet', () => {
    const line = [run('Designed the onboarding flow', 60, 300)];
    expect(drawnBulletRuns([disc(50, 290)], line)).toEqual([]);
    expect(drawnBulletRuns([disc(20, 300)], line)).toEqual([]);
  });

  test('a list in the next column keeps its bullets beside the text of the first', () => {
    // A two-column skills list: 'HTML5' in the first column, '• Git' in the second, far to its right.
    const grid = [run('HTML5', 395, 520), run('Git', 460, 520)];
    expect(drawnBulletRuns([disc(384, 520), disc(449, 520)], grid).map((b) => b.x)).toEqual([384, 449]);
  });
});

describe('small shapes read from the operator list', () => {
  const OPS: MarkOps = {
    save: 10,
    restore: 11,
    transform: 12,
    paintFormXObjectBegin: 74,
    paintFormXObjectEnd: 75,
    constructPath: 91,
    fill: 22,
    eoFill: 23,
    fillStroke: 24,
    eoFillStroke: 25,
    closeFillStroke: 26,
    closeEOFillStroke: 27,
    stroke: 20,
    closeStroke: 21,
  };

  test('a path box is carried through the transforms in force to page space', () => {
    // Skia: the page flipped to a top-left origin, then a disc drawn in a translated, scaled space.
    const list = {
      fnArray: [10, 12, 10, 12, 91, 11, 91, 11, 91],
      argsArray: [
        null,
        [1, 0, 0, -1, 0, 842],
        null,
        [0.75, 0, 0, 0.75, 30, 200],
        [22, [], [0, 0, 4, 4]],
        null,
        // A page-wide rule: too large for a bullet.
        [20, [], [0, 100, 500, 101]],
        null,
        [22, [], [10, 10, 13, 13]],
      ],
    };
    const marks = drawnMarks(list, OPS);
    expect(marks).toHaveLength(2);
    expect(marks[0]).toEqual({ x0: 30, y0: 639, x1: 33, y1: 642 });
    expect(marks[1]).toEqual({ x0: 10, y0: 10, x1: 13, y1: 13 });
  });

  test('a form drawn at an offset moves its shapes with it, and a clip path, never painted, is no shape', () => {
    const list = {
      fnArray: [74, 91, 91, 75],
      argsArray: [[[1, 0, 0, 1, 100, 50], [0, 0, 10, 10]], [22, [], [1, 1, 4, 4]], [29, [], [0, 0, 3, 3]], null],
    };
    expect(drawnMarks(list, OPS)).toEqual([{ x0: 101, y0: 51, x1: 104, y1: 54 }]);
  });
});

describe('a bullet glyph set as its own run', () => {
  test('a lone "o" before the text, as Word and Google Docs print a second-level bullet, is a bullet', () => {
    const runs = [run('Portfolio website', 54, 700), run('o', 90, 688), run('Built the contact form with a serverless function', 108, 688)];
    const lines = groupRows(runs).map((row) => rowToLine(row, 1));
    expect(lines.map((l) => [l.bullet, l.cells.map((c) => c.text)])).toEqual([
      [false, ['Portfolio website']],
      [true, ['Built the contact form with a serverless function']],
    ]);
  });
});

describe('marks framing a heading', () => {
  test("a heading between two small circles ('◦ Skills ◦') is no list item; a disc before an item still is", () => {
    const heading = run('Skills', 90, 580, 10);
    const item = run('Mentored four junior developers', 60, 560, 10);
    const end = heading.x + heading.w;
    const marks = [disc(84, 580), disc(end + 3, 580), disc(54, 560)];
    expect(drawnBulletRuns(marks, [heading, item]).map((b) => b.y)).toEqual([560]);
  });

  test('a mark after the line with more text beyond it is a separator: the first mark is still a bullet', () => {
    const first = run('Python', 90, 580, 10);
    const next = run('Advanced', 130, 580, 10);
    const bullets = drawnBulletRuns([disc(84, 580), disc(first.x + first.w + 3, 580)], [first, next]);
    expect(bullets.map((b) => b.x)).toEqual([84]);
  });
});
