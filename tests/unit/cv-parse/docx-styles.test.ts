import { describe, expect, test } from 'vitest';
import { extractDocx, readStyles } from '../../../src/server/cv-parse/extract/docx.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { makeDocx } from '../../fixtures/cv-files.ts';

/**
 * Word templates put a heading's look in a style (word/styles.xml), not on its text: bold, size, capitals and an
 * outline level, often inherited through `basedOn`. The extractor reads them so headings look like headings.
 */

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const STYLES = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Banner"><w:name w:val="Banner"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:caps/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="SideLabel"><w:name w:val="Side Label"/><w:basedOn w:val="Banner"/><w:rPr><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:caps/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:caps/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="SectionTitle"><w:name w:val="Section Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:smallCaps/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style>
</w:styles>`;

const para = (text: string, style?: string, runProps = '') =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r>${runProps ? `<w:rPr>${runProps}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

function docx(body: string[]): Uint8Array {
  const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`;
  return new Uint8Array(makeDocx({ documentXml }, [{ name: 'word/styles.xml', data: STYLES }]));
}

describe('DOCX styles', () => {
  test('a style inherits what it is based on and overrides it', () => {
    const styles = readStyles(STYLES);
    expect(styles.get('SideLabel')).toEqual({ name: 'Side Label', outline: 0, look: { bold: true, caps: true, size: 24 } });
    expect(styles.get('Normal')?.look).toEqual({ size: 20 });
  });

  test('a paragraph styled as a heading is bold, larger, in capitals and a heading, though its text says none of it', () => {
    const { lines } = extractDocx(docx([para('Work history', 'Banner'), para('Acme Ltd, Analyst, 2019 - 2021'), para('Lead analyst', undefined, '<w:rStyle w:val="Strong"/>')]));
    const [heading, body, strong] = lines;
    expect(heading).toMatchObject({ text: 'WORK HISTORY', bold: true });
    expect(heading!.size).toBeGreaterThan(1.3);
    expect(body).toMatchObject({ bold: false, size: 1 });
    expect(strong).toMatchObject({ bold: true });
  });

  test('headings of two levels in one look stay apart: Heading 2 entries under Heading 1 sections are not sections', () => {
    // A template that draws both levels in capitals at the body's size: only the outline level tells them apart.
    const { lines } = extractDocx(
      docx([
        para('Camille Example', 'Title'),
        para('Skills', 'Heading1'),
        para('Engineering', 'Heading2'),
        para('Networks'),
        para('Business', 'Heading2'),
        para('Market analysis'),
        para('Education', 'Heading1'),
        para('Master of Business Administration', 'Heading2'),
        para('IAE Rennes 2019 – 2020, Rennes, France'),
      ]),
    );
    const size = (text: string) => lines.find((l) => l.text === text)!.size;
    expect(size('SKILLS')).toBe(size('EDUCATION'));
    expect(size('ENGINEERING')).toBeLessThan(size('SKILLS') - 0.05);
    expect(size('ENGINEERING')).toBeGreaterThan(1);
    expect(size('Camille Example')).toBeGreaterThan(size('SKILLS'));
    const cv = structureCv(lines);
    expect(cv.data.education).toHaveLength(1);
    expect(cv.data.skills.map((s) => s.name)).toContain('Market analysis');
  });

  test('where one Heading 1 names the person, the Heading 2 sections are the top rank', () => {
    const { lines } = extractDocx(docx([para('Robin Example', 'Heading1'), para('Experience', 'Heading2'), para('Analyst, Acme Ltd, 2019 - 2021'), para('Education', 'Heading2'), para('BSc Economics, University of Leeds, 2018')]));
    expect(lines.find((l) => l.text === 'EXPERIENCE')!.size).toBeGreaterThanOrEqual(1.2);
  });

  test('an unknown heading in the style of known ones starts its own section', () => {
    const cv = structureCv(
      extractDocx(
        docx([
          para('Jane Example'),
          para('Experience', 'SideLabel'),
          para('Analyst | Acme Ltd | Jan 2019 - Dec 2021'),
          para('Built the monthly sales report'),
          para('Volunteer work abroad', 'SideLabel'),
          para('Taught English in Lima for a summer'),
          para('Education', 'SideLabel'),
          para('BSc Economics, University of Leeds, 2018'),
        ]),
      ).lines,
    );
    expect(cv.data.roles).toHaveLength(1);
    expect(cv.data.roles[0]!.highlights.join(' ')).not.toMatch(/Lima/);
    expect(cv.unplaced).toContain('Taught English in Lima for a summer');
  });
});

describe('DOCX heading looks', () => {
  test("a table row led by a styled heading teaches no heading look: the body text beside the heading is the row's look", () => {
    const ink = '<w:color w:val="000000" w:themeColor="text1"/>';
    const cell = (inner: string) => `<w:tc>${inner}</w:tc>`;
    // 'ABOUT ME' styled as Heading 1 in a cell beside its paragraph, plain skills below, the career text in the body's ink.
    const aboutRow = `<w:tbl><w:tr>${cell(para('About me', 'Heading1'))}${cell(para('I am a biomedical engineer who builds machine learning models for hospitals and clinics.'))}</w:tr></w:tbl>`;
    const { lines } = extractDocx(
      docx([
        aboutRow,
        para('Skills', 'Heading1'),
        para('Python Programming'),
        para('Feature Engineering'),
        para('Experience', 'Heading1'),
        para('Built a model that flags sepsis risk from ward observations, used by three hospitals since 2022.', undefined, ink),
        para('Cleaned and labelled ten years of admissions data with the clinical team before any model was trained.', undefined, ink),
        para('Presented the results to the board and wrote the guidance the wards now follow when the model alerts them.', undefined, ink),
      ]),
    );
    const skill = lines.find((l) => l.text === 'Python Programming')!;
    expect([skill.bold, skill.size]).toEqual([false, 1]);
    expect(lines.find((l) => l.text === 'SKILLS')!.size).toBeGreaterThanOrEqual(1.2);
  });
});

describe('DOCX capitals', () => {
  test('small capitals, set on the text or by its style, show as capitals; switched off on a run, as typed', () => {
    const lines = extractDocx(
      docx([
        para('Education', 'SectionTitle'),
        para('Community service', undefined, '<w:b/><w:smallCaps/>'),
        para('University of Leeds', 'SectionTitle', '<w:smallCaps w:val="0"/>'),
      ]),
    ).lines;
    expect(lines.map((l) => l.text)).toEqual(['EDUCATION', 'COMMUNITY SERVICE', 'University of Leeds']);
  });
});

describe('DOCX headings formatted by hand', () => {
  test('a paragraph made by hand to look like the styled headings is one of them: the page shows no difference', () => {
    const look = '<w:b/><w:smallCaps/><w:color w:val="365F91"/>';
    const { lines } = extractDocx(
      docx([
        para('Objective', 'Heading2', look),
        para('An internship in software engineering, starting in June.'),
        para('Education', 'Heading2', look),
        para('M.S. Computer Science, San Jose State University'),
        para('Community service', undefined, look),
        para('Weekend volunteer at a school for children with disabilities'),
        // Bold alone is not the headings' look.
        para('Python', undefined, '<w:b/>'),
      ]),
    );
    const sized = (text: string) => lines.find((l) => l.text === text)!.size;
    expect(sized('COMMUNITY SERVICE')).toBe(sized('EDUCATION'));
    expect(sized('COMMUNITY SERVICE')).toBeGreaterThan(1.1);
    expect(lines.find((l) => l.text === 'Python')!.size).toBe(1);
  });

  test('a hand-made lookalike does not become a heading when body paragraphs share that look', () => {
    const blue = '<w:color w:val="2F5496"/>';
    const { lines } = extractDocx(
      docx([
        para('Skills', 'Heading2', blue),
        para('Python and SQL', undefined, blue),
        para('I led a team of four analysts who rebuilt the monthly sales reports in Python.', undefined, blue),
      ]),
    );
    expect(lines[1]!.size).toBe(1);
  });

  test("bold alone is no headings' look to share: role titles set bold by hand stay body lines", () => {
    // Headings marked by an outline level and bold, in the body's size, colour and case.
    const outlined = (text: string) => `<w:p><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
    const { lines } = extractDocx(
      docx([
        outlined('Experience'),
        para('Data Analyst', undefined, '<w:b/>'),
        para('Built the weekly sales dashboard used by forty store managers.'),
        outlined('Education'),
      ]),
    );
    expect(lines.find((l) => l.text === 'Experience')!.size).toBeGreaterThan(1.1);
    expect(lines.find((l) => l.text === 'Data Analyst')!.size).toBe(1);
  });
});

