import type { FontPiece } from '../pdf-drawing.ts';
import type { PdfRun } from './types.ts';

/**
 * Splits each run whose item the drawing sets in more than one font (see piecesByFont) into one run per font, in
 * place, each as wide as its share of the letters; `itemOfRun` follows, every piece keeping its item.
 */
export function splitRunsByFont(runs: PdfRun[], itemOfRun: number[], piecesOf: Map<number, FontPiece[]>): void {
  for (let r = runs.length - 1; r >= 0; r--) {
    const item = itemOfRun[r]!;
    const pieces = piecesOf.get(item);
    if (!pieces) continue;
    const run = runs[r]!;
    const split = pieces.map((piece, k) => {
      const str = run.str.slice(piece.from, pieces[k + 1]?.from ?? run.str.length);
      const x = run.x + (run.w * piece.from) / run.str.length;
      return { ...run, str, x, w: (run.w * str.length) / run.str.length, font: piece.font };
    });
    runs.splice(r, 1, ...split);
    itemOfRun.splice(r, 1, ...split.map(() => item));
  }
}
