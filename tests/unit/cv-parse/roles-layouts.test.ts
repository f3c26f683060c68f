import { describe, expect, test } from 'vitest';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseRoles, roleHeaderLooks } from '../../../src/server/cv-parse/structure/roles.ts';
import { plainLine } from '../../../src/server/cv-parse/types.ts';

const heads = (lines: ReturnType<typeof plainLine>[]) => parseRoles(lines, new Placement()).map((r) => [r.title, r.company, r.start, r.end]);

describe('the employer in brackets after the title', () => {
  test("'Title (Employer) | dates', a one-date entry among them too", () => {
    const lines = [
      plainLine('Backend Developer (Nordwind Logistics GmbH) | 2018 - 2020', { bold: true }),
      plainLine('Moved the depot planner to a queue', { bullet: true }),
      plainLine('Workshop Organiser (Harbour Analytics) | Nov. 2016', { bold: true }),
      plainLine('Ran a two-day planning workshop', { bullet: true }),
      plainLine('Data Assistant (stats.harbour.example) | 2015 - 2016', { bold: true }),
      plainLine('Cleaned survey tables', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Backend Developer', 'Nordwind Logistics GmbH', '2018', '2020'],
      ['Workshop Organiser', 'Harbour Analytics', 'Nov 2016', 'Nov 2016'],
      ['Data Assistant', 'stats.harbour.example', '2015', '2016'],
    ]);
  });

  test('the employer in square brackets, and after a post named with its field', () => {
    const lines = [
      plainLine('Field Hydrologist [Riverstone Environmental Company] - 2013 - 2014', { bold: true }),
      plainLine('Modelled historic flows', { bullet: true }),
      plainLine('Research Employee / Software Development (University of Northfield) | 2010 - 2013', { bold: true }),
      plainLine('Built an assessment framework', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Field Hydrologist', 'Riverstone Environmental Company', '2013', '2014'],
      ['Research Employee / Software Development', 'University of Northfield', '2010', '2013'],
    ]);
  });

  test('a short name, a way of working or a remark in brackets is no employer', () => {
    const lines = [
      plainLine('Community Volunteer | Riverbend Food Network (RFN) | 2021 - 2023', { bold: true }),
      plainLine('Sorted donations', { bullet: true }),
      plainLine('Support Engineer (Part-time) | Quillfeather Ltd | 2019 - 2021', { bold: true }),
      plainLine('Answered tickets', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Community Volunteer', 'Riverbend Food Network (RFN)', '2021', '2023'],
      ['Support Engineer (Part-time)', 'Quillfeather Ltd', '2019', '2021'],
    ]);
  });
});

describe('the employer in mixed case, then the title in capitals, on one line', () => {
  test("'Employer, Inc. TITLE (NOTE)' and a title listing what was done", () => {
    const lines = [
      plainLine('Pinecone Surveys, Inc. FIELD TECHNICIAN (SUMMER & PART-TIME) | June 2012 - May 2014'),
      plainLine('Campus Radio Society WEB DEVELOPER - SITE, NEWSLETTER, PODCAST, VIDEO | Sep 2010 - Apr 2012'),
    ];
    expect(heads(lines).map(([title, company]) => [title?.toLowerCase(), company])).toEqual([
      ['field technician (summer & part-time)', 'Pinecone Surveys, Inc.'],
      ['web developer - site, newsletter, podcast, video', 'Campus Radio Society'],
    ]);
  });
});

describe('header and points as students type them', () => {
  test('a short bold header in lower case is still a header; a point typed "-Led" is a point', () => {
    const lines = [
      plainLine('Robotics club treasurer, Greenfield high school (2019-2021)', { bold: true }),
      plainLine('-Led the team in the regional league'),
      plainLine('• Booked the venues', { bullet: true }),
    ];
    const [role] = parseRoles(lines, new Placement());
    expect([role!.title, role!.company, role!.start, role!.end]).toEqual(['Robotics club treasurer', 'Greenfield high school', '2019', '2021']);
    expect(role!.highlights).toEqual(['Led the team in the regional league', 'Booked the venues']);
  });

  test('a bold line that reads as a sentence is no header', () => {
    const lines = [
      plainLine('Lead Analyst | Brightwater Insurance | 2018 - 2022', { bold: true }),
      plainLine('Cut the claim backlog from 2019 to 2021 by half.', { bold: true }),
    ];
    expect(heads(lines)).toEqual([['Lead Analyst', 'Brightwater Insurance', '2018', '2022']]);
  });
});

describe('a career under a heading the extractor lost', () => {
  test('dated entries with job titles under no heading are read as roles, schooling among them as education', () => {
    const { data } = structureCv([
      plainLine('Mara Lindqvist', { size: 2, bold: true }),
      plainLine('mara@example.org'),
      // A key-value row under the header ends it; the career's heading, printed sideways, never reached the text.
      { ...plainLine('Tools: | Airflow, Kafka'), cells: [{ text: 'Tools:', x: 100 }, { text: 'Airflow, Kafka', x: 160 }] },
      plainLine('Data Engineer (Fjord Analytics AB) | 2019 - now', { gapBefore: true }),
      plainLine('Built the nightly loads'),
      plainLine('Wrote the data contracts'),
      plainLine('Software Developer (Skerry Systems) | 2016 - 2019'),
      plainLine('Kept the billing service running'),
      plainLine('Master of Science in Informatics (Uppsala University) | 2014 - 2016'),
      plainLine('Thesis on stream joins'),
    ]);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.current])).toEqual([
      ['Data Engineer', 'Fjord Analytics AB', '2019', true],
      ['Software Developer', 'Skerry Systems', '2016', false],
    ]);
    expect(data.education.map((e) => e.institution)).toEqual(['Uppsala University']);
  });
});

describe("a point's second paragraph", () => {
  test('a plain line level with points that wrap flush under their first letter goes on the point, full stop or not', () => {
    const lines = [
      plainLine('Platform Engineer | Lumen Freight | 2019 - 2022', { bold: true }),
      plainLine('Rebuilt the tracking service for every depot.', { bullet: true, x: 60 }),
      plainLine('Written in Go with Postgres and Redis, and load-tested', { x: 60 }),
      plainLine('every week against the busiest day.', { x: 60, wrap: 2 }),
      plainLine('Ran the on-call rota for the platform team and wrote', { bullet: true, x: 60 }),
      plainLine('its runbooks.', { x: 60, wrap: 2 }),
    ];
    const [role] = parseRoles(lines, new Placement());
    expect(role!.highlights).toEqual([
      'Rebuilt the tracking service for every depot. Written in Go with Postgres and Redis, and load-tested every week against the busiest day.',
      'Ran the on-call rota for the platform team and wrote its runbooks.',
    ]);
  });
});

