import { describe, expect, test } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseRoles } from '../../../src/server/cv-parse/structure/roles.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const parse = (text: string) => structureCv(textToLines(text));
/** A printed line of cells, each text at its x. */
const cellsLine = (cells: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | '), hints),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});
const roleHeads = (text: string) => parse(text).data.roles.map((r) => [r.title, r.company, r.start, r.end, r.current]);

describe('role headers', () => {
  test.each([
    ['Operations Analyst — Midwest Grocers Cooperative, Chicago, IL\t2019–now', ['Operations Analyst', 'Midwest Grocers Cooperative', '2019', '', true]],
    ['Logistics Intern — Caterpillar Inc., Peoria, IL\t2016–2017', ['Logistics Intern', 'Caterpillar Inc.', '2016', '2017', false]],
    ['Senior Designer at Canva (Feb 2021 - Present)', ['Senior Designer', 'Canva', 'Feb 2021', '', true]],
    ['HR Advisor | JCB | May 2016 – Jan 2020', ['HR Advisor', 'JCB', 'May 2016', 'Jan 2020', false]],
    ['Part-time Intern | Ant Group | 2023.2–2023.6, 2023.9–2024.2', ['Part-time Intern', 'Ant Group', 'Feb 2023', 'Feb 2024', false]],
    ['Northwind Traders ~ Data Engineer ~ Nov 2020 – Dec 2023', ['Data Engineer', 'Northwind Traders', 'Nov 2020', 'Dec 2023', false]],
  ])('%s', (header, expected) => {
    expect(roleHeads(['EXPERIENCE', header, '- Did one thing'].join('\n'))).toEqual([expected]);
  });

  test('where the first role shows no header line, the next roles show where headers stand', () => {
    // The first title reads as a sentence (lower-case words), so nothing header-like stands by its dates.
    const cv = [
      'EXPERIENCE',
      'Textile production worker in fiber treatment',
      'Acme Mills / Brno / Mar 2018 - Present',
      '- running the machines',
      'Electrical assembly worker',
      'Volt Works / Cherkasy / Jul 2017 - Jan 2018',
      '- soldering cables',
      'Sale assistant',
      'Delikat / Cherkasy / Oct 2016 - May 2017',
      '- serving customers',
    ];
    const roles = parse(cv.join('\n')).data.roles;
    expect(roles.map((r) => r.title).slice(1)).toEqual(['Electrical assembly worker', 'Sale assistant']);
    expect(roles.map((r) => r.highlights)).toEqual([['running the machines'], ['soldering cables'], ['serving customers']]);
  });

  test("'Employer / Town / dates': the slash parts the fields, and the town is where the post was", () => {
    const cv = [
      'EXPERIENCE',
      'Electrical assembly worker',
      'Volt Works / Cherkasy (UKR) / Jul 2017 - Jan 2018',
      '- soldering cables',
      'Sale assistant',
      'Delikat Foods / Cherkasy (UKR) / Oct 2016 - May 2017',
      '- serving customers',
    ];
    expect(roleHeads(cv.join('\n'))).toEqual([
      ['Electrical assembly worker', 'Volt Works', 'Jul 2017', 'Jan 2018', false],
      ['Sale assistant', 'Delikat Foods', 'Oct 2016', 'May 2017', false],
    ]);
  });

  test("an employer's street address is no part of its header", () => {
    const cv = [
      'EXPERIENCE',
      'Living Room, 2808 Sutton Blvd., Maplewood, MO 63143 — Coffee Roaster',
      'March 2016 - December 2017',
      '- Roasted coffee',
      '33 Wine Shop & Bar, 1913 Park Ave, St. Louis, MO 63104 — Inventory Manager',
      'October 2015 - March 2017',
      '- Kept the stock',
    ];
    expect(roleHeads(cv.join('\n'))).toEqual([
      ['Coffee Roaster', 'Living Room', 'Mar 2016', 'Dec 2017', false],
      ['Inventory Manager', '33 Wine Shop & Bar', 'Oct 2015', 'Mar 2017', false],
    ]);
  });

  test.each([
    // The employer's place after it is not a piece of the header ...
    ['DENVER HEALTH MEDICAL CENTER, Denver, CO\tMarch 2017 – Present', 'Nurse Manager', ['Nurse Manager', 'Denver Health Medical Center', 'Mar 2017', '', true]],
    ['ST. JOSEPH HOSPITAL, Denver, CO\tJune 2011 – February 2017', 'Charge Nurse', ['Charge Nurse', 'St. Joseph Hospital', 'Jun 2011', 'Feb 2017', false]],
    // ... and the line completing the header after the dates is one title, commas and all.
    ['Kerry Group\t2018 – Present', 'Nurse Manager, Quality & Patient Safety', ['Nurse Manager, Quality & Patient Safety', 'Kerry Group', '2018', '', true]],
  ])('%s, then %s', (header, titleLine, expected) => {
    expect(roleHeads(['EXPERIENCE', header, titleLine, '- Did one thing'].join('\n'))).toEqual([expected]);
  });

  test.each([
    // An institute and the college it belongs to, parted by a comma, are one employer ...
    ['Marine Research Institute, Northgate College', 'Marine Research Institute, Northgate College'],
    // ... and so is a name listing things up to an 'and'.
    ['Harbour Lab for Systems, Networks, and Security Research Group', 'Harbour Lab for Systems, Networks, and Security Research Group'],
  ])('commas inside an employer above the dated title part nothing: %s', (employer, company) => {
    const role = parse(['EXPERIENCE', employer, 'Research Assistant\tJan 2019 – Mar 2020', '- Did one thing'].join('\n')).data.roles[0]!;
    expect([role.title, role.company]).toEqual(['Research Assistant', company]);
  });

  test.each([
    ['Operations Director — Celtic Packaging Group (Newport)', 'Celtic Packaging Group'],
    ['Operations Director — Airbus UK (Remote)', 'Airbus UK'],
    ['HR Assistant — Cadbury (Mondelez International)', 'Cadbury (Mondelez International)'],
    ['Tech Lead — ThoughtWorks (Canada / USA / UK / India)', 'ThoughtWorks'],
    ['Project Coordinator — Northgate Property Group Ltd. (Toronto, Canada)', 'Northgate Property Group Ltd.'],
    ['Analyst — Meridian Holdings (Austin, TX)', 'Meridian Holdings'],
  ])('a place in brackets after the employer is dropped: %s', (header, company) => {
    expect(parse(['EXPERIENCE', header, 'Jan 2019 to present', '- Did one thing'].join('\n')).data.roles[0]!.company).toBe(company);
  });

  test("'Employer, Town, ST — CFO': the state in capitals before the dash is the place, the title in capitals after it the post", () => {
    const text = ['EXPERIENCE', 'Harbour Media, Denver, CO — CFO', 'October 2019 - Present', '- Built the finance models', 'Alpine Pest Control, Provo, UT — Direct Sales Manager', 'April 2018 - September 2019', '- Trained new representatives'];
    expect(roleHeads(text.join('\n'))).toEqual([
      ['CFO', 'Harbour Media', 'Oct 2019', '', true],
      ['Direct Sales Manager', 'Alpine Pest Control', 'Apr 2018', 'Sep 2019', false],
    ]);
  });

  test('a place left in brackets after the dates are cut goes with them', () => {
    expect(roleHeads(['EXPERIENCE', 'Founder and CEO, Endatabas (2023-2024, Canada)', '- Defined the product'].join('\n'))).toEqual([
      ['Founder and CEO', 'Endatabas', '2023', '2024', false],
    ]);
  });

  test('a title and a student job read as "Title, Employer"', () => {
    expect(roleHeads(['EXPERIENCE', 'Work Experience Student, Jaguar Land Rover', 'Jul 2021 – Jul 2021', '- Shadowed engineers'].join('\n'))).toEqual([
      ['Work Experience Student', 'Jaguar Land Rover', 'Jul 2021', 'Jul 2021', false],
    ]);
  });

  test('a title given as "Designation:" under the company', () => {
    const text = ['EXPERIENCE', 'Infosys Limited, Pune (July 2019 – Present)', 'Designation: Senior Systems Engineer', '- Built REST services'].join('\n');
    expect(roleHeads(text)).toEqual([['Senior Systems Engineer', 'Infosys Limited', 'Jul 2019', '', true]]);
  });
});

describe('numbered role headers', () => {
  test('list items carrying a date range are the roles when no plain line has one', () => {
    const { data } = parse(
      [
        'PROFESSIONAL EXPERIENCE',
        '1. Infosys Limited, Pune (July 2019 – Present)',
        '   Designation: Senior Systems Engineer',
        '   - Developed REST services for a banking client',
        '   - Mentored five new joiners',
        '2. Tata Consultancy Services, Chennai (June 2016 – June 2019)',
        '   Designation: Systems Engineer',
        '   - Maintained the claims module',
      ].join('\n'),
    );
    expect(data.roles.map((r) => [r.company, r.title, r.start, r.end, r.highlights.length])).toEqual([
      ['Infosys Limited', 'Senior Systems Engineer', 'Jul 2019', '', 2],
      ['Tata Consultancy Services', 'Systems Engineer', 'Jun 2016', 'Jun 2019', 1],
    ]);
  });

  test('dated bullets under a dated plain header stay highlights', () => {
    const { data } = parse(['EXPERIENCE', 'Acme Ltd | Engineer | 2018 – 2021', '- Led the 2019 – 2020 migration programme'].join('\n'));
    expect(data.roles).toHaveLength(1);
    expect(data.roles[0]!.highlights).toEqual(['Led the 2019 – 2020 migration programme']);
  });
});

describe('a role dated by one date', () => {
  const section = (single: string) =>
    ['EXPERIENCE', 'Software Engineer, Brightpath Health\t03/2016 - 08/2019', '- Built the claims pipeline', single, '- Built a dashboard'].join('\n');

  test.each([
    ['Software Engineering Intern, Oracle\tSummer 2015', ['Software Engineering Intern', 'Oracle', '2015', '2015', false]],
    ['Research Assistant, Acme Labs (June 2014)', ['Research Assistant', 'Acme Labs', 'Jun 2014', 'Jun 2014', false]],
    ['Executive Director, Gnome Foundation (2025, Remote)', ['Executive Director', 'Gnome Foundation', '2025', '2025', false]],
    ['Data Scientist, Lucena Research\tSummer 2012 and 2013', ['Data Scientist', 'Lucena Research', '2012', '2013', false]],
  ])('%s starts a role when the date is printed apart', (single, expected) => {
    const roles = parse(section(single)).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start, r.end, r.current])[1]).toEqual(expected);
    expect(roles[1]!.highlights).toEqual(['Built a dashboard']);
  });

  test.each(['Promoted to team lead in 2017 after the platform launch.', 'Promoted to Lead in 2017'])('%s stays in the role above', (line) => {
    const roles = parse(section(line)).data.roles;
    expect(roles).toHaveLength(1);
  });

  // Alone in its section, a one-date header makes a role only when it names a post beside another part, with
  // points under it (the one role of a short career); a name and a date alone do not.
  test('one date alone makes a role without dated roles around it only when it names a post beside its employer', () => {
    expect(parse(['EXPERIENCE', 'Food Bank\tSummer 2015', '- Sorted donations'].join('\n')).data.roles).toEqual([]);
    expect(roleHeads(['EXPERIENCE', 'Volunteer, Food Bank\tSummer 2015', '- Sorted donations'].join('\n'))).toEqual([['Volunteer', 'Food Bank', '2015', '2015', false]]);
  });
});

