import { describe, expect, test } from 'vitest';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { findDateRange } from '../../../src/server/cv-parse/structure/dates.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/** Lines in the notation of the layout dump: cells as [text, x]. */
const row = (cells: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | '), hints),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});

const heads = (lines: TextLine[]) => structureCv(lines).data.roles.map((r) => [r.title, r.company, r.start, r.end]);

describe('role headers beside a date column', () => {
  test('a job title in sentence case beside its dates is the header, not a sentence', () => {
    const lines = [
      plainLine('Work experience', { bold: true, size: 1.4 }),
      row([['03/04/2016–Present', 40], ['Purchasing clerk for logistics and stock control', 160]]),
      plainLine('Harbour Freight srl', { x: 160 }),
      plainLine('- Planned the weekly deliveries for the regional depots.', { x: 160 }),
      row([['2012–2016', 40], ['Warehouse operative', 160]], { gapBefore: true }),
      plainLine('Riverside Stores', { x: 160 }),
      plainLine('- Kept the stock records of the store.', { x: 160 }),
    ];
    expect(heads(lines)).toEqual([
      ['Purchasing clerk for logistics and stock control', 'Harbour Freight srl', 'Apr 2016', ''],
      ['Warehouse operative', 'Riverside Stores', '2012', '2016'],
    ]);
  });

  test('a sentence beside a date in the column stays the text of a role', () => {
    const lines = [
      plainLine('Work experience', { bold: true, size: 1.4 }),
      row([['2012–2016', 40], ['Warehouse operative', 160]]),
      plainLine('Riverside Stores', { x: 160 }),
      row([['2014', 40], ['Kept the stock records of the store and trained the new staff.', 160]]),
    ];
    expect(heads(lines)).toEqual([['Warehouse operative', 'Riverside Stores', '2012', '2016']]);
  });
});

describe('one date in the column of the ranges', () => {
  test('a row whose last cell holds one date, where every range fills its row’s last cell, is a header', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Lindqvist Data', 40], ['Jun 2025 – Jul 2025', 470]]),
      row([['Reporting Intern', 40], ['Oslo, Norway', 480]]),
      plainLine('Built the weekly sales report.', { bullet: true, x: 50 }),
      row([['Okapi Sundberg', 40], ['Dec 2024', 500]]),
      row([['Data Intern', 40], ['Brno, Czechia', 480]]),
      plainLine('Cleaned the sensor tables.', { bullet: true, x: 50 }),
    ];
    expect(heads(lines)).toEqual([
      ['Reporting Intern', 'Lindqvist Data', 'Jun 2025', 'Jul 2025'],
      ['Data Intern', 'Okapi Sundberg', 'Dec 2024', 'Dec 2024'],
    ]);
  });
});

describe('a heading word as a role’s title', () => {
  test("'Volunteer | dates' under its organisation in a career section is a role, not a margin label", () => {
    const lines = [
      plainLine('Leadership & Service', { bold: true, size: 1.4 }),
      row([['Harbour Youth Trust', 40], ['Leeds, UK', 470]]),
      row([['Camp Coordinator', 40], ['May 2017 – Aug 2017', 470]]),
      plainLine('Ran two summer camps for local youth', { bullet: true, x: 50 }),
      row([['Northside Food Bank', 40], ['Leeds, UK', 470]]),
      row([['Volunteer', 40], ['May 2014 – Apr 2016', 470]]),
      plainLine('Sorted and delivered food parcels', { bullet: true, x: 50 }),
    ];
    expect(heads(lines)).toEqual([
      ['Camp Coordinator', 'Harbour Youth Trust', 'May 2017', 'Aug 2017'],
      ['Volunteer', 'Northside Food Bank', 'May 2014', 'Apr 2016'],
    ]);
  });
});

describe('a range wrapped before its end year', () => {
  test('the year on the line under a listed header closes its range', () => {
    const lines = [
      plainLine('Leadership & Activities', { bold: true, size: 1.4 }),
      plainLine('Debate Circle Leader – Northfield Robotics Club (Jan 2021 – Oct', { bullet: true, x: 40 }),
      plainLine('2021)', { x: 52, wrap: 1 }),
      plainLine('Technical Member – Harbour Coding League (Oct 2020 – Oct 2021)', { bullet: true, x: 40 }),
    ];
    expect(heads(lines)).toEqual([
      ['Debate Circle Leader', 'Northfield Robotics Club', 'Jan 2021', 'Oct 2021'],
      ['Technical Member', 'Harbour Coding League', 'Oct 2020', 'Oct 2021'],
    ]);
  });
});

