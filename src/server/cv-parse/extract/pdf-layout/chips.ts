import type { Mark } from './drawn-bullets.ts';
import type { PdfRun } from './types.ts';

/**
 * Tags printed as chips: each skill or keyword on a small filled or outlined box of its own ('Python' 'TypeScript'
 * 'HTML + CSS' in a row of grey pills), as Typst, Reactive Resume and many web templates print a skill list. The
 * boxes stand about an em apart, short of the gap that parts a row's cells, so the row would read as one phrase
 * ('Python TypeScript React HTML + CSS'). A run on a chip is marked with it, and runs on two chips are two cells.
 */

/** A chip's height in ems of its text: a line's height with some padding, no more. */
const HEIGHT_EM = { min: 1, max: 2.2 };
/** Most padding either side of the chip's text, in ems. */
const PAD_EM = 1.2;
/** More boxes of a chip's height than this on a page are a drawing (a chart, outlined text), not a row of tags. */
const MAX_BOXES = 1500;

/** Whether the run sits inside the box: its baseline within the box's height, its ends within its sides. */
function inside(run: PdfRun, box: Mark): boolean {
  return run.y > box.y0 && run.y + run.size * 0.5 < box.y1 && run.x >= box.x0 - 0.5 && run.x + run.w <= box.x1 + 0.5;
}

/** Marks each run printed on a chip with that chip's number. */
export function markChipRuns(boxes: Mark[], runs: PdfRun[]): void {
  const lettered = runs.filter((run) => run.str.trim());
  if (!lettered.length) return;
  const size = Math.min(...lettered.map((run) => run.size));
  const chipHigh = boxes.filter((box) => box.y1 - box.y0 >= size * HEIGHT_EM.min && box.y1 - box.y0 <= size * HEIGHT_EM.max * 2);
  if (chipHigh.length > MAX_BOXES) return;
  chipHigh.forEach((box, n) => {
    const held = lettered.filter((run) => inside(run, box));
    if (!held.length) return;
    const em = Math.min(...held.map((run) => run.size));
    const [start, end] = [Math.min(...held.map((run) => run.x)), Math.max(...held.map((run) => run.x + run.w))];
    const high = box.y1 - box.y0;
    if (high < em * HEIGHT_EM.min || high > em * HEIGHT_EM.max || start - box.x0 > em * PAD_EM || box.x1 - end > em * PAD_EM) return;
    // One row of text only: a box round two rows is a panel or a table cell holding a wrapped text.
    if (held.some((run) => Math.abs(run.y - held[0]!.y) > em * 0.3)) return;
    for (const run of held) run.chip ??= n;
  });
}
