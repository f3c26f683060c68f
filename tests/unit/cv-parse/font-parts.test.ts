import { describe, expect, test } from 'vitest';
import { piecesByFont } from '../../../src/server/cv-parse/extract/pdf-drawing.ts';
import { splitRunsByFont } from '../../../src/server/cv-parse/extract/pdf-layout/font-runs.ts';
import { sameFace } from '../../../src/server/cv-parse/extract/pdf-fonts.ts';
import { rowToLine } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';
import { partsByFont, Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseRoles } from '../../../src/server/cv-parse/structure/roles.ts';
import { plainLine } from '../../../src/server/cv-parse/types.ts';

/** The font of each drawn (non-space) character of `text`: the first `boldWords` words in 'B', the rest in 'R'. */
function drawnFonts(text: string, boldWords: number): string[] {
  return text.split(' ').flatMap((word, i) => [...word].map(() => (i < boldWords ? 'B' : 'R')));
}

describe('a line the text layer merged across two fonts', () => {
  test('the drawing parts it between words where the font changes', () => {
    const text = 'SENIOR ENGINEER NORDIC FREIGHT LINES';
    expect(piecesByFont(text, drawnFonts(text, 2))).toEqual([
      { from: 0, font: 'B' },
      { from: 16, font: 'R' },
    ]);
  });

  test('one font throughout, or a letter from a fallback font inside a word, parts nothing', () => {
    expect(piecesByFont('Data Analyst', drawnFonts('Data Analyst', 0))).toEqual([]);
    const fonts = drawnFonts('Built WebSockets sync', 0);
    fonts[5] = 'F';
    expect(piecesByFont('Built WebSockets sync', fonts)).toEqual([{ from: 0, font: 'R' }]);
  });

  test('its run is split into one run per font, each as wide as its letters, and the line keeps the opening words', () => {
    const text = 'HEAD NURSE ST MARY CLINIC';
    const runs: PdfRun[] = [{ str: text, x: 40, y: 700, w: 250, size: 11, font: 'R' }];
    const itemOfRun = [0];
    splitRunsByFont(runs, itemOfRun, new Map([[0, piecesByFont(text, drawnFonts(text, 2))]]));
    expect(runs.map((r) => [r.str, r.font, r.x])).toEqual([
      ['HEAD NURSE ', 'B', 40],
      ['ST MARY CLINIC', 'R', 150],
    ]);
    expect(itemOfRun).toEqual([0, 0]);
    const line = rowToLine({ y: 700, runs }, 1);
    expect(line.cells.map((c) => c.text)).toEqual([text]);
    expect(line.lead).toBe('HEAD NURSE');
  });
});

describe('a role head parted only by its font', () => {
  test('a label or a sentence in bold is no pair of names', () => {
    expect(partsByFont(plainLine('Website: https://example.org', { lead: 'Website:' }))).toBeNull();
    expect(partsByFont(plainLine('Led the team through a migration of the billing system to a new platform.', { lead: 'Led' }))).toBeNull();
    expect(partsByFont(plainLine('FASHION WEEK SPRING/SUMMER 2019', { lead: 'FASHION WEEK SPRING/SUMMER' }))).toBeNull();
    expect(partsByFont(plainLine('HEAD NURSE ST MARY CLINIC', { lead: 'HEAD NURSE' }))).toEqual(['HEAD NURSE', 'ST MARY CLINIC']);
  });

  test('under its dates and place (the Europass editor), the bold post and the regular organisation are told apart', () => {
    const roles = parseRoles(
      [
        plainLine('03/2019 - CURRENT - OSLO, NORWAY', { gapBefore: true }),
        plainLine('SENIOR ENGINEER NORDIC FREIGHT LINES', { lead: 'SENIOR ENGINEER' }),
        plainLine('Designed the routing service for the fleet.', { bullet: true }),
        plainLine('2015 - 2019 - BERGEN, NORWAY', { gapBefore: true }),
        plainLine('SOFTWARE DEVELOPER FJORD ANALYTICS', { lead: 'SOFTWARE DEVELOPER' }),
        plainLine('Built the reporting pipeline.', { bullet: true }),
      ],
      new Placement(),
    );
    expect(roles.map((r) => [r.title, r.company, r.start, r.current])).toEqual([
      ['Senior Engineer', 'Nordic Freight Lines', 'Mar 2019', true],
      ['Software Developer', 'Fjord Analytics', '2015', false],
    ]);
  });
});

