import { describe, expect, test } from 'vitest';
import { parseCertification, parseCertifications, parseMemberships, parseReferences, parseTextList } from '../../../src/server/cv-parse/structure/lists.ts';
import { parseSkills } from '../../../src/server/cv-parse/structure/skills.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { plainLine } from '../../../src/server/cv-parse/types.ts';

const skills = (lines: ReturnType<typeof plainLine>[]) => parseSkills(lines, new Placement());

describe('skills as real CVs print them', () => {
  test('group labels above their lists are no skills', () => {
    const lines = [
      plainLine('PROGRAMMING', { size: 1.2, bold: true }),
      plainLine('Over 5000 lines:', { bold: true }),
      plainLine('Java • Shell • Python'),
      plainLine('Familiar:', { bold: true }),
      plainLine('AS3 • iOS'),
      plainLine('Softwares', { bold: true }),
      plainLine('FreeSurfer, EEGLAB', { size: 0.82, bold: true }),
    ];
    expect(skills(lines)).toEqual(['Java', 'Shell', 'Python', 'AS3', 'iOS', 'FreeSurfer', 'EEGLAB']);
  });

  test("the raised 'A' of a LaTeX logo and the logo's broken spellings", () => {
    const lines = [plainLine('OCaml • Matlab • LTEX'), plainLine('A', { size: 0.7, x: 146 }), plainLine('XƎLATEX • L•TEX scripts')];
    expect(skills(lines)).toEqual(['OCaml', 'Matlab', 'LaTeX', 'XeLaTeX', 'LaTeX scripts']);
  });

  test("tildes separate; a closing 'and' joins two skills; a full stop ends none", () => {
    expect(skills([plainLine('~ AspectJ ~ Hibernate ~ Gradle')])).toEqual(['AspectJ', 'Hibernate', 'Gradle']);
    expect(skills([plainLine('Rust (6 years), C++, Node.js and Golang')])).toEqual(['Rust', 'C++', 'Node.js', 'Golang']);
    expect(skills([plainLine('Python, pandas, and Seaborn.')])).toEqual(['Python', 'pandas', 'Seaborn']);
    expect(skills([plainLine('Research and Development')])).toEqual(['Research and Development']);
  });
});

describe('references', () => {
  test("referees' details are left out; 'available on request' stays", () => {
    const lines = [plainLine('Prof. Alpha Beta'), plainLine('a.beta@university.edu'), plainLine('Address Line 1'), plainLine('Further references available upon request.')];
    expect(parseReferences(lines, new Placement())).toEqual(['Further references available upon request.']);
  });
});

describe('text lists', () => {
  test("a raised ordinal suffix is no item, a lone date dates the item after it where dates lead; glyph-run lines hold one item per glyph", () => {
    const lines = [
      plainLine('2014 | 1 /50 | Microsoft Coding Competition'),
      plainLine('st', { size: 0.7 }),
      plainLine('2020 – Current'),
      plainLine('Recipe hub: a web app for recipes'),
      plainLine('~ Hiking ~ Cooking ~ Watching South Park'),
    ];
    expect(parseTextList(lines, new Placement())).toEqual(['2014 | 1 /50 | Microsoft Coding Competition', 'Recipe hub: a web app for recipes, 2020 – Current', 'Hiking', 'Cooking', 'Watching South Park']);
  });

  test('a list set in two columns with typed dashes holds one item per cell', () => {
    const lines = [plainLine('Distributed systems | - Competitive programming', { bullet: true }), plainLine('Fantasy & Sci-Fi | - Woodworking', { bullet: true })];
    expect(parseTextList(lines, new Placement())).toEqual(['Distributed systems', 'Competitive programming', 'Fantasy & Sci-Fi', 'Woodworking']);
  });
});

