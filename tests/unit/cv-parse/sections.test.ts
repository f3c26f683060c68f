import { describe, expect, test } from 'vitest';
import { headingKind, oneSlipApart, splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

describe('headingKind', () => {
  test.each([
    ['Work Experience', 'experience'],
    ['EMPLOYMENT HISTORY', 'experience'],
    ['Career History:', 'experience'],
    ['P R O F E S S I O N A L  E X P E R I E N C E', 'experience'],
    ['Earlier Career', 'earlier'],
    ['Prior Roles', 'earlier'],
    ['Academic Background', 'education'],
    ['Licences & Certifications', 'certifications'],
    ['Professional Qualifications', 'certifications'],
    ['Languages Spoken', 'languages'],
    ['Professional Bodies', 'memberships'],
    ['Papers & Publications', 'publications'],
    ['Interests & Additional Information', 'additional'],
    ['About Me', 'profile'],
    ['Core Competencies', 'skills'],
    ['Career Highlights', 'achievements'],
    ['01. Education', 'education'],
    ['Academic Appointments', 'experience'],
    ['Research Positions', 'experience'],
    ['Non-Executive Roles', 'experience'],
    ['Previous Roles', 'earlier'],
    ['ACADEMIC QUALIFICATIONS', 'education'],
    ['Research', 'experience'],
    ['Compétences', 'skills'],
    ['Langues', 'languages'],
    ['Centres d’intérêt', 'additional'],
    ['PROGRAMMING LANGUAGE', 'skills'],
    ['Languages Known', 'languages'],
    ['Pass Time', 'additional'],
    ['INDUSTRIAL VISITS', 'additional'],
    ['IN-PLANT TRAINING', 'additional'],
    ['Berufserfahrung', 'experience'],
    ['Ausbildung', 'education'],
    ['Idiomas', 'languages'],
    ['Formación académica', 'education'],
    ['Volunteering & Leadership', 'experience'],
    ['Voluntary Work', 'experience'],
    ['Voluntary Activities', 'experience'],
    ['Teaching', 'experience'],
    ['Personal Projects', 'projects'],
    ['Selected Projects', 'projects'],
    ['Open-Source Contributions', 'projects'],
    ['Relevant Coursework', 'coursework'],
    ['Selected Honors', 'achievements'],
    ['Skill Areas', 'skills'],
    ['Leadership Skills', 'skills'],
    ['Professional Experience & Projects', 'experience'],
    ['Published books and journals', 'publications'],
    ['International Project Involvement', 'projects'],
    ['Workshop and Training', 'additional'],
    ['INTERSHIPS AND ACADEMIC SERVICES', 'experience'],
    ['Internship', 'experience'],
    ['Hackathons', 'achievements'],
    ['Honors-Awards', 'achievements'],
    ['Most Proud Of', 'achievements'],
    ['Scholarships and Honours', 'achievements'],
    // Unseen wordings go by their head words.
    ['Extracurricular Activies', 'additional'],
    ['Extra-Curricular', 'additional'],
    ['Academic Honors', 'achievements'],
    ['Scholastic Achievements', 'achievements'],
    ['Scholarships & Prizes', 'achievements'],
    ['Academic Service', 'additional'],
    ['Conferences & Workshops', 'additional'],
    ['Posters', 'publications'],
    ['Conference Proceedings', 'publications'],
    ['Recommendations', 'references'],
    ['Frameworks', 'skills'],
    ['Computer Knowledge', 'skills'],
    ['IT & Programming', 'skills'],
    ['Executive Profile', 'profile'],
    // AltaCV's example and British graduate CVs head their statement 'Career Aims'.
    ['CAREER AIMS', 'profile'],
    ['Personal Data', 'contact'],
    ['Trainings', 'certifications'],
    ["Where I've Worked", 'experience'],
    ['Career Path', 'experience'],
    ['Organizations', 'experience'],
    ['Campus Involvement', 'experience'],
    ['Professional Organizations', 'memberships'],
    // A heading joining two kinds takes the first-named.
    ['Education & Certifications', 'education'],
    ['HONORS, AWARDS & CERTIFICATIONS', 'achievements'],
    ['Skills & Languages', 'skills'],
    ['PROJECTS & OUTSIDE EXPERIENCE', 'projects'],
    ['Projects and Achievements', 'projects'],
    // Languages named beside tools are programming languages.
    ['Recently used languages/technologies', 'skills'],
    ['Languages & Tools', 'skills'],
    ['Languages and framework', 'skills'],
    ['Languages', 'languages'],
    ['Selected Presentations', 'publications'],
    // Common wordings of the usual sections: posts held outside a job, awards by another name, skills as qualities.
    ['COMMUNITY SERVICE', 'experience'],
    ['Community Involvement', 'experience'],
    ['Military Service', 'experience'],
    ['Position of Responsibility', 'experience'],
    ['Teaching Assistantships', 'experience'],
    ['Fellowships', 'achievements'],
    ['Awards & Recognitions', 'achievements'],
    ['Research Grants', 'achievements'],
    ['Skill Highlights', 'skills'],
    ['Core Qualifications', 'skills'],
    ['Personal Qualities', 'skills'],
    ['Personnel Qualities', 'skills'],
    ['Human Language', 'languages'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  test.each([
    'Led a team of 5 engineers',
    'jane@example.com',
    'Acme Ltd | Engineer',
    'WEB DEVELOPER EREVO TECHNOLOGIES',
    // A job title joining two words, the first of which heads a section alone.
    'Software and QA Engineer',
    // 'Freelance' names the employer in a role's header ('2019 | WEB DESIGNER' / 'FREELANCE').
    'FREELANCE',
  ])('%s is not a heading', (text) => {
    expect(headingKind(text)).toBeNull();
  });
});

describe('a heading whose ligature the text layer misnamed', () => {
  test.each([
    ['Cer$fica$ons', 'certifications'],
    ['Educa$on', 'education'],
    ['Publica#ons', 'publications'],
  ])('%s is read with the ligature put back', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });
  test('punctuation that words take is no lost ligature, and a word it spells no heading is none', () => {
    expect(headingKind('Sales/Marketing Director')).toBeNull();
    expect(headingKind('Ma$ter Plan')).toBeNull();
  });
});

describe('oneSlipApart', () => {
  test('one letter changed, added, dropped, or two neighbours swapped', () => {
    expect(oneSlipApart('languege', 'language')).toBe(true);
    expect(oneSlipApart('actvities', 'activities')).toBe(true);
    expect(oneSlipApart('eduaction', 'education')).toBe(true);
    expect(oneSlipApart('experiance', 'experience')).toBe(true);
    expect(oneSlipApart('education', 'education')).toBe(false);
    expect(oneSlipApart('experiense', 'experience')).toBe(true);
    expect(oneSlipApart('exparianse', 'experience')).toBe(false);
    expect(oneSlipApart('education', 'educated')).toBe(false);
  });
});

describe('splitSections', () => {
  test('a heading typed with one slip still heads its section; a plural, singular or word two slips away does not', () => {
    const cv = (heading: string) => ['Jane Example', 'EXPERIENCE', 'Acme | Engineer', heading, 'Russian', 'Ukrainian'].map((t) => plainLine(t));
    expect(splitSections(cv('LANGUEGE')).map((s) => [s.kind, s.heading?.text ?? null])).toEqual([
      ['header', null],
      ['experience', 'EXPERIENCE'],
      ['languages', 'LANGUEGE'],
    ]);
    expect(splitSections(cv('ACTVITIES')).map((s) => s.kind)).toContain('additional');
    expect(splitSections(cv('PRESENTATION')).map((s) => s.kind)).not.toContain('publications');
    expect(splitSections(cv('LANGWEDGE')).map((s) => s.kind)).not.toContain('languages');
  });

  test('groups lines under their headings and keeps the top as the header', () => {
    const lines = ['Jane Example', 'SKILLS', 'Go, SQL', 'Skills: Python', 'EXPERIENCE', 'Acme | Engineer'].map((t) => plainLine(t));
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Jane Example']],
      ['skills', ['Go, SQL', 'Skills: Python']],
      ['experience', ['Acme | Engineer']],
    ]);
  });

  test("'Other: …' among a skills section's category rows is one more category, no section of other details", () => {
    const lines = ['Sam Sample', 'SKILLS', 'Languages: Rust, Elm', 'Other: Terraform, Figma', 'EXPERIENCE', 'Initech | Analyst'].map((t) => plainLine(t));
    expect(splitSections(lines).map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Sam Sample']],
      ['skills', ['Languages: Rust, Elm', 'Other: Terraform, Figma']],
      ['experience', ['Initech | Analyst']],
    ]);
  });

  test.each([
    [
      'a certificate under Certifications',
      ['Certifications', 'Skillshare Course Certificate', 'Completed a course on spreadsheet modelling.', 'Vendor Certifications', 'Azure Fundamentals'],
      'certifications',
    ],
    // An award: 'Merit Scholarship' names one, 'University Prizes' a group.
    ['an award under Awards', ['Awards', 'Merit Scholarship', 'Awarded for academic excellence', 'University Prizes', 'Best Final-Year Project, 2019'], 'achievements'],
  ] as const)('%s, named in the singular, is an entry; a plural group name is a heading', (_, [heading, entry, about, group, item], kind) => {
    const lines = [
      plainLine('Jo Sample'),
      plainLine(heading, { size: 1.5, bold: true, gapBefore: true }),
      plainLine(entry, { bold: true, gapBefore: true }),
      plainLine(about),
      plainLine(group, { bold: true, gapBefore: true }),
      plainLine(item),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text ?? null, s.lines.map((l) => l.text)])).toEqual([
      ['header', null, ['Jo Sample']],
      [kind, heading, [entry, about]],
      [kind, group, [item]],
    ]);
  });

  test('a one-word heading inside a list needs a heading form or a gap above it', () => {
    const lines = [plainLine('SKILLS'), plainLine('Writing'), plainLine('Training'), plainLine('Leadership')];
    const sections = splitSections(lines);
    expect(sections.filter((s) => s.kind !== 'header').map((s) => s.kind)).toEqual(['skills']);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(['Writing', 'Training', 'Leadership']);
  });

  test("'Coding languages' under Skills names a group of skills; a heading of Skills' rank opens Languages", () => {
    const skills = plainLine('SKILLS', { bold: true, gapBefore: true });
    const coding = [skills, plainLine('Coding languages', { bold: true, x: 16 }), plainLine('Python, MATLAB, R', { x: 16 })];
    expect(splitSections(coding).map((s) => s.kind)).toEqual(['header', 'skills']);
    const spoken = [skills, plainLine('Coding languages', { bold: true, x: 16 }), plainLine('English (native), French (B2)', { x: 16 })];
    expect(splitSections(spoken).map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
    const rank = [skills, plainLine('Git, Docker'), plainLine('LANGUAGES', { bold: true, gapBefore: true }), plainLine('Mother tongue: English')];
    expect(splitSections(rank).map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
    const larger = [skills, plainLine('Git, Docker'), plainLine('Languages', { size: 1.5 }), plainLine('Mother tongue: English')];
    expect(splitSections(larger).map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
    const marked = [skills, plainLine('Languages', { bold: true, x: 16 }), plainLine('~ Polish (native) ~ English (fluent)', { x: 16 })];
    expect(splitSections(marked).map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
  });

  test("'Personal' or 'Miscellaneous' a rank below a skills heading names a group of skills; on a heading's own rank, the other details", () => {
    const parent = plainLine('SKILLS & LANGUAGES', { bold: true, size: 1.43, gapBefore: true });
    const group = (name: string, size: number) => [
      parent,
      plainLine(name, { bold: true, size, gapBefore: true }),
      plainLine('Communication, Teamwork, Problem Solving'),
      plainLine('Languages', { bold: true, size, gapBefore: true }),
      plainLine('Norwegian'),
      plainLine('Tools', { bold: true, size, gapBefore: true }),
      plainLine('Git, Jira, Docker'),
    ];
    expect(splitSections(group('Personal', 1.14)).map((s) => s.kind)).toEqual(['header', 'skills', 'skills', 'languages', 'skills']);
    expect(structureCv(group('Miscellaneous', 1.14)).data.skills.map((s) => s.name)).toEqual(['Communication', 'Teamwork', 'Problem Solving', 'Git', 'Jira', 'Docker']);
    // 'Personal' set as large as the heading above it is a section of its own rank: the person's other details.
    expect(splitSections(group('Personal', 1.43)).map((s) => s.kind)).toEqual(['header', 'skills', 'additional', 'languages', 'skills']);
  });

  test("a keyword line at the body's size, set unlike the headings the table knows by name, is an entry's title", () => {
    const heading = (text: string) => plainLine(text, { size: 1.08, gapBefore: true });
    const cv = (title: TextLine) => [
      plainLine('Xiaoyu Example', { size: 2.3, bold: true }),
      heading('EDUCATION'),
      plainLine('Dresden University of Technology | 2017 – 2019'),
      heading('PROJECTS'),
      plainLine('MensaPlus - Dresden Mensa App', { bold: true, size: 1.13 }),
      plainLine('Flutter app for the student canteens', { bullet: true }),
      title,
      plainLine('Master Thesis (Python) | Jul 2018 – Jan 2019'),
      plainLine('Evaluated eight neural machine translation models', { bullet: true }),
      heading('OTHER'),
      plainLine('Basketball, Photography'),
    ];
    const entry = splitSections(cv(plainLine('Translating Natural Language to SPARQL', { bold: true })));
    expect(entry.map((s) => s.kind)).toEqual(['header', 'education', 'projects', 'additional']);
    expect(entry[2]!.lines.map((l) => l.text)).toContain('Translating Natural Language to SPARQL');
    // Set as the named headings are, a keyword heading still opens its section.
    expect(splitSections(cv(heading('LANGUAGES I SPEAK'))).map((s) => s.kind)).toEqual(['header', 'education', 'projects', 'languages', 'additional']);
  });

  test("'Leadership' among the skills in their type is a skill or a group of them; set apart it opens a section of positions", () => {
    const skills = plainLine('SKILLS', { bold: true, size: 1.3, gapBefore: true });
    const cells = (texts: string[]): TextLine => ({ ...plainLine(texts.join(' | ')), cells: texts.map((text, i) => ({ text, x: i * 90 })) });
    const cloud = [skills, cells(['Problem Solving', 'Fast Learner']), cells(['Leadership', 'Autodidact']), plainLine('Teamwork')];
    expect(splitSections(cloud).map((s) => s.kind)).toEqual(['header', 'skills']);
    const labelled = [
      skills,
      plainLine('Engineering: Backend, Cloud Architecture, DevOps', { bullet: true }),
      plainLine('Leadership: Strategic Planning, Project Management, Mentoring', { bullet: true }),
    ];
    expect(splitSections(labelled).map((s) => s.kind)).toEqual(['header', 'skills']);
    const apart = [skills, plainLine('Git, Docker'), plainLine('LEADERSHIP', { bold: true, gapBefore: true }), plainLine('Captain, Chess Club')];
    expect(splitSections(apart).map((s) => s.kind)).toEqual(['header', 'skills', 'experience']);
    const gap = [skills, plainLine('Git, Docker'), { ...cells(['Leadership', 'Captain, Chess Club']), gapBefore: true }];
    expect(splitSections(gap).map((s) => s.kind)).toEqual(['header', 'skills', 'experience']);
  });

  test("a plain 'Detailed achievements:' tight under a role labels its points; with a gap above it opens a section", () => {
    const body = (gapBefore: boolean) => [
      plainLine('EXPERIENCE', { bold: true, size: 1.4, gapBefore: true }),
      plainLine('2012 – Now | Acme Ltd | Analyst'),
      plainLine('Detailed achievements:', { gapBefore }),
      plainLine('Built the risk spreadsheets', { bullet: true }),
    ];
    expect(splitSections(body(false)).map((s) => s.kind)).toEqual(['header', 'experience']);
    expect(splitSections(body(true)).map((s) => s.kind)).toEqual(['header', 'experience', 'achievements']);
  });
});

describe('headings marked by colour, typeface or alignment', () => {
  const ink = 'f1 #1a5fb4';
  const body = 'f1 #000000';
  const text = (t: string, hints = {}) => plainLine(t, { style: body, ...hints });
  const cv = (headingHints: Partial<TextLine>, unknownHints: Partial<TextLine> = headingHints) => [
    text('Jordan Example', { size: 2 }),
    text('jordan@example.com | +44 7700 900123'),
    text('Professional Experience', headingHints),
    text('Senior Data Engineer, Northwind Ltd, 2020 – Present'),
    text('Built a streaming platform processing two billion events a day across three regions.', { bullet: true }),
    text('Education', headingHints),
    text('University of Leeds — BSc Computer Science, 2012 – 2015'),
    text('Community Corps', unknownHints),
    text('Mentor at a weekend coding club for teenagers, 2018 – 2020'),
    text('Honors & Awards', headingHints),
    text('Employee of the Year, 2022'),
  ];
  const kinds = (lines: TextLine[]) => splitSections(lines).map((s) => s.kind);

  test('a heading in the colour only the known headings use opens a section, known by keyword or not', () => {
    expect(kinds(cv({ style: ink, gapBefore: true }))).toEqual(['header', 'experience', 'education', 'other', 'achievements']);
    // The same words in the body's colour are body lines.
    expect(kinds(cv({ style: ink, gapBefore: true }, { style: body, gapBefore: true }))).toEqual(['header', 'experience', 'education', 'achievements']);
  });

  test('a smaller label in the headings\' face, or a title-case one under capital headings, is no heading', () => {
    const caps = cv({ style: ink, gapBefore: true, bold: true });
    for (const i of [2, 5, 9]) caps[i] = { ...caps[i]!, text: caps[i]!.text.toUpperCase(), cells: [{ text: caps[i]!.text.toUpperCase(), x: 0 }] };
    expect(kinds(caps)).toEqual(['header', 'experience', 'education', 'achievements']);
    expect(kinds(cv({ style: ink, gapBefore: true }, { style: ink, size: 0.9 }))).toEqual(['header', 'experience', 'education', 'achievements']);
  });

  test('a smaller keyword line straight under a heading is its first entry, not a heading that empties it', () => {
    const lines = [
      plainLine('Jordan Example', { size: 2 }),
      plainLine('Online Courses', { bold: true, size: 1.33, gapBefore: true }),
      plainLine('Advanced Machine Learning Specialization - HSE', { bold: true, gapBefore: true }),
      plainLine('Bayesian Methods for Machine Learning', { bullet: true }),
      plainLine('Technical Skills', { bold: true, size: 1.33, gapBefore: true }),
      plainLine('Python, SQL'),
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'certifications', 'skills']);
    expect(sections[1]!.lines[0]!.text).toBe('Advanced Machine Learning Specialization - HSE');
  });

  test('a name the table knows, in body type straight under a bold heading, is its first entry; in the headings\' type it opens a section', () => {
    const lines = [
      plainLine('Jordan Example', { size: 2 }),
      plainLine('Experience', { bold: true, size: 1.1, gapBefore: true }),
      plainLine('Baker, Crumbs Ltd, 2019 – 2023'),
      plainLine('Interests/hobbies', { bold: true, size: 1.1, gapBefore: true }),
      plainLine('Programming', { gapBefore: true }),
      plainLine('Reading'),
      plainLine('Astronomy'),
      plainLine('Hobbies', { bold: true, size: 1.1, gapBefore: true }),
      plainLine('Education', { bold: true, size: 1.1, gapBefore: true }),
      plainLine('BSc Physics, Leeds, 2019'),
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'experience', 'additional', 'additional', 'education']);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(['Programming', 'Reading', 'Astronomy']);
  });

  test("a project named like a heading of projects, set smaller than the Projects heading, is one of its entries", () => {
    const lines = [
      plainLine('Jordan Example', { size: 2 }),
      plainLine('Projects', { size: 1.2, gapBefore: true }),
      plainLine('Tide Clock | Python', { bold: true }),
      plainLine('Shows the next tides for any harbour.', { bullet: true }),
      plainLine('Course Projects', { bold: true }),
      plainLine('Compilers, operating systems and networks coursework.', { bullet: true }),
      plainLine('Side Projects', { size: 1.2, gapBefore: true }),
      plainLine('Quiz Cards', { bold: true }),
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'projects', 'projects']);
    expect(sections[1]!.lines.map((l) => l.text)).toContain('Course Projects');
    expect(sections[2]!.heading!.text).toBe('Side Projects');
  });

  test('no look is learnt from headings that share their face and colour with many list items', () => {
    const side = 'f1 #ffffff';
    const lines = [
      text('Jordan Example', { size: 2 }),
      ...['Skills', 'Python', 'SQL', 'Spark', 'Airflow', 'Languages', 'English', 'German', 'Kafka Streams'].map((t) => text(t, { style: side })),
      text('Data engineer with eight years of experience building reliable pipelines for retail and banking clients.'),
      text('Before that, five years of analytics work for a regional bank, building its first reporting warehouse.'),
    ];
    lines[1] = { ...lines[1]!, gapBefore: true };
    lines[6] = { ...lines[6]!, gapBefore: true };
    expect(kinds(lines)).toEqual(['header', 'skills', 'languages']);
  });

  test('an unknown heading over dated entries with points under them holds positions; over dated points, events', () => {
    const h = (t: string) => plainLine(t, { bold: true, size: 1.3, gapBefore: true });
    const entries = [
      plainLine('Founding President | Coffee Society | 2020 – 2023'),
      plainLine('Founded a student group of 200 members', { bullet: true }),
      plainLine('Ran monthly workshops on brewing', { bullet: true }),
      plainLine('Co-Founder | Scaled Ventures | 2017 – 2019'),
      plainLine('Sold refurbished equipment online', { bullet: true }),
    ];
    const events = [
      plainLine('Brain Hack: research reliability | 12/2020 – 01/2021', { bullet: true }),
      plainLine('Imaging workshop | 03/2019 – 04/2019', { bullet: true }),
    ];
    const cv = (body: TextLine[]) => [h('SKILLS'), plainLine('Python, SQL'), h('EDUCATION'), plainLine('BSc Physics'), h('ODDS AND ENDS'), ...body];
    expect(splitSections(cv(entries)).map((s) => s.kind)).toEqual(['header', 'skills', 'education', 'experience']);
    expect(splitSections(cv(events)).map((s) => s.kind)).toEqual(['header', 'skills', 'education', 'other']);
  });

  test('centred headings line up by their middles, not their left edges', () => {
    const centred = (t: string, width: number) => text(t, { bold: true, size: 1.2, gapBefore: true, x: 300 - width / 2, right: 300 + width / 2 });
    const lines = cv({});
    lines[2] = centred('PROFESSIONAL EXPERIENCE', 180);
    lines[5] = centred('EDUCATION', 80);
    lines[7] = centred('COMMUNITY CORPS', 120);
    lines[9] = centred('HONORS & AWARDS', 124);
    expect(kinds(lines)).toEqual(['header', 'experience', 'education', 'other', 'achievements']);
  });
});

