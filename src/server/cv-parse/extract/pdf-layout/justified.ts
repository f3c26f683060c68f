import type { PdfLine } from './types.ts';

/**
 * A justified paragraph in a narrow column stretches the spaces of a short line past a cell gap, and the line
 * is read as a row of one-word cells ('Lorem | ipsum | dolor | sit | amet,'). Where such a line ends flush with
 * a neighbouring line of the paragraph (same left edge, same font, same right edge), it is one line of text
 * again. A row of tags or a table's cells is ragged on the right, or its gaps differ.
 */
export function joinJustifiedRows(lines: PdfLine[]): void {
  lines.forEach((line, i) => {
    if (!line.evenlySpread) return;
    const flush = [lines[i - 1], lines[i + 1]].some(
      (n) =>
        n &&
        n.page === line.page &&
        n.cells.length === 1 &&
        n.font === line.font &&
        Math.abs(n.x - line.x) <= 1.5 &&
        Math.abs(n.right - line.right) <= 1.5 &&
        Math.abs(n.y - line.y) <= line.size * 2,
    );
    if (!flush) return;
    line.cells = [{ x: line.x, text: line.cells.map((c) => c.text).join(' ') }];
    delete line.evenlySpread;
  });
}
