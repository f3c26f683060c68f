import { cleanPdfText, OPENING_BULLET_GLYPH, squash, stripBullet } from '../clean.ts';
import type { TextCell } from '../../types.ts';
import { SPACED, unspace } from './letter-spacing.ts';
import { median } from './median.ts';
import { capitaliseSmallCapI } from './small-caps.ts';
import { composeAccents } from './tex-accents.ts';
import type { PdfLine, Row } from './types.ts';
import { largestCount } from '../../../../lib/tally.ts';

/**
 * Left edges of a page's columns: x positions where at least three rows, or cells after a wide gap, begin.
 * A run that starts on one of them after more than a word space begins a cell, even when the gap is narrower
 * than a cell gap elsewhere (a table's padding, a label column's right-aligned labels).
 */
export function columnEdges(rows: Row[]): number[] {
  const starts = new Map<number, number>();
  const add = (x: number) => starts.set(Math.round(x), (starts.get(Math.round(x)) ?? 0) + 1);
  for (const row of rows) {
    let prevEnd = -Infinity;
    for (const run of row.runs) {
      if (!run.str.trim()) continue;
      if (prevEnd === -Infinity || run.x - prevEnd > run.size * 1.2) add(run.x);
      prevEnd = run.x + run.w;
    }
  }
  const edges: number[] = [];
  for (const [x] of starts) {
    const near = (starts.get(x - 1) ?? 0) + (starts.get(x) ?? 0) + (starts.get(x + 1) ?? 0);
    if (near >= 3 && !edges.some((e) => Math.abs(e - x) <= 1)) edges.push(x);
  }
  return edges;
}

/**
 * The usual space between the runs of a row set word by word (design tools and some HTML printers write each
 * word as a run; justified text widens those spaces past half an em). 0 when the row has too few gaps to tell.
 */
function typicalWordGap(row: Row): number {
  const gaps: number[] = [];
  let prevEnd: number | null = null;
  for (const run of row.runs) {
    if (!run.str.trim()) continue;
    if (prevEnd !== null && run.x - prevEnd > 0.5 && run.x - prevEnd < run.size * 1.2) gaps.push(run.x - prevEnd);
    prevEnd = run.x + run.w;
  }
  return gaps.length >= 3 ? median(gaps) : 0;
}

/**
 * Whether every space between the row's words is one width, past a cell gap: justified text in a narrow column
 * stretches every space of a short line alike ('Lorem    ipsum    dolor    sit    amet,'), where a table's gaps
 * differ with its words. Glyph pieces that abut are no spaces.
 */
function spacedEvenly(row: Row): boolean {
  const gaps: number[] = [];
  let prevEnd: number | null = null;
  for (const run of row.runs) {
    if (!run.str.trim()) continue;
    if (/\s/.test(run.str.trim())) return false;
    if (prevEnd !== null && run.x - prevEnd > run.size * 0.12) gaps.push(run.x - prevEnd);
    prevEnd = run.x + run.w;
  }
  const size = row.runs[0]!.size;
  return gaps.length >= 3 && Math.max(...gaps) - Math.min(...gaps) <= 0.6 && Math.min(...gaps) > size * 1.2 && Math.max(...gaps) < size * 3;
}

/**
 * The words a row opens with in one font when the rest of its first cell is set in one other font ('**Founder** AI
 * in Defence Summit', a bold post before its organisation): the font change is the only mark between the two.
 */
function leadInOwnFont(row: Row, firstCell: string, nextCellX = Infinity): { lead: string; leadFonts: [string, string] } | undefined {
  // Only the first cell's runs: a date cell beside it ('March 2023 – Present') is often in a third font.
  const lettered = row.runs.filter((r) => r.x < nextCellX && /[\p{L}\p{N}]/u.test(r.str));
  const switchAt = lettered.findIndex((r) => r.font !== lettered[0]!.font);
  if (switchAt <= 0 || lettered.slice(switchAt).some((r) => r.font !== lettered[switchAt]!.font)) return undefined;
  const lead = squash(lettered.slice(0, switchAt).map((r) => r.str).join('').trim());
  const rest = firstCell.replace(OPENING_BULLET_GLYPH, '');
  if (!rest.startsWith(lead) || rest.length <= lead.length + 1) return undefined;
  return { lead, leadFonts: [lettered[0]!.font, lettered[switchAt]!.font] };
}