describe('the references statement', () => {
  test.each([
    ['References available on request'],
    ['References available upon request.'],
    ['REFERENCES ARE AVAILABLE ON REQUEST'],
    ['Referees available on request'],
  ])('%s at the foot of another section is a section of its own', (statement) => {
    const lines = [plainLine('MEMBERSHIPS'), plainLine('Member – British Computer Society'), plainLine(statement, { gapBefore: true })];
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['memberships', ['Member – British Computer Society']],
      ['references', [statement]],
      ['memberships', []],
    ]);
  });

  test('printed like a heading, it is still the statement, not an empty References heading', () => {
    const sections = splitSections([plainLine('REFERENCES AVAILABLE ON REQUEST', { bold: true, size: 1.2 })]);
    expect(sections.map((s) => [s.kind, s.heading?.text ?? null, s.lines.length])).toEqual([
      ['header', null, 0],
      ['references', null, 1],
    ]);
  });
});

describe('section labels in a margin column', () => {
  const row = (...cells: Array<[string, number]>) => ({
    ...plainLine(cells.map(([t]) => t).join(' | ')),
    cells: cells.map(([text, x]) => ({ text, x })),
    x: cells[0]![1],
  });

  test.each([
    [[['Summary', 43], ['Embedded software engineer with nine years on controllers.', 139]], 'profile'],
    [[['Experience', 43], ['Visteon, Embedded Software Engineer', 139], ['2019 – present', 480]], 'experience'],
    [[['Languages', 43], ['Bulgarian (native), English (fluent)', 139]], 'languages'],
  ] as Array<[Array<[string, number]>, string]>)('%j opens a %s section with the rest as its first line', (cells, kind) => {
    const sections = splitSections([plainLine('Jane Example'), row(...cells)]);
    expect(sections.map((s) => s.kind)).toEqual(['header', kind]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual([cells.slice(1).map(([t]) => t).join(' | ')]);
    expect(sections[1]!.lines[0]!.x).toBe(cells[1]![1]);
  });

  test("a key-value row under the header ('Stack: | Meteor, React') lists skills, and what follows is not the header", () => {
    const sections = splitSections([
      plainLine('Jane Example'),
      row(['Stack:', 43], ['Meteor, React, Bootstrap', 139]),
      row(['Tools:', 43], ['Git, Webstorm', 139]),
      plainLine('Fullstack Engineer (Acme) | 2016 - now'),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'skills', 'other', 'skills', 'other']);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(['Meteor, React, Bootstrap']);
    expect(sections[4]!.lines.map((l) => l.text)).toEqual(['Fullstack Engineer (Acme) | 2016 - now']);
  });

  test("Europass's 'Mother tongue(s)' label opens the languages and stays on its row, as it gives the level", () => {
    const sections = splitSections([plainLine('Jane Example'), row(['Mother tongue(s)', 43], ['English', 139])]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'languages']);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(['Mother tongue(s) | English']);
  });

  test("Europass's personal skills labels open details, their points set with typed dashes; the digital skills grid is no field's", () => {
    const sections = splitSections([
      plainLine('Jane Example'),
      row(['Mother tongue(s)', 43], ['English', 139]),
      row(['Communication skills', 43], ['- team work: I coached my university hockey team', 139]),
      plainLine('- mediating skills: I ran a workshop for youth trainers', { x: 139 }),
      row(['Organisational / managerial skills', 43], ['- I organised a seminar series on research methods', 139]),
      row(['Digital skills', 43], ['SELF-ASSESSMENT', 139]),
      row(['Job-related skills', 43], ['- Good at planning field work', 139]),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'languages', 'additional', 'additional', 'other', 'additional']);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(['- team work: I coached my university hockey team', '- mediating skills: I ran a workshop for youth trainers']);
  });

  test('a list mark printed as a cell of its own is left out, and a labelled entry is not a heading', () => {
    const cells: Array<[string, number]> = [['LANGUAGES', 50], ['■', 141], ['English: Native language.', 149]];
    const sections = splitSections([plainLine('Jane Example'), row(...cells)]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'languages']);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(['English: Native language.']);
  });

  test.each([
    [[['Languages', 0], [': Java, Kotlin, SQL', 56]]],
    [[['Languages', 0], ['Python, Go', 56]]],
    [[['Acme Ltd', 0], ['Engineer', 56]]],
  ] as Array<[Array<[string, number]>]>)('%j is a labelled row, not a section', (cells) => {
    const sections = splitSections([plainLine('SKILLS'), row(...cells)]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'skills']);
  });
});

