import { describe, expect, test } from 'vitest';
import { extractDocx } from '../../../src/server/cv-parse/extract/docx.ts';
import { makeDocx } from '../../fixtures/cv-files.ts';

/**
 * Word's layout beyond plain paragraphs: floating text boxes placed by offsets from their anchor, and tables
 * that lay a CV out in cells. The extractor hands their text on in the order the page shows it.
 */

const W = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
].join(' ');

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (text: string) => `<w:p>${run(text)}</w:p>`;

/** A floating text box as Word writes it: a drawing anchored in a run, its alternative (VML) rendering skipped. */
function box(lines: string[], at: { from: string; top: number; left: number; width?: number; height?: number }): string {
  const anchor =
    `<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">` +
    `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>${at.left}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="${at.from}"><wp:posOffset>${at.top}</wp:posOffset></wp:positionV><wp:extent cx="${at.width ?? 2500000}" cy="${at.height ?? 900000}"/>` +
    `<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>` +
    lines.map(para).join('') +
    `</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${anchor}</w:drawing></mc:Choice><mc:Fallback><w:pict/></mc:Fallback></mc:AlternateContent></w:r>`;
}

function docx(body: string[]): Uint8Array {
  const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`;
  return new Uint8Array(makeDocx({ documentXml }));
}

const texts = (bytes: Uint8Array) => extractDocx(bytes).lines.map((l) => l.text);

describe('DOCX floating text boxes', () => {
  test('boxes set below their anchor paragraph follow it, top to bottom then left to right, whatever the file order', () => {
    // A degree's line with its modules boxed in two columns under it, and the school qualifications boxed lower.
    const anchored =
      '<w:p>' +
      box(['A levels (Riverside Sixth Form College)', 'Mathematics (A), Physics (B)'], { from: 'paragraph', top: 1600000, left: 0 }) +
      box(['Year 2 modules', 'Coastal Processes'], { from: 'paragraph', top: 200000, left: 2700000 }) +
      box(['Year 1 modules', 'Field Methods'], { from: 'paragraph', top: 200000, left: 0 }) +
      run('University of Leeds – BSc Geography: First Class Honours') +
      '</w:p>';
    expect(texts(docx([para('Education'), anchored, para('Interests')]))).toEqual([
      'Education',
      'University of Leeds – BSc Geography: First Class Honours',
      'Year 1 modules',
      'Field Methods',
      'Year 2 modules',
      'Coastal Processes',
      'A levels (Riverside Sixth Form College)',
      'Mathematics (A), Physics (B)',
      'Interests',
    ]);
  });

  test('a sidebar boxed beside the career column is read before it, though the career box sits higher and comes first in the file', () => {
    // Both anchored in the first paragraph: the career column from the top, the sidebar's name and contacts a little lower.
    const anchored =
      '<w:p>' +
      box(['Summary', 'Front-end developer with five years of agency work.', 'Experience', 'Web Developer, Brightlane Studio, 2019 – present'], {
        from: 'paragraph',
        top: 0,
        left: 2500000,
        width: 4300000,
        height: 9600000,
      }) +
      box(['Ada Example', 'Contact', 'ada@example.com'], { from: 'paragraph', top: 1000000, left: 0, width: 2200000, height: 2800000 }) +
      box(['Languages', 'English, Yoruba'], { from: 'paragraph', top: 4000000, left: 0, width: 2200000, height: 5600000 }) +
      '</w:p>';
    expect(texts(docx([anchored]))).toEqual([
      'Ada Example',
      'Contact',
      'ada@example.com',
      'Languages',
      'English, Yoruba',
      'Summary',
      'Front-end developer with five years of agency work.',
      'Experience',
      'Web Developer, Brightlane Studio, 2019 – present',
    ]);
  });

  test('a box placed from the page (a name banner anchored in the first paragraph) comes before that paragraph', () => {
    const first = `<w:p>${box(['Dana Example', 'dana@example.com'], { from: 'page', top: 300000, left: 0 })}${run('Profile')}</w:p>`;
    expect(texts(docx([first, para('Analyst with five years in retail banking.')]))).toEqual([
      'Dana Example',
      'dana@example.com',
      'Profile',
      'Analyst with five years in retail banking.',
    ]);
  });
});

describe('DOCX text Word does not print, and what it prints without text', () => {
  test('hidden runs and the old copy of a tracked move are left out', () => {
    const lines = texts(
      docx([
        `<w:p>${run('Sales Analyst, Northwind Traders')}<w:r><w:rPr><w:vanish/></w:rPr><w:t xml:space="preserve"> (tip: add the team size)</w:t></w:r></w:p>`,
        `<w:p><w:moveFrom w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z">${run('Built the quarterly forecast model')}</w:moveFrom></w:p>`,
        para('Cut month-end close from six days to four'),
        `<w:p><w:moveTo w:id="2" w:author="A" w:date="2024-01-01T00:00:00Z">${run('Built the quarterly forecast model')}</w:moveTo></w:p>`,
      ]),
    );
    expect(lines).toEqual(['Sales Analyst, Northwind Traders', 'Cut month-end close from six days to four', 'Built the quarterly forecast model']);
  });

  test('a link made with a HYPERLINK field keeps its address, though only its label is printed', () => {
    const field =
      `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://www.linkedin.com/in/sam-example" </w:instrText></w:r>` +
      `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('LinkedIn')}<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    const [line] = extractDocx(docx([field])).lines;
    expect(line).toMatchObject({ text: 'LinkedIn', links: ['https://www.linkedin.com/in/sam-example'] });
  });

  test('an absolute-position tab parts a line into cells as a tab does', () => {
    const [line] = extractDocx(docx([`<w:p>${run('Data Engineer, Contoso')}<w:r><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/><w:t>2019 – 2022</w:t></w:r></w:p>`])).lines;
    expect(line!.cells.map((c) => c.text)).toEqual(['Data Engineer, Contoso', '2019 – 2022']);
  });

  test('numbering switched off (numId 0) is not a list item', () => {
    const lines = extractDocx(
      docx([
        `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr></w:pPr>${run('Volunteer tutor, Hillside Library')}</w:p>`,
        `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr>${run('Taught reading to adult learners')}</w:p>`,
      ]),
    ).lines;
    expect(lines.map((l) => l.bullet)).toEqual([false, true]);
  });
});

describe('DOCX default paragraph style', () => {
  test("paragraphs that name no style take the default one, whatever its id ('Standard' in German Word)", () => {
    const styles = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Standard"><w:name w:val="Normal"/><w:rPr><w:sz w:val="18"/></w:rPr></w:style>
</w:styles>`;
    const heading = `<w:p><w:r><w:rPr><w:b/><w:sz w:val="28"/></w:rPr><w:t>Berufserfahrung</w:t></w:r></w:p>`;
    const body = ['Projektleiterin, Musterbau GmbH, 2018 – 2023', 'Leitete ein Team von acht Ingenieurinnen', 'Plante den Umbau des Werks in Kassel'].map(para);
    const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${[heading, ...body].join('')}</w:body></w:document>`;
    const [title, entry] = extractDocx(new Uint8Array(makeDocx({ documentXml }, [{ name: 'word/styles.xml', data: styles }]))).lines;
    // 14 pt over a 9 pt body, not over the 11 pt of the document defaults.
    expect(title!.size).toBeCloseTo(28 / 18, 2);
    expect(entry!.size).toBe(1);
  });
});

describe('DOCX hyperlinks', () => {
  test('a link on no word (a separator or a space between labels) is not taken as one of the line', () => {
    const W_R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const link = (id: string, text: string) => `<w:hyperlink r:id="${id}"><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:hyperlink>`;
    const contact = `<w:p>${run('Leeds, UK ')}${link('rIdStray', '| ')}${link('rIdIn', 'LinkedIn')}${link('rIdSpace', ' ')}${run('| ')}${link('rIdGit', 'GitHub')}</w:p>`;
    const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W} ${W_R}><w:body>${contact}</w:body></w:document>`;
    const rel = (id: string, url: string) =>
      `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${url}" TargetMode="External"/>`;
    const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[
      rel('rIdStray', 'https://www.linkedin.com/in/someone-else'),
      rel('rIdIn', 'https://www.linkedin.com/in/kim-example'),
      rel('rIdSpace', 'https://www.linkedin.com/in/someone-else'),
      rel('rIdGit', 'https://github.com/kim-example'),
    ].join('')}</Relationships>`;
    const [line] = extractDocx(new Uint8Array(makeDocx({ documentXml }, [{ name: 'word/_rels/document.xml.rels', data: rels }]))).lines;
    expect(line!.links).toEqual(['https://www.linkedin.com/in/kim-example', 'https://github.com/kim-example']);
  });
});

describe('DOCX list styles', () => {
  test('a paragraph style that numbers its paragraphs makes them list items, whatever its name', () => {
    const styles = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Achievement"><w:name w:val="Achievement"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="4"/></w:numPr></w:pPr></w:style>
</w:styles>`;
    const styled = (text: string, numbering = '') => `<w:p><w:pPr><w:pStyle w:val="Achievement"/>${numbering}</w:pPr>${run(text)}</w:p>`;
    const body = [
      para('Office Manager, Tailspin Dental, 2016 – 2021'),
      styled('Cut supply costs by 12% by renegotiating contracts'),
      styled('Trained four receptionists on the booking system'),
      styled('Also kept the practice’s accounts', '<w:numPr><w:numId w:val="0"/></w:numPr>'),
    ];
    const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`;
    const lines = extractDocx(new Uint8Array(makeDocx({ documentXml }, [{ name: 'word/styles.xml', data: styles }]))).lines;
    expect(lines.map((l) => l.bullet)).toEqual([false, true, true, false]);
  });
});

describe('DOCX fields', () => {
  test('a HYPERLINK field whose code Word split over runs and paragraphs links the paragraph that shows its label', () => {
    const code = (text: string) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`;
    const fldChar = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
    const lines = extractDocx(
      docx([
        `<w:p>${run('LinkedIn: ')}${fldChar('begin')}${code(' HYPERLINK "')}${code('https://www.linkedin.com/in/sam-example/')}</w:p>`,
        `<w:p>${code('" ')}${fldChar('separate')}${run('linkedin.com/in/sam-example')}</w:p>`,
        `<w:p>${fldChar('end')}${run('GitHub: github.com/sam-example')}</w:p>`,
      ]),
    ).lines;
    expect(lines.map((l) => [l.text, l.links])).toEqual([
      ['LinkedIn:', []],
      ['linkedin.com/in/sam-example', ['https://www.linkedin.com/in/sam-example/']],
      ['GitHub: github.com/sam-example', []],
    ]);
  });
});

describe('DOCX lists typed by hand', () => {
  test('a bullet glyph then a tab before the words is a list item, not a cell of its own', () => {
    const typed = (glyph: string, text: string) => `<w:p><w:r><w:t>${glyph}</w:t></w:r><w:r><w:tab/></w:r>${run(text)}</w:p>`;
    const lines = extractDocx(
      docx([para('Store Manager, Riverside Books, 2018 – 2022'), typed('•', 'Cut stock losses by a third'), typed('–', 'Trained six new booksellers'), `<w:p>${run('London')}<w:r><w:tab/></w:r>${run('•')}<w:r><w:tab/></w:r>${run('07700 900123')}</w:p>`]),
    ).lines;
    expect(lines.map((l) => [l.text, l.bullet, l.x])).toEqual([
      ['Store Manager, Riverside Books, 2018 – 2022', false, 0],
      ['Cut stock losses by a third', true, 0],
      ['Trained six new booksellers', true, 0],
      // A glyph between the cells of a line separates them: the line is no list item.
      ['London | • | 07700 900123', false, 0],
    ]);
  });
});
