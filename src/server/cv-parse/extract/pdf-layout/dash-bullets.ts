import type { PdfLine } from './types.ts';

/**
 * A dash at the start of a line is a bullet only in a list of dashes; alone, it is a separator that wrapped
 * ('CIM Diploma in Marketing' / '– Chartered Institute of Marketing').
 */
export function settleDashBullets(lines: PdfLine[]): void {
  lines.forEach((line, i) => {
    if (!/^[–—-]$/.test(line.glyph)) return;
    const sibling = [lines[i - 1], lines[i + 1]].some((l) => l && /^[–—-]$/.test(l.glyph) && Math.abs(l.x - line.x) < 2);
    if (sibling) return;
    line.bullet = false;
    line.cells[0] = { x: line.cells[0]!.x, text: `${line.glyph} ${line.cells[0]!.text}` };
    line.glyph = '';
  });
}