describe('lower-case phrases', () => {
  test("a bold lower-case phrase holding a keyword ('full experience and projects') is not a heading", () => {
    const lines = [
      plainLine('Jane Example'),
      plainLine('Education', { bold: true, size: 1.2, gapBefore: true }),
      plainLine('full experience and projects', { bold: true }),
      plainLine('Leeds University, BSc Physics, 2019 – 2022'),
    ];
    expect(splitSections(lines).map((s) => s.kind)).toEqual(['header', 'education']);
  });
});

describe('margin labels over several rows', () => {
  const row = (gapBefore: boolean, ...cells: Array<[string, number]>) => ({
    ...plainLine(cells.map(([t]) => t).join(' | '), { gapBefore }),
    cells: cells.map(([text, x]) => ({ text, x })),
    x: cells[0]![1],
  });
  const head = [plainLine('Jane Example'), row(true, ['EDUCATION', 50], ['Leeds University', 150])];

  test("'AWARDS &' over 'SCHOLARSHIPS' is one achievements label; both rows' content opens it", () => {
    const sections = splitSections([
      ...head,
      row(true, ['AWARDS &', 50], ["Dean's List", 150], ['2002 – 2005', 450]),
      row(false, ['SCHOLARSHIPS', 50], ['For a GPA of at least 3.75.', 150]),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'achievements']);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(["Dean's List | 2002 – 2005", 'For a GPA of at least 3.75.']);
  });

  test("'RESEARCH' over 'EXPERIENCE | ■ | title': the glyph cell makes the title a list item", () => {
    const sections = splitSections([
      ...head,
      row(true, ['RESEARCH', 50], ['Institute for Advanced Research', 150]),
      row(false, ['EXPERIENCE', 50], ['■', 140], ['Research Student', 150], ['May 2004 – May 2005', 450]),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'experience']);
    const title = sections[2]!.lines[1]!;
    expect(title.text).toBe('Research Student | May 2004 – May 2005');
    expect(title.bullet).toBe(true);
  });

  test("'LANGUAGES | ■ | English: Native language.' opens a languages section", () => {
    const sections = splitSections([...head, row(true, ['LANGUAGES', 50], ['■', 140], ['English: Native language.', 150])]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'languages']);
    expect(sections[2]!.lines[0]!.text).toBe('English: Native language.');
  });

  test('an unknown label at the margin of the known ones opens a section of its own', () => {
    const sections = splitSections([
      ...head,
      row(true, ['SKILLS', 50], ['Python, SQL', 150]),
      row(true, ['CAMPUS', 50], ['Volunteers Club', 150]),
      row(false, ['ACTIVITIES', 50], ['■', 140], ['President', 150]),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'skills', 'other']);
    expect(sections[3]!.lines.map((l) => l.text)).toEqual(['Volunteers Club', 'President']);
  });

  test('a heading named by a keyword in the content column is a sub-heading of the section it is in', () => {
    const sections = splitSections([
      ...head,
      row(true, ['PUBLICATIONS', 50], ['JOURNALS', 150]),
      plainLine('J. Doe, “On lasers,” Journal of Optics, 2008.', { x: 150 }),
      plainLine('CONFERENCES', { x: 150, bold: true, gapBefore: true }),
      plainLine('J. Doe, “On climate,” in Proceedings of the Laser Symposium, 2007.', { x: 150 }),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'publications']);
    expect(sections[2]!.lines).toHaveLength(4);
  });

  test('two known labels on touching rows stay two sections', () => {
    const sections = splitSections([...head, row(false, ['SKILLS', 50], ['Python, SQL', 150])]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'skills']);
  });
});


