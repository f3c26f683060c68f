import { describe, expect, test } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { parseLocation } from '../../../src/server/cv-parse/structure/contact.ts';
import { splitInstitution } from '../../../src/server/cv-parse/structure/education.ts';
import { findName, parseHeader, splitGluedName } from '../../../src/server/cv-parse/structure/header.ts';
import { joinBroken, joinWrapped, Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseLanguages, parsePublication } from '../../../src/server/cv-parse/structure/lists.ts';
import { parseSkills } from '../../../src/server/cv-parse/structure/skills.ts';
import { parseRoles } from '../../../src/server/cv-parse/structure/roles.ts';
import { headingKind, splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/**
 * Structuring rules for what real engines print: TeX's hyphenation, names set in spaced capitals, a name and
 * headline on one row, addresses over several lines or between dashes.
 */

describe('words broken at a line end', () => {
  test.each([
    // TeX hyphenation inside a lower-case word: the hyphen goes.
    ['financial plat-', 'forms available', 'financial platforms available'],
    ['from eight de-', 'partments', 'from eight departments'],
    ['automotive and med-', 'ical devices', 'automotive and medical devices'],
    // ... and inside a capitalised one ('Mathe-' / 'matics' in a moderncv entry title).
    ['Computer Science and Mathe-', 'matics, The Open University', 'Computer Science and Mathematics, The Open University'],
    ['Self-', 'taught pianist', 'Self-taught pianist'],
    // A compound broken at its own hyphen keeps it.
    ['a long-', 'standing problem', 'a long-standing problem'],
    ['the customer-', 'facing apps', 'the customer-facing apps'],
    ['hardware-', 'in-the-loop testing', 'hardware-in-the-loop testing'],
    // Capitals or digits after the break: a name or a number, hyphen kept, no space added.
    ['bottled for Coca-', 'Cola Europe', 'bottled for Coca-Cola Europe'],
    // No hyphen: the lines are joined by a space.
    ['Led the', 'migration', 'Led the migration'],
    ['from 2019 -', 'present', 'from 2019 - present'],
    // A web address broken after a slash goes on with no space; a word after it starts the text again.
    ['Asset pack https://assets.example.com/', 'packages/3d/vehicles/land/cars-12-2-17849', 'Asset pack https://assets.example.com/packages/3d/vehicles/land/cars-12-2-17849'],
    ['Portfolio - https://drive.example.com/drive/', 'folders/1CajxKVuuADep6S7', 'Portfolio - https://drive.example.com/drive/folders/1CajxKVuuADep6S7'],
    ['see https://example.org/', 'and more', 'see https://example.org/ and more'],
  ])('%s / %s', (first, second, joined) => {
    expect(joinBroken(first, second)).toBe(joined);
  });

  test('wrapped lines are joined with the same rule', () => {
    const lines = [plainLine('Ran the first company-wide exercise with forty participants from eight de-'), plainLine('partments', { wrap: 2 })];
    expect(joinWrapped(lines).map((e) => e.text)).toEqual(['Ran the first company-wide exercise with forty participants from eight departments']);
  });
});

describe('names set in spaced capitals', () => {
  test.each([
    ['RAFAELCOSTA', 'rafael.costa@sapo.pt', 'RAFAEL COSTA'],
    ['SOFIALINDQVIST', 'sofia.lindqvist@gmail.com', 'SOFIA LINDQVIST'],
    ['AOIFEBRENNAN', 'brennan_aoife84@outlook.ie', 'AOIFE BRENNAN'],
    ['LUCÍAFERRÁNDEZ', 'lucia.ferrandez@gmail.com', 'LUCÍA FERRÁNDEZ'],
    ['RAFAELCOSTA', 'r.costa@sapo.pt', null],
    ['RAFAELCOSTA', 'info@costa-design.pt', null],
    ['EXPERIENCE', 'rafael.costa@sapo.pt', null],
  ])('%s with %s', (word, email, name) => {
    expect(splitGluedName(word, email)).toBe(name);
  });

  test('the header finds such a name and the headline under it', () => {
    const lines = [
      plainLine('RAFAELCOSTA', { size: 1.4, bold: true }),
      plainLine('Mechanical Design Engineer'),
      plainLine('Porto, Portugal • +351 912 345 678 • rafael.costa@sapo.pt'),
      plainLine('EXPERIENCE', { bold: true }),
    ];
    const info = parseHeader(lines, splitSections(lines), new Placement());
    expect([info.first_name, info.surname, info.headline]).toEqual(['Rafael', 'Costa', 'Mechanical Design Engineer']);
  });
});

describe('a name and headline on one row', () => {
  const header = (lines: TextLine[]) => parseHeader(lines, splitSections(lines), new Placement());

  test('the part before a bar is the name, the rest and its wrapped word the headline', () => {
    const lines = [plainLine('Pieter-Jan Claes | Senior Policy', { size: 2.2 }), plainLine('Advisor', { size: 2.2 }), plainLine('pj.claes@telenet.be')];
    const info = header(lines);
    expect([info.first_name, info.surname, info.headline]).toEqual(['Pieter-Jan', 'Claes', 'Senior Policy Advisor']);
  });

  test('without a separator a wrapped word still completes the name', () => {
    const hit = findName([plainLine('Chinedu Adebayo-', { size: 2 }), plainLine('Williams', { size: 2 })]);
    expect([hit?.text, hit?.tail]).toEqual(['Chinedu Adebayo-Williams', undefined]);
  });

  test('a labelled name under a personal-details heading is the name; a referee’s is not', () => {
    const details = [plainLine('RESUME', { size: 1.3 }), plainLine('PERSONAL PROFILE', { size: 1.2, bold: true }), plainLine('Name :S.Ajeem Ali'), plainLine('Date of Birth : 19.08.2003')];
    expect(findName(details)?.text).toBe('S.Ajeem Ali');
    const referee = [plainLine('Summary', { bold: true }), plainLine('Front-end developer.'), plainLine('References', { bold: true }), plainLine('Name: John Carter')];
    expect(findName(referee)).toBeNull();
  });

  test('a section heading in the name’s type after it is no wrapped word of the name', () => {
    const hit = findName([plainLine('Asha Menon', { size: 2 }), plainLine('+91 98765 43210   asha@example.com'), plainLine('Experience', { size: 2 })]);
    expect(hit?.text).toBe('Asha Menon');
  });

  test('an icon-led handle under the name is no headline; the title after it is', () => {
    const lines = [
      { ...plainLine('Lucía Ferrández', { size: 2 }), cells: [{ text: 'Lucía Ferrández', x: 60 }, { text: '• lucia@example.com', x: 420 }], text: 'Lucía Ferrández | • lucia@example.com' },
      plainLine('lucia-ferrandez', { bullet: true, x: 467 }),
      plainLine('Data Engineer', { size: 1.7 }),
    ];
    expect(header(lines).headline).toBe('Data Engineer');
  });
});

describe('addresses as templates print them', () => {
  test.each([
    ['14 Harcourt Street, Dublin 2, Ireland', { city: 'Dublin', country: 'Ireland' }],
    ['Rue Belliard 40 – 1040 Brussels – Belgium', { city: 'Brussels', country: 'Belgium' }],
    ['Madrid – Spain', { city: 'Madrid', country: 'Spain' }],
  ])('%s', (text, place) => {
    expect(parseLocation(text)).toEqual(place);
  });

  test('street and town lines above a lone country complete the address', () => {
    const lines = [
      plainLine('Calle de Alcalá 112', { x: 460 }),
      plainLine('28009 Madrid', { x: 481 }),
      plainLine('Spain', { x: 512 }),
      plainLine('Lucía Ferrández', { size: 2 }),
      plainLine('lucia@example.com'),
    ];
    const placement = new Placement();
    const info = parseHeader(lines, splitSections(lines), placement);
    expect(info.location).toEqual({ city: 'Madrid', country: 'Spain' });
    expect(placement.has(lines[0]!) && placement.has(lines[1]!)).toBe(true);
  });

  test('a lone country without address lines above stays a country', () => {
    const lines = [plainLine('Lucía Ferrández', { size: 2 }), plainLine('Spain'), plainLine('lucia@example.com')];
    expect(parseHeader(lines, splitSections(lines), new Placement()).location).toEqual({ city: '', country: 'Spain' });
  });
});

describe('lists laid out in label columns and tables', () => {
  const row = (cells: string[], hints: Partial<TextLine> = {}): TextLine => ({
    ...plainLine(cells.join(' | '), hints),
    cells: cells.map((text, i) => ({ text, x: 60 + i * 68 })),
  });

  test.each([
    ['label rows drop their labels', [row(['Languages', 'Python, Scala, SQL']), row(['Platforms', 'Spark, Kafka'])], ['Python', 'Scala', 'SQL', 'Spark', 'Kafka']],
    ['one such row may be a skill beside others', [row(['Python', 'Java, Go'])], ['Python', 'Java', 'Go']],
    ['a two-column table of single skills keeps both', [row(['Month-end close', 'Budgeting and forecasting']), row(['SAP S/4HANA', 'Power BI'])], ['Month-end close', 'Budgeting and forecasting', 'SAP S/4HANA', 'Power BI']],
  ])('skills: %s', (_name, lines, skills) => {
    expect(parseSkills(lines, new Placement())).toEqual(skills);
  });

  test.each([
    ['a level in the next cell', [row(['Spanish', 'Native']), row(['French', 'Intermediate'])], [{ name: 'Spanish', level: 'Native' }, { name: 'French', level: 'Intermediate' }]],
    ['two languages in two cells', [row(['English', 'French'])], [{ name: 'English', level: '' }, { name: 'French', level: '' }]],
  ])('languages: %s', (_name, lines, languages) => {
    expect(parseLanguages(lines, new Placement())).toEqual(languages);
  });
});

describe('references as CVs print them', () => {
  test.each([
    ['a year label before the authors', '2014: Claes, P.-J. and Peeters, A. The cost of balancing wind power in small interconnected systems. Energy Policy, 68, 112–121.', 'The cost of balancing wind power in small interconnected systems', '2014'],
    ['one author before an APA year', 'Solberg, H. (2018). Tracing card authorisation flows at scale. Oslo DevOps Days.', 'Tracing card authorisation flows at scale', '2018'],
    ['hyphenated initials in a list', 'Peeters, A. and Claes, P.-J. (2013). Cross-border reserve sharing. The Energy Journal.', 'Cross-border reserve sharing', '2013'],
  ])('%s', (_name, text, title, date) => {
    expect(parsePublication(text)).toMatchObject({ title, date });
  });
});

describe('institutions whose names hold commas', () => {
  test.each([
    ['Konstfack University of Arts, Crafts and Design', 'Konstfack University of Arts, Crafts and Design', { city: '', country: '' }],
    ['University of Nigeria, Nsukka', 'University of Nigeria', { city: 'Nsukka', country: '' }],
    ['Newcastle University, Newcastle upon Tyne, UK', 'Newcastle University', { city: 'Newcastle upon Tyne', country: 'UK' }],
  ])('%s', (text, institution, location) => {
    expect(splitInstitution(text)).toEqual({ institution, location });
  });
});

describe("a 'Qualifications' heading", () => {
  const parse = (...lines: string[]) => structureCv(textToLines(['Jane Example', 'jane@example.com', '', 'QUALIFICATIONS', ...lines].join('\n'))).data;

  test('over professional certificates reads as certifications', () => {
    const data = parse('ACCA Chartered Certified Accountant, ACCA, 2013', 'Certificate in IFRS, ICAEW, 2017');
    expect(data.education).toEqual([]);
    expect(data.certifications.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['ACCA Chartered Certified Accountant', 'ACCA', '2013'],
      ['Certificate in IFRS', 'ICAEW', '2017'],
    ]);
  });

  test('over degrees or schools stays education', () => {
    expect(parse('BSc (Hons) Accounting, 2008').education).toHaveLength(1);
    expect(parse('University of Leeds, 2005 – 2008').education).toHaveLength(1);
  });
});