describe('dates with the day before the month', () => {
  test.each([
    ['21 October 2019 - 23 March 2020', 'Oct 2019', 'Mar 2020'],
    ['for a period 21 oct 2019 to 23 mar 2020', 'Oct 2019', 'Mar 2020'],
    ['1st June 2018 – Present', 'Jun 2018', ''],
  ])('%s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });
});

describe('a role told in one sentence', () => {
  test("'Worked at … as … from … to …', 'Worked as … at …' and 'Title with Employer from …' lines are roles", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('Worked at Lindqvist Data Solutions Ltd as their Backend Developer from July 20, 2020 to August 07, 2021.', { bullet: true }),
      plainLine('Worked as Graduate Apprentice in the design division for a period 21 oct 2019 to 23 mar 2020 at Northfield Space Centre.', { bullet: true }),
      plainLine('Data Analyst Internship with Harbour Consulting Private Limited from June 06, 2016 to July 5, 2016.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Backend Developer', 'Lindqvist Data Solutions Ltd', 'Jul 2020', 'Aug 2021'],
      ['Graduate Apprentice', 'Northfield Space Centre', 'Oct 2019', 'Mar 2020'],
      ['Data Analyst Internship', 'Harbour Consulting Private Limited', 'Jun 2016', 'Jul 2016'],
    ]);
  });

  test("'Working as a … in Employer from … to present.' lines are roles; '… in the payments team' names no employer", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('Working as a course instructor in Lakeview Tutoring from 01/09/2021 to present.'),
      plainLine('Worked as an intern with Northfield Mills Ltd from 01/06/2018 to 31/05/2019.'),
    ];
    expect(heads(lines)).toEqual([
      ['course instructor', 'Lakeview Tutoring', 'Sep 2021', ''],
      ['intern', 'Northfield Mills Ltd', 'Jun 2018', 'May 2019'],
    ]);
    const team = [plainLine('Experience', { bold: true, size: 1.4 }), plainLine('Worked as a developer in the payments team from 2019 to 2021.')];
    expect(heads(team)).toEqual([]);
  });

  test('a sentence in a role’s text that names no post and no employer stays its text', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('Backend Developer, Lindqvist Data | 2019 – 2021', { bold: true }),
      plainLine('Worked with the data team on the weekly reports from 2019 to 2020.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Backend Developer', 'Lindqvist Data', '2019', '2021']]);
  });
});

describe('a career section that is a bare list of posts', () => {
  test("short undated lines, each a post and its employer ('Title (Employer)', 'Title, Employer 2024'), are roles", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('Maintenance Technician (Northfield Mills)'),
      plainLine('Open Source Contributor, Lindqvist Data 2024'),
      plainLine('Education', { bold: true, size: 1.4 }),
      plainLine('BSc Computer Science, University of Leeds, 2014 – 2017'),
    ];
    expect(heads(lines)).toEqual([
      ['Maintenance Technician', 'Northfield Mills', '', ''],
      ['Open Source Contributor', 'Lindqvist Data', '2024', '2024'],
    ]);
  });

  test('a list of short lines that name no post stays no role', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('Python, Django'),
      plainLine('Docker, Kubernetes'),
    ];
    expect(heads(lines)).toEqual([]);
  });
});

describe('a post over an employer with a long name and its dates', () => {
  test('the employer line of more than twelve capitalised words leaves the post a role header, not a heading of its own', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.5 }),
      plainLine('Software Development Director', { bold: true }),
      plainLine('Harbour Builders – The City Council of Leeds in partnership with The Ministry of Northern Works'),
      plainLine('September 2022–Present'),
      plainLine('Set up the development environments for all teams.', { bullet: true, x: 20 }),
      plainLine('Education', { bold: true }),
      plainLine('BSc Computer Science, University of Leeds, 2014 – 2017'),
    ];
    expect(heads(lines).map(([title, , start]) => [title, start])).toEqual([['Software Development Director', 'Sep 2022']]);
  });
});