describe('coursework', () => {
  test("'Courses:' under a degree is its coursework, not a certificate", () => {
    const lines = ['EDUCATION', 'MSc Computer Science, University of Leeds, 2020 – 2021', 'Courses: Compilers, Distributed Systems'].map((t) => plainLine(t));
    const sections = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'coursework', 'education']);
    expect(structureCv(lines).data.certifications).toEqual([]);
  });

  test('a Coursework section keeps its courses out of the section above', () => {
    const lines = ['EDUCATION', 'BSc Physics, University of Leeds, 2016 – 2019', 'COURSEWORK', 'Quantum Mechanics', 'Optics'].map((t) => plainLine(t));
    const { data, unplaced } = structureCv(lines);
    expect(data.education).toHaveLength(1);
    expect(unplaced).toEqual(['Quantum Mechanics', 'Optics']);
  });
});

describe('projects', () => {
  test('a Projects section becomes additional details', () => {
    const lines = ['EXPERIENCE', 'Acme Ltd | Engineer | 2018 – 2021', 'PROJECTS', 'Mac Setup: a book on setting up a developer machine'].map((t) => plainLine(t));
    expect(structureCv(lines).data.add_details).toEqual(['Mac Setup: a book on setting up a developer machine']);
  });
});

describe('a minor-heading style under role dates', () => {
  test('a bold capitals line right under a date range in Experience is the role, not a heading', () => {
    const bold = { bold: true };
    const lines = [
      plainLine('WORK EXPERIENCE', { bold: true, size: 1.2 }),
      plainLine('01/02/2023 – CURRENT'),
      plainLine('ICT LECTURER BORMI DEGREE COLLEGE', bold),
      plainLine('Taught networking'),
      plainLine('PROJECTS', bold),
      plainLine('Recipe hub'),
      plainLine('HONOURS AND AWARDS', bold),
      plainLine('Science Olympiad'),
    ];
    expect(splitSections(lines).map((s) => s.kind)).toEqual(['header', 'experience', 'projects', 'achievements']);
  });
});