describe('DOCX colours', () => {
  test('headings told from the body by colour alone open sections, a coloured unknown one too', () => {
    const blue = '<w:color w:val="2F5496"/>';
    const { lines } = extractDocx(
      docx([
        para('Jordan Example', undefined, '<w:b/><w:sz w:val="40"/>'),
        para('jordan@example.com'),
        para('Work history', undefined, blue),
        para('Acme Ltd, Analyst, 2019 - 2021'),
        para('Education', undefined, blue),
        para('University of Leeds, BSc Economics, 2015 - 2018'),
        para('Community Corps', undefined, blue),
        para('Mentor at a weekend coding club, 2018 - 2020'),
      ]),
    );
    expect(lines[2]!.style).not.toBe(lines[3]!.style);
    expect(lines[2]!.style).toBe(lines[6]!.style);
    const { data, unplaced } = structureCv(lines);
    expect(data.education).toHaveLength(1);
    // The unknown section's line stays unplaced rather than join the education above it.
    expect(unplaced.join(' ')).toContain('weekend coding club');
  });

  test('runs that set no size show in the default size: a line mixing them with a sized run is not set small', () => {
    // 'Software Developer' at 12 pt, then its place and dates in runs with no size of their own (11 pt by default).
    const plainStyles = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`;
    const mixed = `<w:p><w:r><w:rPr><w:sz w:val="24"/></w:rPr><w:t>Software Developer</w:t></w:r><w:r><w:t xml:space="preserve"> (Remote / Aug 2023 – Current)</w:t></w:r></w:p>`;
    const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${[para('DataAnnotation Tech'), mixed, para('Reviewed the answers of a language model to coding prompts')].join('')}</w:body></w:document>`;
    const { lines } = extractDocx(new Uint8Array(makeDocx({ documentXml }, [{ name: 'word/styles.xml', data: plainStyles }])));
    const header = lines.find((l) => l.text.startsWith('Software Developer'))!;
    expect(header.size).toBeGreaterThan(0.95);
    expect(header.size).toBeLessThan(1.15);
  });
});
