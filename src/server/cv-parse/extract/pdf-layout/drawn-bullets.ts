import type { PdfRun } from './types.ts';

/**
 * Bullets drawn as shapes, not set as text. Chrome prints a CSS list's markers as filled discs (hollow circles,
 * squares a level down), and Canva, FlowCV and pdfmake draw theirs the same way: the text layer has no '•', so a
 * list item reads like any other line, and where an item's first line ends with a full stop the wrap test
 * cannot tell the next item from the item's second line. A shape the size of a bullet, at a bullet's height
 * just before a run that begins a line, becomes a '•' run there, and the line reads as a list item like one
 * whose bullet is a glyph.
 */

/** A small painted shape in page space (y grows upwards). */
export interface Mark {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A bullet's size in ems of its item's text: a disc or square between these. */
const SIZE_EM = { min: 0.15, max: 0.4 };
/** Furthest a bullet sits before its text, in ems. */
const REACH_EM = 2;
/** Its centre between these heights above the text's baseline, in ems (about the middle of a lower-case letter). */
const CENTRE_EM = { min: 0.1, max: 0.6 };

/** Whether the box is a bullet's shape for text of this size: small, and about as wide as it is high. */
function bulletShaped(mark: Mark, size: number): boolean {
  const w = mark.x1 - mark.x0;
  const h = mark.y1 - mark.y0;
  return w >= size * SIZE_EM.min && w <= size * SIZE_EM.max && h >= size * SIZE_EM.min && h <= size * SIZE_EM.max && w / h > 0.6 && w / h < 1.7;
}

/** The run a mark would be the bullet of: the nearest one starting after it, with the mark at its letters' middle. */
function itemAfter(mark: Mark, runs: PdfRun[]): PdfRun | undefined {
  const centre = (mark.y0 + mark.y1) / 2;
  let best: PdfRun | undefined;
  for (const run of runs) {
    const gap = run.x - mark.x1;
    const lift = centre - run.y;
    if (gap < 0 || gap > run.size * REACH_EM || lift < run.size * CENTRE_EM.min || lift > run.size * CENTRE_EM.max) continue;
    if (!bulletShaped(mark, run.size) || !run.str.trim()) continue;
    if (!best || run.x < best.x) best = run;
  }
  return best;
}

/**
 * Whether the mark sits inside a line rather than before an item: text ends just before it on the baseline (a
 * separator between two pieces of a line, 'London • UK'), or other shapes stand beside it (a row of rating dots).
 * Text further to the left is another column's, or a table's other cell: a list in the next column has bullets.
 */
function insideLine(mark: Mark, item: PdfRun, runs: PdfRun[], marks: Mark[]): boolean {
  const reach = item.size * 1.5;
  const sameLine = (y: number) => Math.abs(y - item.y) < item.size * 0.3;
  if (runs.some((r) => r !== item && sameLine(r.y) && r.str.trim() && r.x < mark.x1 && r.x + r.w > mark.x0 - reach)) return true;
  const centre = (mark.y0 + mark.y1) / 2;
  return marks.some(
    (m) => m !== mark && !sameBox(m, mark) && Math.abs((m.y0 + m.y1) / 2 - centre) < item.size * 0.3 && m.x1 > mark.x0 - reach && m.x0 < item.x,
  );
}

/**
 * Whether the mark opens a pair framing its line ('◦ Skills ◦', a centred heading between two small circles): the
 * same shape at the same height closes the line's text at about the same distance, and nothing follows it. A list
 * item has no mark after its text.
 */
function framesLine(mark: Mark, item: PdfRun, runs: PdfRun[], marks: Mark[]): boolean {
  const centre = (mark.y0 + mark.y1) / 2;
  const closing = marks
    .filter((m) => m.x0 > item.x && !sameBox(m, mark) && bulletShaped(m, item.size) && Math.abs((m.y0 + m.y1) / 2 - centre) < item.size * 0.3)
    .sort((a, b) => a.x0 - b.x0)[0];
  if (!closing) return false;
  const onLine = runs.filter((r) => r.str.trim() && Math.abs(r.y - item.y) < item.size * 0.3 && r.x >= item.x);
  const end = Math.max(...onLine.filter((r) => r.x < closing.x0).map((r) => r.x + r.w));
  const followed = onLine.some((r) => r.x >= closing.x1 && r.x - closing.x1 < item.size * REACH_EM);
  return !followed && end <= closing.x0 + 0.5 && Math.abs(closing.x0 - end - (item.x - mark.x1)) < item.size * 0.5;
}

/** The same shape painted twice (filled, then outlined). */
function sameBox(a: Mark, b: Mark): boolean {
  return Math.abs(a.x0 - b.x0) < 0.5 && Math.abs(a.x1 - b.x1) < 0.5 && Math.abs(a.y0 - b.y0) < 0.5 && Math.abs(a.y1 - b.y1) < 0.5;
}

/** More small shapes than this on a page are text drawn as outlines or a picture drawn as paths, not a list's bullets. */
const MAX_MARKS = 2000;

/** A '•' run for each drawn bullet, on its item's baseline, at most one per item. */
export function drawnBulletRuns(marks: Mark[], runs: PdfRun[]): PdfRun[] {
  if (marks.length > MAX_MARKS) return [];
  const bullets: PdfRun[] = [];
  const taken = new Set<PdfRun>();
  for (const mark of marks) {
    const item = itemAfter(mark, runs);
    if (!item || taken.has(item) || /^\s*[•●▪■◦‣∙·*–-]/.test(item.str) || insideLine(mark, item, runs, marks) || framesLine(mark, item, runs, marks)) continue;
    taken.add(item);
    bullets.push({ str: '•', x: mark.x0, y: item.y, w: mark.x1 - mark.x0, size: item.size, font: item.font });
  }
  return bullets;
}
