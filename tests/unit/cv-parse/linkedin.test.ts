import { describe, expect, test } from 'vitest';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { linkedInColumns, linkedInLayout } from '../../../src/server/cv-parse/structure/linkedin.ts';
import { joinCells, plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

// LinkedIn's 'Save to PDF' export, as our PDF extractor hands it over: the sidebar at x 22 in white on dark, the
// main column at x 224. A made-up person; the layout, sizes and colours are the generator's.
const SIDEBAR = { x: 22, size: 0.88, style: 'f1 #ffffff' };
const SIDEBAR_HEADING = { x: 22, size: 1.08, style: 'f1 #e1e9ee', gapBefore: true };
const MAIN = { x: 224, size: 1, style: 'f1 #191919' };
const MAIN_HEADING = { x: 224, size: 1.31, style: 'f1 #191919', gapBefore: true };
const PLACE = { x: 224, size: 1, style: 'f1 #b1b1b1' };
const SMALL = { x: 224, size: 0.88, style: 'f1 #191919' };

const side = (text: string, hints: Partial<TextLine> = SIDEBAR) => plainLine(text, hints);
const main = (text: string, hints: Partial<TextLine> = MAIN) => plainLine(text, hints);
/** A row where the extractor found no gutter: one cell of each column on one line, in the look of the first. */
const merged = (left: string, right: string): TextLine => {
  const cells = [{ text: left, x: 22 }, { text: right, x: 224 }];
  return { ...plainLine(left, SIDEBAR), text: joinCells(cells), cells };
};

const sidebar = [
  side('Contact', SIDEBAR_HEADING),
  side('jane.roe@example.com'),
  side('www.linkedin.com/in/jane-'),
  side('roe-4b2a17 (LinkedIn)'),
  side('Top Skills', SIDEBAR_HEADING),
  side('Data Analysis'),
  side('SQL'),
  side('Certifications', SIDEBAR_HEADING),
  side('Google Data Analytics'),
  side('Acme Bank - Data Job'),
  side('Simulation', { ...SIDEBAR, wrap: 2 }),
  side('Completion Award for SQL Basics'),
  side('Power BI Essential Training (2021)'),
];
const header = [main('Jane Roe', { ...MAIN, size: 2.17 }), main('Data Analyst | SQL | Python |'), main('Power BI | Tableau'), main('Leeds, England, United Kingdom', PLACE)];
const summary = [
  main('Summary', MAIN_HEADING),
  main('I turn messy data into decisions that teams can act on.'),
  main('about me', { ...MAIN, gapBefore: true }),
  main('Curious, patient and fond of a tidy spreadsheet.'),
  main('skills', { ...MAIN, gapBefore: true }),
  main('Reporting and dashboards for sales teams.'),
];
const education = [
  main('Education', MAIN_HEADING),
  main('University of Leeds'),
  main('Bachelor of Science - BS, Mathematics · (2016 - 2019)', SMALL),
  main('Leeds City College', { ...MAIN, gapBefore: true }),
  main('A Levels, Mathematics, Physics and Economics · (2014 -', SMALL),
  main('2016)', SMALL),
  main('University of Leeds', { ...MAIN, gapBefore: true }),
  main('Master of Science - MS · (September 2020 - July 2021)', SMALL),
  main('Northern School of Art', { ...MAIN, gapBefore: true }),
  main('Textile Design · (2013)', SMALL),
];
const experience = [
  main('Experience', MAIN_HEADING),
  main('Acme Analytics Ltd', { ...MAIN, size: 1, gapBefore: true }),
  main('Data Analyst', { ...MAIN, size: 0.96 }),
  main('March 2021 - Present (3 years 2 months)', SMALL),
  main('Leeds, England, United Kingdom', { ...SMALL, style: 'f1 #b1b1b1' }),
];
const cv = [...sidebar, ...header, ...summary, ...experience, ...education];

describe("LinkedIn's PDF export", () => {
  test('is recognised by its sidebar headings, its main headings and the label of its profile address', () => {
    expect(linkedInLayout(cv)).toEqual({ sidebarX: 22, mainX: 224 });
    // Another CV with a 'Contact' heading and a 'Summary' beside it is no export without the LinkedIn profile.
    expect(linkedInLayout(cv.filter((l) => !l.text.endsWith('(LinkedIn)')))).toBeNull();
    expect(linkedInLayout(cv.slice(1))).toBeNull();
    // A sidebar template of another make: 'CONTACT' over the phone and a profile's address with no label.
    const template = [side('CONTACT', SIDEBAR_HEADING), side('+44 20 7946 0958'), side('linkedin.com/in/janeroe'), ...cv.slice(4)];
    expect(linkedInLayout(template)).toBeNull();
  });

  test('rows merged across the two columns are parted and read column by column, each part in its column\'s look', () => {
    const lines = [
      sidebar[0]!,
      main('Jane Roe', { ...MAIN, size: 2.17 }),
      merged('jane.roe@example.com', 'Data Analyst | SQL | Python'),
      merged('www.linkedin.com/in/janeroe', 'Leeds, England, United Kingdom'),
      side('(LinkedIn)'),
      main('Summary', MAIN_HEADING),
      side('Top Skills', SIDEBAR_HEADING),
      merged('Data Analysis', 'I turn messy data into decisions.'),
      merged('Certifications', 'Teams act on them.'),
      side('Google Data Analytics'),
      main('Most of all, I like a good question.'),
    ];
    const read = linkedInColumns(lines, linkedInLayout(lines)!);
    expect(read.map((l) => l.text)).toEqual([
      'Contact', 'jane.roe@example.com', 'www.linkedin.com/in/janeroe (LinkedIn)', 'Top Skills', 'Data Analysis', 'Certifications', 'Google Data Analytics',
      'Jane Roe', 'Data Analyst | SQL | Python', 'Leeds, England, United Kingdom', 'Summary', 'I turn messy data into decisions.', 'Teams act on them.',
      'Most of all, I like a good question.',
    ]);
    // Each part takes its column's look (its headings', or its text's), not the merged row's.
    expect(read[5]).toMatchObject({ size: 1.08, style: 'f1 #e1e9ee' });
    expect(read[11]).toMatchObject({ size: 1, style: 'f1 #191919' });
  });

  test('the profile address wrapped over two lines is one link, and a wrapped headline one headline', () => {
    const { data } = structureCv(cv);
    expect(data.links).toEqual([{ title: 'LinkedIn', url: 'www.linkedin.com/in/jane-roe-4b2a17' }]);
    expect(data.headline).toBe('Data Analyst | SQL | Python | Power BI | Tableau');
    expect(data.first_name).toBe('Jane');
  });

  test("sub-headings of the person's own in the Summary stay in it", () => {
    const { data } = structureCv(cv);
    expect(data.profile_statement).toContain('Curious, patient');
    expect(data.profile_statement).toContain('Reporting and dashboards');
    expect(data.skills.map((s) => s.name)).toEqual(['Data Analysis', 'SQL']);
  });

  test('certifications are names alone, one per item, a year in brackets their date', () => {
    const { data } = structureCv(cv);
    expect(data.certifications).toEqual([
      { name: 'Google Data Analytics', issuer: '', date: '' },
      // No issuer after a dash, and an 'Award' here is a certificate's name, not an honour.
      { name: 'Acme Bank - Data Job Simulation', issuer: '', date: '' },
      { name: 'Completion Award for SQL Basics', issuer: '', date: '' },
      { name: 'Power BI Essential Training', issuer: '', date: '2021' },
    ]);
    expect(data.achievements).toEqual([]);
  });

  test('education reads school, then "Degree, Field · (dates)"; two degrees at one school are one entry', () => {
    const { data } = structureCv(cv);
    expect(data.education).toEqual([
      {
        institution: 'University of Leeds',
        location: { city: '', country: '' },
        qualifications: [
          { qualification: 'Bachelor of Science - BS', course: 'Mathematics', start: '2016', end: '2019', grade: '' },
          { qualification: 'Master of Science - MS', course: '', start: 'Sep 2020', end: 'Jul 2021', grade: '' },
        ],
      },
      {
        institution: 'Leeds City College',
        location: { city: '', country: '' },
        qualifications: [{ qualification: 'A Levels', course: 'Mathematics, Physics and Economics', start: '2014', end: '2016', grade: '' }],
      },
      {
        institution: 'Northern School of Art',
        location: { city: '', country: '' },
        // A field alone, and one date: the year it was awarded.
        qualifications: [{ qualification: '', course: 'Textile Design', start: '', end: '2013', grade: '' }],
      },
    ]);
  });
});
