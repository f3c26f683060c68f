import { newPara, type Para } from './docx-para.ts';
import { flattenTable } from './docx-table.ts';
import { PARA_END } from './word-extractor-fixes.ts';

/**
 * A .doc file's text, with the paragraph-end marks word-extractor-fixes.ts leaves in it, as plain-text lines:
 * list items start with a bullet, and table rows are read as the DOCX table reader reads them (one line per row
 * of one-line cells, a lone date cell beside the entry it dates), each line's cells separated by tabs.
 */

const CELL_ENDS: string[] = [PARA_END.cell, PARA_END.listItemCell];
const IN_TABLE: string[] = [PARA_END.inCell, PARA_END.listItemInCell, ...CELL_ENDS];
const LIST_ITEMS: string[] = [PARA_END.listItem, PARA_END.listItemInCell, PARA_END.listItemCell];
const PARAGRAPH = new RegExp(`([^\\n${Object.values(PARA_END).join('')}]*)([\\n${Object.values(PARA_END).join('')}]|$)`, 'g');

/** The text with its marks read: lines for the plain-text line builder. */
export function markedParagraphsAsText(text: string): string {
  const out: string[] = [];
  let rows: Para[][][] = [];
  let row: Para[][] = [];
  let cell: Para[] = [];
  const endTable = () => {
    if (rows.length) out.push(...flattenTable({ rows, row: null, cell: null }).map(lineOf));
    rows = [];
  };
  for (const [, body = '', end = ''] of text.matchAll(PARAGRAPH)) {
    if (!body && !end) continue;
    const para = { ...newPara(), cells: body.split('\t'), list: LIST_ITEMS.includes(end), heading: end === PARA_END.heading ? 0 : null };
    if (IN_TABLE.includes(end)) {
      cell.push(para);
      if (CELL_ENDS.includes(end)) [row, cell] = [[...row, cell], []];
    } else if (row.length && !body) {
      // A row's end mark (a line break of its own after the row's last cell).
      [rows, row] = [[...rows, row], []];
    } else {
      endTable();
      out.push(lineOf(para));
    }
  }
  if (row.length) rows.push(row);
  endTable();
  return out.join('\n');
}

/** A line as text: its cells between tabs, bulleted if a list item, after a blank line where a cell left a gap. */
const lineOf = (p: Para): string => `${p.gapBefore ? '\n' : ''}${p.heading !== null ? '# ' : p.list ? '• ' : ''}${p.cells.join('\t')}`;
