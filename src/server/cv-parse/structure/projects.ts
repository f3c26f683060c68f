import { findDate, findDateRange } from './dates.ts';
import { parseTextList } from './lists.ts';
import { joinCells, type TextLine } from '../types.ts';
import { isSentence, type Placement } from './lines.ts';
import { isTownAndRegion } from './roles.ts';

/**
 * Projects: one detail per project line or point, as the other text lists. The dates and places printed beside
 * a project's name ('FlashInfer | Jan 2023 – present', 'Fullstack Developer | Los Angeles, CA') have no field
 * here, so they are cut, and a line holding nothing else is placed without an item.
 */
export function parseProjects(lines: TextLine[], placement: Placement): string[] {
  const kept: TextLine[] = [];
  let prev: { line: TextLine; copy: TextLine } | null = null;
  let tags = false;
  // The bold name line whose plain lines below are its description, while that block lasts (see boldNameBlock).
  let named: { head: TextLine; last: TextLine } | null = null;
  lines.forEach((line, i) => {
    named = line.bullet || line.bold || line.page !== named?.head.page ? (isBoldName(line) ? { head: line, last: line } : null) : named;
    // 'React | NodeJS | Jamstack' under a project's description tags what it was built with: no project, and no
    // skill list of the person's either, so it stays for review.
    tags = isTagRow(line) && (tags || (!!prev && (/[.!]$/.test(prev.copy.text.trim()) || isLinkLine(prev.line))));
    if (tags) {
      prev = null;
      return;
    }
    const cells = line.cells.filter((cell) => !isDateCell(cell.text) && !isTownAndRegion(cell.text));
    if (!cells.length || partLabel(line, lines[i + 1])) {
      placement.take(line);
      prev = null;
      return;
    }
    let copy = cells.length === line.cells.length ? line : { ...line, cells, text: joinCells(cells), x: cells[0]!.x };
    if (prev && secondHeaderRow(prev.line, prev.copy, line, copy)) {
      // '1chooo.com | Dec 2025 – Present' over 'Fullstack Developer | Los Angeles, CA': the project and the part played in it.
      const head = kept[kept.length - 1]!;
      kept[kept.length - 1] = { ...head, text: `${head.text} - ${copy.text}`, cells: [{ text: `${head.text} - ${copy.text}`, x: head.x }] };
      placement.take(line);
      prev = null;
      return;
    }
    if (prev && settingRow(prev.line, prev.copy, line, copy)) {
      // 'IPL Analysis | Leeds, UK' over 'University of Leeds | Nov 2021 – Dec 2021': where and when, no item.
      placement.take(line);
      prev = null;
      return;
    }
    if (named && named.head !== line && continuesBlock(named.head, named.last, copy)) copy = { ...copy, wrap: 2 };
    else if (prev && describesProject(prev.line, prev.copy, copy, opensBlock(lines, prev.line))) copy = { ...copy, wrap: 2 };
    // The project's address alone on the line under its description ('github•com/jdoe/app') ends that item.
    else if (prev && isLinkLine(line) && !line.gapBefore && !prev.line.bullet) copy = { ...copy, wrap: 2 };
    else if (lines[i + 1]?.bullet && !line.bullet && /\s[•▪◦●~]\s/.test(copy.text)) copy = { ...copy, text: copy.text.replace(INLINE_BULLET, ' – ') };
    // A changed copy stands for the line; the line itself is placed with it.
    if (copy !== line) placement.take(line);
    kept.push(copy);
    prev = { line, copy };
    if (named) named.last = copy;
  });
  return parseTextList(kept, placement);
}

/**
 * 'Implementation:' or 'Skills gained:' alone above a project's points names a part of the project, not a
 * project: the points under it are the items.
 */
function partLabel(line: TextLine, next: TextLine | undefined): boolean {
  return !line.bullet && !!next?.bullet && line.cells.length === 1 && /^[^:,.;]{2,30}:$/.test(line.text.trim()) && line.text.trim().split(/\s+/).length <= 4;
}

/**
 * The second row of a project's header: under a name row whose date stood in a cell of its own, a short
 * unbulleted row in the same type and column, with a place beside it, that reads as no sentence.
 */
function secondHeaderRow(nameLine: TextLine, name: TextLine, line: TextLine, copy: TextLine): boolean {
  // A name ending in a colon ('HaberMolt:') announces its description, not a second row.
  if (nameLine.cells.length === name.cells.length || nameLine.bullet || line.bullet || copy.cells.length !== 1 || /:$/.test(name.text.trim())) return false;
  if (Math.abs(line.x - nameLine.x) > 3 || Math.abs(line.size - nameLine.size) > 0.03 || line.bold !== nameLine.bold) return false;
  const text = copy.text.trim();
  return line.cells.length > 1 && text.split(/\s+/).length <= 6 && !isSentence(text) && !/[.:]$/.test(text);
}

/**
 * The row under a project's name row, set in a plainer style, where the name had a place or date cut from it:
 * a short organisation or part played with the dates in a cell of its own ('University of Leeds | Nov 2021 –
 * Dec 2021'), as CV templates print an entry's second row.
 */
function settingRow(nameLine: TextLine, name: TextLine, line: TextLine, copy: TextLine): boolean {
  if (nameLine.cells.length === name.cells.length || nameLine.bullet || line.bullet || copy.cells.length !== 1 || line.cells.length < 2) return false;
  if (!line.cells.some((cell) => isDateCell(cell.text)) || (line.bold === nameLine.bold && Math.abs(line.size - nameLine.size) <= 0.03)) return false;
  const text = copy.text.trim();
  return text.split(/\s+/).length <= 6 && !isSentence(text) && !/[.:]$/.test(text);
}

