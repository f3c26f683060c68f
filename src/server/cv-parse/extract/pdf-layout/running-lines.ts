import { EMAIL_RE } from '../../structure/contact.ts';
import type { PdfLine } from './types.ts';

/** A line's text, its cells joined. */
const textOf = (line: PdfLine) => line.cells.map((c) => c.text).join(' ');

/** Text with its numbers masked, so that 'Page 1 of 2' and 'Page 2 of 2' compare equal. */
const runningKey = (line: PdfLine) => textOf(line).replace(/\d+/g, '#').toLowerCase();

/**
 * Running headers and footers: lines printed again in the top or bottom few lines of other pages (a name and
 * contact line in a Word header, 'Name · e-mail · Page 2 of 3' in a footer). The copy at the top of the first
 * page is the CV's own header and stays; every other copy goes, or it would land inside whatever section the
 * page break fell in. Bare page numbers at the top or foot of a page go too.
 */
export function dropRunningLines(lines: PdfLine[]): PdfLine[] {
  const pages = new Map<number, PdfLine[]>();
  for (const line of lines) {
    const pageLines = pages.get(line.page);
    if (pageLines) pageLines.push(line);
    else pages.set(line.page, [line]);
  }
  const band = new Set<PdfLine>();
  const top = new Set<PdfLine>();
  const bottom = new Set<PdfLine>();
  const lowest = new Set<PdfLine>();
  for (const pageLines of pages.values()) {
    const byY = [...pageLines].sort((a, b) => b.y - a.y);
    lowest.add(byY[byY.length - 1]!);
    byY.slice(0, 3).forEach((l) => (band.add(l), top.add(l)));
    byY.slice(-3).forEach((l) => (band.add(l), bottom.add(l)));
  }
  // A header repeats at the top of pages and a footer at the foot: a line at the foot of one page and the top of
  // the next is the body going on (an entry's 'School, Town' printed under each of two degrees split by the break).
  const keysOf = (line: PdfLine) => [top.has(line) ? `top ${runningKey(line)}` : '', bottom.has(line) ? `foot ${runningKey(line)}` : ''].filter(Boolean);
  const seen = new Map<string, Set<number>>();
  for (const line of band) {
    if (!/\p{L}{2}/u.test(runningKey(line))) continue;
    for (const key of keysOf(line)) seen.set(key, (seen.get(key) ?? new Set()).add(line.page));
  }
  const contact = footerContact(lines, bottom, (line) => seen.get(`foot ${runningKey(line)}`)?.size ?? 0);
  if (contact) contact.contactFooter = true;
  return lines.filter((line) => {
    if (line === contact) return true;
    if (!band.has(line)) return true;
    if (isPageNumber(line) || (lowest.has(line) && isNumberedFooter(line))) return false;
    const onPages = keysOf(line)
      .map((key) => seen.get(key))
      .find((pagesSeen) => pagesSeen && pagesSeen.size >= 2);
    if (!onPages) return true;
    const allPages = new Set(keysOf(line).flatMap((key) => [...(seen.get(key) ?? [])]));
    return line.page === Math.min(...allPages) && top.has(line);
  });
}

/**
 * A contact line printed at the foot of every page and nowhere else (moderncv's casual style puts the address,
 * phone and e-mail there): its first copy is the CV's only contact block, and stays, marked so that it can be
 * read with the header. A footer repeating an e-mail the page prints elsewhere ('Name · e-mail · Page 1 of 2')
 * goes as any running line does.
 */
function footerContact(lines: PdfLine[], bottom: Set<PdfLine>, pagesOf: (line: PdfLine) => number): PdfLine | null {
  const footer = lines.find((line) => bottom.has(line) && pagesOf(line) >= 2 && EMAIL_RE.test(textOf(line)));
  if (!footer) return null;
  const email = EMAIL_RE.exec(textOf(footer))![0];
  const key = runningKey(footer);
  return lines.some((line) => runningKey(line) !== key && textOf(line).includes(email)) ? null : footer;
}

function isPageNumber(line: PdfLine): boolean {
  const text = textOf(line).trim();
  const m = /^(?:page\s+)?[-–—]?\s*(\d{1,3})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i.exec(text);
  return !!m && Number(m[1]) === line.page;
}

/**
 * 'July 8, 2021 · Adolfo Villalobos · Résumé · 1' at the foot of a page, as Awesome-CV prints it even on a one-page
 * CV: the page's last line, in cells, the last of them the page's number.
 */
function isNumberedFooter(line: PdfLine): boolean {
  const cells = line.cells.map((c) => c.text.trim()).filter(Boolean);
  return cells.length >= 2 && cells.length <= 4 && /^\d{1,3}$/.test(cells[cells.length - 1]!) && Number(cells[cells.length - 1]) === line.page;
}