describe('certificate issuers', () => {
  test.each([
    ['AWS Certified Machine Learning – Specialty, Amazon Web Services (Jul 2014)', { name: 'AWS Certified Machine Learning – Specialty', issuer: 'Amazon Web Services', date: 'Jul 2014' }],
    ['Red Hat System Administration II (RH134 - RHA) - Ver. 9.3', { name: 'Red Hat System Administration II (RH134 - RHA) - Ver. 9.3', issuer: '', date: '' }],
    ['TensorFlow for Artificial intelligence, Machine learning and Deep learning', { name: 'TensorFlow for Artificial intelligence, Machine learning and Deep learning', issuer: '', date: '' }],
    ['Foundations of Cloud AI: Concepts, Capabilities, and Design\tOct 2024', { name: 'Foundations of Cloud AI: Concepts, Capabilities, and Design', issuer: '', date: 'Oct 2024' }],
    // A brand set in lower camel case is an issuer's name.
    ['JavaScript Algorithms and Data Structures, freeCodeCamp | Mar 2022', { name: 'JavaScript Algorithms and Data Structures', issuer: 'freeCodeCamp', date: 'Mar 2022' }],
    ['Introduction to Probability, edX', { name: 'Introduction to Probability', issuer: 'edX', date: '' }],
  ])('%s', (text, expected) => {
    expect(parseCertification(text)).toEqual(expected);
  });
});

describe('certificates laid out as blocks', () => {
  const line = (text: string, bullet = false) => plainLine(text, { bullet });

  test('the line under a dated certificate names its issuer, and its bullets describe it', () => {
    const placement = new Placement();
    const lines = [
      line('Social and Behavioral Research Investigators | Sep 2021'),
      line('Citi Program'),
      line('Certifies completion of the human research course', true),
      line('Scrum Master | July 2019'),
      line('Scrum Alliance'),
    ];
    expect(parseCertifications(lines, placement)).toEqual([
      { name: 'Social and Behavioral Research Investigators', issuer: 'Citi Program', date: 'Sep 2021' },
      { name: 'Scrum Master', issuer: 'Scrum Alliance', date: 'Jul 2019' },
    ]);
    expect(placement.has(lines[2]!)).toBe(false);
  });

  test('under an undated bold name, a bold line in smaller type is its issuer; two names in one type are two certificates', () => {
    const lines = [
      plainLine('HYBRID CLOUD NANODEGREE', { bold: true, size: 1.2 }),
      plainLine('Nutanix', { bold: true, size: 1.1 }),
      plainLine('Jan 2021'),
      plainLine('Kubernetes Administrator', { bold: true, size: 1.2 }),
      plainLine('Terraform Associate', { bold: true, size: 1.2 }),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'HYBRID CLOUD NANODEGREE', issuer: 'Nutanix', date: 'Jan 2021' },
      { name: 'Kubernetes Administrator', issuer: '', date: '' },
      { name: 'Terraform Associate', issuer: '', date: '' },
    ]);
  });

  test('a line saying who organised the course names its issuer', () => {
    const lines = [line('Enforcement of Fundamental Rights | Dec 2020'), line('Organised by The Law Learners')];
    expect(parseCertifications(lines, new Placement())).toEqual([{ name: 'Enforcement of Fundamental Rights', issuer: 'The Law Learners', date: 'Dec 2020' }]);
  });

  test('a bulleted list of certificates under an undated label stays a list of certificates', () => {
    const lines = [line('Microsoft'), line('Azure Fundamentals (AZ-900), 2022', true), line('Power BI Data Analyst, 2023', true)];
    expect(parseCertifications(lines, new Placement()).map((c) => c.name)).toEqual(expect.arrayContaining(['Azure Fundamentals (AZ-900)', 'Power BI Data Analyst']));
  });
});

describe('awards with a description under them', () => {
  const row = (cells: Array<[string, number]>, hints: Parameters<typeof plainLine>[1] = {}) => ({
    ...plainLine(cells.map(([t]) => t).join(' | '), { ...hints, x: cells[0]![1] }),
    cells: cells.map(([text, x]) => ({ text, x })),
  });
  test('a smaller, indented or broken-off line under a bulleted or dated award describes it', () => {
    const lines = [
      row([['Undergraduate Researcher Award, Science College', 149], ['May 2005', 500]], { bullet: true }),
      plainLine('For outstanding scientific contributions.', { x: 149, size: 0.86 }),
      row([['International Science Scholarship,', 149], ['Dec 2001', 500]], { bullet: true }),
      plainLine('Global Science Foundation', { x: 149 }),
      row([['2011', 173], ['Postgraduate Scholarship', 230]]),
      plainLine('Awarded to the top student in their final year.', { x: 230 }),
      // An undated award like the others stays an item of its own.
      row([['Best Paper Award', 149], ['2019', 500]]),
      plainLine('Dean’s List', { x: 149 }),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'Undergraduate Researcher Award, Science College | May 2005 For outstanding scientific contributions.',
      'International Science Scholarship, | Dec 2001 Global Science Foundation',
      '2011 | Postgraduate Scholarship Awarded to the top student in their final year.',
      'Best Paper Award | 2019',
      'Dean’s List',
    ]);
  });
});