describe('held-out batch rules', () => {
  test.each([
    ['multidisciplinary design', 'multi-', 'disciplinary design', 'multidisciplinary design'],
    ['co-founded', 'co-', 'founded', 'co-founded'],
  ])('%s', (_name, first, second, joined) => {
    expect(joinBroken(first, second)).toBe(joined);
  });

  test.each([
    ['ul. Długa 15, 80-827 Gdańsk, Poland', { city: 'Gdańsk', country: 'Poland' }],
    ['ul. Długa 15, Gdańsk, Poland', { city: 'Gdańsk', country: 'Poland' }],
  ])('place: %s', (text, place) => {
    expect(parseLocation(text)).toEqual(place);
  });

  test('registration sections list certificates', () => {
    expect(headingKind('Professional Registration')).toBe('certifications');
  });

  const contacts = (...texts: string[]) => {
    const lines = [plainLine('Priyanka Sharma', { size: 2 }), ...texts.map((t) => plainLine(t))];
    return parseHeader(lines, splitSections(lines), new Placement());
  };

  test.each([
    ['an e-mail cut before its domain ends', ['priyanka.sharma@outlook.c', 'om'], 'priyanka.sharma@outlook.com', []],
    ['a profile address cut after a slash', ['linkedin.com/in/', 'priyankasharma-hr'], '', ['linkedin.com/in/priyankasharma-hr']],
    ['a whole address stays apart from the town under it', ['priya@outlook.com', 'manchester'], 'priya@outlook.com', []],
  ])('%s', (_name, texts, email, urls) => {
    const info = contacts(...texts);
    expect(info.email).toBe(email);
    expect(info.links.map((l) => l.url)).toEqual(urls);
  });

  const role = (title: string, place: string | null, bullets: string[]) => [
    plainLine(`${title} | 2014 – 2019`),
    ...(place ? [plainLine(place)] : []),
    ...bullets.map((b) => plainLine(b, { bullet: true })),
  ];

  test('a town under every role header is no highlight', () => {
    const lines = [...role('Senior Bridge Engineer, Mott MacDonald', 'Croydon', ['Designed three bridges']), ...role('Structural Engineer, Aker Solutions', 'Stavanger', ['Analysed jackets'])];
    expect(parseRoles(lines, new Placement()).map((r) => r.highlights)).toEqual([['Designed three bridges'], ['Analysed jackets']]);
  });

  test('under one role only, such a line stays the role’s text', () => {
    const lines = [...role('Senior Bridge Engineer, Mott MacDonald', 'Croydon', ['Designed three bridges']), ...role('Structural Engineer, Aker Solutions', null, ['Analysed jackets'])];
    expect(parseRoles(lines, new Placement())[0]!.highlights).toEqual(['Croydon', 'Designed three bridges']);
  });

});

