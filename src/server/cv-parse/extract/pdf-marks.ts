import type { Mark } from './pdf-layout/drawn-bullets.ts';
import type { OperatorList } from './pdf-drawing.ts';

/**
 * Small shapes a page draws (not text): the discs, circles and squares that HTML-to-PDF printers (Chrome's CSS
 * list markers), Canva, FlowCV and pdfmake draw for a list's bullets. pdf.js hands each path over as one
 * constructPath operation with its bounding box in the coordinates then in force; the box is carried through the
 * transforms (cm, form XObjects) to page space, where the text layer's runs are.
 */

/** The operator codes involved (pdf.js OPS). */
export interface MarkOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  constructPath: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  stroke: number;
  closeStroke: number;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: n applied first, as a PDF 'cm' multiplies the matrix in force. */
function multiply(m: Matrix, n: number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [m[0] * a + m[2] * b, m[1] * a + m[3] * b, m[0] * c + m[2] * d, m[1] * c + m[3] * d, m[0] * e + m[2] * f + m[4], m[1] * e + m[3] * f + m[5]];
}

/** Largest side, in points, of a shape worth keeping: a bullet is well under a line's height. */
const MAX_MARK = 8;

/** Painted paths no larger than MAX_MARK on either side, as page-space boxes, in drawing order. */
export function drawnMarks(list: OperatorList, ops: MarkOps): Mark[] {
  return paintedBoxes(list, ops).filter(isMarkSized);
}

/** A box no larger than MAX_MARK on either side. */
export function isMarkSized(box: Mark): boolean {
  return box.x1 - box.x0 <= MAX_MARK && box.y1 - box.y0 <= MAX_MARK;
}

/** Every painted path, as a page-space box, in drawing order: the marks above, and shapes drawn behind text too. */
export function paintedBoxes(list: OperatorList, ops: MarkOps): Mark[] {
  const painted = new Set([ops.fill, ops.eoFill, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke, ops.stroke, ops.closeStroke]);
  const boxes: Mark[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && Array.isArray(args)) ctm = multiply(ctm, args as number[]);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args?.[0])) ctm = multiply(ctm, args[0] as number[]);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.constructPath && painted.has(args?.[0] as number)) {
      const box = pageBox(args?.[2], ctm);
      if (box) boxes.push(box);
    }
  }
  return boxes;
}

/** A path's bounding box ([minX, minY, maxX, maxY] where pdf.js gives one) carried to page space. */
function pageBox(minMax: unknown, ctm: Matrix): Mark | null {
  if (!minMax || typeof (minMax as ArrayLike<number>).length !== 'number') return null;
  const [x0, y0, x1, y1] = Array.from(minMax as ArrayLike<number>);
  if (![x0, y0, x1, y1].every((v) => Number.isFinite(v))) return null;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0!, y0!],
    [x0!, y1!],
    [x1!, y0!],
    [x1!, y1!],
  ] as const) {
    xs.push(ctm[0] * x + ctm[2] * y + ctm[4]);
    ys.push(ctm[1] * x + ctm[3] * y + ctm[5]);
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