describe('languages in an additional section', () => {
  test("a 'Languages:' line naming spoken languages goes to languages; one naming programming languages stays", () => {
    const spoken: Array<{ name: string; level: string }> = [];
    const lines = [plainLine('Languages: English (native), French (B2)'), plainLine('Languages: Python, SQL'), plainLine('Hiking')];
    expect(parseTextList(lines, new Placement(), spoken)).toEqual(['Languages: Python, SQL', 'Hiking']);
    expect(spoken).toEqual([
      { name: 'English', level: 'native' },
      { name: 'French', level: 'B2' },
    ]);
  });
});


describe('awards in a certifications list', () => {
  test("an award's header and its points are achievements; a certificate keeps its issuer", () => {
    const lines = [
      plainLine('Dean’s List | Spring 2020, Fall 2021'),
      plainLine('University of Massachusetts, Amherst, MA'),
      plainLine('Qualified with a 3.5 grade-point average or better', { bullet: true }),
      plainLine('Group 2 Social and Behavioral Research Investigators | Sep 2021'),
      plainLine('Citi Program'),
      plainLine('Eagle Scout | July 2019'),
      plainLine('Mayflower Council, Scouts BSA, Canton, MA'),
      plainLine('Led a volunteer project of over 40 hours', { bullet: true }),
      plainLine('AWS Certified Solutions Architect – Amazon Web Services, 2021'),
    ];
    const awards: string[] = [];
    const placement = new Placement();
    expect(parseCertifications(lines, placement, awards)).toEqual([
      { name: 'Group 2 Social and Behavioral Research Investigators', issuer: 'Citi Program', date: 'Sep 2021' },
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', date: '2021' },
    ]);
    expect(awards).toEqual([
      'Dean’s List | Spring 2020, Fall 2021',
      'Qualified with a 3.5 grade-point average or better',
      'Eagle Scout | July 2019',
      'Led a volunteer project of over 40 hours',
    ]);
    // The awarding bodies have no field: they stay for review.
    expect(placement.has(lines[1]!)).toBe(false);
  });
});

test('a date on a line of its own dates the certificate above it and names none', () => {
  const lines = [plainLine('AWS Certified Developer – Amazon Web Services'), plainLine('Issued Jan 2021'), plainLine('Professional Scrum Master I'), plainLine('2019')];
  expect(parseCertifications(lines, new Placement())).toEqual([
    { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: 'Jan 2021' },
    { name: 'Professional Scrum Master I', issuer: '', date: '2019' },
  ]);
});

test("a line of a project's addresses is no detail, and stays for review", () => {
  const lines = [
    plainLine('Recipe hub: a web app for recipes'),
    plainLine('Links https://github.com/jdoe/recipes | https://www.overleaf.com/read/abc'),
    plainLine('Covid-19 tracker: https://jdoe.github.io/tracker'),
    // Addresses the extractor split after their scheme are addresses still.
    plainLine('https://formula1.com https:// teamsite.co.uk'),
    // A bare domain may name the project.
    plainLine('1chooo.com'),
  ];
  const placement = new Placement();
  expect(parseTextList(lines, placement)).toEqual(['Recipe hub: a web app for recipes', 'Covid-19 tracker: https://jdoe.github.io/tracker', '1chooo.com']);
  expect(placement.has(lines[1]!)).toBe(false);
  expect(placement.has(lines[3]!)).toBe(false);
});

