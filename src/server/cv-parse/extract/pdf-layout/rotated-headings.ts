import { headingKind } from '../../structure/sections.ts';
import type { PdfRun, TextItemLike } from './types.ts';

/**
 * Section headings set at a quarter turn in a margin beside their section ('EXPERIENCE' running down the right
 * edge of its entries). Text that does not read across is otherwise dropped; a rotated run that names a section
 * becomes a heading run placed in reading order where its section starts, so the entries beside it follow it.
 * Rotated text that names no section (a watermark, a margin note, a date stamp) stays dropped.
 *
 * Geometry: pdf.js gives each item a transform [a, b, c, d, e, f]; at a quarter turn a ≈ d ≈ 0 and |b| ≈ |c|
 * is the font size. With b < 0 the glyphs run down the page from (e, f); with b > 0 up from it. Either way
 * the run covers `width` along the page's height. A heading so set is centred on its section or aligned with
 * its top, so the section starts at the widest gap between rows from just inside the heading's top up to
 * one heading length above it (or the previous rotated heading).
 */

/** A quarter turn either way: no horizontal component, a vertical one the size of the font. */
export function isQuarterTurn(transform: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0] = transform;
  const size = Math.max(Math.abs(b), Math.abs(c));
  return size >= 1 && Math.abs(a) <= 0.01 * size && Math.abs(d) <= 0.01 * size && Math.abs(Math.abs(b) - Math.abs(c)) <= 0.05 * size;
}

interface Turned {
  str: string;
  /** Baseline's position across the page. */
  x: number;
  /** Top and bottom of the page height the run covers. */
  hi: number;
  lo: number;
  size: number;
  down: boolean;
  font: string;
  item: number;
}

/** Rotated items on one vertical baseline, one after another along it, joined into phrases. */
function phrases(items: TextItemLike[]): Turned[] {
  const turned: Turned[] = [];
  items.forEach((item, i) => {
    if (!item.str.trim() || !isQuarterTurn(item.transform)) return;
    const [, b = 0, , , e = 0, f = 0] = item.transform;
    const down = b < 0;
    const [hi, lo] = down ? [f, f - item.width] : [f + item.width, f];
    turned.push({ str: item.str, x: e, hi, lo, size: Math.abs(b), down, font: item.fontName, item: i });
  });
  // Along each vertical baseline in reading order: top first when read down, bottom first when read up.
  turned.sort((p, q) => Math.round(p.x) - Math.round(q.x) || (p.down ? q.hi - p.hi : p.lo - q.lo));
  const out: Turned[] = [];
  for (const t of turned) {
    const last = out[out.length - 1];
    const gap = last ? (last.down ? last.lo - t.hi : t.lo - last.hi) : Infinity;
    const sameLine = last && last.down === t.down && Math.abs(last.x - t.x) <= 0.3 * t.size && last.size === t.size;
    if (last && sameLine && gap >= -0.3 * t.size && gap <= t.size) {
      const str = `${last.str}${gap > 0.15 * t.size ? ' ' : ''}${t.str}`;
      out[out.length - 1] = { ...last, str, hi: Math.max(last.hi, t.hi), lo: Math.min(last.lo, t.lo) };
    } else out.push({ ...t });
  }
  return out;
}

/**
 * Heading runs for the rotated section headings of one page, each with the index of the item it came from.
 * `runs` are the page's runs that read across.
 */
export function rotatedHeadingRuns(items: TextItemLike[], runs: PdfRun[]): Array<{ run: PdfRun; item: number }> {
  const headings = phrases(items)
    .filter((t) => headingKind(t.str) !== null)
    .sort((p, q) => q.hi - p.hi);
  const out: Array<{ run: PdfRun; item: number }> = [];
  let ceiling = Infinity;
  for (const h of headings) {
    // Rows beside the heading: text that does not reach across the margin it is set in.
    const beside = runs.filter((r) => r.str.trim() && (r.x + r.w <= h.x - h.size || r.x >= h.x + h.size));
    const baselines = [...new Set(beside.map((r) => Math.round(r.y * 2) / 2))].sort((p, q) => q - p);
    const top = Math.min(ceiling, h.hi + (h.hi - h.lo));
    ceiling = h.lo;
    const first = baselines.findIndex((y) => y <= h.hi);
    if (first < 0 || baselines[first]! < h.lo) continue;
    let at = first;
    let widest = -1;
    // Gaps whose lower row lies between the heading's top and the window's: the widest opens the section.
    for (let i = first; i > 0 && baselines[i]! <= top; i--) {
      const gap = baselines[i - 1]! - baselines[i]!;
      if (gap > widest) (widest = gap), (at = i);
    }
    const below = baselines[at]!;
    const above = at > 0 ? baselines[at - 1]! : undefined;
    const y = above === undefined ? Math.max(h.hi, below + h.size) : (above + below) / 2;
    const x = Math.min(...beside.filter((r) => Math.abs(r.y - below) < 0.5).map((r) => r.x));
    out.push({ run: { str: h.str, x, y, w: Math.abs(h.hi - h.lo), size: h.size, font: h.font }, item: h.item });
  }
  return out;
}
