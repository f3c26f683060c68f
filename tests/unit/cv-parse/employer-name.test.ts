import { describe, expect, test } from 'vitest';
import { withoutRunInPlace, withoutWebAddress } from '../../../src/server/cv-parse/structure/employer-name.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/** Lines in the notation of the layout dump: cells as [text, x]. */
const row = (cells: Array<[string, number]>, hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | '), hints),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});

const heads = (lines: TextLine[]) => structureCv(lines).data.roles.map((r) => [r.title, r.company]);

describe('a web address printed with the employer', () => {
  test.each([
    ['Lindqvist Digital, http://lindqvist.example.se/', 'Lindqvist Digital'],
    ['Harbour Freight srl https://www.harbourfreight.example.it', 'Harbour Freight srl'],
    ['Studio Nord | www.studionord.example.com', 'Studio Nord'],
    // A name that is a domain has no scheme and no 'www.': it is the name.
    ['Amazon.com (AWS)', 'Amazon.com (AWS)'],
    ['Example.com', 'Example.com'],
  ])('%s → %s', (printed, name) => {
    expect(withoutWebAddress(printed)).toBe(name);
  });

  test('Europass: the website line under the employer is no part of its name', () => {
    const lines = [
      plainLine('Work experience', { bold: true, size: 1.4 }),
      row([['2019–Present', 60], ['Front-end developer', 180]], { size: 1.2, gapBefore: true }),
      plainLine('Lindqvist Digital,', { x: 180 }),
      plainLine('http://lindqvist.example.se/', { x: 180 }),
      plainLine('Built booking pages for the studio’s clients.', { x: 180, bullet: true }),
      row([['2016–2019', 60], ['Web designer', 180]], { size: 1.2, gapBefore: true }),
      plainLine('Studio Nord,', { x: 180 }),
      plainLine('https://www.studionord.example.com', { x: 180 }),
      plainLine('Designed and printed the brand guides of local shops.', { x: 180, bullet: true }),
    ];
    expect(heads(lines)).toEqual([
      ['Front-end developer', 'Lindqvist Digital'],
      ['Web designer', 'Studio Nord'],
    ]);
  });
});

describe('a place alone beside the dates', () => {
  /**
   * AltaCV entries: a name, the post in bold, then the dates and a place, each after a marker glyph. Where the
   * second entry's marked cell names a body (a university), the first one's place must not be read as its employer.
   */
  const lines = (place: string): TextLine[] => [
    plainLine('Work experience', { bold: true, size: 1.7 }),
    plainLine('Harland Motorsport, Independent Race Team', { x: 206, size: 1.2 }),
    plainLine('Design Engineer & Team Member', { x: 206, bold: true }),
    row([['Nov 2019 – Present', 209], [`• ${place}`, 390]], { size: 0.9, bullet: true }),
    plainLine('Self-funded electric race team designing and building a car to compete worldwide.', { x: 206 }),
    plainLine('Bridge Vehicle Detection', { x: 206, size: 1.2, gapBefore: true }),
    plainLine('Engineer', { x: 206, bold: true }),
    row([['Sep 2020 – Dec 2020', 209], ['• Queen’s University Belfast', 390]], { size: 0.9, bullet: true }),
    plainLine('Team project warning drivers of oncoming cars before a narrow bridge.', { x: 206 }),
  ];

  test.each([
    ['a nation alone', 'Northern Ireland'],
    ['a country alone', 'Portugal'],
    ['a town and its country in capitals', 'BRUSSELS, BELGIUM'],
  ])('%s is where the post was, never its employer', (_, place) => {
    expect(heads(lines(place))).toEqual([
      ['Design Engineer & Team Member', 'Harland Motorsport, Independent Race Team'],
      ['Engineer', 'Queen’s University Belfast'],
    ]);
  });
});

describe('a place run into the employer with no comma', () => {
  test.each([
    // A big town after a name closed by its legal form or its business's kind.
    ['Northwind Ltd London', 'Northwind Ltd'],
    ['HARBOUR FREIGHT LTD LEEDS', 'HARBOUR FREIGHT LTD'],
    ['Kestrel Consulting Services Chennai', 'Kestrel Consulting Services'],
    // A town pinned by its own country or region after it.
    ['Quillsoft Bangalore India', 'Quillsoft'],
    ['Brightpath Austin TX', 'Brightpath'],
    ['Fenwick Ltd Reading UK', 'Fenwick Ltd'],
    // A place after a separator.
    ['Quillsoft – Pune', 'Quillsoft'],
  ])('%s → %s', (printed, name) => {
    expect(withoutRunInPlace(printed)).toBe(name);
  });

  test.each([
    // The place is the name's own: joined to it, or part of a school's name.
    'Bank of America',
    'Transport for London',
    'Imperial College London',
    'Indian Institute of Technology Bombay',
    'IIT Delhi',
    // A place that opens the name.
    'London Stock Exchange',
    'Boston Consulting Group',
    // A big town after a bare name may be the name ('Wells Fargo'); a lone country names a branch.
    'Wells Fargo',
    'Quillsoft Bangalore',
    'Google India',
    'BBC Scotland',
    // A town named like an everyday word, with no country or region to pin it.
    'Fenwick Ltd Reading',
    // Nothing left but the place.
    'New York',
  ])('%s stays whole', (printed) => {
    expect(withoutRunInPlace(printed)).toBe(printed);
  });

  test('a role header: the employer without its town', () => {
    const lines = [
      plainLine('Experience', { bold: true, size: 1.4 }),
      row([['Data Analyst', 60], ['Jan 2020 – Present', 420]], { bold: true, gapBefore: true }),
      plainLine('Kestrel Analytics Ltd Manchester', { x: 60 }),
      plainLine('Built the monthly sales dashboards.', { x: 60, bullet: true }),
    ];
    expect(heads(lines)).toEqual([['Data Analyst', 'Kestrel Analytics Ltd']]);
  });
});