describe('a dash in the header line above the dates', () => {
  test('keeps the part whole unless it parts a title from an employer', () => {
    const role = (above: string, dated: string) => heads([plainLine(above, { bold: true }), plainLine(dated), plainLine('Did the work.', { bullet: true })])[0]!.slice(0, 2);
    expect(role('Northern Rail Authority - Signalling Division | Leeds, UK', 'Systems Engineer | Mar 2020 – Present')).toEqual([
      'Systems Engineer',
      'Northern Rail Authority - Signalling Division',
    ]);
    expect(role('Junior Analyst — Field Data Quality', 'Ordnance Maps Ltd | York, UK | Jan 2018 – Feb 2020')).toEqual([
      'Junior Analyst — Field Data Quality',
      'Ordnance Maps Ltd',
    ]);
    expect(role('Graduate Engineer – Hollis Bridges Ltd', 'Apr 2017 – Dec 2017')).toEqual(['Graduate Engineer', 'Hollis Bridges Ltd']);
    // With no place cell, a dash before a town still parts the employer from it.
    expect(role('Kestrel Freight — Halifax', 'Data Engineer | 2019 – 2021')[1]).not.toContain('Halifax');
  });
});

describe('a research post named with its supervisor', () => {
  test("', advised by Prof. …' after the group is no part of the header", () => {
    const lines = [
      plainLine('Streaming Joins Prototype | 2022/01 — 2022/06', { bold: true }),
      plainLine('Tidewater Systems Lab, supervised by Professor Ada Quill | Bristol, UK'),
      plainLine('Built a join operator over event streams.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Streaming Joins Prototype', 'Tidewater Systems Lab', 'Jan 2022', 'Jun 2022']]);
  });
});

describe('positions held, listed under a heading that is no career section', () => {
  // Lines in the looks of a PDF: the heading face, the role header faces, the body face.
  const heading = (text: string) => plainLine(text, { bold: true, size: 1.4, style: 'h', gapBefore: true });
  const employer = (text: string) => plainLine(text, { bold: true, style: 'org' });
  const dated = (text: string) => plainLine(text, { style: 'post' });
  const point = (text: string) => plainLine(text, { bullet: true, style: 'body' });

  test("an entry set in the look of the CV's role headers is a role; an award or a talk in another look, or a one-liner, is not", () => {
    const { data } = structureCv([
      heading('Experience'),
      employer('Lumen Freight'),
      dated('Platform Engineer | 2019 - 2022'),
      point('Rebuilt the tracking service.'),
      employer('Harbour Analytics'),
      dated('Data Analyst | 2016 - 2019'),
      point('Cleaned the survey tables.'),
      heading('Honours & Activities'),
      employer('Riverbend Food Network'),
      dated('Volunteer Coordinator | 2014 - 2016'),
      point('Ran the weekend collection rota.'),
      plainLine('Dean’s List', { bold: true, style: 'award' }),
      dated('Northbridge University | 2015'),
      point('Top five per cent of the year.'),
      employer('Chess Club'),
      dated('Member | 2012 - 2016'),
      plainLine('Played in the county league.', { style: 'body' }),
    ]);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end, r.highlights])).toEqual([
      ['Platform Engineer', 'Lumen Freight', '2019', '2022', ['Rebuilt the tracking service.']],
      ['Data Analyst', 'Harbour Analytics', '2016', '2019', ['Cleaned the survey tables.']],
      ['Volunteer Coordinator', 'Riverbend Food Network', '2014', '2016', ['Ran the weekend collection rota.']],
    ]);
  });

  test("'Member' names a post only with points under it telling what the member did", () => {
    const { data } = structureCv([
      heading('Experience'),
      employer('Lumen Freight'),
      dated('Platform Engineer | 2019 - 2022'),
      point('Rebuilt the tracking service.'),
      heading('Activities'),
      employer('Northbridge Debating Society'),
      dated('Member & Attendee | 2014 - 2017'),
      point('Organised the spring colloquium on housing policy.'),
      point('Spoke in the regional finals.'),
      employer('Chess Club'),
      dated('Member | 2012 - 2016'),
      plainLine('Played in the county league.', { style: 'body' }),
    ]);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end, r.highlights.length])).toEqual([
      ['Platform Engineer', 'Lumen Freight', '2019', '2022', 1],
      ['Member & Attendee', 'Northbridge Debating Society', '2014', '2017', 2],
    ]);
  });

  test('a post set in another face of the same size and colour is in the look; a weak post word counts with points under it, an honour does not', () => {
    // PDF style keys: the face, then the colour. The activity's post is italic (f6) where the jobs' posts are upright (f5).
    const pdf = (text: string, face: string, hints: Parameters<typeof plainLine>[1] = {}) => plainLine(text, { size: 0.9, style: `${face} #222222`, ...hints });
    const { data } = structureCv([
      heading('Experience'),
      pdf('Lumen Freight | Jan 2020 - May 2022', 'f5'),
      pdf('Platform Engineer | Leeds, UK', 'f5'),
      point('Rebuilt the tracking service.'),
      heading('Extracurricular Activities'),
      pdf('Northbridge Cloud Club | Aug 2018 - Feb 2019', 'f5'),
      pdf('Cloud Ambassador | York, UK', 'f6'),
      point('Ran two workshops on serverless design for first-year students.'),
      pdf('Northbridge School of Management | Jul 2018 - Jul 2018', 'f5'),
      pdf('Finalist in the 2018 Regional Business Challenge Competition', 'f6'),
      point('Pitched a freight-sharing plan to the judges.'),
    ]);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
      ['Platform Engineer', 'Lumen Freight', 'Jan 2020', 'May 2022'],
      ['Cloud Ambassador', 'Northbridge Cloud Club', 'Aug 2018', 'Feb 2019'],
    ]);
  });

  // A CV's one job, so that its role headers have a look for other sections to be read against.
  const oneJob = () => [heading('Experience'), employer('Lumen Freight'), dated('Platform Engineer | 2019 - 2022'), point('Rebuilt the tracking service.')];

  test('a heading joining awards to volunteering: its entries dated by a span that name a post and a body are roles', () => {
    const entry = (text: string) => plainLine(text, { bold: true, style: 'body' });
    const roles = structureCv([
      ...oneJob(),
      heading('Certifications, Awards, Publications, Volunteering'),
      entry('Paper accepted at the Northern Systems Conference (NSC): | June, 2021'),
      entry('Regional Research Grant: $3,000 | October 2020'),
      entry('Northbridge Robotics Society (NRS): Treasurer | Sep 2019 - Jun 2020'),
      entry('Harbour Code Club for Girls (HCCG): Member/Mentor | Jan 2018 - Mar 2020'),
      entry('Honours College Graduate (BSc): Summa Cum Laude | May 2018'),
    ]).data.roles;
    expect(roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
      ['Platform Engineer', 'Lumen Freight', '2019', '2022'],
      ['Treasurer', 'Northbridge Robotics Society (NRS)', 'Sep 2019', 'Jun 2020'],
      ['Member/Mentor', 'Harbour Code Club for Girls (HCCG)', 'Jan 2018', 'Mar 2020'],
    ]);
  });

  test('a heading of awards alone keeps its spans: a scholarship held for years is no post', () => {
    const { data } = structureCv([
      ...oneJob(),
      heading('Certifications & Awards'),
      plainLine('Northbridge Robotics Society (NRS): Treasurer | Sep 2019 - Jun 2020', { bold: true, style: 'body' }),
    ]);
    expect(data.roles.map((r) => r.title)).toEqual(['Platform Engineer']);
  });

  test('a post listed after the papers a job produced, dated by a span, is a role; the papers stay', () => {
    const item = (text: string) => plainLine(text, { bullet: true, style: 'body' });
    const { data } = structureCv([
      heading('Previous Experience'),
      item('Press Officer, Harbour Travel Agency, (2018 – 2019).'),
      item('Policy Analyst, Northgate Policy Institute, Leeds and York, (2015 - 2018).'),
      heading('Published papers and reports'),
      item('Water rights in the northern basins, Northgate Policy Institute, 2017.'),
      item('Regional transport after the reform, Journal of Regional Studies, 2016.'),
      item('Press Officer, Lumen Apparel Company, Leeds, (2013 – 2015).'),
    ]);
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
      ['Press Officer', 'Harbour Travel Agency', '2018', '2019'],
      ['Policy Analyst', 'Northgate Policy Institute', '2015', '2018'],
      ['Press Officer', 'Lumen Apparel Company', '2013', '2015'],
    ]);
    expect(data.publications.map((p) => p.title)).toEqual([expect.stringMatching(/^Water rights/), expect.stringMatching(/^Regional transport/)]);
  });

  test('a semicolon parts a header as a comma does', () => {
    const lines = [plainLine('Christmas Volunteer; Northbridge Food Bank | Dec 2015 – Jan 2016', { bold: true }), plainLine('Wrapped presents for the children.')];
    expect(heads(lines)).toEqual([['Christmas Volunteer', 'Northbridge Food Bank', 'Dec 2015', 'Jan 2016']]);
  });
});

