import { expand, mergeParas, type Para } from './docx-para.ts';

/**
 * Word tables as lines, row by row. CVs lay themselves out in tables: a label column beside the entries, dates
 * in a cell of their own, grids of skills or grades. Each row is read as the page shows it.
 */

/** A table being read: the rows done, the row and the cell open. */
export interface TableCtx {
  rows: Para[][][];
  row: Para[][] | null;
  cell: Para[] | null;
}

const DATE_LIKE = /\b(?:19|20)\d{2}\b|\b(?:present|current)\b/i;

/**
 * Table rows in order. A row whose cells each hold one line becomes one line of cells; otherwise cells are
 * read one after another, and a lone date cell joins the first line of the cell beside it (dates in a column).
 */
export function flattenTable(table: TableCtx): Para[] {
  const out: Para[] = [];
  const rows = table.rows.map((row) => row.map(cellLines).filter((c) => c.length));
  for (const cells of rows) {
    if (!cells.length) continue;
    if (cells.length === 1) {
      out.push(...cells[0]!);
      continue;
    }
    // A grid of three columns or more whose narrow cells wrap ('SPIC NAGAR HIGHER SECONDARY SCHOOL' over
    // 'TUTICORIN', '7.8' over '(UPTO III SEM)'): each cell's few short lines are one value, the row one line.
    if (cells.length >= 3 && cells.some((c) => c.length > 1) && cells.every(isWrappedCell)) cells.forEach((c, i) => (cells[i] = [joinCellLines(c)]));
    if (cells.every((c) => c.length === 1)) {
      out.push({ ...mergeParas(cells.map((c) => c[0]!), cells.flatMap((c) => c[0]!.cells)), list: false });
      continue;
    }
    const dateCells = cells.filter((c) => c.length === 1 && DATE_LIKE.test(c[0]!.cells.join(' ')) && c[0]!.cells.join(' ').length < 40);
    const rest = cells.filter((c) => !dateCells.includes(c));
    if (dateCells.length && rest.length) {
      const first = rest[0]![0]!;
      rest[0]![0] = { ...first, cells: [...first.cells, ...dateCells.flatMap((c) => c[0]!.cells)] };
      for (const c of rest) out.push(...c);
    } else for (const c of cells) out.push(...c);
  }
  return out;
}

/**
 * A cell's lines that show text. A blank paragraph between two of them is the gap a table-laid CV leaves between
 * its entries ('Stafford College' under the school before it): the line after it keeps that gap.
 */
function cellLines(cell: Para[]): Para[] {
  const lines: Para[] = [];
  let blank = false;
  for (const line of cell.flatMap(expand)) {
    if (!line.cells.some((c) => c.trim())) blank = lines.length > 0;
    else {
      lines.push(blank ? { ...line, gapBefore: true } : line);
      blank = false;
    }
  }
  return lines;
}

/** A table cell of at most three short lines, no list among them: one value wrapped in a narrow column. */
function isWrappedCell(cell: Para[]): boolean {
  return cell.length <= 3 && cell.every((p) => !p.list && p.cells.length === 1 && p.cells[0]!.trim().length <= 60);
}

/** A wrapped cell's lines as one: a capitalised line after one not closed by punctuation is a part of its own ('SCHOOL, TUTICORIN'). */
function joinCellLines(cell: Para[]): Para {
  const text = cell
    .map((p) => p.cells[0]!.trim())
    .reduce((all, line) => (!all ? line : /[\p{L}\d]$/u.test(all) && /^\p{Lu}/u.test(line) ? `${all}, ${line}` : `${all} ${line}`), '');
  return mergeParas(cell, [text]);
}