describe('a line past a complete header', () => {
  test('is kept when all roles show it holds the employer (a place beside the dates)', () => {
    const text = [
      'EXPERIENCE',
      'Jun 2018 – Present · Berlin',
      'Product Owner',
      'Zalando SE',
      '- Own the returns experience',
      'Apr 2015 – May 2018 · Hamburg',
      'Business Analyst',
      'Hapag-Lloyd AG',
      '- Wrote requirements',
    ].join('\n');
    expect(parse(text).data.roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
      ['Product Owner', 'Zalando SE', '', ['Own the returns experience']],
      ['Business Analyst', 'Hapag-Lloyd AG', '', ['Wrote requirements']],
    ]);
  });

  test('goes back to the role when it holds neither', () => {
    const text = ['EXPERIENCE', 'Acme Payments Ltd | Jan 2020 – Present', 'Senior Engineer', 'Payments platform lead', '- Cut latency', 'Globex Ltd | 2016 – 2019', 'Engineer', 'Deployment tooling', '- Built tools'].join('\n');
    expect(parse(text).data.roles.map((r) => [r.title, r.company, r.highlights])).toEqual([
      ['Senior Engineer', 'Acme Payments Ltd', ['Payments platform lead', 'Cut latency']],
      ['Engineer', 'Globex Ltd', ['Deployment tooling', 'Built tools']],
    ]);
  });
});

describe('the place under a role header', () => {
  test.each(['London, England, United Kingdom', 'Austin, TX', 'Leeds, UK'])('%s is where the role was, not its text', (place) => {
    const { data, unplaced } = parse(
      ['EXPERIENCE', 'Monzo', 'Senior Product Manager', 'March 2021 - Present (3 years 9 months)', place, 'Own the savings product line.'].join('\n'),
    );
    expect(data.roles.map((r) => [r.company, r.title, r.start, r.current, r.summary, r.highlights])).toEqual([
      ['Monzo', 'Senior Product Manager', 'Mar 2021', true, 'Own the savings product line.', []],
    ]);
    expect(unplaced).toEqual([]);
  });

  test('a first line that only mentions a place among other words stays text', () => {
    const { data } = parse(['EXPERIENCE', 'Monzo | Product Manager | 2021 – Present', 'Moved the team to London, UK'].join('\n'));
    // The only line under the role, a phrase: its summary.
    expect([data.roles[0]!.summary, data.roles[0]!.highlights]).toEqual(['Moved the team to London, UK', []]);
  });
});

describe("what follows a comma in a title", () => {
  test.each([
    ['Co-Founder, Import/Export', 'Co-Founder, Import/Export'],
    ['Graphic Designer, Social Banners', 'Graphic Designer, Social Banners'],
    ['Software Engineer, Manchester', 'Software Engineer'],
    ['Data Analyst, Remote', 'Data Analyst'],
  ])("'Northwind Traders | %s | dates': the title is '%s' (a comma drops only a place the gazetteer knows)", (titlePart, title) => {
    const cv = ['EXPERIENCE', `Northwind Traders | ${titlePart} | Dec 2019 - Mar 2022`, '- Ran the weekly supplier calls.'];
    expect(roleHeads(cv.join('\n'))).toEqual([[title, 'Northwind Traders', 'Dec 2019', 'Mar 2022', false]]);
  });
});

describe('dates in a column of their own', () => {
  const line = (cells: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => {
    const text = cells.map(([t]) => t).join(' | ');
    return { ...plainLine(text, hints), cells: cells.map(([t, x]) => ({ text: t, x })), x: cells[0]![1] };
  };

  test('the lines under the title line up with the title, not with the dates', () => {
    const lines = [
      line([['Jan Example', 43]], { size: 2, bold: true }),
      line([['RELEVANT EXPERIENCE', 43]], { bold: true, size: 1.1 }),
      line([['2019 – now', 43], ['Supply Chain Manager', 128]], { bold: true }),
      line([['FrieslandCampina, Amersfoort', 128]]),
      line([['Run planning for the European business', 144]]),
      line([['2015 – 2019', 43], ['Demand Planning Lead', 128]], { bold: true }),
      line([['Philips, Eindhoven', 128]]),
      line([['Introduced statistical forecasting', 144]]),
    ];
    const { data } = structureCv(lines);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.current, r.summary, r.highlights])).toEqual([
      ['Supply Chain Manager', 'FrieslandCampina', '2019', true, '', ['Run planning for the European business']],
      ['Demand Planning Lead', 'Philips', '2015', false, '', ['Introduced statistical forecasting']],
    ]);
  });
});

describe('moderncv entries: dates in a left column, then "Title, Employer, Place."', () => {
  const line = cellsLine;

  test('each dated "Title, Employer, Place." line opens a role, a range broken over two rows included', () => {
    const lines = [
      line([['Experience', 146]], { bold: true, size: 1.4 }),
      line([['February 2006–', 70], ['Maintainer of a package, CTAN, World.', 146]]),
      line([['current', 105], ['Maintainer of the moderncv package, meant to ease the production of beautiful', 146]]),
      line([['curriculum vitæs.', 146]], { wrap: 2 }),
      line([['2005–2006', 89], ['Mathematics tutor, UCL, Louvain-la-Neuve.', 146]]),
      line([['Supervision of practical sessions for a mathematical course.', 146]]),
      line([['2004–2006', 89], ['Cultural project leader, Tchouque-Tschouk Kot, Louvain-la-Neuve.', 146]]),
      line([['Leader of a student home with a cultural project.', 146]]),
    ];
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.company, r.start, r.end, r.current, r.summary])).toEqual([
      ['Maintainer of a package', 'CTAN', 'Feb 2006', '', true, 'Maintainer of the moderncv package, meant to ease the production of beautiful curriculum vitæs.'],
      ['Mathematics tutor', 'UCL', '2005', '2006', false, 'Supervision of practical sessions for a mathematical course.'],
      ['Cultural project leader', 'Tchouque-Tschouk Kot', '2004', '2006', false, 'Leader of a student home with a cultural project.'],
    ]);
  });
});

describe('an employer printed as a list item', () => {
  const cells = (items: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => ({
    ...plainLine(items.map(([t]) => t).join(' | '), hints),
    cells: items.map(([text, x]) => ({ text, x })),
    x: items[0]![1],
  });
  const lines = [
    plainLine('Experience', { bold: true, size: 1.2, x: 36 }),
    cells([['Google', 36], ['Mountain View, CA', 480]], { bullet: true }),
    cells([['Software Engineer', 47], ['Oct 2016 – Present', 480]], { bold: true }),
    plainLine('TensorFlow: worked on APIs and performance for training models on Tensor', { bullet: true, x: 60 }),
    plainLine('Processing Units and the input pipeline for', { x: 71, wrap: 2 }),
    plainLine('large models.', { x: 71 }),
    cells([['Lucena Research', 36], ['Atlanta, GA', 480]], { bullet: true }),
    cells([['Data Scientist', 47], ['Summer 2012 and 2013', 480]], { bold: true }),
    plainLine('QuantDesk: Python backend for a web application.', { bullet: true, x: 60 }),
  ];

  test('a list item left of the dated line is the header above it; its place is dropped', () => {
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.company, r.start, r.end, r.current])).toEqual([
      ['Software Engineer', 'Google', 'Oct 2016', '', true],
      ['Data Scientist', 'Lucena Research', '2012', '2013', false],
    ]);
  });

  test("a bullet point's last line the extractor left apart joins the point", () => {
    expect(structureCv(lines).data.roles[0]!.highlights).toEqual([
      'TensorFlow: worked on APIs and performance for training models on Tensor Processing Units and the input pipeline for large models.',
    ]);
  });
});

describe('several titles under one employer', () => {
  test('a role whose header has no employer line is held at the employer above it', () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.9 }),
      plainLine('BBC', { bold: true, size: 1.1 }),
      plainLine('Senior Software Engineer', { size: 1.3 }),
      plainLine('Feb 2017 – Oct 2018'),
      plainLine('Upgraded the build to Webpack', { bullet: true }),
      plainLine('Web Developer', { size: 1.3, gapBefore: true }),
      plainLine('Feb 2016 – Jan 2017'),
      plainLine('Built graphics for the news apps', { bullet: true }),
      plainLine('Webdapper Ltd', { bold: true, size: 1.1, gapBefore: true }),
      plainLine('Founder', { size: 1.3 }),
      plainLine('Aug 2014 – Present'),
      plainLine('Built websites for clients', { bullet: true }),
    ];
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.company])).toEqual([
      ['Senior Software Engineer', 'BBC'],
      ['Web Developer', 'BBC'],
      ['Founder', 'Webdapper Ltd'],
    ]);
  });
});

describe('a bullet point wrapped onto a line of its own', () => {
  test('a line where the points wrap, after a point that stopped mid-sentence, ends that point', () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.5 }),
      plainLine('Web Developer, BBC | Feb 2016 – Jan 2017', { bold: true }),
      plainLine('Devised a strategy to deliver Visual Journalism content across', { bullet: true, x: 35 }),
      plainLine('the BBC apps, web and third parties.', { x: 45, wrap: 2 }),
      plainLine('Regularly created multi-lingual applications for the web and', { bullet: true, x: 35 }),
      plainLine('the BBC apps, to tight deadlines.', { x: 45 }),
    ];
    expect(structureCv(lines).data.roles[0]!.highlights).toEqual([
      'Devised a strategy to deliver Visual Journalism content across the BBC apps, web and third parties.',
      'Regularly created multi-lingual applications for the web and the BBC apps, to tight deadlines.',
    ]);
  });
});

describe('what is printed beside the dates', () => {
  test('a duration on a line of its own and the employer "in" its town', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 2.5, x: 57 }),
      { ...plainLine('Software Developer | January 2010 - November 2015', { bold: true, x: 57 }), cells: [{ text: 'Software Developer', x: 57 }, { text: 'January 2010 - November 2015', x: 400 }] },
      plainLine('(5 years and 10 months)', { x: 377, size: 0.8 }),
      plainLine('Some Big Corp in Paris, France', { bold: true, x: 57 }),
      plainLine('Developed back-end services for a social network.', { x: 57 }),
    ];
    const { data, unplaced } = structureCv(lines);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([['Software Developer', 'Some Big Corp', 'Jan 2010', 'Nov 2015']]);
    expect(unplaced).toEqual([]);
  });

  test('dates with only a starred place beside them leave the header to the lines above', () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.9, x: 35 }),
      plainLine('President & CEO', { size: 1.3, x: 35 }),
      plainLine('Yahoo!', { bold: true, size: 1.1, x: 35 }),
      { ...plainLine('July 2012 – Ongoing | * Sunnyvale, CA', { x: 38, bullet: true }), cells: [{ text: 'July 2012 – Ongoing', x: 38 }, { text: '* Sunnyvale, CA', x: 120 }] },
      plainLine('Led the $5 billion acquisition of the company with Verizon – the entity', { bullet: true, x: 35 }),
      plainLine('which believed most in the value Yahoo! has created', { x: 45 }),
      plainLine('Acquired Tumblr for $1.1 billion and moved the company’s blog there', { bullet: true, x: 35 }),
      plainLine('Built the mobile, video and social businesses from nothing in 2011', { bullet: true, x: 35 }),
      plainLine('to $1.6 billion in GAAP revenue in 2015', { x: 45 }),
    ];
    const role = structureCv(lines).data.roles[0]!;
    expect([role.title, role.company, role.start, role.current]).toEqual(['President & CEO', 'Yahoo!', 'Jul 2012', true]);
    expect(role.highlights).toEqual([
      'Led the $5 billion acquisition of the company with Verizon – the entity which believed most in the value Yahoo! has created',
      'Acquired Tumblr for $1.1 billion and moved the company’s blog there',
      'Built the mobile, video and social businesses from nothing in 2011 to $1.6 billion in GAAP revenue in 2015',
    ]);
  });
});