describe('points printed with no glyphs', () => {
  test('three lines or more, each one sentence closed by its stop, are points; a paragraph whose sentences run on is the summary', () => {
    const lines = [
      plainLine('Software Engineer | August 2018 - Present', { bold: true }),
      plainLine('Tidewater Freight | Leeds, UK'),
      plainLine('Managed the backend services for the checkout.'),
      plainLine('Cut the error rate in the logs by a fifth.'),
      plainLine('Reduced losses to fraud with new business rules.'),
      plainLine('Data Analyst | 2015 - 2018', { bold: true }),
      plainLine('Harbour Analytics | York, UK'),
      plainLine('Built the reporting pipeline for the sales team and'),
      plainLine('moved it onto the cloud.', { wrap: 2 }),
      plainLine('Trained two juniors.'),
      plainLine('Ran the weekly data review with the directors.'),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => r.highlights)).toEqual([
      ['Managed the backend services for the checkout.', 'Cut the error rate in the logs by a fifth.', 'Reduced losses to fraud with new business rules.'],
      [],
    ]);
    expect(roles[1]!.summary).toContain('Built the reporting pipeline');
  });
});

describe('points whose glyphs are drawings', () => {
  test('two paragraphs or more set deeper than the header, each starting afresh, are points; one paragraph alone is the summary', () => {
    const lines = [
      plainLine('Full-Stack Developer (Freelance)', { bold: true, x: 35 }),
      plainLine('March 2025 - June 2025', { x: 35 }),
      plainLine('Developed a booking site with PHP and MySQL, with user accounts and an', { x: 72 }),
      plainLine('admin panel for the owner.', { x: 72, wrap: 2 }),
      plainLine('Deployed it with SSL and a custom domain.', { x: 72 }),
      plainLine('Frontend Developer (Freelance)', { bold: true, x: 35 }),
      plainLine('January 2025 - March 2025', { x: 35 }),
      plainLine('Designed a landing page for a health-tech startup and raised its sign-up rate by a third.', { x: 72 }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => r.highlights)).toEqual([
      ['Developed a booking site with PHP and MySQL, with user accounts and an admin panel for the owner.', 'Deployed it with SSL and a custom domain.'],
      [],
    ]);
    expect(roles[1]!.summary).toContain('Designed a landing page');
  });

  test('where two roles or more set their points so, one paragraph at their level is a point too; nine points in is deeper', () => {
    const role = (title: string, dates: string, points: string[], x = 72) => [
      plainLine(title, { bold: true, x: 35 }),
      plainLine(dates, { x: 35 }),
      ...points.map((point) => plainLine(point, { x })),
    ];
    const lines = [
      ...role('Full-Stack Developer (Freelance)', 'March 2025 - June 2025', ['Developed a booking site with PHP and MySQL.', 'Deployed it with SSL and a custom domain.']),
      ...role('Frontend Developer (Freelance)', 'January 2025 - March 2025', ['Designed a landing page for a health-tech startup.', 'Raised its sign-up rate by a third.']),
      ...role('Fitness App (Freelance)', 'May 2024 - December 2024', ['Designing an app offering workouts, meal plans and mood tracking.']),
    ];
    expect(parseRoles(lines, new Placement()).map((r) => [r.summary, r.highlights.length])).toEqual([
      ['', 2],
      ['', 2],
      ['', 1],
    ]);
    // A narrow column's list, its drawn bullets nine points in from the header.
    const narrow = role('Treasurer, First Aid Society', '2016 - 2018', ['Produced equipment recommendations.', 'Supported the committee with financial documents.'], 44);
    expect(parseRoles(narrow, new Placement()).map((r) => r.highlights)).toEqual([['Produced equipment recommendations.', 'Supported the committee with financial documents.']]);
  });
  test("the employer's web address under the header, behind a link icon, is no bullet: the drawn list's points stay points", () => {
    const role = (employer: string, title: string, dates: string, site: string, points: string[]) => [
      plainLine(`${employer}  ${dates}`, { bold: true, x: 212 }),
      plainLine(title, { x: 212 }),
      plainLine(site, { x: 212, bullet: true }),
      ...points.map((point) => plainLine(point, { x: 228 })),
    ];
    const lines = [
      ...role('Northwind Studio', 'Senior Web Developer', 'January 2019 to Present', 'https://northwind.example/', [
        'Led the redesign of the booking site, lifting repeat visits by a quarter.',
        'Built a component library shared by three product teams.',
      ]),
      ...role('Harbour Apps', 'Web Developer', 'June 2016 to December 2018', 'https://harbourapps.example/', [
        'Moved the payments flow to a hosted checkout.',
        'Cut the page load time of the catalogue by 30%.',
      ]),
    ];
    expect(parseRoles(lines, new Placement()).map((r) => [r.summary, r.highlights.length])).toEqual([
      ['', 2],
      ['', 2],
    ]);
  });
});

