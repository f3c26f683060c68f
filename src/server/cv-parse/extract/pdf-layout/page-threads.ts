import type { PdfLine } from './types.ts';

/**
 * Two columns that run on from one page to the next (AltaCV's paracol, a Typst or HTML sidebar beside the main
 * column): read page by page, the left column's continuation on the next page would come between the right
 * column's end and its continuation, cutting the right column's section in two (a sidebar's skills inside the
 * publications). Where a page ends with two columns side by side and the next page starts with two columns in
 * the same places, each column is read on across the break: left, its continuation, right, its continuation.
 * Given the blocks of lines of each page in reading order, returns all blocks in reading order.
 */
export function threadColumnsAcrossPages(pages: PdfLine[][][]): PdfLine[][] {
  const out: PdfLine[][] = [];
  // Blocks of the next page already placed, ahead of their page.
  let carried = 0;
  for (const [p, blocks] of pages.entries()) {
    const own = blocks.slice(carried);
    carried = 0;
    const next = pages[p + 1] ?? [];
    const [left, right] = own.slice(-2);
    const [nextLeft, nextRight] = next;
    if (left && right && nextLeft && nextRight && runOn(left, right, nextLeft, nextRight)) {
      out.push(...own.slice(0, -2), left, nextLeft, right, nextRight);
      carried = 2;
    } else out.push(...own);
  }
  return out;
}

/** Two columns at a page's foot that go on in the same places at the next page's head, the left one in its own type. */
function runOn(left: PdfLine[], right: PdfLine[], nextLeft: PdfLine[], nextRight: PdfLine[]): boolean {
  return sideBySide(left, right) && sideBySide(nextLeft, nextRight) && samePlaces(left, right, nextLeft, nextRight) && goesOn(left, nextLeft);
}

const leftEdge = (block: PdfLine[]) => Math.min(...block.map((l) => l.x));
const top = (block: PdfLine[]) => Math.max(...block.map((l) => l.y));
const bottom = (block: PdfLine[]) => Math.min(...block.map((l) => l.y));

/** Two blocks of one page set beside each other: the second starts right of the first, and they share height. */
function sideBySide(a: PdfLine[], b: PdfLine[]): boolean {
  return a.length > 0 && b.length > 0 && leftEdge(a) < leftEdge(b) && bottom(a) <= top(b) && bottom(b) <= top(a);
}

/**
 * Whether the left column's text goes on over the break: the next page's column starts in the type its last
 * line is set in. One that starts on a heading begins a section of its own, and the page is read as it stands.
 */
function goesOn(column: PdfLine[], next: PdfLine[]): boolean {
  const last = column[column.length - 1]!;
  const first = next[0]!;
  return first.font === last.font && Math.abs(first.size - last.size) < 0.3;
}

/** Whether the next page's two columns start where this page's do, give or take half the distance between them. */
function samePlaces(left: PdfLine[], right: PdfLine[], nextLeft: PdfLine[], nextRight: PdfLine[]): boolean {
  const apart = leftEdge(right) - leftEdge(left);
  return Math.abs(leftEdge(nextLeft) - leftEdge(left)) < apart / 2 && Math.abs(leftEdge(nextRight) - leftEdge(right)) < apart / 2;
}