describe('header lines as printed by word processors and LaTeX', () => {
  test('the full stops around dates in "Employer. 09/2022 – Current." are no part of the employer', () => {
    expect(roleHeads(['EXPERIENCE', 'Teaching Assistant, Saint John’s University. 09/2022 – Current.', '- Held office hours'].join('\n'))).toEqual([
      ['Teaching Assistant', 'Saint John’s University', 'Sep 2022', '', true],
    ]);
  });

  test('an employer broken after a comma onto the dated line is one employer', () => {
    const bold = { bold: true, x: 70 };
    const lines = [
      plainLine('RESEARCH EXPERIENCE', { bold: true, x: 54 }),
      plainLine('Institute for Experimental and Clinical Pharmacology and Toxicology,', bold),
      { ...plainLine('University of Lübeck | 6/2023-Now', bold), cells: [{ text: 'University of Lübeck', x: 70 }, { text: '6/2023-Now', x: 480 }] },
      plainLine('PhD student', bold),
      plainLine('Sleep spindles in memory consolidation', { bullet: true, x: 83 }),
      plainLine('Supervisor: Prof. Dr. Lisa Marshall', { x: 70 }),
      { ...plainLine('Max-Planck Institute | 10/2022-04/2023', bold), cells: [{ text: 'Max-Planck Institute', x: 70 }, { text: '10/2022-04/2023', x: 480 }] },
      plainLine('Pre-doc research assistant', bold),
      plainLine('Lab setup for EEG studies', { bullet: true, x: 83 }),
    ];
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.company])).toEqual([
      ['PhD student', 'Institute for Experimental and Clinical Pharmacology and Toxicology, University of Lübeck'],
      ['Pre-doc research assistant', 'Max-Planck Institute'],
    ]);
  });
});

describe('typst-style headers: employer and dates, then title and place', () => {
  const row = (a: string, b: string, hints: Partial<TextLine> = {}): TextLine => ({
    ...plainLine(`${a} | ${b}`, { x: 28, ...hints }),
    cells: [{ text: a, x: 28 }, { text: b, x: 480 }],
  });
  const lines = [
    plainLine('Work Experience', { bold: true, size: 1.3, x: 28 }),
    row('Neon', '2024/02 — Now'),
    row('Systems Software Engineer', 'Remote / Pittsburgh, PA, USA'),
    row('... and also', '2023/05 — 2023/08'),
    row('Software Engineer Intern', 'Remote / Pittsburgh, PA, USA'),
    plainLine('Implemented tiered compaction', { bullet: true, x: 28 }),
    row('ByteDance', '2021/06 — 2021/08'),
    row('Storage System R&D Intern, TerarkDB Team', 'Beijing, China'),
    plainLine('Implemented zone-aware garbage collection', { bullet: true, x: 28 }),
    plainLine('... continues on the next page ...', { x: 28 }),
  ];

  test('a second role at one employer, a team after the title, and the place beside it', () => {
    const { data, unplaced } = structureCv(lines);
    expect(data.roles.map((r) => [r.title, r.company, r.start])).toEqual([
      ['Systems Software Engineer', 'Neon', 'Feb 2024'],
      ['Software Engineer Intern', 'Neon', 'May 2023'],
      ['Storage System R&D Intern, TerarkDB Team', 'ByteDance', 'Jun 2021'],
    ]);
    expect(data.roles[2]!.summary).toBe('');
    expect(unplaced).toEqual([]);
  });
});

describe('one header part per role', () => {
  test('an employer alone beside the dates is the employer, not the title', () => {
    const text = ['Work History', 'Inhabit (2022 - 2023)', 'Inhabit is a startup measuring carbon footprints.', 'Tempo UK (2019 – 2021)', 'At Tempo I led development.'].join('\n');
    expect(roleHeads(text)).toEqual([
      ['', 'Inhabit', '2022', '2023', false],
      ['', 'Tempo UK', '2019', '2021', false],
    ]);
  });

  test('a title alone beside the dates stays the title', () => {
    const text = ['EXPERIENCE', 'Senior Designer (2019 – 2021)', '- Led the rebrand', 'Junior Designer (2016 – 2019)', '- Drew icons'].join('\n');
    expect(roleHeads(text).map((r) => [r[0], r[1]])).toEqual([
      ['Senior Designer', ''],
      ['Junior Designer', ''],
    ]);
  });
});

describe('a paragraph left in pieces', () => {
  test('lines going on in lower case are one summary, not points', () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.6 }),
      plainLine('Senior Full-stack Engineer, WeTransfer | 07/2022 - Present', { bold: true }),
      plainLine('WeTransfer was founded in 2009 as the simplest way to send big files around the', { size: 0.8 }),
      plainLine('world. Now it is a suite of tools that take care of other tricky', { size: 0.8 }),
      plainLine('bits of the creative process.', { size: 0.8 }),
      plainLine('Reduced storage costs on AWS S3', { bullet: true, x: 2 }),
    ];
    const role = structureCv(lines).data.roles[0]!;
    expect(role.summary).toBe(
      'WeTransfer was founded in 2009 as the simplest way to send big files around the world. Now it is a suite of tools that take care of other tricky bits of the creative process.',
    );
    expect(role.highlights).toEqual(['Reduced storage costs on AWS S3']);
  });
});

describe('headers as "Employer (dates) | TITLE"', () => {
  test('a single year in brackets between the parts dates a role like the ranges beside it', () => {
    const text = ['EXPERIENCE', 'Sky (2018 – 2019) | SENIOR ENGINEER', 'Built the menus.', 'EV (2022) | PROJECT TECH LEAD', 'Led three teams.'].join('\n');
    expect(roleHeads(text)).toEqual([
      ['Senior Engineer', 'Sky', '2018', '2019', false],
      ['Project Tech Lead', 'EV', '2022', '2022', false],
    ]);
  });

  test('the separator between the parts is no word: a long header still anchors its role', () => {
    const text = ['EXPERIENCE', 'Office of the Digital & Cultural Minister (2008 – 2014) | SENIOR PARLIAMENTARY ADVISOR', 'I managed the office.'].join('\n');
    expect(roleHeads(text)).toEqual([['Senior Parliamentary Advisor', 'Office of the Digital & Cultural Minister', '2008', '2014', false]]);
  });

  test('a body line the extractor wrapped onto the header is the role’s text', () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.6 }),
      plainLine('CQS Asset Management (2013 – 2013) | ANALYST'),
      plainLine('A credit hedge fund. I worked in liability management and with the strategic IT team.', { wrap: 2 }),
    ];
    const role = structureCv(lines).data.roles[0]!;
    expect([role.title, role.company, role.start]).toEqual(['Analyst', 'CQS Asset Management', '2013']);
    expect(role.summary).toBe('A credit hedge fund. I worked in liability management and with the strategic IT team.');
  });
});

describe('a paragraph broken where no line ends', () => {
  const lines = (second: string, third: string) => [
    plainLine('EXPERIENCE', { bold: true, size: 1.6 }),
    plainLine('Lead Developer, Tempo | 2019 – 2021', { bold: true }),
    plainLine('At Tempo I was responsible for the whole development effort, and I broke a monolith into services.'),
    plainLine(second),
    plainLine(third),
  ];

  test('a line stopping on "their" goes on in the next, capital or not', () => {
    const role = structureCv(lines('I moved them off Heroku and onto Kubernetes and rebuilt their', 'CI/CD pipeline using new practices.')).data.roles[0]!;
    expect(role.highlights).toEqual([]);
    expect(role.summary).toContain('rebuilt their CI/CD pipeline');
  });

  test('a full line of running prose goes on in the next', () => {
    const role = structureCv(lines('We served six million set-top boxes across the UK, Ireland, Germany and Italy. As the team’s most senior', 'Senior Engineer, I directed the team.')).data.roles[0]!;
    expect(role.highlights).toEqual([]);
  });

  test('points printed without bullets stay points', () => {
    const role = structureCv([
      plainLine('EXPERIENCE', { bold: true, size: 1.6 }),
      plainLine('Designer, Umonics | Jan 2022 – Apr 2022', { bold: true }),
      plainLine('Collaborated with team members to develop unique and interactive projects', { x: 20 }),
      plainLine('Ensured that outputs are documented while also fulfilling the software requirements', { x: 20 }),
      plainLine('Implemented UI/UX wireframes into the mobile application', { x: 20 }),
    ]).data.roles[0]!;
    expect(role.highlights).toHaveLength(3);
  });
});

/** Lines in the notation of the layout dump: cells as [text, x]. */
const row = (cells: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | '), hints),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});

describe('date columns', () => {
  test('a range broken after its dash goes on in the cell below', () => {
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['March 2019 –', 40], ['Lead Developer, Monzo', 150]]),
      row([['Present', 40], ['Built the ledger and led a team of four.', 150]]),
      row([['May 2016 –', 40], ['Developer, Starling Bank', 150]], { gapBefore: true }),
      row([['February 2019', 40], ['Built the app.', 150]]),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start, r.end, r.current, r.summary])).toEqual([
      ['Lead Developer', 'Monzo', 'Mar 2019', '', true, 'Built the ledger and led a team of four.'],
      ['Developer', 'Starling Bank', 'May 2016', 'Feb 2019', false, 'Built the app.'],
    ]);
  });

  test('a range broken in a narrow date column at the right goes on in the cell below, beside the employer', () => {
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Legal Intern,', 40], ['Aug 2021-', 230]], { bold: true, gapBefore: true }),
      row([['Harbour Chambers', 40], ['Present', 230]]),
      row([['Research Assistant,', 40], ['May - Jun', 230]], { bold: true, gapBefore: true }),
      row([['Quill Foundation', 40], ['2021', 230]]),
      row([['Court Volunteer,', 40], ['Sep 2019 – Feb', 230]], { bold: true, gapBefore: true }),
      row([['Riverside Tribunal', 40], ['2020', 230]]),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start, r.end, r.current])).toEqual([
      ['Legal Intern', 'Harbour Chambers', 'Aug 2021', '', true],
      ['Research Assistant', 'Quill Foundation', 'May 2021', 'Jun 2021', false],
      ['Court Volunteer', 'Riverside Tribunal', 'Sep 2019', 'Feb 2020', false],
    ]);
  });

  test('a header beside a date standing alone goes on in the column right of it', () => {
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.4 }),
      plainLine('2019 – Present', { x: 40 }),
      plainLine('Operations Manager', { x: 150, bold: true }),
      plainLine('DHL Supply Chain, Coventry', { x: 150 }),
      plainLine('Ran the warehouse', { x: 160, bullet: true }),
      plainLine('2015 – 2019', { x: 40, gapBefore: true }),
      plainLine('Shift Manager', { x: 150, bold: true }),
      plainLine('Tesco Distribution, Daventry', { x: 150 }),
      plainLine('Ran shifts', { x: 160, bullet: true }),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.highlights])).toEqual([
      ['Operations Manager', 'DHL Supply Chain', ['Ran the warehouse']],
      ['Shift Manager', 'Tesco Distribution', ['Ran shifts']],
    ]);
  });

  test('a year alone in the date column dates a role among ranges there', () => {
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['2018–2021', 40], ['Captain', 120], ['Black Pearl', 300]]),
      plainLine('Sailed the seas.', { x: 120 }),
      row([['2019', 40], ['Freelance Pirate', 120], ['Tortuga', 300]]),
      plainLine('This and that.', { x: 120 }),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.start, r.end])).toEqual([
      ['Captain', '2018', '2021'],
      ['Freelance Pirate', '2019', '2019'],
    ]);
  });

  test('rows led by single years are roles when no range anchors any', () => {
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['2021', 40], ['Visiting Researcher, Max Planck Institute', 150]]),
      plainLine('Worked on detector calibration.', { x: 150 }),
      row([['2019', 40], ['Summer Intern, Fermilab', 150]]),
      plainLine('Wrote analysis code.', { x: 150 }),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start])).toEqual([
      ['Visiting Researcher', 'Max Planck Institute', '2021'],
      ['Summer Intern', 'Fermilab', '2019'],
    ]);
  });

  test('the header going on under the employer beside the dates beats a label above them', () => {
    // The section's lines as the splitter hands them over (the label stays in the section when headings are larger).
    const roles = parseRoles([
      plainLine('Full Time', { x: 173, bold: true, size: 1.43 }),
      row([['2012–Now', 173], ['LEHMAN BROTHERS', 230], ['Los Angeles, California', 400]]),
      plainLine('1st Year Analyst', { x: 230 }),
      plainLine('Developed spreadsheets for risk analysis on exotic derivatives.', { x: 230 }),
      plainLine('Part Time', { x: 173, bold: true, size: 1.43, gapBefore: true }),
      row([['2010–2011', 173], ['LEHMAN BROTHERS', 230], ['London, United Kingdom', 400]]),
      plainLine('Summer Intern', { x: 230 }),
      plainLine('Received an offer from the trading desk.', { x: 230 }),
    ], new Placement());
    expect(roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
      ['1st Year Analyst', 'Lehman Brothers', 'Developed spreadsheets for risk analysis on exotic derivatives.', []],
      ['Summer Intern', 'Lehman Brothers', 'Received an offer from the trading desk.', []],
    ]);
  });
});