describe('the one role of a short career', () => {
  test("'Title – Employer | 2019' alone in the section, its points under it, is a role", () => {
    const lines = [
      plainLine('Claims Administrator – Riverside Benefit Partners | 2019'),
      plainLine('Handled over a thousand claims', { bullet: true }),
      plainLine('Answered members’ questions', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Claims Administrator', 'Riverside Benefit Partners', '2019', '2019']]);
  });

  test('a lone line with a year and no post named, or no points under it, is none', () => {
    expect(heads([plainLine('Riverside Benefit Partners | 2019'), plainLine('Handled claims', { bullet: true })])).toEqual([]);
    expect(heads([plainLine('Claims Administrator – Riverside Benefit Partners | 2019'), plainLine('Handled over a thousand claims for members.')])).toEqual([]);
  });
});

describe('the employer line under a dated title', () => {
  test('a body and its branch parted by a dash stay one employer; a town after the dash is the place', () => {
    const lines = [
      plainLine('Junior Analyst | Summer 2009', { bold: true }),
      plainLine('Government of Northshire – Department of Culture'),
      plainLine('Compiled the yearly reviews of two museums', { bullet: true }),
      plainLine('Machine Learning Intern | June 2018 - August 2018', { bold: true }),
      plainLine('Lumen Robotics – Helsinki, Finlande'),
      plainLine('Trained a depth model for the simulator', { bullet: true }),
      plainLine('Support Analyst | 2016 - 2017', { bold: true }),
      plainLine('Harbour Systems - Leeds'),
      plainLine('Answered the service desk', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Junior Analyst', 'Government of Northshire – Department of Culture', '2009', '2009'],
      ['Machine Learning Intern', 'Lumen Robotics', 'Jun 2018', 'Aug 2018'],
      ['Support Analyst', 'Harbour Systems', '2016', '2017'],
    ]);
  });
});

describe('a bracket after the employer', () => {
  const role = (header: string) => [plainLine(header, { bold: true }), plainLine('Did the work', { bullet: true })];
  test('after one employer of three or more it is part of the name; where every role prints one it is the place', () => {
    const brand = [...role('Senior Engineer, Harbour Foods (Quaymart) | 2020 - 2023'), ...role('Engineer, Northwind Freight | 2017 - 2020'), ...role('Intern, Lumen Labs | 2016 - 2017')];
    expect(heads(brand).map(([, company]) => company)).toEqual(['Harbour Foods (Quaymart)', 'Northwind Freight', 'Lumen Labs']);
    const towns = [...role('Senior Engineer, Harbour Foods (Dunmore) | 2020 - 2023'), ...role('Engineer, Northwind Freight (Ashby) | 2017 - 2020'), ...role('Intern, Lumen Labs (Corley) | 2016 - 2017')];
    expect(heads(towns).map(([, company]) => company)).toEqual(['Harbour Foods', 'Northwind Freight', 'Lumen Labs']);
    const remote = [...role('Senior Engineer, Harbour Foods (Remote) | 2020 - 2023'), ...role('Engineer, Northwind Freight | 2017 - 2020'), ...role('Intern, Lumen Labs | 2016 - 2017')];
    expect(heads(remote).map(([, company]) => company)).toEqual(['Harbour Foods', 'Northwind Freight', 'Lumen Labs']);
  });
});

describe('a title set in a little under the dated employer line', () => {
  test("'EMPLOYER | Town, Country | dates' over an indented title, the points set in further", () => {
    const cell = (text: string, x: number) => ({ text, x });
    const header = (company: string, place: string, dates: string) => ({
      ...plainLine(`${company} | ${place} | ${dates}`, { x: 64 }),
      cells: [cell(company, 64), cell(place, 380), cell(dates, 470)],
    });
    const lines = [
      header('BRIGHTWATER FOODS', 'Leeds, UK', 'Oct 2018 – Apr 2020'),
      plainLine('Operations Analyst', { x: 74 }),
      plainLine('Kept the order database tidy and fast.', { bullet: true, x: 111 }),
      plainLine('Wrote the weekly stock report.', { bullet: true, x: 111 }),
      header('NORTHGATE SUPPLY', 'York, UK', 'Jan 2017 – Sep 2018'),
      plainLine('Warehouse Coordinator', { x: 76 }),
      plainLine('Planned the loading rota.', { bullet: true, x: 111 }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.company.toUpperCase(), r.start, r.end])).toEqual([
      ['Operations Analyst', 'BRIGHTWATER FOODS', 'Oct 2018', 'Apr 2020'],
      ['Warehouse Coordinator', 'NORTHGATE SUPPLY', 'Jan 2017', 'Sep 2018'],
    ]);
    expect(roles.map((r) => r.highlights.length)).toEqual([2, 1]);
  });

  test('a line set in as far as the points is the role text, not its title', () => {
    const lines = [
      { ...plainLine('BRIGHTWATER FOODS | Oct 2018 – Apr 2020', { x: 64 }), cells: [{ text: 'BRIGHTWATER FOODS', x: 64 }, { text: 'Oct 2018 – Apr 2020', x: 470 }] },
      plainLine('Operations Analyst', { x: 64 }),
      plainLine('Looked after stock', { x: 111 }),
      plainLine('Kept the order database tidy and fast.', { bullet: true, x: 111 }),
    ];
    const [role] = parseRoles(lines, new Placement());
    expect(role!.title).toBe('Operations Analyst');
    expect(role!.highlights.join(' ')).toContain('Looked after stock');
  });
});

describe('the second header line of a two-column entry', () => {
  test("a name with a short cell in the dates' column under the header is no summary; a sentence there stays text", () => {
    const two = (left: string, right: string, rightX: number) => ({ ...plainLine(`${left} | ${right}`, { x: 58 }), cells: [{ text: left, x: 58 }, { text: right, x: rightX }] });
    const lines = [
      { ...two('Undergraduate Research Assistant', '2021.12 – 2022.11', 448), bold: true },
      two('Parallel Systems lab, supervised by Prof. Lena Ortiz', 'Northfield University', 440),
      plainLine('Built a GPU pattern-matching engine for large graphs', { x: 58, bullet: true }),
      { ...two('Data Analyst', '2019 - 2020', 470), bold: true },
      plainLine('Ran the weekly sales reporting for the regional stores.', { x: 58 }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.summary, r.highlights.length])).toEqual([
      ['Undergraduate Research Assistant', '', 1],
      ['Data Analyst', 'Ran the weekly sales reporting for the regional stores.', 0],
    ]);
  });
});