/**
 * A row of short names in cells of their own ('Service Workers | AMP | Offline first'), or set apart by dots in one
 * ('Terraform • Grafana • Nix • ZFS'), with no date or address.
 */
function isTagRow(line: TextLine): boolean {
  const dotted = line.cells.length === 1 ? line.text.split(/\s[•⋅·]\s/) : [];
  const tags = line.cells.length >= 2 ? line.cells.map((c) => c.text) : dotted.length >= 4 ? dotted : [];
  // A bold row, or one with a place in a cell ('IPL Analysis | Leeds, UK'), is the next project's name; an icon
  // may lead the dotted row as it leads a point.
  return (!line.bullet || dotted.length >= 4) && !line.bold && tags.length >= 2 &&
    tags.every((t) => t.trim().split(/\s+/).length <= 3 && !/[,;:]|\.$|\d{4}|https?:|www\./.test(t.trim()) && !isDateCell(t) && !isTownAndRegion(t));
}

/** A line holding only a web address ('github•com/jdoe/app' under a project's description). */
const isLinkLine = (line: TextLine) => line.links.length > 0 && line.cells.length === 1 && !/\s/.test(line.text.trim());

/** Glyphs setting apart the parts of a name line ('RisingLight Maintainer • risinglightdb'). */
const INLINE_BULLET = /\s[•▪◦●~]\s/g;

/**
 * One item per project: a short name line and the sentence describing it right under it ('FlashInfer' /
 * 'Open-source library for …') are one block, told apart by their style (a bold or bigger name, a date beside
 * it). A name line heading bullets ('RisingLight Maintainer • risinglightdb') is one name, whatever glyphs
 * its parts are set apart with: the caller keeps it whole.
 */
function describesProject(nameLine: TextLine, name: TextLine, line: TextLine, opens = false): boolean {
  if (line.bullet || line.wrap === 2 || nameLine.wrap > 0 || !isProjectName(name) || /https?:\/\//.test(line.text) || line.x < name.x - 3) return false;
  // Under a name row whose date stood in a cell of its own, an undated row of one cell that is no point describes
  // the project, sentence or not ('Music For Your Day | Sep 2022' / 'Team Leader, Project in the club TAVE').
  const dated = nameLine.cells.length > name.cells.length;
  if (!isSentence(line.text) && !(dated && line.cells.length === 1 && !POINT_MARK.test(line.text) && !findDate(line.text))) return false;
  const styled = name.bold !== line.bold || Math.abs(name.size - line.size) > 0.03 || line.x > name.x + 3;
  // In plain type alike, a name that opens its block (first under the heading, or set apart by a gap) and reads
  // as no sentence, over a sentence that opens in capitals and is closed by its stop or runs long: 'Kratos' /
  // 'Android data-binding library adopted by ele.me internal enterprise mobile apps.'
  const text = line.text.trim();
  const plainName = opens && !isSentence(name.text) && /^\p{Lu}/u.test(text) && (/[.!]$/.test(text) || text.split(/\s+/).length >= 10);
  return styled || plainName || nameLine.cells.length > name.cells.length;
}

/** A point's mark typed before its text ('- Built …', '* Led …'). */
const POINT_MARK = /^\s*[-–*•▪◦●]\s/;

/** A line that opens a block of the section: its first line, or one set apart from the line above by a gap. */
function opensBlock(lines: TextLine[], line: TextLine): boolean {
  return lines[0] === line || line.gapBefore;
}

/** A project's name set bold, bulleted or not, reading as no sentence ('PGLife', 'Tindog Webapp'). */
function isBoldName(line: TextLine): boolean {
  return line.bold && isProjectName({ ...line, bullet: false }) && !isSentence(line.text);
}

/**
 * The plain lines under a bold project name, down to its next bold line or point, are its description, one item
 * with the name, whatever gap or date line the extractor saw between them ('PGLife' / 'May 2023 – Jun 2023' /
 * 'This is a simple PGLife website …'). After a line closed by its stop, a line set apart by a gap, or opening a
 * new sentence where the extractor saw no wrap, is an item of its own: unbulleted points under a name.
 */
function continuesBlock(head: TextLine, last: TextLine, line: TextLine): boolean {
  if (last === head || !/[.!?]$/.test(last.text.trim())) return true;
  return !line.gapBefore && (line.wrap > 0 || /^\p{Ll}/u.test(line.text.trim()));
}

/**
 * A project's name: a short line, no bullet, no closing stop, not an address. What it was built with may stand
 * after a typed bar ('Quiz App — Flashcards for Revision | Python, Flask, SQLite, Redis'): the name alone,
 * before the bar, must be short.
 */
function isProjectName(line: TextLine): boolean {
  const text = line.text.trim();
  const name = line.cells.length === 1 ? text.split(/\s\|\s/)[0]! : text;
  return !line.bullet && !/[.:]$/.test(text) && !/https?:\/\/|www\./i.test(text) && name.split(/\s+/).length <= 8;
}

/** A cell holding only a date or a date range. */
function isDateCell(text: string): boolean {
  const t = text.trim();
  const range = findDateRange(t);
  if (range) return range.index === 0 && range.length >= t.replace(/[.)\s]+$/, '').length;
  const date = findDate(t);
  return !!date && date.index === 0 && date.length === t.length;
}