describe('a role header in the type of the section headings', () => {
  // Word and Google Docs CVs often set the headings and each role's first line alike: bold, at the body's size.
  const bold = { bold: true, gapBefore: true };
  test('a title or employer over the dates is the role, not a heading; a heading the table does not know, over no dates, still is one', () => {
    const lines = [
      plainLine('Jane Roe', { bold: true }),
      plainLine('Experience', bold),
      plainLine('Operations Director', bold),
      plainLine('Harbour Freight Ltd'),
      plainLine('September 2022–Present'),
      plainLine('Ran the depot network', { bullet: true }),
      plainLine('Northfield Logistics', bold),
      plainLine('Shift Planner | March 2019 – August 2022'),
      plainLine('Planned the rota', { bullet: true }),
      plainLine('Odds and Ends', bold),
      plainLine('Won the regional round in 2019'),
      plainLine('Education', bold),
      plainLine('BSc Geography, University of Leeds'),
      plainLine('Skills', bold),
      plainLine('Forklift, Excel'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text])).toEqual([
      ['header', undefined],
      ['experience', 'Experience'],
      ['other', 'Odds and Ends'],
      ['education', 'Education'],
      ['skills', 'Skills'],
    ]);
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.company, r.start])).toEqual([
      ['Operations Director', 'Harbour Freight Ltd', 'Sep 2022'],
      ['Shift Planner', 'Northfield Logistics', 'Mar 2019'],
    ]);
  });

  test('a heading the table does not know, in capitals like the others, over a dated entry is still a heading', () => {
    // Capitals read as an acronym's (a little of an employer's name), so they alone must not make a heading a role.
    const caps = { bold: true, gapBefore: true };
    const lines = [
      plainLine('Jane Roe', { bold: true }),
      plainLine('WORK EXPERIENCE', caps),
      plainLine('Keyboardist', caps),
      plainLine('Valley Brass Band | 22/01/2022 – Current'),
      plainLine('EXAMS SCORES', caps),
      plainLine('Riverside School | Middle school diploma'),
      plainLine('15/06/2020 – 15/06/2020'),
      plainLine('Score: 9/10.'),
      plainLine('EDUCATION', caps),
      plainLine('BSc Geography, University of Leeds'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text])).toEqual([
      ['header', undefined],
      ['experience', 'WORK EXPERIENCE'],
      ['other', 'EXAMS SCORES'],
      ['education', 'EDUCATION'],
    ]);
  });

  test('a heading word for positions over an employer and its dates behind an icon is the role', () => {
    const row = (cells: string[], hints: Partial<TextLine>) => ({ ...plainLine(cells.join(' | '), hints), cells: cells.map((text, i) => ({ text, x: i * 200 })) });
    const lines = [
      plainLine('EXPERIENCE', { bold: true, size: 1.4 }),
      plainLine('Summer Internship', { bold: true, size: 1.2 }),
      row(['Harbour Freight Ltd', '• Jul – Sep 2019 • Leeds, UK'], { bullet: true, size: 0.9 }),
      plainLine('Mapped the depot routes', { bullet: true }),
      plainLine('EDUCATION', { bold: true, size: 1.4 }),
      plainLine('BSc Geography, University of Leeds'),
    ];
    expect(splitSections(lines).map((s) => s.kind)).toEqual(['header', 'experience', 'education']);
  });
});