describe('the first point under an employer web address behind a link icon', () => {
  test('the point after the address line is kept, not dropped as the rest of a point never read', () => {
    const lines = [
      { ...plainLine('Harbour Analytics | Nov 2022 - Present', { x: 33 }), cells: [{ text: 'Harbour Analytics', x: 33 }, { text: 'Nov 2022 - Present', x: 480 }] },
      { ...plainLine('DATA ENGINEER | Leeds, UK', { x: 33 }), cells: [{ text: 'DATA ENGINEER', x: 33 }, { text: 'Leeds, UK', x: 500 }] },
      // The link icon before the address reads as a bullet glyph.
      plainLine('https://www.harbour-analytics.example/', { x: 33, bullet: true }),
      plainLine('Pipelines: moved the nightly loads to a streaming job, cutting the', { x: 51 }),
      plainLine('delay from a day to minutes.', { x: 51 }),
      plainLine('Mentored two junior engineers.', { x: 51 }),
      { ...plainLine('Quillfeather Ltd | May 2021 - Nov 2022', { x: 33 }), cells: [{ text: 'Quillfeather Ltd', x: 33 }, { text: 'May 2021 - Nov 2022', x: 480 }] },
      { ...plainLine('ANALYST | York, UK', { x: 33 }), cells: [{ text: 'ANALYST', x: 33 }, { text: 'York, UK', x: 500 }] },
      plainLine('https://quillfeather.example/', { x: 33, bullet: true }),
      plainLine('Reports: built the monthly board pack.', { x: 51 }),
    ];
    const roles = parseRoles(lines, new Placement());
    const text = roles.map((r) => [r.summary, ...r.highlights].join(' '));
    expect(text[0]).toContain('Pipelines: moved the nightly loads');
    expect(text[0]).toContain('Mentored two junior engineers.');
    expect(text[1]).toContain('Reports: built the monthly board pack.');
  });
});

describe('a career section read for its header looks first, then for its roles', () => {
  const section = () => [
    plainLine('Backend Developer | Nordwind Logistics GmbH | 2018 - 2020', { bold: true }),
    plainLine('Moved the depot planner to a queue', { bullet: true }),
    plainLine('Data Assistant | Harbour Analytics | 2015 - 2016', { bold: true }),
    plainLine('Cleaned survey tables', { bullet: true }),
  ];
  const alone = () => {
    const placement = new Placement();
    return { roles: parseRoles(section(), placement), placed: placement.used.size };
  };

  test('gives the roles and places the lines as a read of the roles alone does, each role handed out once', () => {
    const lines = section();
    roleHeaderLooks([lines]);
    const placement = new Placement();
    const roles = parseRoles(lines, placement);
    expect({ roles, placed: placement.used.size }).toEqual(alone());
    // Asked again, the lines are read again: no one else is handed the same role objects.
    const again = parseRoles(lines, new Placement());
    expect(again).toEqual(roles);
    expect(again[0]).not.toBe(roles[0]);
  });

  test('a line changed in between is read as it is now', () => {
    const lines = section();
    roleHeaderLooks([lines]);
    lines[2]!.text = 'Data Analyst | Harbour Analytics | 2015 - 2016';
    lines[2]!.cells = [{ text: lines[2]!.text, x: 0 }];
    expect(parseRoles(lines, new Placement()).map((r) => r.title)).toEqual(['Backend Developer', 'Data Analyst']);
  });
});

describe('a timeline of dated marks', () => {
  test("'M/YYYY Post @Employer' marks are roles dated from then; events and degrees between them are no text of theirs", () => {
    const lines = [
      plainLine('3/2021 Hackathon Finals', { gapBefore: true }),
      plainLine('2/2020 Backend Developer @Tidewater', { gapBefore: true }),
      plainLine('6/2019 Summer School'),
      plainLine('9/2017 Research Assistant @KTH', { gapBefore: true }),
      plainLine('7/2017 B.Sc. Graduation', { gapBefore: true }),
      plainLine('5/2015 Lab Helper @KTH', { gapBefore: true }),
    ];
    const roles = parseRoles(lines, new Placement());
    expect(roles.map((r) => [r.title, r.company, r.start, r.end])).toEqual([
      ['Backend Developer', 'Tidewater', 'Feb 2020', ''],
      ['Research Assistant', 'KTH', 'Sep 2017', ''],
      ['Lab Helper', 'KTH', 'May 2015', ''],
    ]);
    expect(roles.flatMap((r) => [...r.highlights, r.summary].filter(Boolean))).toEqual([]);
  });

  test('an e-mail address or a handle is no employer, and a mark naming no post is no role', () => {
    const lines = [plainLine('5/2016 Startup Weekend'), plainLine('4/2016 Contact jane@example.com'), plainLine('3/2016 Meetup talk')];
    expect(parseRoles(lines, new Placement())).toEqual([]);
  });
});