describe('Awesome-CV family', () => {
  test('Awesome-CV entries: employer ‖ place over title ‖ dates, the title kept whole, and an undated title between points', () => {
    const cellsLine = (cells: string[], style: string, hints: { bullet?: boolean; size?: number } = {}) => ({
      ...plainLine(cells.join(' | '), { style, ...hints }),
      cells: cells.map((text, i) => ({ text, x: i ? 480 : 40 })),
    });
    const lines = [
      cellsLine(['RDT Limited', 'Maidstone, UK'], 'f1 #0395de'),
      cellsLine(['SOFTWARE ENGINEER', 'Jan 2024 – Present'], 'f3 #5d5d5d', { size: 0.9 }),
      cellsLine(['Leading daily standups for the team.'], 'f5 #333333', { bullet: true }),
      cellsLine(['ASSOCIATE SOFTWARE ENGINEER'], 'f9 #5d5d5d', { size: 0.9 }),
      cellsLine(['Delivered features from design to deployment.'], 'f5 #333333', { bullet: true }),
      cellsLine(['DICTUC', 'Santiago, Chile'], 'f1 #0395de'),
      cellsLine(['DATA SCIENTIST AT JOINT VENTURE WITH AGROSUPER', 'Mar 2019 – Jun 2020'], 'f3 #5d5d5d', { size: 0.9 }),
      cellsLine(['Built a pipeline for sensor data.'], 'f5 #333333', { bullet: true }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.company.toLowerCase(), r.title.toLowerCase(), r.start, r.highlights.length])).toEqual([
      ['rdt limited', 'software engineer', 'Jan 2024', 1],
      ['rdt limited', 'associate software engineer', '', 1],
      ['dictuc', 'data scientist at joint venture with agrosuper', 'Mar 2019', 1],
    ]);
  });
});