describe('a column going on over the page', () => {
  test('the left column’s positions continue at the top of page two, after the right column', () => {
    const at = (text: string, x: number, page: number, hints: Partial<TextLine> = {}) => plainLine(text, { x, page, ...hints });
    const lines = [
      at('EXPERIENCE', 35, 1, { bold: true, size: 1.9 }),
      at('Lead Developer, Government Digital Service', 35, 1),
      at('July 2023 – Present', 35, 1),
      at('EDUCATION', 364, 1, { bold: true, size: 1.9 }),
      at('Aberystwyth University', 364, 1),
      at('PUBLICATIONS', 364, 1, { bold: true, size: 1.9 }),
      at('Newsletters', 364, 1),
      at('Founder, Webdapper Ltd', 35, 2),
      at('Aug 2014 – Present', 35, 2),
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['experience', ['Lead Developer, Government Digital Service', 'July 2023 – Present', 'Founder, Webdapper Ltd', 'Aug 2014 – Present']],
      ['education', ['Aberystwyth University']],
      ['publications', ['Newsletters']],
    ]);
  });
});

describe('labelled points', () => {
  test("'• Technical Skills: …' among a role's points stays one of them", () => {
    const lines = [
      plainLine('WORK EXPERIENCE', { bold: true }),
      plainLine('Software Engineer, Indian Institute of Technology | Sep 2020 – Aug 2021'),
      plainLine('Built a CNN model for street lighting', { bullet: true }),
      plainLine('Technical Skills: Python, PyTorch, NumPy', { bullet: true }),
    ];
    expect(splitSections(lines).map((s) => s.kind)).toEqual(['header', 'experience']);
  });
});

describe('an icon before a heading', () => {
  test('a large bold heading read as a list item is still a heading; a plain list item is not', () => {
    const lines = [
      plainLine('Education', { bullet: true, bold: true, size: 1.3 }),
      plainLine('Tsinghua University, Beijing, China | 2020 – 2024'),
      plainLine('Research Experiences', { bullet: true, bold: true, size: 1.3 }),
      plainLine('Research Intern | 2023.6 – 2023.9'),
      plainLine('Teaching', { bullet: true }),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['education', 1],
      ['experience', 2],
    ]);
  });
});

test('a keyword in a line set like the entry headers of a list of positions opens no section', () => {
  const sections = splitSections([
    plainLine('Education', { bold: true, size: 1.66 }),
    plainLine('University of Nantes', { bold: true, size: 1.9 }),
    plainLine('Experiences', { bold: true, size: 1.66, gapBefore: true }),
    plainLine('TezBet', { bold: true, size: 1.9 }),
    plainLine('Hackathon winner', { bold: true, size: 1.1 }),
    plainLine('— Development of a betting application'),
    plainLine('Kryptosphere', { bold: true, size: 1.9 }),
    plainLine('Programming division', { bold: true, size: 1.1 }),
    plainLine('— Introduction to the programming of dApps'),
    plainLine('Skills', { bold: true, size: 1.66, gapBefore: true }),
    plainLine('Python, Rust'),
  ]);
  expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
    ['header', 0],
    ['education', 1],
    ['experience', 6],
    ['skills', 1],
  ]);
});

describe('labels of an entry', () => {
  test("'Technologies: …' under each role and 'Key achievements:' between roles stay in the roles", () => {
    const lines = [
      plainLine('WORK EXPERIENCE', { bold: true }),
      plainLine('Software Engineer, Acme | 2019 – 2021'),
      plainLine('Technologies: Java, SQL, Jenkins'),
      plainLine('Key achievements:'),
      plainLine('Cut build times by half', { bullet: true }),
      plainLine('Developer, Globex | 2017 – 2019'),
      plainLine('Technologies: Python, Django'),
      plainLine('EDUCATION', { bold: true }),
      plainLine('BSc Computer Science, University of Leeds | 2013 – 2017'),
      plainLine('Skills: Python, Go'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['experience', 6],
      ['education', 1],
      ['skills', 1],
      ['education', 0],
    ]);
  });
});

describe('a section label after the last role', () => {
  test("'Academic Background:' in plain type after the roles opens education, though a dated line follows it", () => {
    const lines = [
      plainLine('Career History:'),
      plainLine('Assistant Accountant - Aviva, Kolkata'),
      plainLine('Jan 2017 — Apr 2018'),
      plainLine('Led the statutory audit', { bullet: true }),
      plainLine('Academic Background:'),
      plainLine('Anna University'),
      plainLine('BBA Economics (2013 — 2017)'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['experience', 3],
      ['education', 2],
    ]);
  });
});

describe('entries that look like headings (round 5)', () => {
  test('"Certified …" begins a certificate’s name, not a heading of them', () => {
    expect(headingKind('Certified Scrum Master')).toBeNull();
    expect(headingKind('Certificates')).toBe('certifications');
  });

  test('a degree’s name in the headings’ style stays in the education section', () => {
    const lines = ['EDUCATION', 'MBA', 'INSEAD, Fontainebleau, France', '2018 - 2019', 'SKILLS', 'Python'].map((t) => plainLine(t));
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([['header', 0], ['education', 3], ['skills', 1]]);
  });
});