/** A row of an HTML résumé: employer and dates at the left over the role's text, the title and tag chips at the right. */
function twoColumnRole(employer: string, dates: string[], text: string[], title: string, tags: string[]) {
  return [
    plainLine(employer, { x: 25, size: 1.7, bold: true, gapBefore: true, right: 140 }),
    ...dates.map((d) => plainLine(d, { x: 25, size: 1.5, right: 190 })),
    ...text.map((t, i) => plainLine(t, { x: 25, size: 1.45, right: 280, wrap: i ? 2 : 0 })),
    plainLine(title, { x: 307, size: 1.7, gapBefore: true, right: 480 }),
    ...tags.map((t) => plainLine(t, { x: 308, size: 0.95, right: 560 })),
  ];
}

const twoColumnCareer = [
  ...twoColumnRole('Northwind Freight', ['March 2020 - Present (L5)'], ['Parcel routing for a regional carrier. Led the', 'move of the dispatch service to queues.'], 'Senior Software Engineer', ['Go Kafka Postgres Terraform', 'Agile On call Mentoring']),
  ...twoColumnRole('Brightwell Labs', ['June 2017 - February 2020'], ['Clinical trial start-up. Built the consent forms', 'and their audit trail.'], 'Software Engineer', ['TypeScript React Node.js']),
  ...twoColumnRole('Harbour County Council', ['Summer 2016'], ['Planning department. Digitised the permit archive.'], 'Software Intern', ['Python SQL Server']),
];

describe('a role header set in two columns', () => {
  test('the title beside the text is the title, a lone season in the dates’ type dates a role, a note after the dates is no part, and the chips are no text', () => {
    const roles = parseRoles(twoColumnCareer, new Placement());
    expect(roles.map((r) => [r.company, r.title, r.start, r.end, r.current])).toEqual([
      ['Northwind Freight', 'Senior Software Engineer', 'Mar 2020', '', true],
      ['Brightwell Labs', 'Software Engineer', 'Jun 2017', 'Feb 2020', false],
      ['Harbour County Council', 'Software Intern', '2016', '2016', false],
    ]);
    expect(roles[1]!.summary).toBe('Clinical trial start-up. Built the consent forms and their audit trail.');
    expect(roles.flatMap((r) => r.highlights)).toEqual([]);
  });

  test('on a page with no headings at all, the roles under the name are still read as a career', () => {
    const header = [
      plainLine('ana@example.dev', { x: 24 }),
      plainLine('github.com/ana-okafor', { x: 24 }),
      plainLine('Ana Okafor', { x: 175, size: 3.4, bold: true }),
      plainLine('Backend engineer who likes boring, reliable systems', { x: 115, size: 1.7 }),
    ];
    const { data } = structureCv([...header, ...twoColumnCareer]);
    expect(data.roles.map((r) => [r.company, r.title])).toEqual([
      ['Northwind Freight', 'Senior Software Engineer'],
      ['Brightwell Labs', 'Software Engineer'],
      ['Harbour County Council', 'Software Intern'],
    ]);
    expect(data.email).toBe('ana@example.dev');
  });
});

describe('an employer set larger over several posts', () => {
  test("'Title, Team' lines under it stay whole titles, and each post is held at that employer", () => {
    const lines = [
      plainLine('HALDANE & WREN BANK', { size: 1.2, bold: true }),
      plainLine('Associate, Payments Engineering', { size: 1.1, bold: true }),
      plainLine('Jan 2021 - Aug 2022 | Leeds, UK', { bold: true }),
      plainLine('Rebuilt the settlement batch as a stream', { bullet: true, x: 10 }),
      plainLine('Analyst, Payments Engineering', { size: 1.1, bold: true }),
      plainLine('Jan 2019 - Jan 2021 | Leeds, UK', { bold: true }),
      plainLine('Wrote the reconciliation reports', { bullet: true, x: 10 }),
      plainLine('MOORFIELD ROBOTICS', { size: 1.2, bold: true, gapBefore: true }),
      plainLine('Firmware Engineer', { size: 1.1, bold: true }),
      plainLine('Jun 2016 - Dec 2018 | Sheffield, UK', { bold: true }),
      plainLine('Drove the motor controller bring-up', { bullet: true, x: 10 }),
    ];
    expect(heads(lines).map(([title, company]) => [title, company?.toUpperCase()])).toEqual([
      ['Associate, Payments Engineering', 'HALDANE & WREN BANK'],
      ['Analyst, Payments Engineering', 'HALDANE & WREN BANK'],
      ['Firmware Engineer', 'MOORFIELD ROBOTICS'],
    ]);
  });
});

describe('dates printed in brackets with where the post was', () => {
  test("'Title (Place / dates)' under the employer: the place goes with the dates", () => {
    const lines = [
      plainLine('Harbour Analytics'),
      plainLine('Data Engineer (Leeds / Mar 2019 – Present)'),
      plainLine('Moved the nightly loads to streaming.', { bullet: true }),
      plainLine('Lumen Freight', { gapBefore: true }),
      plainLine('Support Analyst (Remote | Jan 2016 – Feb 2019)'),
      plainLine('Answered the tickets of the depot staff.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Data Engineer', 'Harbour Analytics', 'Mar 2019', ''],
      ['Support Analyst', 'Lumen Freight', 'Jan 2016', 'Feb 2019'],
    ]);
  });

  test('a bracket naming the employer beside the dates keeps it', () => {
    const lines = [
      plainLine('Backend Developer (Nordwind Logistics GmbH / 2018 – 2020)', { bold: true }),
      plainLine('Moved the depot planner to a queue', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Backend Developer', 'Nordwind Logistics GmbH', '2018', '2020']]);
  });
});

describe("a company's legal form after a comma", () => {
  test("'Title, Employer, Inc.' is one post and one employer, its legal form kept", () => {
    const lines = [
      plainLine('Hydraulic Engineer, Riverstone Consultants, Inc. | 2008 – 2013', { bold: true }),
      plainLine('Modelled historic flows.', { bullet: true }),
      plainLine('Data Analyst, Harbour Trading Co., Ltd. | 2005 – 2008', { bold: true }),
      plainLine('Cleaned the survey tables.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Hydraulic Engineer', 'Riverstone Consultants, Inc.', '2008', '2013'],
      ['Data Analyst', 'Harbour Trading Co., Ltd.', '2005', '2008'],
    ]);
  });
});