test('a membership laid out as a block: the body, its place, then the grade held', () => {
  const lines = [
    plainLine('Joint Society of Earth Scientists and Global Think Tank on Climate Resiliency,'),
    plainLine('North Attleborough, Massachusetts, USA'),
    plainLine('Member | 2009 – Present', { bullet: true }),
    plainLine('Fellow, Royal Statistical Society'),
  ];
  const placement = new Placement();
  expect(parseMemberships(lines, placement)).toEqual([
    { institution: 'Joint Society of Earth Scientists and Global Think Tank on Climate Resiliency', name: 'Member' },
    { institution: 'Royal Statistical Society', name: 'Fellow' },
  ]);
  expect(lines.every((l) => placement.has(l))).toBe(true);
});

test('a bold title and the sentence under it are one achievement; an icon on a line of its own parts nothing', () => {
  const lines = [
    plainLine('Courage I had', { bold: true, x: 389 }),
    plainLine('•', { x: 366, size: 1.6 }),
    plainLine('to take a sinking ship and try to make it', { x: 389 }),
    plainLine('float', { x: 389, wrap: 2 }),
    plainLine('Inspiring women in tech', { bold: true, x: 389 }),
    plainLine('Youngest CEO on Fortune’s list of 50', { x: 389 }),
    plainLine('most powerful women', { x: 389, wrap: 2 }),
    // A list of labels is no sentence: the bold group name stays apart.
    plainLine('Sports', { bold: true, x: 389 }),
    plainLine('Football, Tennis', { x: 389 }),
  ];
  expect(parseTextList(lines, new Placement())).toEqual([
    'Courage I had to take a sinking ship and try to make it float',
    'Inspiring women in tech Youngest CEO on Fortune’s list of 50 most powerful women',
    'Sports',
    'Football, Tennis',
  ]);
});

test('under an undated bold name a plainer line is its issuer; a LinkedIn date line dates it', () => {
  const lines = [
    plainLine('AWS Certified Developer', { bold: true }),
    plainLine('Amazon Web Services'),
    plainLine('Issued Jan 2021 · Credential ID ABC123'),
    plainLine('Google Data Analytics'),
    plainLine('Professional Scrum Master'),
  ];
  expect(parseCertifications(lines, new Placement())).toEqual([
    { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: 'Jan 2021' },
    { name: 'Google Data Analytics', issuer: '', date: '' },
    { name: 'Professional Scrum Master', issuer: '', date: '' },
  ]);
});

describe('items set apart by paragraph spacing', () => {
  const item = (text: string) => plainLine(text, { gapBefore: true });
  test('a line with no space above that goes on in lower case is the item above, wrapped', () => {
    const lines = [
      item('Winning the first rank at the 2012 Creative Arts Festival / fifth grade'),
      item('Winning the best rank at the Sixth Festival of Young Scientists and designing a calculator of the area and circumference'),
      plainLine('of 2013 / sixth grade / at the age of 12'),
      item('Winning the first award at the Math Olympiad in 2013 / sixth grade'),
      item('Qualifying to the second round of the National Olympiad of Physics in 2017'),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'Winning the first rank at the 2012 Creative Arts Festival / fifth grade',
      'Winning the best rank at the Sixth Festival of Young Scientists and designing a calculator of the area and circumference of 2013 / sixth grade / at the age of 12',
      'Winning the first award at the Math Olympiad in 2013 / sixth grade',
      'Qualifying to the second round of the National Olympiad of Physics in 2017',
    ]);
  });

  test('half the lines set apart is spacing enough: a project’s name and part over its description, each block spaced', () => {
    const lines = [
      item('Ticketing Platform'),
      plainLine('Project Lead'),
      item('Led the rebuild of a ticket booking service, cutting checkout time'),
      plainLine('by a third.'),
      item('Fleet Tracker'),
      plainLine('Backend Developer'),
      item('Built a live map of delivery vans for a courier firm, with alerts for'),
      plainLine('late drops.'),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'Ticketing Platform',
      'Project Lead',
      'Led the rebuild of a ticket booking service, cutting checkout time by a third.',
      'Fleet Tracker',
      'Backend Developer',
      'Built a live map of delivery vans for a courier firm, with alerts for late drops.',
    ]);
  });

  test('in a list without paragraph spacing each line stays an item', () => {
    const lines = ['Dean’s List 2019', 'best poster award', 'Chess club captain', 'first prize, hackathon'].map((t) => plainLine(t));
    expect(parseTextList(lines, new Placement())).toHaveLength(4);
  });
});
