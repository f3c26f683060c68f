import { findDate, findDateRange } from './dates.ts';
import { ISSUED_BY, isSentence } from './lines.ts';
import { isPlaceCell, parseTextList, readsAsCertificate } from './lists.ts';
import type { Placement } from './lines.ts';
import { joinCells, type TextLine } from '../types.ts';

/**
 * Achievements: one item per line or point, as the other text lists. Awards printed as entries ('Dean's List |
 * Spring 2020' / 'University of Massachusetts, Amherst, MA' / '• Qualified as …') carry a title over two rows
 * and the awarding body on the row under the title: the title is one item, and the body, which no field holds,
 * is left for review rather than read as an award of its own.
 */
export function parseAchievements(lines: TextLine[], placement: Placement): string[] {
  const kept: TextLine[] = [];
  let head = false;
  for (const line of joinTitleRows(lines, placement)) {
    // 'Issued by Toastmasters International | May 2023' under an award: who gave it and when, part of the item.
    const above = kept[kept.length - 1];
    if (above && !above.bullet && !line.bullet && ISSUED_BY.test(line.text.trim())) {
      const cells = [...above.cells, ...line.cells];
      kept[kept.length - 1] = { ...above, cells, text: cells.map((c) => c.text).join(' | ') };
      placement.take(line);
      head = false;
      continue;
    }
    if (isEntryHead(line)) {
      head = true;
      kept.push(line);
      continue;
    }
    if (head && isAwardingBody(line)) {
      head = false;
      continue;
    }
    head = false;
    kept.push(line);
  }
  placement.take(...kept.filter((line) => lines.includes(line)));
  return parseTextList(kept.map(withoutPlaceCells), placement);
}

/**
 * 'Champion, Speech Contest | City of London, United Kingdom | Issued by Toastmasters | May 2023': the place an award
 * was won, set in a cell of its own as templates print an entry's place, is no part of the award.
 */
function withoutPlaceCells(line: TextLine): TextLine {
  const cells = line.cells.filter((cell, i) => i === 0 || !isPlaceCell(cell.text));
  return cells.length === line.cells.length ? line : { ...line, cells, text: joinCells(cells) };
}

/**
 * An entry's title wrapped over rows ('AIMLAC CDT PhD | 2022' over 'Studentship', both bold) as one row, read
 * before its date: an award's or a certificate's name is one item.
 */
export function joinTitleRows(lines: TextLine[], placement: Placement): TextLine[] {
  const out: TextLine[] = [];
  let head: { line: TextLine; rows: number } | null = null;
  for (const line of lines) {
    if (head && head.rows < 3 && titleGoesOn(head.line, line)) {
      const row = out[out.length - 1]!;
      const [title, ...rest] = row.cells;
      const cells = [{ ...title!, text: `${title!.text} ${line.text.trim()}` }, ...rest];
      out[out.length - 1] = { ...row, cells, text: cells.map((c) => c.text).join(' | ') };
      placement.take(line);
      head.rows++;
      continue;
    }
    head = isEntryHead(line) ? { line, rows: 1 } : null;
    out.push(line);
  }
  return out;
}

/**
 * The lines under a heading over awards and certificates ('Honors, Awards & Certifications'), parted into the
 * awards' and the certificates' entries. An entry is a title row with a date beside it and the rows under it, or,
 * where no title row carries a date, each item of the list.
 */
export function splitAwardsAndCertificates(lines: TextLine[], placement: Placement): { awards: TextLine[]; certificates: TextLine[] } {
  const rows = joinTitleRows(lines, placement);
  const blocks = rows.some(isEntryHead);
  const entries: TextLine[][] = [];
  for (const row of rows) {
    const starts = blocks ? isEntryHead(row) : row.bullet || !row.wrap;
    if (starts || !entries.length) entries.push([row]);
    else entries[entries.length - 1]!.push(row);
  }
  const [awards, certificates]: TextLine[][] = [[], []];
  for (const [title, ...details] of entries) {
    const certificate = readsAsCertificate(title!.cells[0]!.text, details.map((l) => l.text).join(' '));
    (certificate ? certificates : awards).push(title!, ...details);
  }
  return { awards, certificates };
}

/** An award's title row: a date in a cell of its own beside the title ('Eagle Scout | July 2019'). */
function isEntryHead(line: TextLine): boolean {
  return !line.bullet && line.cells.length > 1 && line.cells.some((cell, i) => i > 0 && isDateOnly(cell.text)) && !isDateOnly(line.cells[0]!.text);
}

/** A bold row tight under a bold title, in its type and column, with no date of its own: the title wrapped. */
function titleGoesOn(head: TextLine, line: TextLine): boolean {
  return head.bold && line.bold && !line.bullet && !line.gapBefore && line.cells.length === 1 && Math.abs(line.x - head.x) <= 3 &&
    Math.abs(line.size - head.size) < 0.03 && !findDate(line.text) && line.text.trim().split(/\s+/).length <= 6;
}

/** The row under an award's title naming who gave it ('University of Bristol', 'Mayflower Council, Canton, MA'). */
function isAwardingBody(line: TextLine): boolean {
  const text = line.text.trim();
  return !line.bullet && !line.gapBefore && line.cells.length === 1 && /^\p{Lu}/u.test(text) && !/[.:;!?]$/.test(text) &&
    !findDate(text) && text.split(/\s+/).length <= 8 && !isSentence(text);
}

/** A cell holding only dates: 'July 2019', '2019 – 2021', 'Spring 2020, Fall 2021'. */
function isDateOnly(text: string): boolean {
  const t = text.trim().replace(LEADING_SEASON, '');
  const date = findDateRange(t) ?? findDate(t);
  return !!date && date.index === 0 && t.slice(date.length).replace(MORE_DATES, '').replace(/[\s.,–-]+/g, '') === '';
}

const SEASONS = 'spring|summer|autumn|fall|winter';
const LEADING_SEASON = new RegExp(`^(?:${SEASONS})\\s+`, 'i');
const MORE_DATES = new RegExp(`(?:${SEASONS})?\\s*(?:19|20)\\d{2}`, 'gi');
