import { describe, expect, test } from 'vitest';
import { extractDocx } from '../../../src/server/cv-parse/extract/docx.ts';
import { makeDocx } from '../../fixtures/cv-files.ts';

/**
 * Word tables that lay a CV out: a sidebar beside the main column, grids of values, forms of labels. The
 * extractor reads them row by row, as the page shows them.
 */

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A paragraph in a look: capitals for a label, plain for entries. */
const label = (text: string) => `<w:p><w:r><w:rPr><w:caps/><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const plain = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (paras: string[]) => `<w:tc>${paras.join('')}</w:tc>`;
const row = (...cells: string[][]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;
const table = (rows: string[]) => `<w:tbl>${rows.join('')}</w:tbl>`;

function lines(body: string[]) {
  const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`;
  return extractDocx(new Uint8Array(makeDocx({ documentXml }))).lines;
}

describe('DOCX tables', () => {
  test('a blank paragraph between entries in a cell is a gap before the next entry, as in the body', () => {
    // A two-column template: the sidebar's schools, one blank paragraph apart, beside the main column.
    const layout = table([
      row(
        [label('Education'), plain('Hagley Park High School'), plain('GCSEs in Maths and English'), plain(''), plain('Stafford College'), plain('NVQ Level 2 Catering')],
        [label('Experience'), plain('Duty manager, Iceland Foods, 2008 – 2019'), plain(' '), plain('Butcher, Perry Butchers, 2001 – 2006')],
      ),
    ]);
    const gaps = lines([layout]).map((l) => [l.text, l.gapBefore]);
    expect(gaps).toEqual([
      ['EDUCATION', false],
      ['Hagley Park High School', false],
      ['GCSEs in Maths and English', false],
      ['Stafford College', true],
      ['NVQ Level 2 Catering', false],
      ['EXPERIENCE', false],
      ['Duty manager, Iceland Foods, 2008 – 2019', false],
      ['Butcher, Perry Butchers, 2001 – 2006', true],
    ]);
  });

  test("a grid of short values is read row by row, each cell's lines in turn", () => {
    const grid = table([
      row([plain('Python'), plain('SQL')], [plain('Docker'), plain('Terraform')]),
      row([plain('Pandas'), plain('dbt')], [plain('Airflow'), plain('Kafka')]),
    ]);
    expect(lines([grid]).map((l) => l.text)).toEqual(['Python', 'SQL', 'Docker', 'Terraform', 'Pandas', 'dbt', 'Airflow', 'Kafka']);
  });

  test('a form of labels and one-line values is a line per row', () => {
    const form = table([row([label('Nationality')], [plain('Indian')]), row([label('Date of birth')], [plain('2 July 1995')])]);
    expect(lines([form]).map((l) => l.text)).toEqual(['NATIONALITY | Indian', 'DATE OF BIRTH | 2 July 1995']);
  });
});