/** Builds one line from a row: cells break at wide gaps, words at narrow ones, glyph pieces glue together. */
export function rowToLine(row: Row, page: number, edges: number[] = []): PdfLine {
  const cells: TextCell[] = [];
  let current = '';
  let cellX = row.runs[0]!.x;
  let prevEnd = -Infinity;
  let prevSize = row.runs[0]!.size;
  let prevStr = '';
  let prevChip: number | undefined;
  const fontChars = new Map<string, number>();
  const colourChars = new Map<string, number>();
  const sizes: number[] = [];
  const wordGap = typicalWordGap(row);
  for (const run of row.runs) {
    const str = cleanPdfText(run.str);
    if (!str.trim()) continue;
    const gap = run.x - prevEnd;
    const unit = Math.min(prevSize, run.size);
    const atEdge = gap > Math.max(unit * 0.6, wordGap * 1.5) && edges.some((e) => Math.abs(e - run.x) <= 1.5);
    const otherChip = run.chip !== undefined && prevChip !== undefined && run.chip !== prevChip;
    if (current && (gap > unit * 1.2 || atEdge || otherChip)) {
      cells.push({ text: current, x: cellX });
      current = '';
    }
    if (!current) {
      cellX = run.x;
      current = str;
    } else if (gap < unit * 0.12 || /\s$/.test(current) || /^\s/.test(str)) current += str;
    // Between letter-spaced pieces a wider gap is the space between two words ('A OIFE  B RENNAN').
    else if (gap > unit * 0.5 && (SPACED.test(prevStr.trim()) || [...prevStr.trim()].length === 1) && (SPACED.test(str.trim()) || [...str.trim()].length === 1)) current += `  ${str}`;
    else current += ` ${str}`;
    prevStr = str;
    prevChip = run.chip;
    prevEnd = run.x + run.w;
    prevSize = run.size;
    const chars = str.trim().length;
    fontChars.set(run.font, (fontChars.get(run.font) ?? 0) + chars);
    if (run.colour) colourChars.set(run.colour, (colourChars.get(run.colour) ?? 0) + chars);
    for (let i = 0; i < Math.min(chars, 50); i++) sizes.push(run.size);
  }
  if (current) cells.push({ text: current, x: cellX });
  const cleaned = cells.map((c) => ({ x: c.x, text: capitaliseSmallCapI(unglueOpenRange(composeAccents(squash(unspace(c.text.trim()))))) })).filter((c) => c.text);
  sizes.sort((a, b) => a - b);
  const font = largestCount(fontChars) ?? '';
  const colour = largestCount(colourChars);
  let bullet = false;
  let glyph = '';
  if (cleaned.length) {
    const first = stripBullet(cleaned[0]!.text);
    if (first.bullet) {
      bullet = true;
      glyph = cleaned[0]!.text.trimStart()[0] ?? '';
      cleaned[0] = { x: cleaned[0]!.x, text: first.text };
    } else if (cleaned.length > 1 && /^[•●○▪■◦‣∙·*–o-]$/.test(cleaned[0]!.text)) {
      // A bullet drawn as its own run far from the text ('o' is Word's and Google Docs' second-level bullet).
      bullet = true;
      glyph = cleaned[0]!.text;
      cleaned.shift();
    }
  }
  const last = row.runs[row.runs.length - 1]!;
  const endFont = [...row.runs].reverse().find((r) => r.str.trim())?.font;
  // (Past a bullet glyph, which may be set in a symbol font.)
  const startFont = row.runs.find((r) => /[\p{L}\p{N}]/u.test(r.str))?.font;
  const lead = leadInOwnFont(row, cleaned[0]?.text ?? '', cleaned[1]?.x);
  return {
    cells: cleaned,
    x: cleaned[0]?.x ?? row.runs[0]!.x,
    right: last.x + last.w,
    y: row.y,
    size: sizes.length ? sizes[Math.floor(sizes.length / 2)]! : row.runs[0]!.size,
    font,
    ...(endFont && endFont !== font ? { endFont } : {}),
    ...(startFont && startFont !== font ? { startFont } : {}),
    ...(colour ? { colour } : {}),
    ...lead,
    bullet,
    gapBefore: false,
    page,
    links: [],
    wrap: 0,
    glyph,
    ...(cleaned.length >= 4 && spacedEvenly(row) ? { evenlySpread: true } : {}),
  };
}

/**
 * An open range whose date column overflowed into the title beside it, set as one run with no space
 * ('2018-CurrentSenior Developer'): the space goes back between the range's end and the capital after it.
 */
export function unglueOpenRange(text: string): string {
  return text.replace(/^((?:19|20)\d{2}\s*[-–—]\s*(?:Current|Present|Now|Today|Ongoing))(?=\p{Lu}\p{Ll})/u, '$1 ');
}