describe('one post held in two spells', () => {
  test('dates of two spells on the header line: the post runs from the first start to the later end', () => {
    const lines = [
      plainLine('Undergraduate Tutor | Feb. 2021 – June 2021 and Sep. 2021 – Present', { bold: true }),
      plainLine('Northbridge University | Leeds, UK'),
      plainLine('Held weekly tutoring sessions.', { bullet: true }),
      plainLine('Lab Demonstrator | 2016 – 2017, 2018 – 2019', { bold: true }),
      plainLine('Northbridge University | Leeds, UK'),
      plainLine('Ran the first-year circuits labs.', { bullet: true }),
    ];
    expect(parseRoles(lines, new Placement()).map((r) => [r.title, r.start, r.end, r.current])).toEqual([
      ['Undergraduate Tutor', 'Feb 2021', '', true],
      ['Lab Demonstrator', '2016', '2019', false],
    ]);
  });
});

describe('the title named by its label under the dates', () => {
  test("'Role: …' under the dates is the title; the line over them the employer, not the last point of the role before", () => {
    const lines = [
      plainLine('Harbour Analytics / Lumen Group', { bold: true, gapBefore: true }),
      plainLine('01.09.2022 – 30.11.2024'),
      plainLine('Role: Team leader / Senior developer'),
      plainLine('Led the rebuild of the listings app.', { bullet: true }),
      plainLine('Nordwind Logistics', { bold: true, gapBefore: true }),
      plainLine('05.05.2021 – 29.04.2022'),
      plainLine('Role: Front-end developer'),
      plainLine('Built the card ordering flow.', { bullet: true }),
    ];
    expect(parseRoles(lines, new Placement()).map((r) => [r.title, r.company, r.start, r.end, r.highlights])).toEqual([
      ['Team leader / Senior developer', 'Harbour Analytics / Lumen Group', 'Sep 2022', 'Nov 2024', ['Led the rebuild of the listings app.']],
      ['Front-end developer', 'Nordwind Logistics', 'May 2021', 'Apr 2022', ['Built the card ordering flow.']],
    ]);
  });
});

describe('a name after a comma shaped like a town but naming no place', () => {
  test('a team or field after the title, or a name run together after the employer, stays; a town goes', () => {
    const lines = [
      plainLine('Lumen Search — Machine Learning Engineer, Geo Targeting | 2021 – Present', { bold: true }),
      plainLine('Built the targeting models.', { bullet: true }),
      plainLine('Tidewater Labs — Research Engineer, AlphaZero | 2019 – 2021', { bold: true }),
      plainLine('Tuned the self-play agents.', { bullet: true }),
      plainLine('Harbour Analytics, Mountain View — Data Analyst | 2016 – 2019', { bold: true }),
      plainLine('Cleaned the survey tables.', { bullet: true }),
    ];
    expect(heads(lines).map(([title, company]) => [title, company])).toEqual([
      ['Machine Learning Engineer, Geo Targeting', 'Lumen Search'],
      ['Research Engineer, AlphaZero', 'Tidewater Labs'],
      ['Data Analyst', 'Harbour Analytics'],
    ]);
  });
});

describe('roles printed with no dates, told by their look', () => {
  // An awesome-cv-like entry: the employer and its place in a face of their own, a shade smaller than the text, the post
  // under it in small capitals, then the points.
  const employer = { style: 'sans-bold #333333', size: 0.9 };
  const post = { style: 'sans #5d5d5d', size: 0.8 };
  const body = { style: 'serif #000000' };
  const entry = (head: string, title: string, points: string[]) => [
    plainLine(head, employer),
    plainLine(title, post),
    ...points.map((p) => plainLine(p, { ...body, bullet: true })),
  ];

  test('a header look repeated over bullets heads each role; a place with its way of working is no employer', () => {
    const lines = [
      ...entry('Quayline Robotics | Leeds, UK', 'EMBEDDED SOFTWARE DEVELOPER', ['Wrote the motor control firmware in Rust.', 'Cut boot time by half.']),
      ...entry('Harbour Analytics | London, UK (Virtual)', 'DATA ENGINEER', ['Moved the nightly loads to Airflow and dbt.']),
      ...entry('University of Northfield | Northfield, UK', 'RESEARCH ASSISTANT', ['Counted birds in drone images with a detector.']),
    ];
    expect(heads(lines)).toEqual([
      ['Embedded Software Developer', 'Quayline Robotics', '', ''],
      ['Data Engineer', 'Harbour Analytics', '', ''],
      ['Research Assistant', 'University of Northfield', '', ''],
    ]);
  });

  test('a look heading one entry alone is no role header', () => {
    const lines = [
      ...entry('Quayline Robotics | Leeds, UK', 'EMBEDDED SOFTWARE DEVELOPER', ['Wrote the motor control firmware in Rust.']),
      plainLine('Also contributed to several open source robotics libraries.', { ...body, bullet: true }),
    ];
    expect(heads(lines)).toEqual([]);
  });
});

describe('headers that open on their dates', () => {
  test("a role of one year ('2019 – Employer – Title') among headers opening on a range", () => {
    const lines = [
      plainLine('2020 – 2023 (3 years) – Lindqvist Robotics – Firmware Engineer', { bold: true }),
      plainLine('Wrote the motor controller drivers and their test rig.'),
      plainLine('2019 (8 months) – Harbourside Labs – Junior Developer', { bold: true }),
      plainLine('Kept the booking service running.'),
      plainLine('2017 – 2018 – Ostrava Metals – Intern', { bold: true }),
      plainLine('Catalogued the plant sensors.'),
    ];
    expect(heads(lines)).toEqual([
      ['Firmware Engineer', 'Lindqvist Robotics', '2020', '2023'],
      ['Junior Developer', 'Harbourside Labs', '2019', '2019'],
      ['Intern', 'Ostrava Metals', '2017', '2018'],
    ]);
  });

  test('a line of the text opening on a year is no header, nor is one in another type', () => {
    const lines = [
      plainLine('2020 – 2023 – Lindqvist Robotics – Firmware Engineer', { bold: true }),
      plainLine('2021: moved the fleet to the new controller board.'),
      plainLine('2019 – Harbourside Labs – Junior Developer'),
      plainLine('2017 – 2018 – Ostrava Metals – Intern', { bold: true }),
    ];
    expect(heads(lines).map(([title]) => title)).toEqual(['Firmware Engineer', 'Intern']);
  });
});