test('a school’s name in the headings’ style stays in the education section (round 5)', () => {
  const lines = ['EDUCATION', 'UNIVERSITY OF TORONTO', 'Bachelor of Applied Science', 'SKILLS', 'Python'].map((t) => plainLine(t));
  expect(splitSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([['header', 0], ['education', 2], ['skills', 1]]);
});

test('a driving licence heads details about the person, not licences held (round 5)', () => {
  expect(headingKind('DRIVING LICENCE')).toBe('additional');
  expect(headingKind('Licenses & Certifications')).toBe('certifications');
});

test('"… Certificate in …" names one certificate, not a heading of them (round 5)', () => {
  expect(headingKind('First Certificate in English, Cambridge ESOL')).toBeNull();
  expect(headingKind('Certificates and Training')).toBe('certifications');
});

test('a line of web addresses no section took, one of them an account, gives the person\'s links (a page footer)', () => {
  const { data } = structureCv([
    plainLine('Jane Example'),
    plainLine('jane@example.com'),
    plainLine('Experience', { bold: true, gapBefore: true }),
    plainLine('Engineer, Acme Ltd | 2019 – 2021'),
    plainLine('www.janeexample.com · github.com/janeexample', { gapBefore: true }),
  ]);
  expect(data.links).toEqual([
    { title: 'Website', url: 'www.janeexample.com' },
    { title: 'GitHub', url: 'github.com/janeexample' },
  ]);
});

describe('a table of contents', () => {
  test('its rows ("Education | 1 | Skills | 2") open no sections', () => {
    const row = (texts: string[]): TextLine => ({ ...plainLine(texts.join(' | ')), cells: texts.map((text, i) => ({ text, x: i * 100 })) });
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('Contents', { bold: true, size: 1.3 }),
      row(['Introduction', '1', 'Computer Skills', '2']),
      row(['Education', '1', 'Publications', '2']),
      plainLine('Education', { bold: true, size: 1.3 }),
      plainLine('Ph.D. in Physics, University of Elsewhere, 2016 – 2021.'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text ?? ''])).toEqual([
      ['header', ''],
      ['other', 'Contents'],
      ['education', 'Education'],
    ]);
  });
});

describe('headings from the batch of Typst and Markdown CVs', () => {
  test("'Technical' alone heads skills", () => {
    expect(headingKind('Technical')).toBe('skills');
  });
  test("a sentence's last word wrapped onto a row of its own ('competencies.') heads nothing", () => {
    expect(headingKind('competencies.')).toBeNull();
    expect(headingKind('Competencies')).toBe('skills');
  });
});

describe('section finding that does not hang on the exact heading words', () => {
  const kinds = (lines: TextLine[]) => splitSections(lines).map((s) => [s.kind, s.heading?.text ?? '']);

  test('a known heading with a note in brackets is that heading', () => {
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('Experience (last two clients; more on my website)', { bold: true, size: 1.3, gapBefore: true }),
      plainLine('Acme Ltd'),
      plainLine('01.09.2022 – 30.11.2024'),
      plainLine('Skills [selected]:', { bold: true, size: 1.3, gapBefore: true }),
      plainLine('Go, Rust'),
    ];
    expect(kinds(lines)).toEqual([
      ['header', ''],
      ['experience', 'Experience (last two clients; more on my website)'],
      ['skills', 'Skills [selected]:'],
    ]);
  });

  test('a bracketed note does not make an unknown phrase a heading', () => {
    const lines = [plainLine('Jane Doe', { size: 2 }), plainLine('Software Engineer (contract)', { bold: true })];
    expect(kinds(lines)).toEqual([['header', '']]);
  });

  test('a section named for positions that lists labelled skills, undated, lists skills', () => {
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('TECHNICAL EXPERIENCE:', { bold: true, gapBefore: true }),
      plainLine('Languages: Java, C, C++, SQL, and eager to learn', { bullet: true }),
      plainLine('others'),
      plainLine('Platforms: Windows, Linux, Unix, Mac OS', { bullet: true }),
    ];
    expect(kinds(lines)).toEqual([
      ['header', ''],
      ['skills', 'TECHNICAL EXPERIENCE:'],
    ]);
  });

  test('a heading in words of its own over labelled lists, some of one or two items, lists skills', () => {
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('What I have worked with', { bold: true, gapBefore: true }),
      plainLine('Programming: JavaScript, Perl, Java, bash', { bullet: true }),
      plainLine('Cloud and virtual server administration: AWS (EC2, S3), OVH, Linode', { bullet: true }),
      plainLine('Statistics: SPSS', { bullet: true }),
      plainLine('Web servers: Apache httpd, nginx', { bullet: true }),
    ];
    expect(kinds(lines)[1]).toEqual(['skills', 'What I have worked with']);
  });

  test('labelled lines that are sentences stay where their heading put them', () => {
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('Where I have worked', { bold: true, gapBefore: true }),
      plainLine('Acme: built the billing system, ran the migration to the new cloud platform, hired three', { bullet: true }),
      plainLine('Globex: support, training, documentation', { bullet: true }),
    ];
    expect(kinds(lines)[1]![0]).toBe('experience');
  });

  test('a heading the table does not know over a list of names, right after the skills, is another group of them', () => {
    const heading = (text: string) => plainLine(text, { bold: true, size: 1.2, gapBefore: true });
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      heading('Skills'),
      plainLine('Python • Go • Kotlin'),
      heading('Methodology/Approach'),
      plainLine('Lean • Kanban • Design Thinking • Test-'),
      plainLine('Driven Development • Pair Programming'),
      heading('Way of Life'),
      plainLine('Hiking with my family every weekend since 2015.'),
    ];
    expect(kinds(lines).map(([kind]) => kind)).toEqual(['header', 'skills', 'skills', 'other']);
  });

  test('dated positions with labelled points stay positions', () => {
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('TECHNICAL EXPERIENCE:', { bold: true, gapBefore: true }),
      plainLine('Acme Ltd, Engineer, 2019 – 2021'),
      plainLine('Tools: Java, C, SQL, Git', { bullet: true }),
      plainLine('Stack: Go, Rust, Docker', { bullet: true }),
    ];
    expect(kinds(lines)[1]![0]).toBe('experience');
  });
  test('a job title set like the headings, over its employer and dates, opens a role, not a section', () => {
    const dated = (texts: string[]): TextLine => ({ ...plainLine(texts.join(' | ')), cells: texts.map((text, i) => ({ text, x: i * 300 })) });
    const lines = [
      plainLine('Jane Doe', { size: 2 }),
      plainLine('Skills', { bold: true, size: 1.2, gapBefore: true }),
      plainLine('Python, SQL, Docker'),
      plainLine('Senior Technical Lead', { bold: true, size: 1.2, gapBefore: true }),
      dated(['Acme Corp', '06/2025 – Present']),
      plainLine('Led the platform team.', { bullet: true }),
      plainLine('Education', { bold: true, size: 1.2, gapBefore: true }),
      plainLine('University of Somewhere, BSc Physics, 2014 – 2017'),
    ];
    expect(kinds(lines)).toEqual([
      ['header', ''],
      ['skills', 'Skills'],
      ['experience', ''],
      ['education', 'Education'],
    ]);
    const role = structureCv(lines).data.roles[0]!;
    expect([role.title, role.company, role.start, role.current]).toEqual(['Senior Technical Lead', 'Acme Corp', 'Jun 2025', true]);
    // Under a known heading the title stays the first line of the section.
    const under = [lines[0]!, plainLine('Experience', { bold: true, size: 1.2, gapBefore: true }), ...lines.slice(3, 6)];
    expect(kinds(under)).toEqual([['header', ''], ['experience', 'Experience']]);
  });
});

