import type { PdfRun } from './types.ts';

/**
 * Bold faked by drawing the same text twice, the second copy nudged a fraction of a point sideways
 * (wkhtmltopdf does this for every bold or small-caps run of a face with no bold cut). Both copies reach the
 * text layer, so every such word reads twice ('PhonePhone', 'SSEPTEMBEREPTEMBER'). A copy is the same string
 * in the same font and size on the same baseline, starting within a fifth of an em of a run just before it.
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
    Math.abs(run.y - prior.y) < 0.1 &&
    Math.abs(run.x - prior.x) <= run.size * 0.2 &&
    Math.abs(run.w - prior.w) < 0.1
  );
}
