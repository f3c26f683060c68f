import { describe, expect, test } from 'vitest';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseProjects } from '../../../src/server/cv-parse/structure/projects.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const row = (...cells: Array<[string, number]>): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | ')),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});

describe('projects', () => {
  test('dates and places beside a project are cut; a line of dates alone is no item', () => {
    const lines = [
      row(['Jan 2023 – present', 40], ['FlashInfer', 140]),
      plainLine('Open-source library for LLM inference kernels', { x: 140 }),
      row(['HaberMolt:', 40], ['Jan 2026 – Present', 480]),
      row(['Fullstack Developer', 40], ['Los Angeles, CA', 480]),
      plainLine('2019 – 2020'),
      plainLine('Recipe hub: a web app for recipes'),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      'FlashInfer Open-source library for LLM inference kernels',
      'HaberMolt',
      'Fullstack Developer',
      'Recipe hub: a web app for recipes',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });

  test('under a dated name row, the undated row that says what the project was is part of its item', () => {
    const lines = [
      row(['Shelter Rota', 40], ['Sep 2022 – Jan 2023', 480]),
      plainLine('Team Leader, Project in the Coding Club', { x: 40 }),
      plainLine('- Built the rota planner in React', { x: 40 }),
      row(['Sewer Fault Predictor', 40], ['Sep 2023 – Feb 2024', 480]),
      plainLine('Capstone design project, 2024', { x: 40 }),
    ];
    expect(parseProjects(lines, new Placement())).toEqual([
      'Shelter Rota Team Leader, Project in the Coding Club',
      'Built the rota planner in React',
      'Sewer Fault Predictor',
      'Capstone design project, 2024',
    ]);
  });

  test('a name and the sentence describing it are one item; its points stay items', () => {
    const lines = [
      plainLine('Miss Direction', { size: 1.09 }),
      plainLine('A mapping engine that misguides you', { size: 1.02 }),
      plainLine('Won award at a hackathon', { bullet: true, size: 0.95 }),
      plainLine('Dota 2 player prediction MSci dissertation', { bold: true }),
      plainLine('Used machine learning algorithms to predict the player behind the keyboard'),
      plainLine('such as mouse movements.', { wrap: 2 }),
      // Same style: two items, not a name and its description.
      plainLine('Vipassana for Hackers (2016 talk)'),
      plainLine('Nilenso Cooperative Agreement (2016 legal template, github.com/nilenso)'),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      'Miss Direction A mapping engine that misguides you',
      'Won award at a hackathon',
      'Dota 2 player prediction MSci dissertation Used machine learning algorithms to predict the player behind the keyboard such as mouse movements.',
      'Vipassana for Hackers (2016 talk)',
      'Nilenso Cooperative Agreement (2016 legal template, github.com/nilenso)',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });

  test('a long name line with what it was built with after a typed bar still heads its description', () => {
    const lines = [
      plainLine('Tide Tables — Offline Harbour Planner | Kotlin, Room, WorkManager, Maps SDK', { bold: true }),
      plainLine('Shows the next tides for any harbour without a signal. Used by two sailing clubs.', { size: 0.95 }),
      plainLine('Budget Bot — Shared Household Expense Tracker For Flatmates Everywhere', { bold: true }),
      plainLine('Splits bills between flatmates and sends reminders every month.', { size: 0.95 }),
    ];
    expect(parseProjects(lines, new Placement())).toEqual([
      'Tide Tables — Offline Harbour Planner | Kotlin, Room, WorkManager, Maps SDK Shows the next tides for any harbour without a signal. Used by two sailing clubs.',
      // Without a bar the whole line is the name: nine words are no name line.
      'Budget Bot — Shared Household Expense Tracker For Flatmates Everywhere',
      'Splits bills between flatmates and sends reminders every month.',
    ]);
  });

  test("a plainer second row with the project's dates in a cell ('Org | dates') under a name row with its place is no item", () => {
    const lines = [
      { ...row(['Harbour Tide Model', 40], ['Bristol, UK', 480]), bold: true, size: 1.1 },
      row(['Bristol Polytechnic', 40], ['Mar 2020 – Jun 2020', 480]),
      plainLine('Modelled the tides of the Severn estuary from open gauge data.', { bullet: true }),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual(['Harbour Tide Model', 'Modelled the tides of the Severn estuary from open gauge data.']);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });

  test('a name line heading bullets is one name, whatever glyph sets its parts apart', () => {
    const lines = [plainLine('RisingLight Maintainer • risinglightdb'), plainLine('Lead the development of RisingLight.', { bullet: true })];
    expect(parseProjects(lines, new Placement())).toEqual(['RisingLight Maintainer – risinglightdb', 'Lead the development of RisingLight.']);
  });
});

describe('parts of a project', () => {
  test("'Implementation:' alone above a project's points names no project", () => {
    const lines = [
      plainLine('PWM Signal Generator', { bold: true }),
      plainLine('Implementation:', { bold: true }),
      plainLine('Circuit built with three operational amplifiers', { bullet: true }),
      plainLine('Skills gained:'),
      plainLine('Circuit simulation in OrcadX', { bullet: true }),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual(['PWM Signal Generator', 'Circuit built with three operational amplifiers', 'Circuit simulation in OrcadX']);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });
});

describe('a project header over two rows', () => {
  test('the name row with its dates and the row with the part played and its place are one item', () => {
    const lines = [
      row(['1chooo.com', 38], ['December 2025 - Present', 480]),
      row(['Fullstack Developer', 38], ['Los Angeles, CA', 480]),
      plainLine('Built a Next.js portfolio with a Rust-based MDX pipeline.', { x: 45, bullet: true }),
      row(['PowLaw', 38], ['August 2025 - Present', 480]),
      row(['Frontend Developer', 38], ['Taipei, Taiwan', 480]),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      '1chooo.com - Fullstack Developer',
      'Built a Next.js portfolio with a Rust-based MDX pipeline.',
      'PowLaw - Frontend Developer',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });
});

describe('tags under a project', () => {
  test("rows of short names in cells under a description are no project; the address under the description ends it", () => {
    const link = { ...plainLine('github•com/jdoe/smartresolution', { x: 364 }), links: ['https://github.com/jdoe/smartresolution'] };
    const lines = [
      plainLine('SmartResolution - online dispute resolution platform with plugin support.', { x: 364 }),
      link,
      row(['Cucumber & Ruby', 369], ['PHP', 440], ['Composer', 480]),
      row(['SQL', 369], ['PDO', 400], ['LAMP', 440]),
      row(['IPL Analysis', 364], ['Leeds, UK', 480]),
      plainLine('Analysing data from 2008 to 2015 to discover patterns.', { x: 364 }),
    ];
    expect(parseProjects(lines, new Placement())).toEqual([
      'SmartResolution - online dispute resolution platform with plugin support. github•com/jdoe/smartresolution',
      'IPL Analysis Analysing data from 2008 to 2015 to discover patterns.',
    ]);
  });

  test('a row of short names set apart by dots, after an icon, is tags too; a dotted name line heading points is not', () => {
    const lines = [
      plainLine('Private Cloud', { bold: true }),
      plainLine('Architected a GitOps-driven platform hosting 24+ services.'),
      plainLine('Terraform • Grafana • Flux CD • Nix • ZFS', { bullet: true }),
      plainLine('RisingLight • Maintainer'),
      plainLine('Led the development of an OLAP database.', { bullet: true }),
    ];
    const items = parseProjects(lines, new Placement());
    expect(items.some((i) => /Terraform|Grafana/.test(i))).toBe(false);
    expect(items).toContain('Led the development of an OLAP database.');
  });
});

describe('a bold project name over plain lines', () => {
  test('the plain lines down to the next bold name are its description, past a date line and a gap; points stay items', () => {
    const lines = [
      plainLine('Harbour Watch', { bold: true, size: 1.1 }),
      plainLine('May 2023 – Jun 2023'),
      plainLine('A small web app that shows the next tides for any harbour and warns', { gapBefore: true }),
      plainLine('sailors before the water gets too low. Built for two clubs.'),
      plainLine('Budget Bot', { bold: true, size: 1.1, x: 60 }),
      plainLine('Kotlin · Room · WorkManager · Maps SDK', { x: 40 }),
      plainLine('Splits bills between flatmates', { bullet: true, x: 50 }),
      plainLine('Quiz Cards', { bold: true, size: 1.1 }),
      plainLine('Flashcards for revision.'),
      plainLine('Used by a school of 300 pupils.'),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      'Harbour Watch A small web app that shows the next tides for any harbour and warns sailors before the water gets too low. Built for two clubs.',
      'Budget Bot Kotlin · Room · WorkManager · Maps SDK',
      'Splits bills between flatmates',
      'Quiz Cards Flashcards for revision.',
      'Used by a school of 300 pupils.',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });
});

describe('bold project names among points', () => {
  test('a bold name heads its item even when bulleted or set smaller, never the point above it', () => {
    const lines = [
      plainLine('TIDE CLOCK', { bold: true, size: 0.8 }),
      plainLine('Description: shows the next tides for any harbour.', { bullet: true }),
      plainLine('Submitted for: Science Day (28.02.2018)', { bullet: true }),
      plainLine('QUIZ CARDS', { bold: true, size: 0.8 }),
      plainLine('Description: flashcards for revision.', { bullet: true }),
      plainLine('Budget Bot', { bold: true, bullet: true }),
      plainLine('Expense tracker for flatmates | Kotlin, Room'),
      plainLine('Splits bills and sends reminders every month.', { bullet: true }),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      'TIDE CLOCK',
      'Description: shows the next tides for any harbour.',
      'Submitted for: Science Day (28.02.2018)',
      'QUIZ CARDS',
      'Description: flashcards for revision.',
      'Budget Bot Expense tracker for flatmates | Kotlin, Room',
      'Splits bills and sends reminders every month.',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });
});

describe('a plain project name after a point', () => {
  test('a name set back to the point\'s left edge after a gap heads the next item, even set smaller', () => {
    const lines = [
      row(['Tide Clock – tideclock.app', 36], ['Harbour Hackathon – 2nd place', 300]),
      plainLine('Shows the next tides for any harbour, with alerts before', { bullet: true, x: 37 }),
      plainLine('the water turns.', { x: 47, wrap: 2 }),
      { ...row(['Quiz Cards – GitHub', 36], ['Revision Jam Winner', 300]), size: 0.9, gapBefore: true },
      plainLine('Flashcards for revision with spaced repetition.', { bullet: true, x: 37 }),
    ];
    expect(parseProjects(lines, new Placement())).toEqual([
      'Tide Clock – tideclock.app | Harbour Hackathon – 2nd place',
      'Shows the next tides for any harbour, with alerts before the water turns.',
      'Quiz Cards – GitHub | Revision Jam Winner',
      'Flashcards for revision with spaced repetition.',
    ]);
  });
});

describe('a plain project name opening its block', () => {
  test('over a sentence in the same type, closed by its stop or running long, the two are one item', () => {
    const lines = [
      plainLine('Tide Clock'),
      plainLine('Offline tide tables for sailors, used by two harbour clubs.'),
      plainLine('HARBOUR BOOKING SYSTEM', { gapBefore: true }),
      plainLine('I built a booking website for the harbour office using HTML, CSS and JavaScript, with', { gapBefore: true }),
      plainLine('an admin page for the staff.', { wrap: 2 }),
      // Not at a block's start, or over a short unstopped line: items of their own.
      plainLine('Quiz Cards'),
      plainLine('Flashcards for revision with spaced repetition.'),
      plainLine('Social media', { gapBefore: true }),
      plainLine('Digital public relations management'),
    ];
    expect(parseProjects(lines, new Placement())).toEqual([
      'Tide Clock Offline tide tables for sailors, used by two harbour clubs.',
      'HARBOUR BOOKING SYSTEM I built a booking website for the harbour office using HTML, CSS and JavaScript, with an admin page for the staff.',
      'Quiz Cards',
      'Flashcards for revision with spaced repetition.',
      'Social media',
      'Digital public relations management',
    ]);
  });
});

describe('an undated entry among the roles', () => {
  const role = (title: string, gap = false) => [
    plainLine(title, { bold: true, x: 70, gapBefore: gap }),
    plainLine('Northwind Learning Trust', { x: 70 }),
    plainLine('March 2021 – Present', { x: 70 }),
  ];
  test('a name in the header type with no dates, after a role\'s points, is a project with its points, no text of the role', () => {
    const { data } = structureCv([
      plainLine('Experience', { bold: true, size: 1.3 }),
      ...role('Senior Mobile Developer'),
      plainLine('Shipped the tutoring app to 40,000 pupils.', { bullet: true, x: 100 }),
      plainLine('Moved the build to a shared CI pipeline.', { bullet: true, x: 100 }),
      plainLine('Tidewise – tide tables and alerts for small harbours – app + API', { bold: true, x: 70, gapBefore: true }),
      plainLine('Built it in Flutter and Node.js', { bullet: true, x: 100 }),
      plainLine('Push alerts for high water', { bullet: true, x: 100 }),
      plainLine('Education', { bold: true, size: 1.3, gapBefore: true }),
      plainLine('BSc Computer Science, University of Leeds, 2015 – 2018'),
    ]);
    expect(data.roles).toHaveLength(1);
    expect(data.roles[0]!.highlights).toEqual(['Shipped the tutoring app to 40,000 pupils.', 'Moved the build to a shared CI pipeline.']);
    expect(data.roles[0]!.summary).toBe('');
    expect(data.add_details).toEqual(['Tidewise – tide tables and alerts for small harbours – app + API', 'Built it in Flutter and Node.js', 'Push alerts for high water']);
  });

  test('a line in the header type that names a post, or has a year, stays with the roles', () => {
    const { data } = structureCv([
      plainLine('Experience', { bold: true, size: 1.3 }),
      ...role('Senior Mobile Developer'),
      plainLine('Shipped the tutoring app to 40,000 pupils.', { bullet: true, x: 100 }),
      plainLine('Junior Mobile Developer', { bold: true, x: 70, gapBefore: true }),
      plainLine('Fixed the offline sync.', { bullet: true, x: 100 }),
      plainLine('Harbour Tools Ltd, 2016 Aug. – Dec.', { bold: true, x: 70, gapBefore: true }),
      plainLine('Wrote the ticketing back end.', { bullet: true, x: 100 }),
    ]);
    expect(data.add_details).toEqual([]);
  });
});

describe('an undated entry set like the headings after the roles', () => {
  test("a name in the role titles' type, over points with no dates, stays among the roles as a project", () => {
    const look = { bold: true, x: 70, style: 'f2 #223344' };
    const { data } = structureCv([
      plainLine('Experience', { ...look, gapBefore: true }),
      plainLine('Software Engineer', { ...look }),
      plainLine('Northwind Learning Trust', { x: 70, style: 'f1 #223344' }),
      plainLine('March 2021 – Present', { x: 70, style: 'f1 #223344' }),
      plainLine('Shipped the tutoring app to 40,000 pupils.', { bullet: true, x: 100, style: 'f1 #223344' }),
      plainLine('Lending Desk', { ...look, gapBefore: true }),
      plainLine('Built a loans system for a school library.', { bullet: true, x: 100, style: 'f1 #223344' }),
      plainLine('Made with C# and SQL Server.', { bullet: true, x: 100, style: 'f1 #223344' }),
      plainLine('Education', { ...look, gapBefore: true }),
      plainLine('BSc Computer Science, University of Leeds, 2015 – 2018', { style: 'f1 #223344' }),
      plainLine('Skills', { ...look, gapBefore: true }),
      plainLine('Flutter, C#, SQL', { style: 'f1 #223344' }),
    ]);
    expect(data.roles.map((r) => r.title)).toEqual(['Software Engineer']);
    expect(data.add_details).toEqual(['Lending Desk', 'Built a loans system for a school library.', 'Made with C# and SQL Server.']);
  });
});

describe('a dated group of projects among the roles', () => {
  const start = [
    plainLine('Experience', { bold: true, size: 1.3 }),
    plainLine('Northfield Primary School | May 2010 – Present', { bold: true }),
    plainLine('IT Support Technician', {}),
    plainLine('Maintain the school network.', { bullet: true, x: 20 }),
  ];
  test("'Student Projects | 2009 – 2011' as a header of its own: the projects under it go to additional details", () => {
    const { data } = structureCv([
      ...start,
      plainLine('Student Projects | January 2009 – December 2011', { bold: true, gapBefore: true }),
      plainLine('Fall 2011: Disk Usage Mapper', { bold: true }),
      plainLine('Wrote a C program that charts how a file system is used.', { x: 40 }),
      plainLine('Spring 2010: Pocket Ledger', { bold: true, gapBefore: true }),
      plainLine('Wrote an Android app that tracks spending.', { x: 40 }),
    ]);
    expect(data.roles.map((r) => r.title)).toEqual(['IT Support Technician']);
    expect(data.add_details).toEqual([
      'Fall 2011: Disk Usage Mapper Wrote a C program that charts how a file system is used.',
      'Spring 2010: Pocket Ledger Wrote an Android app that tracks spending.',
    ]);
  });

  test('bulleted under a post, the dated project is a point of that post, no project', () => {
    const { data } = structureCv([
      ...start,
      plainLine('Student Projects, January 2009 – December 2011.', { bullet: true }),
      plainLine('Wrote a C program that charts how a file system is used.', { x: 40 }),
    ]);
    expect(data.add_details).toEqual([]);
  });
});
