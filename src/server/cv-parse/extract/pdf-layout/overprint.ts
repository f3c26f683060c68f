import type { PdfRun } from './types.ts';

/**
 * Text drawn several times over itself, each copy nudged a fraction of a point: bold faked by a second copy
 * nudged sideways (wkhtmltopdf does this for every bold or small-caps run of a face with no bold cut), or an
 * outline drawn as copies set round a circle and the text once more on top (LaTeX's contour package: 16 copies
 * by default, a link in a jake-style header). Every copy reaches the text layer, so every such word reads
 * over and over ('PhonePhone', 'ege@erdogan.devege@erdogan.dev…'). A copy is the same string in the same font
 * and size, within a fifth of an em of a run kept just before it, across and up or down.
 */
export function dropOverprints(runs: PdfRun[]): PdfRun[] {
  const kept: PdfRun[] = [];
  for (const run of runs) {
    const n = kept.length;
    if (!(n > 0 && isCopyOf(run, kept[n - 1]!)) && !(n > 1 && isCopyOf(run, kept[n - 2]!))) kept.push(run);
  }
  return kept;
}

function isCopyOf(run: PdfRun, prior: PdfRun): boolean {
  return (
    run.str === prior.str &&
    run.font === prior.font &&
    run.size === prior.size &&
    Math.abs(run.y - prior.y) <= run.size * 0.2 &&
    Math.abs(run.x - prior.x) <= run.size * 0.2 &&
    Math.abs(run.w - prior.w) < 0.1
  );
}