describe("a table printing each field of an entry in a row, its label in the first cell", () => {
  const labelled = (label: string, value: string, hints: Partial<ReturnType<typeof plainLine>> = {}) => ({
    ...plainLine(`${label} | ${value}`, { x: 140, ...hints }),
    cells: [{ text: label, x: 140 }, { text: value, x: 200 }],
  });

  test("'Position ‖ Title – dates' over 'Employer ‖ Name' and 'Description ‖ text'", () => {
    const lines = [
      labelled('Position', 'Integration Engineer - 2019/Mar to Current'),
      labelled('Employer', 'Tallgrass Freight'),
      labelled('Description', 'Ran the carrier integrations and their monitoring for the dispatch team.'),
      labelled('Position', 'Support Analyst - 2016/Sep to 2019/Feb', { gapBefore: true }),
      labelled('Employer', 'Quayside Insurance'),
      labelled('Description', 'Answered broker tickets and wrote the runbooks for the claims portal.'),
    ];
    expect(parseRoles(lines, new Placement()).map((r) => [r.title, r.company, r.start, r.end, r.summary])).toEqual([
      ['Integration Engineer', 'Tallgrass Freight', 'Mar 2019', '', 'Ran the carrier integrations and their monitoring for the dispatch team.'],
      ['Support Analyst', 'Quayside Insurance', 'Sep 2016', 'Feb 2019', 'Answered broker tickets and wrote the runbooks for the claims portal.'],
    ]);
  });

  test("one label-like word alone is a name: a template's 'Company ‖ City, Country' under the title", () => {
    const lines = [
      plainLine('2015/07–2017/03 | Embedded System Design', { bold: true }),
      { ...plainLine('Company | City, Country'), cells: [{ text: 'Company', x: 160 }, { text: 'City, Country', x: 230 }] },
      plainLine('Circuit design and C programming', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Embedded System Design', 'Company', 'Jul 2015', 'Mar 2017']]);
  });

  test('a first cell that labels nothing stays part of the header', () => {
    const lines = [
      { ...plainLine('Northwind Bank | Teller | 2018 – 2020'), cells: [{ text: 'Northwind Bank', x: 0 }, { text: 'Teller', x: 200 }, { text: '2018 – 2020', x: 400 }] },
      plainLine('Balanced the tills.', { bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Teller', 'Northwind Bank', '2018', '2020']]);
  });
});

describe('the employer set apart over the dated title', () => {
  test("the last line of the role before, in the text's look, is no part of the next header", () => {
    const head = { size: 1.22, style: 'g_d0_f1 #0e4194' };
    const text = (line: string) => plainLine(line, { x: 178, style: 'g_d0_f1 #3f3a38' });
    const employer = (name: string) => plainLine(name, { ...head, x: 36, bold: true });
    const dated = (dates: string, title: string) => ({
      ...plainLine(`${dates} | ${title}`, { ...head, x: 60 }),
      cells: [{ text: dates, x: 60 }, { text: title, x: 178 }],
    });
    const lines = [
      employer('Harbour Analytics'),
      dated('March 2020 - Present', 'Data Engineer'),
      text('Harbour Analytics is a logistics data company in Lisbon.'),
      text('Dev Ops: GitLab Pipelines, Terraform, Docker'),
      employer('Quayside Bank'),
      dated('June 2017 - February 2020', 'Risk Analyst'),
      text('Quayside Bank is a retail bank serving the north coast.'),
      text('Reporting: SAS, Excel, Power BI'),
      employer('Northwind Freight'),
      dated('May 2015 - May 2017', 'Junior Analyst (Logistics)'),
      text('Northwind Freight moves parcels across Iberia.'),
      employer('Lusitania Mutual'),
      dated('May 2013 - April 2015', 'Clerk (Insurance)'),
      text('Kept the claims ledger.'),
    ];
    // The two posts under it, each with a bracket after the title, are what makes the slots compete.
    expect(heads(lines).slice(0, 2)).toEqual([
      ['Data Engineer', 'Harbour Analytics', 'Mar 2020', ''],
      ['Risk Analyst', 'Quayside Bank', 'Jun 2017', 'Feb 2020'],
    ]);
  });
});

describe('dates on a row of their own where the other roles print the title beside them', () => {
  test('the first line under the bare dates is the title, the next the employer', () => {
    const gutter = (dates: string, title?: string) =>
      title
        ? { ...plainLine(`${dates} | ${title}`, { x: 27, size: 1.5 }), cells: [{ text: dates, x: 27 }, { text: title, x: 129 }] }
        : plainLine(dates, { x: 27, size: 1.25 });
    const body = (text: string, size = 1) => plainLine(text, { x: 129, size });
    const lines = [
      gutter('2020', 'SET DESIGNER'),
      body('LYRIC THEATRE', 1.12),
      body('Drew the stage plans for three productions.'),
      gutter('2018 - 2019'),
      body('COSTUME ASSISTANT', 1.5),
      body('HARBOUR OPERA HOUSE', 1.12),
      body('Fitted the chorus costumes before each run.'),
      gutter('2016 - 2018', 'PATTERN CUTTER'),
      body('NORTHGATE TAILORS', 1.12),
      body('Cut the patterns for the bespoke range.'),
    ];
    expect(heads(lines)).toEqual([
      ['Set Designer', 'Lyric Theatre', '2020', '2020'],
      ['Costume Assistant', 'Harbour Opera House', '2018', '2019'],
      ['Pattern Cutter', 'Northgate Tailors', '2016', '2018'],
    ]);
  });
});

describe('a date column set in small capitals', () => {
  test("rows led by a lower-case date cell ('dec/2014 ‖ Volunteer · …') are entries of their own, not prose going on", () => {
    // The text layer gives small capitals in lower case, so each row opens like a sentence carried over.
    const row = (dates: string, rest: string) => ({ ...plainLine(`${dates} | ${rest}`), cells: [{ x: 34, text: dates }, { x: 133, text: rest }], x: 34 });
    const lines = [
      row('since oct/2012', 'Donor · Harbour Medical Aid'),
      row('sep/2013 – aug/2015', 'Volunteer · Riverside Trust · Leeds, UK'),
      row('dec/2014', 'Volunteer · Winter Shelter · Leeds, UK'),
      row('dec/2012', 'Volunteer · Winter Shelter · Leeds, UK'),
    ];
    expect(heads(lines)).toEqual([
      ['Donor', 'Harbour Medical Aid', 'Oct 2012', ''],
      ['Volunteer', 'Riverside Trust', 'Sep 2013', 'Aug 2015'],
      ['Volunteer', 'Winter Shelter', 'Dec 2014', 'Dec 2014'],
      ['Volunteer', 'Winter Shelter', 'Dec 2012', 'Dec 2012'],
    ]);
  });
});