describe('roles printed without dates', () => {
  test('bold headers over bullet points are the roles', () => {
    const roles = parseRoles(
      [
        plainLine('Volunteer Coordinator, Oxfam', { bold: true, x: 40 }),
        plainLine('Recruited volunteers', { x: 50, bullet: true }),
        plainLine('Fundraiser, British Heart Foundation', { bold: true, x: 40 }),
        plainLine('Raised money', { x: 50, bullet: true }),
      ],
      new Placement(),
    );
    expect(roles.map((r) => [r.title, r.company, r.start, r.highlights])).toEqual([
      ['Volunteer Coordinator', 'Oxfam', '', ['Recruited volunteers']],
      ['Fundraiser', 'British Heart Foundation', '', ['Raised money']],
    ]);
  });

  test('bold lines over prose or over more bold text are no roles', () => {
    const lines = [
      plainLine('Phone:', { bold: true, x: 400 }),
      plainLine('+34 667 24 21 61', { bold: true, x: 400 }),
      plainLine('Open Source', { bold: true, x: 40 }),
      plainLine('I maintain a few small libraries and answer questions on the forums.', { x: 40 }),
    ];
    expect(parseRoles(lines, new Placement())).toEqual([]);
  });
});

test('a town before a US state named in full is the place, not the title', () => {
  const roles = parse(['EXPERIENCE', 'Buy More\tBurbank, California\t2008 – 2009', 'Computer Repair Specialist', '- Fixed computers'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([['Computer Repair Specialist', 'Buy More']]);
});

test('a place between the employer and the dates leaves room for the title above them', () => {
  const text = ['EXPERIENCE', 'Software Engineer', 'Google', 'London, United Kingdom', 'Jan 2019 – Present', '- Built search', '', 'Junior Engineer', 'Ocado', 'Hatfield, United Kingdom', 'Jun 2016 – Dec 2018', '- Built robots'].join('\n');
  expect(roleHeads(text)).toEqual([
    ['Software Engineer', 'Google', 'Jan 2019', '', true],
    ['Junior Engineer', 'Ocado', 'Jun 2016', 'Dec 2018', false],
  ]);
});

test('how long a role or an employer lasted names neither the title nor the employer', () => {
  const text = [
    'EXPERIENCE',
    'Google',
    '3 years 2 months',
    'Staff Engineer',
    'January 2021 - Present (2 years 2 months)',
    'Zürich, Switzerland',
    'Senior Engineer',
    'January 2019 - January 2021 (2 years 1 month)',
    '',
    'Microsoft',
    'Software Engineer',
    'March 2015 - December 2018 (3 years 10 months)',
  ].join('\n');
  expect(roleHeads(text)).toEqual([
    ['Staff Engineer', 'Google', 'Jan 2021', '', true],
    ['Senior Engineer', 'Google', 'Jan 2019', 'Jan 2021', false],
    ['Software Engineer', 'Microsoft', 'Mar 2015', 'Dec 2018', false],
  ]);
});

test('a part captioned in lower case is not the employer when a capitalised name stands beside it', () => {
  const lines = [
    plainLine('Research Intern | 2023.6 – 2023.9', { bold: true, x: 58 }),
    row([['ALCHEM Group, supervised by Prof. Qian', 58], ['Purdue University', 480]]),
    plainLine('Focused on communication for distributed training', { bullet: true, x: 63 }),
    plainLine('Research Assistant | 2021.12 – 2022.11', { bold: true, x: 58 }),
    row([['Systems Group, advised by Prof. Zhai', 58], ['Tsinghua University', 480]]),
    plainLine('Worked on a graph mining system', { bullet: true, x: 63 }),
  ];
  expect(parseRoles(lines, new Placement()).map((r) => [r.title, r.company])).toEqual([
    ['Research Intern', 'Purdue University'],
    ['Research Assistant', 'Tsinghua University'],
  ]);
});

test("the employer's email and website under a header are no highlight", () => {
  const text = ['EXPERIENCE', 'Web Developer, Erevo Technologies', '02/01/2021 – 31/01/2023', 'Email info@erevo.net | Website www.erevo.net', '- Built the shop'].join('\n');
  expect(parse(text).data.roles.map((r) => r.highlights)).toEqual([['Built the shop']]);
});

test('among headers printed as list items, one dated by a single date is a header too', () => {
  const roles = parseRoles(
    [
      row([['Software Engineer, Stripe', 40], ['2020 – 2023', 480]], { bullet: true, bold: true }),
      plainLine('Built billing', { bullet: true, x: 60 }),
      row([['Intern, Square', 40], ['2019', 480]], { bullet: true, bold: true }),
      plainLine('Built payments', { bullet: true, x: 60 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.company, r.start, r.highlights])).toEqual([
    ['Software Engineer', 'Stripe', '2020', ['Built billing']],
    ['Intern', 'Square', '2019', ['Built payments']],
  ]);
});

test.each(['From: 2012 – Present', 'Period: 2012 – Present'])('a label before the dates (%s) names no part of the header', (dates) => {
  expect(roleHeads(['EXPERIENCE', 'Acme Widgets Ltd', dates, '- Sold widgets'].join('\n'))).toEqual([['', 'Acme Widgets Ltd', '2012', '', true]]);
});

test('a one-part header above dates with only bullets below them is still the header', () => {
  expect(roleHeads(['EXPERIENCE', 'Acme Widgets Ltd', '2012 – 2019', '- Sold widgets'].join('\n'))).toEqual([['', 'Acme Widgets Ltd', '2012', '2019', false]]);
});

test('a point typed with a dash is a highlight even when it ends with a full stop', () => {
  const role = parseRoles(
    [
      plainLine('Software Engineer, Google | 2019 – 2021', { bold: true, x: 40 }),
      plainLine('Led the search team through two launches.', { x: 40 }),
      plainLine('– Cut query latency by half.', { x: 40 }),
    ],
    new Placement(),
  )[0]!;
  expect([role.summary, role.highlights]).toEqual(['Led the search team through two launches.', ['Cut query latency by half.']]);
});

test('a CV whose only work section is headed Previous Experience reads it as roles, volunteering aside', () => {
  const cv = parse(
    [
      'Jane Doe',
      'PREVIOUS EXPERIENCE',
      'Political Researcher, Gulf Thought Center, (2015 - 2018)',
      'Public Relations, Dar Travel, (2018 – 2019)',
      'VOLUNTEERING',
      'Member, Insan Project (2013 - 2015)',
    ].join('\n'),
  ).data;
  expect(cv.earlier_career).toEqual([]);
  expect(cv.roles.map((r) => r.start)).toEqual(['2015', '2018', '2013']);
});

test('an earlier-experience section beside a main one stays earlier career', () => {
  const cv = parse(
    ['Jane Doe', 'EXPERIENCE', 'Analyst, Acme Ltd, 2019 – 2021', '- Did one thing', 'EARLIER CAREER', 'Clerk, Boots, 2015 – 2018'].join('\n'),
  ).data;
  expect(cv.earlier_career.map((r) => r.company)).toEqual(['Boots']);
});

test.each(['ADDITIONAL EXPERIENCE', 'Other Roles'])('beside a main career, %s names more posts, not earlier ones: roles', (heading) => {
  const cv = parse(
    ['Jane Doe', 'EXPERIENCE', 'Analyst, Acme Ltd, 2019 – 2021', '- Did one thing', heading, 'Research Intern, Boots, 2017 – 2018'].join('\n'),
  ).data;
  expect(cv.earlier_career).toEqual([]);
  expect(cv.roles.map((r) => r.company)).toEqual(['Acme Ltd', 'Boots']);
});

test.each([
  ['Feb 2019-present: Analytical Lead, Medicines Analysis Team, NHS England (generally working in R)', 'Analytical Lead', 'Feb 2019'],
  [
    'Feb 2014-Oct 2017: Operational Research Fast Stream Analyst/Manager, Schools and Academies Revenue Funding Unit, DfE (generally working in SQL and Excel)',
    'Operational Research Fast Stream Analyst/Manager',
    'Feb 2014',
  ],
])('a long comma-separated header with a remark in brackets is still a header: %s', (header, title, start) => {
  const role = parse(['EXPERIENCE', header, '- Led the analysis of prescribing data.'].join('\n')).data.roles[0]!;
  expect([role.title, role.start, role.company.includes('working')]).toEqual([title, start, false]);
});


test.each([
  ['CFO, Laney Media, Oct 2019 – Present', 'CFO'],
  ['ACME WIDGETS, CFO, 2019 – 2021', 'Acme Widgets'],
])('a short word in capitals in a mixed-case header is an acronym: %s', (header, kept) => {
  const role = parse(['EXPERIENCE', header, '- Did one thing'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toContain(kept);
});

test('a header whose bullet the extractor left in its text is a list item like the other headers', () => {
  const roles = parseRoles(
    [
      row([['• Backend Team Lead, Skylead', 132], ['Jun 2023 – Present', 480]]),
      plainLine('Led the backend team and mentored juniors.', { x: 142 }),
      row([['Backend Developer, Skylead', 132], ['Oct 2021 – Jun 2023', 480]], { bullet: true, bold: true }),
      plainLine('Worked on microservices using Node.js.', { x: 142 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.start, r.summary])).toEqual([
    ['Backend Team Lead', 'Jun 2023', 'Led the backend team and mentored juniors.'],
    ['Backend Developer', 'Oct 2021', 'Worked on microservices using Node.js.'],
  ]);
});

describe('one-column word-processor layouts', () => {
  test('a header with a long remark in brackets beside a flush-right date cell anchors its role', () => {
    const roles = structureCv([
      plainLine('WORK EXPERIENCE', { bold: true, size: 1.3 }),
      plainLine('Unbabel', { x: 36, bold: true, size: 1.2, gapBefore: true }),
      row([['October 2019 - Present', 70], ['Senior Software Engineer (Translation as a Service scale up)', 178]]),
      plainLine('Unbabel handles translations at a global scale.', { x: 178 }),
      plainLine('Mash', { x: 36, bold: true, size: 1.2, gapBefore: true }),
      row([['January 2019 - October 2019', 46], ['Senior Software Engineer', 178]]),
      plainLine('Mash is a fintech company based in Finland.', { x: 178 }),
    ]).data.roles;
    expect(roles.map((r) => [r.company, r.start, r.current])).toEqual([
      ['Unbabel', 'Oct 2019', true],
      ['Mash', 'Jan 2019', false],
    ]);
    expect(roles[0]!.title).toMatch(/^Senior Software Engineer/);
  });

  test('a range broken between the end month and its year goes on in the cell below', () => {
    const roles = structureCv([
      plainLine('WORK EXPERIENCE', { bold: true, size: 1.3 }),
      row([['January 2016 - Present', 70], ['Full Stack Engineer', 178]]),
      plainLine('Built the web application.', { x: 178 }),
      row([['September 2013 – January', 55], ['Identity and Access Management Consultant', 178]], { gapBefore: true }),
      row([['2016', 143], ['Caixa Geral de Depósitos', 178]]),
      plainLine('Wrote the provisioning tasks.', { x: 178 }),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.start, r.end])).toEqual([
      ['Full Stack Engineer', 'Jan 2016', ''],
      ['Identity and Access Management Consultant', 'Sep 2013', 'Jan 2016'],
    ]);
  });

  test('a labelled line inside a role\'s text stays in the role', () => {
    const cv = structureCv([
      plainLine('WORK EXPERIENCE', { bold: true, size: 1.3 }),
      plainLine('everis', { x: 36, bold: true, size: 1.2 }),
      row([['February 2017 - Present', 65], ['Software Engineer', 178]]),
      plainLine('Partnership project for a car maker', { x: 178 }),
      plainLine('Technologies: Java 7, JAXB, Swing', { x: 178 }),
      plainLine('Maintenance of a fat client app', { x: 178, bullet: true }),
      plainLine('Acme', { x: 36, bold: true, size: 1.2, gapBefore: true }),
      row([['January 2016 - January 2017', 46], ['Developer', 178]]),
      plainLine('Built things', { x: 178, bullet: true }),
    ]).data;
    expect(cv.skills).toEqual([]);
    expect(cv.roles.map((r) => r.company)).toEqual(['everis', 'Acme']);
  });
});

describe('headers dated by one date', () => {
  test('roles each dated by one year in a cell of their own anchor the section when none has a range', () => {
    const roles = parseRoles([
      row([['Data Science Intern', 210], ['2024', 500]], { bold: true }),
      plainLine('Aleph Insights, London', { x: 210 }),
      plainLine('Engineered an internal client tool to interact with various APIs.', { x: 210, gapBefore: true }),
      row([['Postgraduate Teaching Assistant', 210], ['2026', 500]], { bold: true, gapBefore: true }),
      plainLine('University of Bristol, Bristol, England', { x: 210 }),
      plainLine('Provided lab demonstrations and technical guidance to undergraduates.', { x: 210, gapBefore: true }),
    ], new Placement());
    expect(roles.map((r) => [r.title, r.company, r.start])).toEqual([
      ['Data Science Intern', 'Aleph Insights', '2024'],
      ['Postgraduate Teaching Assistant', 'University of Bristol', '2026'],
    ]);
  });

  test('a one-date header in the style of the dated headers is a role, its dash kept inside its name', () => {
    const head = { bold: true, size: 1.2 };
    const roles = structureCv([
      plainLine('Experience', { bold: true, size: 1.6 }),
      plainLine('STORE ADVISOR | APPLE, INC. | 02/2017 – PRESENT', head),
      plainLine('Answered questions.', { bullet: true }),
      plainLine('PRODUCTION ANCHOR | GENERATION NEXT | 05/2015 – PRESENT', head),
      plainLine('Conducted interviews.', { bullet: true }),
      plainLine('NEWS ANCHOR | ANTIOCH CHURCH | 08/2013 – 07/2014', head),
      plainLine('Presented events.', { bullet: true }),
      plainLine('DECISIONS ARE FOREVER – TEENAGE PREGNANCY AWARENESS CAMPAIGN | OPPORTUNITIES CENTER | 08/2013', head),
      plainLine('Portrayed a character in a commercial.', { bullet: true }),
    ]).data.roles;
    expect(roles).toHaveLength(4);
    expect([roles[3]!.title, roles[3]!.company, roles[3]!.start]).toEqual(['Decisions Are Forever – Teenage Pregnancy Awareness Campaign', 'Opportunities Center', 'Aug 2013']);
  });

  test('a header dated by one year after a spaced dash, as the ranges around it are, is a role', () => {
    const roles = parse(['Jane Doe', 'EXPERIENCE', 'DATA ANALYST, NORTHWIND LTD — 2019-PRESENT', '• Built reports.', 'ANALYST INTERN, CONTOSO INC. — 2017',
      'Helped the team write a reporting tool in Python.', 'Research Assistant, Fabrikam - 2015 - 2016', '• Cleaned data.'].join('\n')).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
      ['Data Analyst', 'Northwind LTD', '2019', ''],
      ['Analyst Intern', 'Contoso Inc.', '2017', '2017'],
      ['Research Assistant', 'Fabrikam', '2015', '2016'],
    ]);
  });
});

test('an employer printed with its town and state is the employer, where another header holds a title too', () => {
  const roles = parse(['Experience:', 'Computer Science TA, Saint John’s University. 09/2022 – Current.', '• Held office hours.',
    'Davanni’s, Coon Rapids, MN. 09/2017 – Current.', '• Delivered orders.', 'Bill’s Superette, Andover, MN. 02/2018 – 08/2019.', '• Handled complaints.'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Computer Science TA', 'Saint John’s University'],
    ['', 'Davanni’s'],
    ['', 'Bill’s Superette'],
  ]);
});

test.each([
  ['• Member of Insan Project (2013 - 2015)', 'Member', 'Insan Project'],
  ['• Trustee of the Red Cross (2011 - 2013).', 'Trustee', 'Red Cross'],
])('a post held in a named body splits into the post and the body: %s', (header, title, company) => {
  const role = parse(['VOLUNTEERING', header, '• Member of the organising committee of nothing (2010 - 2011)'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual([title, company]);
});

test('one heading over jobs and schooling: the jobs are roles and the degree goes to education', () => {
  const cv = structureCv([
    plainLine('Career/Education history', { bold: true, size: 1.2 }),
    plainLine('CDL (Cheshire Datasystems Limited) _ Stockport', { bold: true }),
    plainLine('Nov 2019 - Present _ DevOps Engineer', { gapBefore: true }),
    plainLine('Managing Linux servers and container based systems', { x: 17, bullet: true }),
    plainLine('Laterooms _ Manchester', { bold: true, gapBefore: true }),
    plainLine('Nov 2018 - September 2019 _ Platform Engineer', { gapBefore: true }),
    plainLine('Managing Linux and network systems', { x: 17, bullet: true }),
    plainLine('The University of Manchester', { bold: true, gapBefore: true }),
    plainLine('September 2004 – June 2007 _ BSc Hons Computing Science', { gapBefore: true }),
  ]).data;
  expect(cv.roles.map((r) => [r.title, r.company, r.start])).toEqual([
    ['DevOps Engineer', 'CDL (Cheshire Datasystems Limited)', 'Nov 2019'],
    ['Platform Engineer', 'Laterooms', 'Nov 2018'],
  ]);
  expect(cv.education.map((e) => [e.institution, e.qualifications[0]!.qualification, e.qualifications[0]!.end])).toEqual([
    ['The University of Manchester', 'BSc Hons', 'Jun 2007'],
  ]);
});

test('a bold title over each "Company | City | dates" line is part of its header', () => {
  const roles = structureCv([
    plainLine('EXPERIENCE', { bold: true, size: 1.5 }),
    plainLine('SOFTWARE ENGINEER', { bold: true }),
    plainLine('Google | London | 2019 - 2021'),
    plainLine('Built search', { x: 10, bullet: true }),
    plainLine('DATA ANALYST', { bold: true, gapBefore: true }),
    plainLine('Amazon | Seattle | 2015 - 2018'),
    plainLine('Analysed data', { x: 10, bullet: true }),
  ]).data.roles;
  expect(roles.map((r) => [r.title, r.company, r.highlights])).toEqual([
    ['Software Engineer', 'Google', ['Built search']],
    ['Data Analyst', 'Amazon', ['Analysed data']],
  ]);
});

test('a town after the employer in a header set in capitals is a place', () => {
  const roles = parse(['EXPERIENCE', 'GOOGLE, LONDON — SOFTWARE ENGINEER | 2019 – 2021', '- Built search', 'AMAZON, SEATTLE — DATA ANALYST | 2015 – 2018', '- Analysed data'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Software Engineer', 'Google'],
    ['Data Analyst', 'Amazon'],
  ]);
});

test('a header the lexicon cannot read splits at its comma like the other headers of the section', () => {
  const roles = parse(['EXPERIENCE', 'Barista, Starbucks | 2019 – 2021', '- Made coffee', 'Shelf Stacker, Tesco | 2015 – 2018', '- Stacked shelves'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Barista', 'Starbucks'],
    ['Shelf Stacker', 'Tesco'],
  ]);
});

test("a dated line with a comma is one title where the other roles print the title whole and the employer below", () => {
  const roles = parse(
    [
      'EXPERIENCE',
      'Research Assistant | 2022 – 2023',
      'University of Leeds',
      '- Ran the patient interviews',
      'Nurse Manager, Quality & Patient Safety | 2019 – 2021',
      'Leeds Teaching Hospitals NHS Trust',
      '- Led the ward audits',
      'Staff Nurse | 2015 – 2018',
      'St James’s University Hospital',
      '- Cared for patients on the surgical ward',
    ].join('\n'),
  ).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Research Assistant', 'University of Leeds'],
    ['Nurse Manager, Quality & Patient Safety', 'Leeds Teaching Hospitals NHS Trust'],
    ['Staff Nurse', 'St James’s University Hospital'],
  ]);
});

test('a lone town under the dates, where other roles print a town with its country, is a place; the paragraph after a gap is the text', () => {
  const roles = parseRoles([
    plainLine('Telstra', { size: 1.14, gapBefore: true }),
    plainLine('IT Developer', { size: 1.1 }),
    plainLine('July 2017 - December 2018 (1 year 6 months)'),
    plainLine('Hyderabad Area, India'),
    plainLine('Was part of the development team.', { gapBefore: true }),
    plainLine('GetGo', { size: 1.14, gapBefore: true }),
    plainLine('QA Engineer', { size: 1.1 }),
    plainLine('February 2017 - June 2017 (5 months)'),
    plainLine('Bangalore'),
    plainLine('worked on a testing framework using Java.', { gapBefore: true }),
  ], new Placement());
  expect(roles.map((r) => [r.company, r.summary])).toEqual([
    ['Telstra', 'Was part of the development team.'],
    ['GetGo', 'worked on a testing framework using Java.'],
  ]);
});

test('a short line between each "Company | dates | City" anchor and its points is the title', () => {
  const roles = structureCv([
    plainLine('EXPERIENCE', { bold: true, size: 1.5 }),
    plainLine('Google | Jan 2019 – Present | London', { bold: true }),
    plainLine('Software Engineer'),
    plainLine('Built search', { x: 10, bullet: true }),
    plainLine('Amazon | Mar 2015 – Dec 2018 | Seattle', { bold: true, gapBefore: true }),
    plainLine('Data Analyst'),
    plainLine('Analysed data', { x: 10, bullet: true }),
  ]).data.roles;
  expect(roles.map((r) => [r.title, r.company, r.highlights])).toEqual([
    ['Software Engineer', 'Google', ['Built search']],
    ['Data Analyst', 'Amazon', ['Analysed data']],
  ]);
});

test('past a complete header, a line ending in a full stop is the role\'s text', () => {
  const roles = structureCv([
    plainLine('EXPERIENCE', { bold: true, size: 1.5 }),
    plainLine('Google | Jan 2019 – Present', { bold: true }),
    plainLine('Software Engineer'),
    plainLine('Led the search team.'),
    plainLine('Built search', { x: 10, bullet: true }),
    plainLine('Amazon | Mar 2015 – Dec 2018', { bold: true }),
    plainLine('Data Analyst'),
    plainLine('Ran analytics.'),
    plainLine('Analysed data', { x: 10, bullet: true }),
  ]).data.roles;
  expect(roles.map((r) => [r.title, r.company, r.summary])).toEqual([
    ['Software Engineer', 'Google', 'Led the search team.'],
    ['Data Analyst', 'Amazon', 'Ran analytics.'],
  ]);
});

test.each([
  ['School Psychologist: Internship in Jinan Middle School | 5/2015 – 6/2015', 'School Psychologist', 'Jinan Middle School'],
  ['Google: Software Engineer | 2019 – 2021', 'Software Engineer', 'Google'],
  ['Company: Acme Widgets | 2019 – 2021', '', 'Acme Widgets'],
])('a colon between a job title and an employer parts them: %s', (header, title, company) => {
  const role = parse(['EXPERIENCE', header, '- Did one thing'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual([title, company]);
});

test('undated roles whose points are typed dashes, with a keyword in an entry header, stay one section of roles', () => {
  const cv = structureCv([
    plainLine('Eloise Bernard', { bold: true, size: 2.5 }),
    plainLine('eloise@example.fr'),
    plainLine('Education', { bold: true, size: 1.66, gapBefore: true }),
    plainLine('University of Nantes', { bold: true, size: 1.9 }),
    plainLine('MSc Computer Science 2020 - 2022', { bold: true, size: 1.2 }),
    plainLine('Experiences', { bold: true, size: 1.66, gapBefore: true }),
    plainLine('TezBet', { bold: true, size: 1.9 }),
    plainLine('Hackathon Developer', { bold: true, size: 1.1 }),
    plainLine('— Development of a betting application'),
    plainLine('Kryptosphere', { bold: true, size: 1.9 }),
    plainLine('Programming Intern', { bold: true, size: 1.1 }),
    plainLine('— Introduction to the programming of dApps'),
  ]).data;
  expect(cv.skills).toEqual([]);
  expect(cv.roles.map((r) => [r.title, r.company, r.highlights.length])).toEqual([
    ['Hackathon Developer', 'TezBet', 1],
    ['Programming Intern', 'Kryptosphere', 1],
  ]);
});

test('an employer line further left than the list item it heads is the employer', () => {
  const roles = parseRoles([
    plainLine('Alpha Engineering Firm, Oakland, Ohio, USA', { x: 137 }),
    row([['Project Officer, Department of Meteorological Sciences', 149], ['Oct 2007 – Jan 2008', 450]], { bullet: true }),
    plainLine('Supported the research division', { x: 153, bullet: true, size: 0.86 }),
  ], new Placement());
  expect(roles.map((r) => [r.title, r.company, r.start])).toEqual([['Project Officer', 'Alpha Engineering Firm', 'Oct 2007']]);
});

test('above the dates, a line ending in a full stop ends the role before and names no employer', () => {
  const roles = parseRoles([
    plainLine('Google', { bold: true }),
    plainLine('Senior Engineer'),
    plainLine('January 2019 - Present (2 years)'),
    plainLine('London, United Kingdom'),
    plainLine('Built the search.'),
    plainLine('Engineer'),
    plainLine('January 2015 - December 2018 (4 years)'),
    plainLine('London, United Kingdom'),
    plainLine('Ran things.'),
  ], new Placement());
  expect(roles.map((r) => [r.title, r.company, r.summary])).toEqual([
    ['Senior Engineer', 'Google', 'Built the search.'],
    ['Engineer', 'Google', 'Ran things.'],
  ]);
});

test('a title followed by its team reads as the title, whatever words name the team', () => {
  const roles = structureCv([
    plainLine('EXPERIENCE', { bold: true, size: 1.5 }),
    row([['Google', 40], ['Jan 2019 – Present', 400]], { bold: true }),
    plainLine('Software Engineer, Search Team', { x: 40 }),
    plainLine('Built search', { x: 50, bullet: true }),
    row([['Amazon', 40], ['Mar 2015 – Dec 2018', 400]], { bold: true, gapBefore: true }),
    plainLine('Data Analyst, Retail Analytics', { x: 40 }),
    plainLine('Analysed data', { x: 50, bullet: true }),
  ]).data.roles;
  expect(roles.map((r) => r.company)).toEqual(['Google', 'Amazon']);
});

test('a header line over the dates splits at its comma like the same line of the other roles', () => {
  const roles = parse(['EXPERIENCE', 'Shift Lead, Starbucks', 'June 2019 - Present', '- Made coffee', 'Shelf Stacker, Tesco', 'May 2015 - May 2018', '- Stacked shelves'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Shift Lead', 'Starbucks'],
    ['Shelf Stacker', 'Tesco'],
  ]);
});

test("a header line 'Title at Employer' splits like the other roles' even when the title is unknown", () => {
  const roles = parse(['EXPERIENCE', 'Barista at Starbucks', 'June 2019 - Present', '- Made coffee', 'Shelf Stacker at Tesco', 'May 2015 - May 2018', '- Stacked shelves'].join('\n')).data.roles;
  expect(roles.map((r) => [r.title, r.company])).toEqual([
    ['Barista', 'Starbucks'],
    ['Shelf Stacker', 'Tesco'],
  ]);
});

test('the lines under a label such as "Achievements/Tasks" are the role\'s points, glyphs or none', () => {
  const roles = parseRoles(
    [
      plainLine('Research Assistant', { x: 34, size: 1.35, bold: true }),
      plainLine('Fraunhofer IOSB', { x: 34, size: 1.35 }),
      row([['05/2020 - 10/2020,', 34], ['Ilmenau, Germany', 120]], { size: 0.89 }),
      plainLine('Achievements/Tasks', { x: 50, size: 0.89 }),
      plainLine('Development of command-line tools for continuous integration.', { x: 50 }),
      plainLine('Continued working student position with an internship.', { x: 50 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
    [
      'Research Assistant',
      'Fraunhofer IOSB',
      '',
      ['Development of command-line tools for continuous integration.', 'Continued working student position with an internship.'],
    ],
  ]);
});

test('a first paragraph over list items is the summary with or without a full stop', () => {
  const roles = parseRoles(
    [
      row([['Freelance', 38], ['Sep 2013 — Present', 400]], { bold: true, size: 1.32 }),
      plainLine('Commercial Design', { x: 38 }),
      plainLine('Designing posters, banners and catalogues for', { x: 38, gapBefore: true }),
      plainLine('Hillside High School / Shiraz, Iran', { x: 52, bullet: true }),
      plainLine('Bahman School / Ankara, Turkey', { x: 52, bullet: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.summary, r.highlights.length])).toEqual([['Designing posters, banners and catalogues for', 2]]);
});

test.each([
  ['ICT LECTURER (PART-TIME) BORMI DEGREE COLLEGE', ['ICT Lecturer (Part-time)', 'Bormi Degree College']],
  ['WEB DEVELOPER Erevo Technologies', ['Web Developer', 'Erevo Technologies']],
  ['LEAD GENERATION SOLUTIONS LTD', ['', 'Lead Generation Solutions LTD']],
])('a title and its employer on one line with nothing between them, as Europass prints them: %s', (header, expected) => {
  const role = parse(['WORK EXPERIENCE', '01/02/2023 – CURRENT Gazipur, Bangladesh', header, '- Taught programming'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual(expected);
});

test.each([
  ['Web Development Officer University of Portsmouth', ['Web Development Officer', 'University of Portsmouth']],
  ['Business Lecturer Riverside General Hospital, Leeds, United Kingdom', ['Business Lecturer', 'Riverside General Hospital']],
  ['Software Engineer Intern Northwind Software Ltd', ['Software Engineer Intern', 'Northwind Software Ltd']],
  ['Lead Software Engineer', ['Lead Software Engineer', '']],
  ['Head of Data Acme', ['Head of Data Acme', '']],
])('a post in title case run into its employer, the styling that parted them gone: %s', (header, expected) => {
  const role = parse(['EXPERIENCE', 'Jun 2018 - Mar 2020', header, '- Built the booking service'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual(expected);
});

test('points typed with a dash, their lines hanging under the text, are list items: they join and mark undated roles', () => {
  const roles = parseRoles(
    [
      plainLine('Volunteer Coordinator', { x: 330, bold: true, size: 1.2 }),
      plainLine('Oxfam', { x: 330, bold: true }),
      plainLine('— Development of smart contracts on the Tezos blo-', { x: 330, gapBefore: true }),
      plainLine('ckchain (SmartPy library in Python)', { x: 344 }),
      plainLine('— Ranked 2nd out of 15 projects', { x: 330, gapBefore: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.company, r.highlights])).toEqual([
    ['Volunteer Coordinator', 'Oxfam', ['Development of smart contracts on the Tezos blockchain (SmartPy library in Python)', 'Ranked 2nd out of 15 projects']],
  ]);
});

describe('a point wrapped onto lines the extractor kept apart', () => {
  test('a paragraph the extractor left in pieces is whole again, a word hyphenated at a line\'s end included', () => {
    const roles = parseRoles(
      [
        row([['1999–2001', 89], ['IMO preselected, SBPMef, Wépion.', 146]], { bold: true }),
        plainLine('Advanced mathematical training, as a preselected candidate for the International Math-', { x: 146 }),
        plainLine('ematical Olympiads, selected by the national mathematical society.', { x: 146 }),
      ],
      new Placement(),
    );
    expect(roles[0]!.summary).toBe('Advanced mathematical training, as a preselected candidate for the International Mathematical Olympiads, selected by the national mathematical society.');
  });

  test('after a finished point, a line closing on a colon over points of its own opens the next list: it is the role\'s text', () => {
    const roles = parseRoles(
      [
        row([['04/2021 - Now', 57], ['Rust Engineer, Edge & Node', 147]], { bold: true }),
        plainLine('I work on an indexer for public data. Delivered features such as:', { x: 147 }),
        plainLine('Support for a second chain in the indexer runtime, end to end, with', { x: 147, bullet: true }),
        plainLine('its own test network and release process.', { x: 147, wrap: 2 }),
        plainLine('Most of the code I write here is open source:', { x: 147 }),
        plainLine('A node that indexes chain data and serves it;', { x: 147, bullet: true }),
        plainLine('A command-line tool for new indexes.', { x: 147, bullet: true }),
        plainLine('Went on to write the upgrade guide with the docs team.', { x: 147 }),
      ],
      new Placement(),
    );
    expect([roles[0]!.summary, roles[0]!.highlights]).toEqual([
      'I work on an indexer for public data. Delivered features such as: Most of the code I write here is open source:',
      [
        'Support for a second chain in the indexer runtime, end to end, with its own test network and release process.',
        'A node that indexes chain data and serves it;',
        // Level with the points and not opening a list, a plain line is still the paragraph of the point above.
        'A command-line tool for new indexes. Went on to write the upgrade guide with the docs team.',
      ],
    ]);
  });

  test('the rest of a point broken off mid-word goes on under it, though no other point shows where points wrap', () => {
    const roles = parseRoles(
      [
        row([['Research Intern', 58], ['Jun 2023 – Sep 2023', 480]]),
        plainLine('Improved pattern matching on multiple GPUs with adaptive par-', { x: 63, bullet: true, bold: true }),
        plainLine('allel strategies and effective MPI/CUDA implementation', { x: 76 }),
        plainLine('Focused on distributed graph mining', { x: 63, bullet: true }),
      ],
      new Placement(),
    );
    expect(roles[0]!.highlights).toEqual([
      'Improved pattern matching on multiple GPUs with adaptive parallel strategies and effective MPI/CUDA implementation',
      'Focused on distributed graph mining',
    ]);
  });

  test('the rest of a point goes on over several lines kept together, where the other points wrap', () => {
    const roles = parseRoles(
      [
        row([['Yahoo', 35], ['2012 – 2017', 480]]),
        plainLine('Built the mobile, video and social businesses from nothing in 2011', { x: 35, bullet: true }),
        plainLine('to $1.6 billion in GAAP revenue in 2015', { x: 45 }),
        plainLine('Tripled the mobile base to over 600 million monthly active', { x: 35, bullet: true }),
        plainLine('users and generated over $1 billion of mobile advertising revenue last', { x: 45 }),
        plainLine('year', { x: 45, wrap: 2 }),
      ],
      new Placement(),
    );
    expect(roles[0]!.highlights).toEqual([
      'Built the mobile, video and social businesses from nothing in 2011 to $1.6 billion in GAAP revenue in 2015',
      'Tripled the mobile base to over 600 million monthly active users and generated over $1 billion of mobile advertising revenue last year',
    ]);
  });

  test("a point's second sentence on a line of its own, where the section's points wrap, is still that point", () => {
    const roles = parseRoles(
      [
        row([['Support Engineer', 58], ['2019 – 2022', 480]]),
        plainLine('Answered the service desk for three regional offices and kept', { x: 63, bullet: true }),
        plainLine('the ticket backlog under a day', { x: 73 }),
        plainLine('Wrote the runbooks for the on-call rota.', { x: 63, bullet: true }),
        plainLine('Trained two new starters on them.', { x: 73 }),
        plainLine('Moved the office to single sign-on', { x: 63, bullet: true }),
      ],
      new Placement(),
    );
    expect(roles[0]!.summary).toBe('');
    expect(roles[0]!.highlights).toEqual([
      'Answered the service desk for three regional offices and kept the ticket backlog under a day',
      'Wrote the runbooks for the on-call rota. Trained two new starters on them.',
      'Moved the office to single sign-on',
    ]);
  });
});

test('the only text under a role, a phrase of four words or more level with its header, is its summary with or without a full stop', () => {
  // As the public set's truths write it: a short unbulleted paragraph under a role header is its summary, however
  // few its words ('Principles of Compiler Design' under a teaching assistant's dates); a caption of three words
  // or fewer ('Night shifts only') stays a point.
  const roles = parseRoles(
    [
      row([['Private Tutor', 38], ['Jan 2017 — Present', 400]], { bold: true, size: 1.32 }),
      plainLine('Teaching Physics and Mathematics', { x: 38 }),
      plainLine('After school programming course for students of the Bahman School, Ankara', { x: 38, gapBefore: true }),
      row([['Acme Ltd', 38], ['2015 — 2016', 400]], { bold: true, size: 1.32 }),
      plainLine('Sales Assistant', { x: 38 }),
      plainLine('Moved the team to London, UK', { x: 38, gapBefore: true }),
      row([['Teaching Assistant', 38], ['2013 — 2014', 400]], { bold: true, size: 1.32 }),
      plainLine('Greenfield College', { x: 38 }),
      plainLine('Principles of Compiler Design', { x: 38, gapBefore: true }),
      row([['Night Porter', 38], ['2012 — 2013', 400]], { bold: true, size: 1.32 }),
      plainLine('Seaview Hotel', { x: 38 }),
      plainLine('Night shifts only', { x: 38, gapBefore: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.summary, r.highlights])).toEqual([
    ['After school programming course for students of the Bahman School, Ankara', []],
    ['Moved the team to London, UK', []],
    ['Principles of Compiler Design', []],
    ['', ['Night shifts only']],
  ]);
});

test('a line of places right under dates printed alone, in their size with no gap, is where the role was; a phrase there is text', () => {
  // LinkedIn's export: employer, title, dates with how long, then the place in a paler colour; the role's text after a gap.
  const small = { x: 223, size: 0.88 };
  const roles = parseRoles(
    [
      plainLine('Harbour Software', { x: 223, gapBefore: true }),
      plainLine('Software Engineer', { x: 223 }),
      plainLine('November 2019 - Present (2 years 7 months)', small),
      plainLine('Dhanmondi, Dhaka', { ...small, style: 'f1 #b1b1b1' }),
      plainLine('Built the billing service', { x: 223, gapBefore: true, bullet: true }),
      plainLine('Quay Studio', { x: 223, gapBefore: true }),
      plainLine('Founder', { x: 223 }),
      plainLine('January 2015 - March 2019 (4 years 3 months)', small),
      plainLine('Lisbon and Los Angeles', { ...small, style: 'f1 #b1b1b1' }),
      plainLine('Quay Press', { x: 223, gapBefore: true }),
      plainLine('Editor', { x: 223 }),
      plainLine('January 2013 - December 2014 (2 years)', small),
      plainLine('Edited the monthly magazine', small),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.summary, r.highlights])).toEqual([
    ['Harbour Software', '', ['Built the billing service']],
    ['Quay Studio', '', []],
    ['Quay Press', 'Edited the monthly magazine', []],
  ]);
});

test('the only text under a role beside a dates column is its summary, whether the date cell holds a range or one date', () => {
  const roles = parseRoles(
    [
      row([['03/2019 - 05/2021', 40], ['Volunteer Tutor, Riverside Library', 150]], { bold: true }),
      plainLine('We ran weekly reading clubs for children of the estate and helped their parents with forms', { x: 150 }),
      row([['12/2015', 40], ['Christmas Helper, Harbour Trust', 150]], { bold: true, gapBefore: true }),
      plainLine('We took care of a large group of children at Christmas and gave them presents', { x: 150 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.start, r.summary, r.highlights])).toEqual([
    ['Volunteer Tutor', 'Mar 2019', 'We ran weekly reading clubs for children of the estate and helped their parents with forms', []],
    ['Christmas Helper', 'Dec 2015', 'We took care of a large group of children at Christmas and gave them presents', []],
  ]);
});

test('an employer of a few words before its town and country, over the title and dates, is the employer; a place alone is no employer', () => {
  const roles = parseRoles(
    [
      plainLine('London, England, United Kingdom', { bold: true, x: 36, gapBefore: true }),
      row([['Kitchen Porter', 36], ['Jan 2024 - Present', 400]]),
      plainLine('Kept the kitchen clean', { x: 72, bullet: true }),
      plainLine('Harbour Cafe, York, UK', { bold: true, x: 36, gapBefore: true }),
      row([['Barista', 36], ['Sep 2023 - Dec 2023', 400]]),
      plainLine('Served customers and handled payments', { x: 72, bullet: true }),
      plainLine('Zulus Peri Peri Grill, Dundee, Scotland', { bold: true, x: 36, gapBefore: true }),
      row([['Front of House Worker', 36], ['Jun 2021 - Sep 2023', 400]]),
      plainLine('Welcomed guests and took orders', { x: 72, bullet: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.title, r.start])).toEqual([
    ['', 'Kitchen Porter', 'Jan 2024'],
    ['Harbour Cafe', 'Barista', 'Sep 2023'],
    ['Zulus Peri Peri Grill', 'Front of House Worker', 'Jun 2021'],
  ]);
});

test('where every role prints its dates on a line of their own, a line of words with one date under a role is its text, not a role', () => {
  const roles = parseRoles(
    [
      plainLine('Harbour University', { size: 1.14, gapBefore: true }),
      plainLine('Research Assistant', { size: 1.1 }),
      plainLine('September 2019 - Present (1 year 9 months)'),
      plainLine('Teaching Assistant', { size: 1.1, gapBefore: true }),
      plainLine('January 2017 - June 2017 (6 months)'),
      plainLine('Data Structures (Winter 2018)', { gapBefore: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.start, r.end])).toEqual([
    ['Research Assistant', 'Sep 2019', ''],
    ['Teaching Assistant', 'Jan 2017', 'Jun 2017'],
  ]);
});

test("a later post printed with its title where the employer stands, and no title line, is held at the employer above", () => {
  const roles = parseRoles(
    [
      plainLine('Northwind Labs | Jan 2014 - Apr 2014', { x: 71 }),
      plainLine('Senior Software Engineer', { x: 71 }),
      plainLine('Tuned the backend search', { x: 86 }),
      plainLine('Software Engineer | Jan 2013 - Jan 2014', { x: 71 }),
      plainLine('Fixed bugs in the billing service', { x: 86 }),
      plainLine('Acme Software | Jan 2011 - Dec 2012', { x: 71 }),
      plainLine('Developer', { x: 71 }),
      plainLine('Wrote the first release', { x: 86 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.title, r.start])).toEqual([
    ['Northwind Labs', 'Senior Software Engineer', 'Jan 2014'],
    ['Northwind Labs', 'Software Engineer', 'Jan 2013'],
    ['Acme Software', 'Developer', 'Jan 2011'],
  ]);
});

test("a page's running footer, the person's name before an e-mail address and a number, is no point of the last role", () => {
  const roles = parseRoles(
    [
      row([['Lead Web Designer, Northwind Labs', 36], ['2019 - Present', 400]], { bold: true }),
      plainLine('Rebuilt the shop front and its checkout for the spring season.', { x: 46 }),
      plainLine('Jane Doe — jane@example.com — (999) 888-7777', { x: 120, gapBefore: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.summary, r.highlights])).toEqual([
    ['Lead Web Designer', 'Rebuilt the shop front and its checkout for the spring season.', []],
  ]);
});

test('roles each dated by one year printed apart are roles when no range dates any', () => {
  const text = [
    'WORK EXPERIENCE',
    'Data Science Intern\t2024',
    'Aleph Insights, London',
    'Engineered an internal client tool to interact with various APIs.',
    'Postgraduate Teaching Assistant\t2026',
    'University of Bristol, Bristol, England',
    'Provided lab demonstrations and technical guidance to undergraduates.',
  ].join('\n');
  expect(parse(text).data.roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
    ['Data Science Intern', 'Aleph Insights', '2024', '2024'],
    ['Postgraduate Teaching Assistant', 'University of Bristol', '2026', '2026'],
  ]);
});

test('dates in a column set flush right, beside a title closed by a remark in brackets, still anchor their role', () => {
  const roles = parseRoles(
    [
      plainLine('Unbabel', { x: 36, bold: true, size: 1.22 }),
      row([['October 2019 - Present', 70], ['Senior Software Engineer (Translation as a Service scale up)', 178]], { size: 1.22 }),
      plainLine('Unbabel is a scale up SaaS company that handles translations.', { x: 178 }),
      plainLine('Mash', { x: 36, bold: true, size: 1.22 }),
      row([['January 2019 - October 2019', 46], ['Senior Software Engineer (FinTech scale up)', 178]], { size: 1.22 }),
      plainLine('Mash is a scale up fintech company based in Finland.', { x: 178 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.start])).toEqual([
    ['Unbabel', 'Oct 2019'],
    ['Mash', 'Jan 2019'],
  ]);
});

test('where a section marks its points with glyphs, a phrase without one at the same level is the role\'s prose', () => {
  const roles = parseRoles(
    [
      row([['BitSight', 36], ['January 2018 - Present', 400]], { bold: true }),
      plainLine('Maintenance and development of the customer facing portal', { x: 178, bullet: true }),
      plainLine('Back-end: python 2.7, Django, Django rest-framework', { x: 178 }),
      plainLine('Dev Ops: Jenkins, Chef, Kubernetes, Docker', { x: 178 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.summary, r.highlights])).toEqual([
    ['Back-end: python 2.7, Django, Django rest-framework Dev Ops: Jenkins, Chef, Kubernetes, Docker', ['Maintenance and development of the customer facing portal']],
  ]);
});

test('the employer\'s postal address under its name is neither the summary nor a point', () => {
  const roles = parseRoles(
    [
      row([['August 2002 – Present', 85], ['Independent consultant', 192]], { size: 1.21 }),
      plainLine('British Council', { x: 192 }),
      plainLine('123, Bd Ney, 75023 Paris (France)', { x: 192 }),
      plainLine('Evaluation of training support measures for youth national agencies', { x: 192 }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.summary, r.highlights])).toEqual([
    ['British Council', 'Evaluation of training support measures for youth national agencies', []],
  ]);
});

test('"Technologies: …" closing a role says what the work was done with: the role\'s text, no skills section', () => {
  const text = [
    'EXPERIENCE',
    'Java Developer | Caixa Geral | 2014 – 2016',
    '- Maintained a complex Swing application',
    'Technologies: Java 7, JAXB, Swing, Oracle SQL',
    'Consultant | Axa | 2013 – 2014',
    '- Developed tasks with identity services',
  ].join('\n');
  const { data } = parse(text);
  expect([data.roles.length, data.skills.length]).toEqual([2, 0]);
  expect([data.roles[0]!.summary, ...data.roles[0]!.highlights].join(' ')).toContain('Technologies: Java 7, JAXB');
});

test.each([
  ['Member of Insan Project (2013 - 2015)', ['Member', 'Insan Project']],
  ['President of the Debating Society (2011 - 2013).', ['President', 'Debating Society']],
  ['Vice President of Sales (2011 - 2013)', ['Vice President of Sales', '']],
  ['Head of Data (2011 - 2013)', ['Head of Data', '']],
])('a post named with the body it was held in, and nothing beside it: %s', (header, expected) => {
  const role = parse(['VOLUNTEERING', header, '- Ran the weekly sessions'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual(expected);
});

test('under a heading naming positions then schooling, the positions come first and the schooling after them', () => {
  const text = [
    'Jane Doe',
    'jane@example.com',
    '',
    'CAREER/EDUCATION HISTORY',
    'MdC Direct, Stockport',
    'Jan 2008 – Dec 2008 | System Support Administrator',
    '- Supported the desktop estate',
    'The University of Manchester',
    'September 2004 – June 2007 | BSc Hons Computing Science',
  ].join('\n');
  const { data } = parse(text);
  expect([data.roles.map((r) => r.title), data.education.map((e) => e.institution)]).toEqual([['System Support Administrator'], ['The University of Manchester']]);
});

test('an underscore standing alone between a header\'s parts separates them as a dash does', () => {
  const role = parse(['EXPERIENCE', 'CDL (Cheshire Datasystems Limited) _ Stockport', 'Nov 2019 - Present _ DevOps Engineer', '- Managed Linux servers'].join('\n')).data.roles[0]!;
  expect([role.title, role.company]).toEqual(['DevOps Engineer', 'CDL (Cheshire Datasystems Limited)']);
});

test('LinkedIn: a line set smaller than the title under it and than the employers is the role before’s text, not an employer (session 10)', () => {
  const employer = (text: string) => plainLine(text, { size: 1.14 });
  const title = (text: string) => plainLine(text, { size: 1.1 });
  const body = (text: string, gapBefore = false) => plainLine(text, { gapBefore });
  const roles = parseRoles(
    [
      employer('Ferdowsi University of Mashhad'),
      body('6 years'),
      title('Research Assistant'),
      body('September 2019 - Present (1 year 9 months)'),
      title('Teaching Assistant'),
      body('September 2017 - February 2020 (2 years 6 months)'),
      body('Principles of Compiler Design', true),
      title('Engineering Student'),
      body('June 2015 - September 2019 (4 years 4 months)'),
      employer('Acme Robotics'),
      title('Intern'),
      body('June 2014 - August 2014 (3 months)'),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.company, r.title])).toEqual([
    ['Ferdowsi University of Mashhad', 'Research Assistant'],
    ['Ferdowsi University of Mashhad', 'Teaching Assistant'],
    ['Ferdowsi University of Mashhad', 'Engineering Student'],
    ['Acme Robotics', 'Intern'],
  ]);
  expect([...roles[1]!.highlights, roles[1]!.summary].join('')).toBe('Principles of Compiler Design');
});

describe('a place with its way of working beside the employer', () => {
  test("'San Francisco, US (remote)' is where, not who", () => {
    const lines = [
      plainLine('Rust Engineer | 2021/04 – 2023/02', { bold: true }),
      plainLine('Edge & Node | San Francisco, US (remote)'),
      plainLine('Shipped the indexer.', { bullet: true }),
      plainLine('Software Engineer | 2017/10 – 2020/07', { bold: true }),
      plainLine('Pagar.me | São Paulo, Brazil (on-site)'),
      plainLine('Built the payment link product.', { bullet: true }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Rust Engineer', 'Edge & Node'],
      ['Software Engineer', 'Pagar.me'],
    ]);
  });
});

describe('a title alone on a line that elsewhere holds the employer too', () => {
  test("'Freelance Consultant — Toronto, CA' is held at no employer above it", () => {
    const lines = [
      plainLine('Technical Cofounder @ Echoes Events — Toronto, CA | December 2024 — Present', { bold: true }),
      plainLine('Cofounded a wellness startup.', { bullet: true }),
      plainLine('Freelance Technical Consultant — Toronto, CA | January 2023 — Present', { bold: true }),
      plainLine('Engineered conversational chatbots.', { bullet: true }),
      plainLine('Full Stack Software Developer @ Scotiabank — Toronto, CA | Jun 2022 — Jan 2023', { bold: true }),
      plainLine('Maintained REST APIs.', { bullet: true }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Technical Cofounder', 'Echoes Events'],
      ['Freelance Technical Consultant', ''],
      ['Full Stack Software Developer', 'Scotiabank'],
    ]);
  });
});

test('a dated project under a role, with no job title beside it, is no role of its own', () => {
  const text = [
    'EXPERIENCE',
    'Research Assistant, University of Elsewhere',
    'Jan 2017 – Dec 2021',
    '- Ran the lab studies',
    '',
    'Undergraduate Projects\tJan 2015 – Dec 2016',
    'Spring 2016: File System Analyzer',
    '- Wrote a program that walks a file system',
    '',
    'Staff Attorney, The Innocence Project',
    'Jan 2013 – Dec 2014',
    '- Argued appeals',
  ].join('\n');
  expect(roleHeads(text).map((r) => r.slice(0, 2))).toEqual([
    ['Research Assistant', 'University of Elsewhere'],
    ['Staff Attorney', 'The Innocence Project'],
  ]);
});

test("labelled place lines under a role's header ('City: Moena', 'Country: Italy') say where it was: no highlight", () => {
  const text = ['Jane Example', 'jane@example.com', 'WORK EXPERIENCE', 'Founder', 'Acme Labs [ 04/2021 – Current ]', 'City: Springfield', 'Country: Italy', '• Built the first product.', 'EDUCATION', 'University of Somewhere, BSc Physics, 2014 – 2017'].join('\n');
  const role = structureCv(textToLines(text)).data.roles[0]!;
  expect(role.highlights).toEqual(['Built the first product.']);
  expect(role.summary).toBe('');
});

describe('a line of the header printed under it', () => {
  const line = cellsLine;

  test("'Developer · Full-Time ‖ Leeds, UK' under a full header line: a name with its place in a cell at the right is no summary", () => {
    const lines = [
      line([['Experience', 30]], { bold: true, size: 1.4 }),
      line([['Northwind Traders | Website', 30], ['Apr 2021 - Present', 400]], { bold: true }),
      line([['Developer · Project Lead · Full-Time', 30], ['Leeds, UK', 420]]),
      line([['Leading the web team and planning releases for the shop.', 40]]),
      line([['Mentoring junior developers and reviewing their code.', 40]]),
      line([['Contoso Ltd | Website', 30], ['Jan 2019 - Mar 2021', 400]], { bold: true, gapBefore: true }),
      line([['Intern · Full-Time', 30], ['• Remote', 450]]),
      line([['Built the billing pages of the customer portal.', 40]]),
    ];
    const roles = structureCv(lines).data.roles;
    // Each role's text is its own lines, the summary or points as they read; the line with the place is in neither.
    expect(roles.map((r) => [r.summary, ...r.highlights].filter(Boolean).join(' / '))).toEqual([
      'Leading the web team and planning releases for the shop. / Mentoring junior developers and reviewing their code.',
      'Built the billing pages of the customer portal.',
    ]);
  });
});

describe('a larger line after a role’s text', () => {
  test("'Student Design Teams' set larger after a gap, under a role's last point: no summary and no point of that role", () => {
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.4 }),
      cellsLine([['Web developer — Acme Shop — Leeds', 30], ['Jan 2024 – May 2024', 400]], { gapBefore: true }),
      plainLine('• Built a web store with Ruby on Rails', { bullet: true, x: 50 }),
      plainLine('• Ran the deployments on Heroku', { bullet: true, x: 50 }),
      plainLine('Student Design Teams', { size: 1.2, gapBefore: true, x: 30 }),
      cellsLine([['Subteam Member – Aerial Robotics Group', 30], ['May 2024 – Present', 400]], { gapBefore: true }),
      plainLine('• Debugged the path planning code', { bullet: true, x: 50 }),
    ];
    const roles = structureCv(lines).data.roles;
    expect(roles.map((r) => [r.summary, r.highlights])).toEqual([
      ['', ['Built a web store with Ruby on Rails', 'Ran the deployments on Heroku']],
      ['', ['Debugged the path planning code']],
    ]);
  });
});

test('a short label closed by a colon over points ("Assignments:") is neither a point nor the summary', () => {
  const roles = parseRoles(
    [
      plainLine('Brightwave Studio', { bold: true }),
      plainLine('Graphic Designer'),
      plainLine('September 2018 - October 2020 (2 years 2 months)'),
      plainLine('Assignments:', { gapBefore: true }),
      plainLine('Banners for social media campaigns', { bullet: true }),
      plainLine('Pitch decks for two product launches', { bullet: true }),
    ],
    new Placement(),
  );
  expect(roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
    ['Graphic Designer', 'Brightwave Studio', '', ['Banners for social media campaigns', 'Pitch decks for two product launches']],
  ]);
});