describe('captions in brackets among a role’s points', () => {
  test('a project named in lenticular brackets over its points is neither a later post nor a point', () => {
    const styled = (text: string, hints: { bullet?: boolean; x?: number } = {}) => ({ ...plainLine(text, { style: 'f3 #222222', ...hints }), x: hints.x ?? 130 });
    const lines = [
      { ...styled('Data Engineer, Compal | Sep 2022 – Jun 2024'), cells: [{ text: 'Data Engineer, Compal', x: 130 }, { text: 'Sep 2022 – Jun 2024', x: 480 }] },
      styled('【Image Behaviour Analysis Project】'),
      styled('Cut inspection staff by four with a camera model.', { bullet: true, x: 148 }),
      styled('【Natural Language Processing (NLP) Text Analysis Project】'),
      styled('Built ETL pipelines into NoSQL and graph databases.', { bullet: true, x: 148 }),
      styled('【System Development and Implementation】'),
      styled('Set up a GitLab CI/CD workflow for every service.', { bullet: true, x: 148 }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
      [
        'Data Engineer',
        'Compal',
        '',
        ['Cut inspection staff by four with a camera model.', 'Built ETL pipelines into NoSQL and graph databases.', 'Set up a GitLab CI/CD workflow for every service.'],
      ],
    ]);
  });
});

describe('a list’s first point with its glyph lost', () => {
  test('a line set in from the header to the edge of the points’ text is a point, not the summary', () => {
    const lines = [
      plainLine('Shop Volunteer, British Heart Foundation | Nov 2014 – 2018', { x: 385 }),
      plainLine('Checked donated items for defects and prepared them for sale.', { x: 395 }),
      plainLine('Developed workflows to ensure stock is prepared', { x: 395, bullet: true }),
      plainLine('to a high standard.', { x: 395, wrap: 2 }),
      plainLine('Trained new volunteers and answered their questions.', { x: 395, bullet: true }),
    ];
    const [role] = parseRoles(lines, new Placement());
    expect([role!.summary, role!.highlights]).toEqual([
      '',
      [
        'Checked donated items for defects and prepared them for sale.',
        'Developed workflows to ensure stock is prepared to a high standard.',
        'Trained new volunteers and answered their questions.',
      ],
    ]);
  });
});