/** A Markdown CV's positions: '### Title' set like the headings, over the employer and dates. */
const markdownCareer = (bold: { bold: boolean }) => [
  plainLine('Professional Experience', bold),
  plainLine('Software Engineer', bold),
  plainLine('Northwind Labs – October 2022 – Present'),
  plainLine('Built the billing service.', { bullet: true }),
];

describe('a job title set like the headings, over its employer and dates', () => {
  test("'### Software Engineer' over 'Acme – October 2022 – Present' stays a position of the section; an unknown heading still opens its own", () => {
    const bold = { bold: true };
    const lines = [
      plainLine('Lena Hart', { bold: true, size: 1.4 }),
      ...markdownCareer(bold),
      plainLine('Software Engineer Intern', bold),
      plainLine('Northwind Labs – July 2022 – September 2022'),
      plainLine('Wrote the test harness.', { bullet: true }),
      plainLine('Education', bold),
      plainLine('BSc Computing, Harbour University, 2018 – 2022'),
      plainLine('Side Quests', bold),
      plainLine('Rowing club, 2019 – 2021'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text ?? null, s.lines.length])).toEqual([
      ['header', null, 1],
      ['experience', 'Professional Experience', 6],
      ['education', 'Education', 1],
      ['other', 'Side Quests', 1],
    ]);
    const data = structureCv(lines).data;
    expect(data.roles.map((r) => [r.title, r.company, r.start, r.end, r.highlights])).toEqual([
      ['Software Engineer', 'Northwind Labs', 'Oct 2022', '', ['Built the billing service.']],
      ['Software Engineer Intern', 'Northwind Labs', 'Jul 2022', 'Sep 2022', ['Wrote the test harness.']],
    ]);
  });
});

describe('a headline set like the headings, straight under the name', () => {
  test("'Software Engineer' under '# Lena Hart' is the headline; the contact line under it stays in the header", () => {
    const bold = { bold: true };
    const lines = [
      plainLine('Lena Hart', { bold: true, size: 1.4 }),
      plainLine('Software Engineer', bold),
      plainLine('+44 20 7946 0018 | lena.hart@example.com'),
      ...markdownCareer(bold),
      plainLine('Education', bold),
      plainLine('BSc Computing, Harbour University, 2018 – 2022'),
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text ?? null])).toEqual([
      ['header', null],
      ['experience', 'Professional Experience'],
      ['education', 'Education'],
    ]);
    const data = structureCv(lines).data;
    expect([data.headline, data.email]).toEqual(['Software Engineer', 'lena.hart@example.com']);
  });
});

describe('session 15: the section word wrapped off an entry line', () => {
  const lines = (gap: boolean) => [
    plainLine('Jane Example'),
    plainLine('EDUCATION', { bold: true, size: 1.1, gapBefore: true, x: 40 }),
    plainLine('Riverside School, Pune — Higher Secondary', { bold: true, size: 1.25, gapBefore: true, x: 40 }),
    plainLine('Education', { size: 1.25, x: 40, gapBefore: gap }),
    plainLine('(JULY 2017 - MARCH 2019)', { size: 0.9, x: 40 }),
  ];
  test('set like the line above, with no gap, it ends that line: the section goes on', () => {
    const education = splitSections(lines(false)).filter((s) => s.kind === 'education');
    expect(education).toHaveLength(1);
    expect(education[0]!.lines.map((l) => l.text)).toContain('(JULY 2017 - MARCH 2019)');
  });
  test('after a gap it is the heading again', () => {
    expect(splitSections(lines(true)).filter((s) => s.kind === 'education')).toHaveLength(2);
  });
});

describe('session 15: entries set in the type of the headings', () => {
  const heading = { bold: true, gapBefore: true };
  const lines = [
    plainLine('Omar Example'),
    plainLine('Skills', heading),
    plainLine('Languages: Go, Python, TypeScript'),
    plainLine('Projects', heading),
    plainLine('Queue.js', heading),
    plainLine('A message queue that speaks a Redis-like protocol over TCP.'),
    plainLine('Ledger Parser (Graduation Project)', heading),
    plainLine('Reads bank statements into a double-entry ledger.'),
    plainLine('Awards', heading),
    plainLine('First place, City Hackathon 2021'),
  ];
  test('under a known heading with nothing of its own, names the table does not know are its entries', () => {
    expect(splitSections(lines).map((s) => [s.kind, s.heading?.text ?? null, s.lines.length])).toEqual([
      ['header', null, 1],
      ['skills', 'Skills', 1],
      ['projects', 'Projects', 4],
      ['achievements', 'Awards', 1],
    ]);
    expect(structureCv(lines).data.add_details).toEqual([
      'Queue.js A message queue that speaks a Redis-like protocol over TCP.',
      'Ledger Parser (Graduation Project) Reads bank statements into a double-entry ledger.',
    ]);
  });
  test('a known heading with text of its own keeps the next unknown heading apart', () => {
    const own = [...lines.slice(0, 4), plainLine('Selected open-source work.'), ...lines.slice(4)];
    expect(splitSections(own).find((s) => s.kind === 'projects')!.lines.map((l) => l.text)).toEqual(['Selected open-source work.']);
  });
});

describe('headings behind an icon', () => {
  test("a heading's own name set larger after a gap, behind an icon read as a bullet, opens its section even in regular weight", () => {
    const icon = (text: string) => plainLine(text, { bullet: true, size: 1.18, gapBefore: true });
    const sections = splitSections([
      plainLine('Jane Roe', { bold: true, size: 1.3 }),
      icon('Experience'),
      plainLine('Developer', { bold: true }),
      plainLine('Lumen Freight'),
      plainLine('January 2015 - December 2019'),
      icon('Education'),
      plainLine('Master of Arts'),
      plainLine('March 2012 - December 2013'),
      plainLine('Hobbies'),
      plainLine('Drawing', { bullet: true }),
    ]);
    expect(sections.map((s) => [s.kind, s.heading?.text ?? null, s.lines.length])).toEqual([
      ['header', null, 1],
      ['experience', 'Experience', 3],
      ['education', 'Education', 4],
    ]);
  });
});

describe('a bulleted contact list', () => {
  test('an item naming a section, over items set deeper, heads them: • Languages: over ◦ Russian – native', () => {
    const item = (text: string, x = 65) => plainLine(text, { bullet: true, x });
    const lines = [
      plainLine('Artem Golovin', { bold: true, size: 1.6, x: 34 }),
      item('Email: artem.golovin@example.com'),
      item('Location: Russia, Saint Petersburg'),
      item('Languages:'),
      item('Russian – native', 85),
      item('English – intermediate', 85),
      plainLine('Experience', { bold: true, size: 1.3, x: 34, gapBefore: true }),
      plainLine('Software engineer at Redgage LLC', { x: 34 }),
    ];
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Artem Golovin', 'Email: artem.golovin@example.com', 'Location: Russia, Saint Petersburg']],
      ['languages', ['Russian – native', 'English – intermediate']],
      ['experience', ['Software engineer at Redgage LLC']],
    ]);
  });
});