describe('a role dated by one year after a comma', () => {
  test("'Software Intern, 2016' beside its employer among 'QA Engineer, 2016 – 2017' rows is a role of that year", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Northfield Robotics', 40], ['QA Engineer, 2016 – 2017', 300]]),
      plainLine('Designed the test cases for the arm software.', { bullet: true, x: 40 }),
      row([['Lindqvist Energy', 40], ['Software Intern, 2015', 300]]),
      plainLine('Built the onboarding portal.', { bullet: true, x: 40 }),
    ];
    expect(heads(lines)).toEqual([
      ['QA Engineer', 'Northfield Robotics', '2016', '2017'],
      ['Software Intern', 'Lindqvist Energy', '2015', '2015'],
    ]);
  });
});

describe('a note in brackets after the title', () => {
  test('a long note about a promotion lengthens the header, not the post: the line still heads its role', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Northfield Semiconductor', 50], ['Hudson, MA', 480]], { bold: true }),
      row([['Chip Design Engineer (Promoted from Grade 3 to Grade 5 in 18 months, 6 months early)', 50], ['2011 – 2015', 500]]),
      plainLine('Led the design of a test chip for process research', { bullet: true, x: 50 }),
      plainLine('Cut the hours spent on code generation by half', { bullet: true, x: 50 }),
      row([['Northfield Semiconductor', 50], ['Hudson, MA', 480]], { bold: true }),
      row([['Physical Design Intern', 50], ['2010 – 2011', 500]]),
      plainLine('Modelled timing and power on critical paths', { bullet: true, x: 50 }),
    ];
    const roles = structureCv(lines).data.roles;
    expect(roles.map((r) => [r.company, r.start, r.end, r.highlights.length])).toEqual([
      ['Northfield Semiconductor', '2011', '2015', 2],
      ['Northfield Semiconductor', '2010', '2011', 1],
    ]);
    expect(roles[0]!.title).toMatch(/^Chip Design Engineer/);
  });
});

describe('a post joined to its employer by "in"', () => {
  test('beside a date column, a header closed by a full stop and the employer named by its legal form', () => {
    const lines = [
      plainLine('Work Experience', { bold: true, size: 1.4 }),
      row([['2017.09.01 – 2018.05.31', 40], ['Intern as QA engineer in Volna Software LLC.', 200]]),
      plainLine('Wrote the regression tests of the billing module.', { x: 200, bullet: true }),
      row([['2018.06.01 – 2021.03.15', 40], ['Backend developer in Kapital Bank', 200]]),
      plainLine('Built the card payments gateway.', { x: 200, bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Intern as QA engineer', 'Volna Software LLC', 'Sep 2017', 'May 2018'],
      ['Backend developer', 'Kapital Bank', 'Jun 2018', 'Mar 2021'],
    ]);
  });

  test('a field of work after "in" stays part of the post', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['2019 – 2022', 40], ['Researcher in Machine Learning', 200]]),
      plainLine('Northfield Institute', { x: 200 }),
    ];
    expect(heads(lines)).toEqual([['Researcher in Machine Learning', 'Northfield Institute', '2019', '2022']]);
  });

  test('two clauses beside a date are text, not a header', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['2019 – 2022', 40], ['Warehouse operative', 200]]),
      plainLine('Riverside Stores', { x: 200 }),
      row([['2021', 40], ['Ran the stock count. Trained new staff.', 200]]),
    ];
    expect(heads(lines)).toEqual([['Warehouse operative', 'Riverside Stores', '2019', '2022']]);
  });
});

describe('a town and its region under a complete header', () => {
  test("'Title | dates' over the employer and a line of its town and state: the town is where, not who", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Junior Developer', 16], ['2019 - Present', 120]]),
      plainLine('Brightcanal'),
      plainLine('Duluth, MN'),
      plainLine('Wrote and tested the booking screens,'),
      plainLine('Kept the release notes.'),
    ];
    expect(heads(lines)).toEqual([['Junior Developer', 'Brightcanal', '2019', '']]);
  });
});

describe('a post held in two towns', () => {
  test("'Title - Employer | Town, ST & Town, ST': both towns are where, the employer is who", () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Shift Supervisor - Lakeside Grocers | Duluth, MN & Superior, WI', 16], ['03/2017 - 11/2021', 300]]),
      plainLine('Ran the night shift of twelve staff.', { bullet: true }),
      row([['Cashier - Pinecone Market | Duluth, MN', 16], ['06/2015 - 02/2017', 300]]),
      plainLine('Opened and closed the tills.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Shift Supervisor', 'Lakeside Grocers', 'Mar 2017', 'Nov 2021'],
      ['Cashier', 'Pinecone Market', 'Jun 2015', 'Feb 2017'],
    ]);
  });
});
