import type { Para } from './docx-para.ts';

/**
 * A floating shape (wp:anchor) and the text-box paragraphs inside it. Word places it by offsets from its anchor
 * paragraph, the page or the margin: the text of the file's order is not the page's.
 */
export interface Float {
  /** What the vertical offset is measured from ('paragraph', 'line', 'page', 'margin' …). */
  from: string;
  /** Offsets in EMU (null when aligned rather than offset). */
  top: number | null;
  left: number | null;
  /** The shape's size in EMU (wp:extent), 0 where the file gives none. */
  width: number;
  height: number;
  paras: Para[];
  /** How many tables were open when the shape began: a table opened inside it holds its own paragraphs. */
  tableDepth: number;
}

export const newFloat = (tableDepth: number): Float => ({ from: '', top: null, left: null, width: 0, height: 0, paras: [], tableDepth });

/**
 * Where a paragraph's floating text boxes go: those set below their anchor paragraph (an offset from the
 * paragraph or its line that is not negative) follow it in the page's reading order (pageOrder); the others
 * (placed from the page or the margin, or above the paragraph) come before it, in the file's order.
 */
export function placeFloats(para: Para, floats: Float[]): Para[] {
  const below = (f: Float) => (f.from === 'paragraph' || f.from === 'line') && (f.top ?? 0) >= 0;
  return [...floats.filter((f) => !below(f)).flatMap((f) => f.paras), para, ...pageOrder(floats.filter(below)).flatMap((f) => f.paras)];
}

const top = (f: Float) => f.top ?? 0;
const left = (f: Float) => f.left ?? 0;
const bottom = (f: Float) => top(f) + f.height;
const right = (f: Float) => left(f) + f.width;

/**
 * Boxes as the page is read: in bands top to bottom, a band being boxes whose heights overlap (a sidebar beside
 * the main column); within a band, column by column from the left, a column being boxes whose widths overlap,
 * each top to bottom. A name and contacts boxed in a sidebar beside the career column come before it, and a
 * degree's two columns of modules boxed side by side under its line are read one column after the other, as
 * they would be read on the page.
 */
function pageOrder(floats: Float[]): Float[] {
  const bands: Float[][] = [];
  for (const f of [...floats].sort((a, b) => top(a) - top(b) || left(a) - left(b))) {
    const band = bands[bands.length - 1];
    if (band && top(f) < Math.max(...band.map(bottom))) band.push(f);
    else bands.push([f]);
  }
  return bands.flatMap(columnsOf);
}

function columnsOf(band: Float[]): Float[] {
  const columns: Float[][] = [];
  for (const f of [...band].sort((a, b) => left(a) - left(b))) {
    const column = columns.find((c) => c.some((g) => left(f) < right(g) && left(g) < right(f)));
    if (column) column.push(f);
    else columns.push([f]);
  }
  return columns.flatMap((c) => c.sort((a, b) => top(a) - top(b)));
}