describe("the Europass editor's fields about the employer", () => {
  test('the sector and the employer\'s addresses under a post are no text of it', () => {
    const roles = parseRoles(
      [
        plainLine('2018 - 2021 - LYON, FRANCE', { gapBefore: true }),
        plainLine('PROJECT MANAGER ALPINE LOGISTICS', { lead: 'PROJECT MANAGER' }),
        plainLine('Ran the warehouse automation programme across three sites.'),
        plainLine('Business or sector Transportation and storage | Website: https://alpine.example'),
        plainLine('2015 - 2018', { gapBefore: true }),
        plainLine('ANALYST RHONE DATA', { lead: 'ANALYST' }),
        plainLine('Built the demand forecasts for the sales team.'),
        plainLine('Website: https://rhone.example'),
      ],
      new Placement(),
    );
    expect(roles.map((r) => [r.title, r.company, r.summary, r.highlights])).toEqual([
      ['Project Manager', 'Alpine Logistics', 'Ran the warehouse automation programme across three sites.', []],
      ['Analyst', 'Rhone Data', 'Built the demand forecasts for the sales team.', []],
    ]);
  });
});

describe('a dated role head whose employer and post only a font parts (Typst and LaTeX templates)', () => {
  test('the lead is read from the first cell alone: the dates beside it may be in a third font', () => {
    const runs: PdfRun[] = [
      { str: 'Halden Robotics', x: 40, y: 600, w: 80, size: 10, font: 'Bold' },
      { str: 'Perception Engineer', x: 124, y: 600, w: 100, size: 10, font: 'Italic' },
      { str: 'May 2021 – Present', x: 480, y: 600, w: 90, size: 10, font: 'Regular' },
    ];
    const line = rowToLine({ y: 600, runs }, 1);
    expect(line.cells.map((c) => c.text)).toEqual(['Halden Robotics Perception Engineer', 'May 2021 – Present']);
    expect(line.lead).toBe('Halden Robotics');
    expect(line.leadFonts).toEqual(['Bold', 'Italic']);
  });

  test('two fonts of one named face (Chromium splits a face into subsets) are no change a reader sees', () => {
    expect(sameFace('EAAAAA+Inter-Bold', 'EAAAAA+Inter-Bold')).toBe(true);
    expect(sameFace('DAAAAA+Inter-Bold', 'EAAAAA+Inter-Bold')).toBe(true);
    expect(sameFace('ABCDEF+NewCM10-Bold', 'GHIJKL+NewCM10-Italic')).toBe(false);
    // A bare family name tells no style: a bold and a regular are often both embedded under it.
    expect(sameFace('Open Sans', 'Open Sans')).toBe(false);
  });

  const head = (text: string, dates: string, lead: string) => ({
    ...plainLine(`${text} | ${dates}`, { lead, gapBefore: true }),
    cells: [{ text, x: 40 }, { text: dates, x: 480 }],
  });

  /** Each role: its head as printed, the words of the head in the lead's font, and the employer and post read. */
  test.each([
    {
      case: 'the two names become the employer and the post',
      roles: [
        ['Halden Robotics Perception Engineer', 'Halden Robotics', 'Halden Robotics', 'Perception Engineer'],
        ['Ostfold Energi Working Student', 'Ostfold Energi', 'Ostfold Energi', 'Working Student'],
      ],
    },
    {
      case: "a comma inside the lead sets the employer's town beside it: the post starts where the font changes",
      roles: [
        ['Fjellsoft, Trondheim Backend Intern', 'Fjellsoft, Trondheim', 'Fjellsoft', 'Backend Intern'],
        ['Nordlys Bank, Bergen Graduate Analyst', 'Nordlys Bank, Bergen', 'Nordlys Bank', 'Graduate Analyst'],
      ],
    },
  ])('$case', ({ roles }) => {
    const lines = roles.flatMap(([text, lead], k) => [
      head(text!, `Jan ${2020 - 2 * k} – Dec ${2021 - 2 * k}`, lead!),
      plainLine('Built the reporting pipeline for the operations team.', { bullet: true }),
    ]);
    expect(parseRoles(lines, new Placement()).map((r) => [r.company, r.title])).toEqual(roles.map(([, , company, title]) => [company, title]));
  });

  test('a dash after the lead parts the header itself: the town after it is no employer', () => {
    const roles = parseRoles([head('Freelance Consultant — Toronto, CA', 'Jan 2018 – Jun 2019', 'Freelance Consultant')], new Placement());
    expect(roles.map((r) => [r.company, r.title])).toEqual([['', 'Freelance Consultant']]);
  });
});
