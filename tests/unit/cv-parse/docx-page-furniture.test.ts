import { describe, expect, test } from 'vitest';
import { extractDocx } from '../../../src/server/cv-parse/extract/docx.ts';
import { makeZip } from '../../fixtures/cv-files.ts';

/**
 * What Word prints on every page around a CV: a footer's page number and the name repeated beside it. The page
 * number is a field (PAGE) whose result the file caches as it was last printed; neither it nor its label is text
 * of the CV, and read as a line it joins the last entry of the document.
 */

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const para = (text: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
/** A field as Word writes it: begin, its code, separate, its cached result, end. */
const field = (code: string, result: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${code} </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** A DOCX whose body is the given paragraphs, with one footer part. */
function withFooter(body: string[], footer: string[]): Uint8Array {
  const part = (tag: 'document' | 'ftr', inner: string) =>
    tag === 'document' ? `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${inner}</w:body></w:document>` : `<?xml version="1.0" encoding="UTF-8"?><w:ftr ${W}>${inner}</w:ftr>`;
  return new Uint8Array(
    makeZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>' },
      { name: '_rels/.rels', data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>` },
      { name: 'word/_rels/document.xml.rels', data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${REL}/footer" Target="footer1.xml"/></Relationships>` },
      { name: 'word/document.xml', data: part('document', body.join('')) },
      { name: 'word/footer1.xml', data: part('ftr', footer.join('')) },
    ]),
  );
}

const texts = (bytes: Uint8Array) => extractDocx(bytes).lines.map((l) => l.text);

const BODY = [
  para('SAMPLE CANDIDATE'),
  para('Projects'),
  para('2 projects on logistic regression'),
  para('https://github.com/sample/regression'),
];

describe('DOCX page furniture', () => {
  test("a footer's page number and its label are left out, whatever words label it", () => {
    expect(texts(withFooter(BODY, [`<w:p>${run('Page ')}${field('PAGE   \\* MERGEFORMAT', '2')}</w:p>`]))).toEqual(texts(withFooter(BODY, [])));
    const ofPages = `<w:p>${run('Page ')}${field('PAGE', '1')}${run(' of ')}${field('NUMPAGES', '2')}</w:p>`;
    expect(texts(withFooter(BODY, [ofPages]))).toEqual(texts(withFooter(BODY, [])));
    const simple = `<w:p>${run('Page | ')}<w:fldSimple w:instr=" PAGE ">${run('3')}</w:fldSimple></w:p>`;
    expect(texts(withFooter(BODY, [simple]))).toEqual(texts(withFooter(BODY, [])));
  });

  test('a footer repeating the name the body prints in capitals says nothing new; other footer text stays', () => {
    const footer = [para('Sample Candidate'), para('sample@example.org · +44 7700 900123')];
    expect(texts(withFooter(BODY, footer))).toEqual([...texts(withFooter(BODY, [])), 'sample@example.org · +44 7700 900123']);
  });

  test('other fields keep their result: a date field prints text of the CV', () => {
    const dated = `<w:p>${run('Updated ')}${field('DATE \\@ "MMMM yyyy"', 'March 2024')}</w:p>`;
    expect(texts(withFooter([...BODY, dated], []))).toContain('Updated March 2024');
  });
});
