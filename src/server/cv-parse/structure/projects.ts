import { findDate, findDateRange } from './dates.ts';
import { parseTextList } from './lists.ts';
import { joinCells, type TextLine } from '../types.ts';
import type { Placement } from './lines.ts';
import { isTownAndRegion } from './roles.ts';

/**
 * Projects: one detail per project line or point, as the other text lists. The dates and places printed beside
 * a project's name ('FlashInfer | Jan 2023 – present', 'Fullstack Developer | Los Angeles, CA') have no field
 * here, so they are cut, and a line holding nothing else is placed without an item.
 */
export function parseProjects(lines: TextLine[], placement: Placement): string[] {
  const kept: TextLine[] = [];
  for (const line of lines) {
    const cells = line.cells.filter((cell) => !isDateCell(cell.text) && !isTownAndRegion(cell.text));
    if (!cells.length) {
      placement.take(line);
      continue;
    }
    if (cells.length === line.cells.length) {
      kept.push(line);
      continue;
    }
    // A cleaned copy stands for the line; the line itself is placed with it.
    placement.take(line);
    kept.push({ ...line, cells, text: joinCells(cells), x: cells[0]!.x });
  }
  return parseTextList(kept, placement);
}

/** A cell holding only a date or a date range. */
function isDateCell(text: string): boolean {
  const t = text.trim();
  const range = findDateRange(t);
  if (range) return range.index === 0 && range.length >= t.replace(/[.)\s]+$/, '').length;
  const date = findDate(t);
  return !!date && date.index === 0 && date.length === t.length;
}
