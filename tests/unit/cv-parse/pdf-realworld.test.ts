import { describe, expect, test } from 'vitest';
import { dropRunningLines } from '../../../src/server/cv-parse/extract/pdf-layout/running-lines.ts';
import { markSymbolRuns, symbolFonts } from '../../../src/server/cv-parse/extract/pdf-layout/symbol-fonts.ts';
import { mendWrappedCells } from '../../../src/server/cv-parse/extract/pdf-layout/wrapped-cells.ts';
import { readingOrder } from '../../../src/server/cv-parse/extract/pdf-layout/reading-order.ts';
import { columnEdges, rowToLine } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';
import { groupRows, settleRaisedRuns } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import { composeAccents } from '../../../src/server/cv-parse/extract/pdf-layout/tex-accents.ts';
import type { PdfLine, PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';
import { joinJustifiedRows } from '../../../src/server/cv-parse/extract/pdf-layout/justified.ts';
import { settleDashBullets } from '../../../src/server/cv-parse/extract/pdf-layout/dash-bullets.ts';
import { markPageWraps, scoreWraps } from '../../../src/server/cv-parse/extract/pdf-layout/wraps.ts';
import { threadColumnsAcrossPages } from '../../../src/server/cv-parse/extract/pdf-layout/page-threads.ts';
import { markGaps } from '../../../src/server/cv-parse/extract/pdf-layout/gaps.ts';
import { lineUnderLink, readsAcross, toTextLines } from '../../../src/server/cv-parse/extract/pdf.ts';
import { cleanText } from '../../../src/server/cv-parse/extract/clean.ts';

/**
 * Rules for text layers that real engines write (pdfTeX, Word and LibreOffice exports, design tools), each
 * checked on positioned runs built by hand, so a case fails when its rule changes.
 */

const run = (str: string, x: number, y = 700, opts: Partial<PdfRun> = {}): PdfRun => ({ str, x, y, w: str.length * 5, size: 10, font: 'body', ...opts });
const cellsOf = (runs: PdfRun[], edges: number[] = []) => rowToLine(groupRows(runs)[0]!, 1, edges).cells.map((c) => c.text);

describe('cells that start on a column edge', () => {
  // 'Languages' right-aligned in a label column, its items at the body's left edge 9 points on.
  const label = [run('Languages', 60, 700, { w: 50 }), run('Python, Scala, SQL', 119)];

  test.each([
    ['a gap of about an em onto a column edge starts a cell', label, [119], ['Languages', 'Python, Scala, SQL']],
    ['the same gap off any edge stays in one cell', label, [200], ['Languages Python, Scala, SQL']],
    ['a word space onto an edge stays a word space', [run('Senior Engineer,', 60, 700, { w: 80 }), run('Acme Ltd', 143)], [143], ['Senior Engineer, Acme Ltd']],
    ['a wide gap starts a cell without any edge', [run('Acme Ltd', 60, 700, { w: 40 }), run('2019 – 2021', 400)], [], ['Acme Ltd', '2019 – 2021']],
    // A justified line written word by word: its spaces are all wider than half an em, one happens to meet an edge.
    [
      'a justified word space onto an edge stays a word space',
      [run('enhanced', 76, 700, { w: 43.6 }), run('my', 126, 700, { w: 14.6 }), run('programming', 147, 700, { w: 59.6 }), run('skills', 213, 700, { w: 22.6 }), run('and', 242, 700, { w: 17.6 }), run('deepened', 266, 700, { w: 43.6 })],
      [266],
      ['enhanced my programming skills and deepened'],
    ],
  ])('%s', (_name, runs, edges, cells) => {
    expect(cellsOf(runs, edges)).toEqual(cells);
  });

  test('edges are where three or more rows or cells begin', () => {
    const rows = groupRows([
      ...[0, 1, 2].map((i) => run(`Body line ${i}`, 128, 700 - i * 12)),
      run('Label', 60, 664, { w: 30 }),
      run('Text after a label', 128.6, 664),
      run('Lone indent', 300, 652),
    ]);
    const edges = columnEdges(rows);
    expect(edges.some((e) => Math.abs(e - 128) <= 1)).toBe(true);
    expect(edges.some((e) => Math.abs(e - 300) <= 1)).toBe(false);
    expect(edges.some((e) => Math.abs(e - 60) <= 1)).toBe(false);
  });
});

describe('letter-spaced words', () => {
  test.each([
    // pdfTeX small caps: capitals and small capitals in runs of their own; the word space is wider than the tracking.
    ['small caps with tracking', [run('A', 227, 700, { size: 14, w: 11 }), run('O I F E', 241.6, 700, { size: 11.5, w: 37 }), run('B', 286.4, 700, { size: 14, w: 9 }), run('R E N N A N', 299, 700, { size: 11.5, w: 70 })], 'AOIFE BRENNAN'],
    ['one tracked piece with double spaces between words', [run('W O R K   H I S T O R Y', 40, 700, { w: 120 })], 'WORK HISTORY'],
    ['ordinary words are left alone', [run('Led a', 40, 700, { w: 25 }), run('team', 71)], 'Led a team'],
  ])('%s', (_name, runs, text) => {
    expect(cellsOf(runs).join(' | ')).toBe(text);
  });
});

describe('icon and symbol fonts', () => {
  const runs = () => [
    run('H', 40, 700, { font: 'marvosym' }),
    run('+34 612 345 678', 50),
    run('B', 40, 688, { font: 'marvosym' }),
    run('lucia@example.com', 50, 688),
    run('{', 40, 676, { font: 'marvosym' }),
    run('Built the pipeline', 50, 676),
    run('A', 40, 664, { font: 'dropcap-and-words' }),
    run('Another word', 50, 664, { font: 'dropcap-and-words' }),
    run('|', 100, 652, { font: 'separators' }),
    run('Mihai Dinc', 40, 640, { font: 'bold' }),
    run('ă', 92, 640, { font: 'bold-fallback' }),
    run('Drăgășani', 40, 628),
    run('ș', 92, 616, { font: 'bold-fallback' }),
  ];

  test('a font used only for lone glyphs is a symbol font; a text font, or one that fills in a missing letter, is not', () => {
    expect([...symbolFonts(runs())].sort()).toEqual(['marvosym', 'separators']);
  });

  test.each([
    [0, '•'],
    [2, '•'],
    [4, '•'],
    [6, 'A'],
    [8, '|'],
    [10, 'ă'],
  ])('run %i reads as %s', (index, str) => {
    const all = runs();
    markSymbolRuns(all, symbolFonts(all));
    expect(all[index]!.str).toBe(str);
  });

  test('one more subset of a face the text is set in is no symbol font, though it sets only lone capitals', () => {
    const names = new Map([
      ['f1', 'AAAAAB+TimesNewRomanPS-BoldMT'],
      ['f2', 'AAAAAC+TimesNewRomanPS-BoldMT'],
      ['f3', 'AAAAAD+FontAwesome'],
    ]);
    const lines = [
      run('ADEBAYO OKO', 40, 700, { font: 'f1' }),
      run('N', 101, 700, { font: 'f2' }),
      run('EDUCATIO', 40, 650, { font: 'f1' }),
      run('N', 88, 650, { font: 'f2' }),
      run('\uf0e0', 40, 630, { font: 'f3' }),
      run('Lagos, Nigeria', 52, 630, { font: 'f1' }),
    ];
    expect([...symbolFonts(lines, names)]).toEqual(['f3']);
    expect([...symbolFonts(lines)].sort()).toEqual(['f2', 'f3']);
  });

  test('a Font Awesome font whose code map gives icon names, or rating marks, is a symbol font; a word font is not', () => {
    const icons = [
      run('Calendar', 40, 700, { font: 'fa-solid' }),
      run('Map-marker', 200, 700, { font: 'fa-solid' }),
      run('○ ○ ○ ○ ○', 300, 690, { font: 'fa-solid' }),
      run('Github', 40, 680, { font: 'fa-brands' }),
      run('Calendar', 40, 670, { font: 'headings' }),
      run('Skills', 40, 660, { font: 'headings' }),
    ];
    expect([...symbolFonts(icons)].sort()).toEqual(['fa-brands', 'fa-solid']);
  });

  test('a Font Awesome glyph that spells a name of its own is an icon by its width, whatever the name', () => {
    const icons = [
      run('PROJECT-DIAGRAM', 40, 700, { font: 'fa-solid', w: 12.5 }),
      run('Database', 40, 690, { font: 'fa-solid', w: 8.7 }),
      run('CODE', 40, 680, { font: 'fa-solid', w: 12.5 }),
      run('CODE', 40, 670, { font: 'headings', w: 28 }),
      run('Skills', 40, 660, { font: 'headings', w: 26 }),
    ];
    expect([...symbolFonts(icons)]).toEqual(['fa-solid']);
  });

  /** A glyph in a font of its own, set flush between two runs of body text (an empty one is left out). */
  const flushRow = (before: string, glyph: string, font: string, after: string) =>
    [run(before, 40), run(glyph, 40 + before.length * 5, 700, { font }), run(after, 40 + (before + glyph).length * 5)].filter((r) => r.str);

  test.each([
    // Characters TeX took from a maths font, set flush against the text.
    ['a plus before digits', flushRow('Phone: ', '+', 'maths', '49 162 788'), 'Phone: +49 162 788'],
    ['pluses after a letter', flushRow('Java, C', '++', 'maths', ', Python'), 'Java, C++, Python'],
    ['a currency sign', flushRow('Grant: ', '$', 'maths', '5,000'), 'Grant: $5,000'],
    ['a letter inside a word, from a fallback font', flushRow('Technolo', 'g', 'fallback', 'y'), 'Technology'],
    // TeX's maths star reads as '?'; marvosym's phone is the letter 'T', set tight against the number.
    ['a star read as "?" between a word and its level', flushRow('lovely', '?', 'maths', '4'), 'lovely•4'],
    ['an icon letter tight against a detail', flushRow('', 'T', 'marvosym', '503-504-4930'), '• 503-504-4930'],
  ])('%s', (_name, runs, text) => {
    markSymbolRuns(runs, symbolFonts(runs));
    const line = rowToLine(groupRows(runs)[0]!, 1);
    expect(`${line.bullet ? '• ' : ''}${line.cells.map((c) => c.text).join(' | ')}`).toBe(text);
  });

  test('the raised small "A" of the LaTeX logo, in a size the document uses for nothing else, stays a letter', () => {
    // pdfTeX: 'L' in the body size, 'A' 7/10 the size, raised and kerned back over the 'L'; 'TEX' then starts inside it.
    const logo = [run('Typesetting in L', 40, 700, { w: 70 }), run('A', 107.5, 702.1, { size: 7, w: 4.7, font: 'cmr7' }), run('TEX and Beamer', 110.6, 700, { w: 60 })];
    markSymbolRuns(logo, symbolFonts(logo));
    expect(rowToLine(groupRows(logo)[0]!, 1).cells.map((c) => c.text)).toEqual(['Typesetting in LATEX and Beamer']);
  });

  test('an icon letter a space apart from the detail beside it is still an icon', () => {
    const icon = [run('Phone', 40, 700, { w: 25 }), run('A', 68, 700, { font: 'marvosym', w: 6 }), run('503-504-4930', 78, 700)];
    markSymbolRuns(icon, symbolFonts(icon));
    expect(icon[1]!.str).toBe('•');
  });

  test('an icon before a contact detail becomes a bullet the line starts with', () => {
    const all = runs().slice(0, 2);
    markSymbolRuns(all, symbolFonts(all));
    const line = rowToLine(groupRows(all)[0]!, 1);
    expect([line.bullet, line.cells[0]!.text]).toEqual([true, '+34 612 345 678']);
  });
});

const line = (texts: Array<[string, number]>, y: number, page = 1, size = 10): PdfLine => ({
  cells: texts.map(([text, x]) => ({ text, x })),
  x: texts[0]![1],
  right: 500,
  y,
  size,
  font: 'body',
  bullet: false,
  gapBefore: false,
  page,
  links: [],
  wrap: 0,
  glyph: '',
});

describe('two columns running on over a page break', () => {
  /** A column of lines from the top of a page down, at x, each line's text from `texts`. */
  const column = (texts: string[], x: number, page: number, top = 780, font = 'body', size = 10) =>
    texts.map((text, i) => ({ ...line([[text, x]], top - i * 12, page, size), font }));
  const texts = (blocks: PdfLine[][]) => blocks.flat().map((l) => l.cells[0]!.text);

  test('a sidebar and a main column that both go on are read column by column across the break', () => {
    const pageOne = [column(['Skills', 'Python', 'Fortran'], 30, 1), column(['Publications', 'Shaw, R. (2025). First paper, in a journal'], 210, 1)];
    const pageTwo = [column(['Tools', 'Linux'], 30, 2), column(['Shaw, R. (2026). Second paper, in a journal'], 210, 2)];
    const lines = threadColumnsAcrossPages([pageOne, pageTwo]).flat();
    expect(lines.map((l) => l.cells[0]!.text)).toEqual(['Skills', 'Python', 'Fortran', 'Tools', 'Linux', 'Publications', 'Shaw, R. (2025). First paper, in a journal', 'Shaw, R. (2026). Second paper, in a journal']);
    // The main column's top, read after the sidebar's continuation, starts afresh as it would on one page.
    markGaps(lines);
    expect(lines.find((l) => l.cells[0]!.text === 'Publications')!.gapBefore).toBe(true);
  });

  test('a next page whose left column opens on a heading, or that is set full width, is read as it stands', () => {
    const pageOne = [column(['Experience', 'Built the ledger'], 40, 1), column(['Address', '12 High Street'], 400, 1)];
    const headed = [column(['EDUCATION'], 40, 2, 780, 'heading', 13), column(['References'], 400, 2)];
    expect(texts(threadColumnsAcrossPages([pageOne, headed]))).toEqual(['Experience', 'Built the ledger', 'Address', '12 High Street', 'EDUCATION', 'References']);
    const fullWidth = [column(['A line across the whole page', 'and another'], 40, 2)];
    expect(texts(threadColumnsAcrossPages([pageOne, fullWidth]))).toEqual(['Experience', 'Built the ledger', 'Address', '12 High Street', 'A line across the whole page', 'and another']);
  });
});

describe('date ranges wrapped inside a table cell', () => {
  test.each([
    ['Apr 2020 –', 'Present', 'Apr 2020 – Present'],
    ['Jan 2016 – Mar', '2020', 'Jan 2016 – Mar 2020'],
    ['Sep 2012 to', 'Dec 2015', 'Sep 2012 to Dec 2015'],
  ])('%s / %s', (above, below, mended) => {
    const lines = mendWrappedCells([line([[above, 78], ['Financial Controller', 188]], 700), line([[below, 78], ['Arla Foods UK, Leeds', 188]], 686)]);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([[mended, 'Financial Controller'], ['Arla Foods UK, Leeds']]);
    expect(lines[1]!.x).toBe(188);
  });

  test.each([
    ['a complete range above', 'Apr 2020 – Present', 'Leeds'],
    ['a word that is no date below', 'Apr 2020 –', 'Leeds'],
  ])('%s is left alone', (_name, above, below) => {
    const lines = mendWrappedCells([line([[above, 78], ['Financial Controller', 188]], 700), line([[below, 78], ['Arla Foods UK', 188]], 686)]);
    expect(lines[0]!.cells[0]!.text).toBe(above);
    expect(lines[1]!.cells).toHaveLength(2);
  });

  test('a lone continuation cell is absorbed, line and all', () => {
    const lines = mendWrappedCells([line([['2019 –', 78], ['Analyst', 188]], 700), line([['2021', 78]], 686)]);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([['2019 – 2021', 'Analyst']]);
  });
});

describe('a range stacked down a timeline column', () => {
  const timeline = () => [
    line([['2019', 45], ['Data Analyst', 102]], 700),
    line([['|', 53], ['Financial Services Commission', 102], ['Guernsey', 329]], 689),
    line([['03/2020', 45], ['• Built the monthly returns dashboard', 102]], 679),
  ];

  test('start, bar and end join into one range where the start stands', () => {
    const lines = mendWrappedCells(timeline());
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['2019 – 03/2020', 'Data Analyst'],
      ['Financial Services Commission', 'Guernsey'],
      ['Built the monthly returns dashboard'],
    ]);
    expect(lines.map((l) => [l.x, l.bullet])).toEqual([[45, false], [102, false], [102, true]]);
  });

  test('years one under the other with no bar between are separate entries', () => {
    const lines = mendWrappedCells([line([['2019', 45], ['Data Analyst', 102]], 700), line([['2020', 45], ['Graduate Analyst', 102]], 679)]);
    expect(lines.map((l) => l.cells[0]!.text)).toEqual(['2019', '2020']);
  });
});

describe('running headers, footers and page numbers', () => {
  const page = (n: number, body: string[]) => [
    line([['Katarzyna Nowak-Ellis', 72]], 800, n),
    line([['Leeds, UK | 07700 900412', 72]], 786, n),
    ...body.map((text, i) => line([[text, 72]], 700 - i * 14, n)),
    line([[`Katarzyna Nowak-Ellis · Page ${n} of 2`, 250]], 40, n),
  ];
  const texts = (lines: PdfLine[]) => lines.map((l) => `${l.page}:${l.cells[0]!.text}`);

  test('the header stays once at the top of page one; repeats and footers go', () => {
    const lines = dropRunningLines([...page(1, ['PROFILE', 'Financial controller.', 'EXPERIENCE']), ...page(2, ['Finance Manager', 'EDUCATION', 'University of Leeds'])]);
    expect(texts(lines)).toEqual([
      '1:Katarzyna Nowak-Ellis',
      '1:Leeds, UK | 07700 900412',
      '1:PROFILE',
      '1:Financial controller.',
      '1:EXPERIENCE',
      '2:Finance Manager',
      '2:EDUCATION',
      '2:University of Leeds',
    ]);
  });

  test.each([
    ['a bare page number at the foot', '2', false],
    ['a number that is not the page', '7', true],
    ['"- 2 -"', '- 2 -', false],
    ['"2/2"', '2/2', false],
  ])('%s', (_name, text, kept) => {
    const lines = dropRunningLines([line([['Body text', 72]], 700, 2), line([['More text', 72]], 686, 2), line([[text, 290]], 40, 2)]);
    expect(lines.some((l) => l.cells[0]!.text === text)).toBe(kept);
  });

  test('a contact footer printed nowhere else keeps its first copy, marked for the header (moderncv casual)', () => {
    const casual = (n: number) => [
      ...['Education', '2003–2006 Master of Design', 'Experience'].map((text, i) => line([[text, 72]], 780 - i * 14, n)),
      line([['12 somestreet, 3456 somecity • +12 (3)456 78 90 • jdoe@design.org', 80]], 40, n),
    ];
    const lines = dropRunningLines([...casual(1), ...casual(2)]);
    const footers = lines.filter((l) => l.cells[0]!.text.includes('jdoe@design.org'));
    expect(footers.map((l) => [l.page, l.contactFooter])).toEqual([[1, true]]);
    // A footer repeating the header's e-mail goes as before.
    const repeated = dropRunningLines([line([['jdoe@design.org', 72]], 800, 1), ...casual(1), ...casual(2)]);
    expect(repeated.filter((l) => l.contactFooter)).toEqual([]);
  });

  test('a one-page CV drops its numbered footer in cells (date · name · Résumé · page), but not a last line ending in another number', () => {
    const body = [line([['Education', 72]], 700, 1), line([['Brigham Young University', 72], ['Provo, Utah', 480]], 686, 1)];
    const footer = line([['February 19, 2025', 72], ['Timothy Morris · Résumé', 250], ['1', 520]], 40, 1);
    expect(dropRunningLines([...body, footer])).toEqual(body);
    const skill = line([['Python', 72], ['4', 520]], 40, 1);
    expect(dropRunningLines([...body, skill])).toContain(skill);
  });

  test('a line repeated in the middle of the pages is content, not a running line', () => {
    const mid = (n: number) => [
      line([['Top', 72]], 800, n),
      line([['Top 2', 72]], 790, n),
      line([['Top 3', 72]], 780, n),
      line([['Key achievements:', 72]], 500, n),
      line([['Foot', 72]], 60, n),
      line([['Foot 2', 72]], 50, n),
      line([['Foot 3', 72]], 40, n),
    ];
    const lines = dropRunningLines([...mid(1), ...mid(2)]);
    expect(lines.filter((l) => l.cells[0]!.text === 'Key achievements:')).toHaveLength(2);
  });

  test('a line at the foot of one page and the top of the next is the body going on, not a running line', () => {
    const lines = dropRunningLines([
      ...['Alex Morgan', 'alex@example.com', 'EXPERIENCE', 'Analyst, Acme', 'EDUCATION'].map((text, i) => line([[text, 72]], 800 - i * 14, 1)),
      line([['1997 – 2001 PhD in Sociology', 72]], 120, 1),
      line([['Brunel University, London United Kingdom', 72]], 106, 1),
      line([['1993 – 1997 BSc in Psychology', 72]], 800, 2),
      line([['Brunel University, London United Kingdom', 72]], 786, 2),
      line([['sociology of risk', 72]], 770, 2),
      line([['research methods', 72]], 756, 2),
      line([['PUBLICATIONS', 72]], 740, 2),
    ]);
    expect(lines.filter((l) => l.cells[0]!.text.startsWith('Brunel'))).toHaveLength(2);
  });
});

describe('small capitals whose i reads as lower case', () => {
  test('a position set in small caps reads in capitals again', () => {
    const runs = [run('SENiOR DATA SCiENTiST AT JOiNT VENTURE WiTH BiG RETAiL', 40, 700, { w: 260 }), run('Jan 2023 - Present', 470, 700, { w: 80 })];
    expect(cellsOf(runs)).toEqual(['SENIOR DATA SCIENTIST AT JOINT VENTURE WITH BIG RETAIL', 'Jan 2023 - Present']);
  });

  test('mixed words with an i among capitals are left alone', () => {
    expect(cellsOf([run('Set up WiFi for iOS devices with 16 GiB', 40, 700, { w: 200 })])).toEqual(['Set up WiFi for iOS devices with 16 GiB']);
  });
});

describe('accents TeX builds from a separate glyph', () => {
  test.each([
    ['Gda ́nsk', 'Gdańsk'],
    ['Gda ́nsk University of Technology', 'Gdańsk University of Technology'],
    ['Gdan\u0301sk', 'Gdan\u0301sk'],
    ['don ́t', 'don ́t'],
    ['Boˇzidar Mitrović', 'Božidar Mitrović'],
    ['Universit ́e de Montr ́eal', 'Université de Montréal'],
    ['Mart ́ınez', 'Martínez'],
    ['Maˆıtre', 'Maître'],
    ['x ˆ y', 'x ˆ y'],
  ])('%s', (text, composed) => {
    expect(composeAccents(text)).toBe(composed);
  });
});

describe('right-aligned dates wrapped to the next line', () => {
  test.each([
    ['present', [['Senior Marketing Manager – Sanofi', '09/2020 – present']]],
    ['Aug 2020', [['Senior Marketing Manager – Sanofi', '09/2020 – Aug 2020']]],
    ['present and future', [['Senior Marketing Manager – Sanofi', '09/2020 –'], ['present and future']]],
  ])('%s', (below, cells) => {
    const lines = mendWrappedCells([line([['Senior Marketing Manager – Sanofi', 72], ['09/2020 –', 488]], 700), line([[below, 72]], 686)]);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual(cells);
  });
});

describe('paragraphs broken by a page break', () => {
  test.each([
    ['Chartered Member (MCIPD), Chartered Institute of', 'Personnel and Development', 2],
    ['Sailing, running,', 'and old radios', 2],
    ['Chartered Member (MCIPD), Chartered Institute', 'Personnel and Development', 0],
  ])('%s / %s', (last, first, wrap) => {
    const lines = [line([[last, 72]], 60, 1), line([[first, 72]], 780, 2)];
    markPageWraps(lines);
    expect(lines[1]!.wrap).toBe(wrap);
  });

  test('a line in another font or place on the next page starts afresh', () => {
    const lines = [line([['Member of', 72]], 60, 1), { ...line([['EDUCATION', 72]], 780, 2), font: 'bold' }];
    markPageWraps(lines);
    expect(lines[1]!.wrap).toBe(0);
  });
});

describe('newspaper columns below a full-width story', () => {
  const story = (y: number) => run('A full-width paragraph line that runs across the middle of the page and on', 72, y, { w: 450 });
  const columns = (top: number) => [
    run('SKILLS', 72, top, { w: 40 }),
    run('• Nielsen data', 317, top, { w: 80 }),
    run('• Brand strategy', 72, top - 14, { w: 90 }),
    run('• Budget management', 317, top - 14, { w: 110 }),
    run('• Product launches', 72, top - 28, { w: 95 }),
    run('LANGUAGES', 310, top - 34, { w: 60 }),
    run('• Media planning', 72, top - 42, { w: 90 }),
    run('French – native', 310, top - 48, { w: 80 }),
    run('• Trade marketing', 72, top - 56, { w: 90 }),
  ];
  const order = (runs: PdfRun[]) => readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));

  test('are read column by column', () => {
    const strs = order([story(760), story(746), story(732), ...columns(700)]);
    expect(strs.slice(3)).toEqual(['SKILLS', '• Brand strategy', '• Product launches', '• Media planning', '• Trade marketing', '• Nielsen data', '• Budget management', 'LANGUAGES', 'French – native']);
  });

  test('above the story (a name beside its contact column) rows stay rows', () => {
    const strs = order([...columns(800), story(700), story(686), story(672)]);
    expect(strs.slice(0, 2)).toEqual(['SKILLS', '• Nielsen data']);
  });

  test('entries with flush-right dates above the columns are full-width rows, not a column of dates', () => {
    const dated = [0, 1].flatMap((i) => [run(`School number ${i}`, 72, 760 - i * 28, { w: 90 }), run(`20${10 + i} – 20${12 + i}`, 470, 760 - i * 28, { w: 52 }), run(`Degree ${i}`, 72, 746 - i * 28, { w: 60 })]);
    const strs = order([story(800), story(786), ...dated, ...columns(700)]);
    expect(strs.slice(2, 8)).toEqual(['School number 0', '2010 – 2012', 'Degree 0', 'School number 1', '2011 – 2013', 'Degree 1']);
    expect(strs.slice(8, 10)).toEqual(['SKILLS', '• Brand strategy']);
  });
});

describe('one item a line in a narrow column', () => {
  const col = (text: string, y: number, right: number): PdfLine => ({ ...line([[text, 78]], y), right });
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };

  test('a capitalised line after a short one starts afresh, even where wrapped lines taught the pitch', () => {
    const lines = [col('priyanka.sharma@outlook.c', 700, 230), col('om', 688, 92), col('Employee relations', 676, 170), col('TUPE transfers', 664, 175), col('Workday HCM', 652, 150)];
    expect(wraps(lines)).toEqual([0, 2, 0, 0, 0]);
  });

  test('after a line that fills the column, it continues the line', () => {
    const lines = [col('Lead the French marketing plan for three brands', 700, 228), col('worth a lot', 688, 140), col('Launched an allergy range that reached a good share', 676, 229), col('EUR 120 million', 664, 150)];
    expect(wraps(lines)).toEqual([0, 2, 0, 2]);
  });
});

describe('a header cut at its joining dash', () => {
  // 'Company, Place —' in one font, the title after the dash pushed to the next line in another, both short.
  const head = (text: string, y: number, right: number, font: string): PdfLine => ({ ...line([[text, 50]], y), right, font });
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };

  test('the line after a spaced dash goes on with it, whatever its font', () => {
    const lines = [head('Acme Coffee, 12 High St., Leeds —', 700, 300, 'bold'), head('Barista', 686, 90, 'italic'), head('March 2016 - May 2017', 672, 160, 'body')];
    expect(wraps(lines)).toEqual([0, 2, 0]);
  });

  test('a dash that ends a range or a list item does not join, nor one set far apart', () => {
    expect(wraps([head('Acme Coffee 2019 -', 700, 300, 'bold'), head('Barista', 686, 90, 'italic')])).toEqual([0, 0]);
    expect(wraps([head('Acme Coffee, Leeds —', 700, 300, 'bold'), head('Barista', 660, 90, 'italic')])).toEqual([0, 0]);
  });
});

describe('wrapped lines in elements of different line heights', () => {
  // An HTML template: a project's description at one line height, an education entry's at a slightly larger one.
  const set = (text: string, y: number, right: number): PdfLine => ({ ...line([[text, 268]], y, 1, 10.8), right });
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };
  const project = [set('Build fast and easy multiple beautiful resumes and', 330, 560), set('create your best CV ever with Vue and LESS.', 315.75, 508)];

  test('a full line goes on below at a pitch a little off the one learnt elsewhere in the column', () => {
    const entry = [set('Major in Hacking and Computer Penetration, University A, New', 496, 561), set('York, USA.', 480.25, 317)];
    expect(wraps([...project, ...entry])).toEqual([0, 2, 0, 2]);
  });

  test('a line below a paragraph gap starts afresh', () => {
    const entry = [set('Major in Hacking and Computer Penetration, University A, New', 496, 561), set('York, USA.', 475, 317)];
    expect(wraps([...project, ...entry])).toEqual([0, 2, 0, 0]);
  });
});

describe('a title wrapped past its dash', () => {
  // Google Docs: 'Company, Place — ' in bold, the title after it in the body's weight, wrapped at the column's edge.
  const set = (text: string, y: number, right: number, font: string, endFont?: string): PdfLine => ({
    ...line([[text, 44]], y, 1, 11),
    right,
    font,
    ...(endFont ? { endFont } : {}),
  });
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };

  test('the title goes on below in the font the line above ended in', () => {
    const head = set('Brightwell Logistics (Oakland depot), Oakland — Warehouse Support', 700, 392, 'bold', 'body');
    expect(wraps([head, set('(inventory associate level 2)', 686, 190, 'body')])).toEqual([0, 2]);
  });

  test('a line that is bold throughout, or has no dash, does not hand its last font on', () => {
    const bold = set('Brightwell Logistics (Oakland depot), Oakland — Warehouse Support', 700, 392, 'bold');
    expect(wraps([bold, set('(inventory associate level 2)', 686, 190, 'body')])).toEqual([0, 0]);
    const noDash = set('Brightwell Logistics (Oakland depot) in Oakland, Warehouse Support', 700, 392, 'bold', 'body');
    expect(wraps([noDash, set('(inventory associate level 2)', 686, 190, 'body')])).toEqual([0, 0]);
  });

  test('a row ending in another font says so', () => {
    const row = groupRows([
      { str: 'Brightwell Logistics, Oakland — ', x: 44, y: 700, w: 170, size: 11, font: 'bold' },
      { str: 'Warehouse Support', x: 214, y: 700, w: 95, size: 11, font: 'body' },
    ])[0]!;
    expect(rowToLine(row, 1)).toMatchObject({ font: 'bold', endFont: 'body' });
  });
});

describe('bulleted items in a narrow column', () => {
  // A sidebar about 115 points wide: bullet glyph at 420, text at a hanging indent of 438.
  const item = (text: string, y: number, right: number, bullet = false): PdfLine => ({ ...line([[text, 438]], y), right, bullet, x: 438 });
  const glyphLine: PdfLine = { ...line([['A line at the glyph edge that fills the column', 420]], 720), right: 534 };
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };

  test('a capitalised line at the hanging indent under a bullet goes on with the item', () => {
    const lines = [glyphLine, item('I have a Senior', 700, 503, true), item('Diploma in both', 690, 510), item('Painting and Singing.', 680, 533), item('I love to play', 670, 494, true), item('Badminton and Carrom.', 660, 533)];
    expect(wraps(lines).slice(1)).toEqual([0, 1, 1, 0, 1]);
  });

  test('without a bullet above, a short line still ends its item', () => {
    const lines = [glyphLine, item('I have a Senior', 700, 503), item('Diploma in both', 690, 510)];
    expect(wraps(lines).slice(1)).toEqual([0, 0]);
  });
});

describe('a line opening on an at sign', () => {
  const body = (text: string, y: number, right: number): PdfLine => ({ ...line([[text, 50]], y), right });
  const wraps = (lines: PdfLine[]) => {
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };

  test('a lone @ is a word of the sentence and goes on with it; an address or a handle starts a line of its own', () => {
    const full = body('Presented the pitch at the opening reception of the Business Challenge', 700, 500);
    expect(wraps([full, body('@ Sasin 2022 for Team London Bridge.', 688, 200)])[1]).not.toBe(0);
    expect(wraps([{ ...full }, body('@janedoe on GitHub', 688, 200)])[1]).toBe(0);
    expect(wraps([{ ...full }, body('jane@example.com', 688, 200)])[1]).toBe(0);
  });
});

describe('short entries set as a grid of evenly spaced columns', () => {
  const order = (runs: PdfRun[]) => readingOrder(groupRows(runs)).map((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
  const grid = [
    run('AWARDS', 28, 760, { w: 60, size: 14, font: 'head' }),
    run('Fastest eater', 28, 740, { w: 70, font: 'bold' }),
    run('Record run', 211, 740, { w: 60, font: 'bold' }),
    run('Best enemy award', 394, 740, { w: 90, font: 'bold' }),
    run('Contest of 100 people', 28, 728, { w: 110 }),
    run('Under 12 parsecs', 211, 728, { w: 90 }),
    run('Given by my enemy', 394, 728, { w: 100 }),
  ];

  test('are read column by column: each name with its detail', () => {
    expect(order(grid)).toEqual([['AWARDS'], ['Fastest eater', 'Contest of 100 people'], ['Record run', 'Under 12 parsecs'], ['Best enemy award', 'Given by my enemy']]);
  });

  test('a table whose rows are alike (a label beside its values) stays rows', () => {
    const table = [0, 1, 2].flatMap((i) => [run(`Label ${i}`, 28, 740 - i * 12, { w: 40, font: 'bold' }), run('Value A', 211, 740 - i * 12, { w: 40 }), run('Value B', 394, 740 - i * 12, { w: 40 })]);
    expect(order(table)).toEqual([['Label 0', 'Value A', 'Value B', 'Label 1', 'Value A', 'Value B', 'Label 2', 'Value A', 'Value B']]);
  });

  test('unevenly spaced columns (an entry, its place and its dates) stay rows', () => {
    const rows = [0, 1].flatMap((i) => [run(`Engineer ${i}`, 28, 740 - i * 24, { w: 60, font: 'bold' }), run('London', 150, 740 - i * 24, { w: 40, font: 'bold' }), run('2019 – 2021', 470, 740 - i * 24, { w: 50, font: 'bold' }), run('Acme', 28, 728 - i * 24, { w: 30 }), run('UK', 150, 728 - i * 24, { w: 20 }), run('Full time', 470, 728 - i * 24, { w: 40 })]);
    expect(order(rows)).toHaveLength(1);
  });
});

describe('text layer characters', () => {
  test.each([
    // TeX fonts map the hyphen to U+00AD: in a PDF it is printed, so it reads as a hyphen.
    ['high\u00ADimpact', 'high-impact'],
    ['Sep. 2023 \u00AD Mar. 2024', 'Sep. 2023 - Mar. 2024'],
    // Word on a Mac maps its one hyphen glyph to a hyphen, a soft hyphen and U+2010 at once.
    ['(909) 555-\u00AD\u20105555', '(909) 555-5555'],
    ['an on-\u00AD\u2010campus role', 'an on-campus role'],
  ])('%s', (str, text) => {
    expect(cellsOf([run(str, 40, 700, { w: 120 })])).toEqual([text]);
  });

  test('outside PDFs a soft hyphen is an invisible break point and goes', () => {
    expect(cleanText('high\u00ADimpact')).toBe('highimpact');
  });

  test('a noncharacter from a broken icon map is no text', () => {
    expect(cleanText('\uFFFF JavaScript').trim()).toBe('JavaScript');
  });

  test.each([
    ['upright', [10, 0, 0, 10, 72, 700], true],
    ['sheared into a fake italic', [8, 0, 2.1, 8, 72, 700], true],
    ['rotated into the margin', [0, 10, -10, 0, 20, 300], false],
    ['tilted a little', [9.9, 1.4, -1.4, 9.9, 72, 700], false],
  ])('text set %s reads across: %s', (_name, transform, across) => {
    expect(readsAcross(transform as number[])).toBe(across);
  });
});

describe('superscripts and subscripts', () => {
  const texts = (runs: PdfRun[]) => groupRows(runs).map((row) => rowToLine(row, 1).cells.map((c) => c.text).join(' | '));

  test('a raised ordinal joins its number', () => {
    const runs = [run('2014', 223, 182.8, { w: 23 }), run('1', 258.5, 182.8, { w: 5.8 }), run('st', 264.3, 186.4, { size: 7, w: 5.5 }), run('/50', 270.3, 182.8, { w: 15 })];
    expect(texts(runs)).toEqual(['2014 | 1st/50']);
  });

  test('the LaTeX logo stays one word, beside a column whose line sits a little higher', () => {
    const runs = [
      run('OCaml • Rails • L', 35.4, 80.2, { w: 114.3 }),
      run('A', 146.2, 82.3, { size: 7, w: 4.5 }),
      run('T', 149.2, 80.2, { w: 6 }),
      run('E', 154.6, 78.1, { w: 6 }),
      run('X', 160, 80.2, { w: 7 }),
      run('[1] A. Jain, D. Das. Planit: learning to plan paths', 217.5, 84, { w: 346 }),
    ];
    expect(texts(runs)).toEqual(['OCaml • Rails • LATEX | [1] A. Jain, D. Das. Planit: learning to plan paths']);
  });

  test('a small run off the baseline that touches nothing keeps its own row', () => {
    const runs = [run('Body text here', 40, 700, { w: 70 }), run('note', 200, 704, { size: 7, w: 14 })];
    expect(texts(runs)).toHaveLength(2);
  });

  test('a same-size piece off the baseline touching text on one side only keeps its place', () => {
    const runs = [run('Analyst', 40, 700, { w: 35 }), run('2019', 75, 704, { w: 20 })];
    expect(settleRaisedRuns(runs)[1]!.y).toBe(704);
  });
});

describe('rows of columns set on slightly different baselines', () => {
  test('a line of a third column does not chain onto a row through a piece between', () => {
    // A sidebar label 3 points below the middle column's line, and the right column's line 5 points below.
    const rows = groupRows([
      run('thieving', 264, 181.1, { size: 9, w: 33 }),
      run('R', 69, 178.3, { size: 8, w: 6 }),
      run('how to get it back', 460, 175.8, { size: 8, w: 80 }),
    ]);
    expect(rows.map((r) => r.runs.map((x) => x.str))).toEqual([['R', 'thieving'], ['how to get it back']]);
  });
});

describe('links laid over text', () => {
  test('a box reaching into the line above goes to the line it sits on', () => {
    const lines = [{ ...line([['YouTube:// DeedyDash007', 35]], 420.9), right: 150 }, { ...line([['Twitter:// @debarghya_das', 35]], 408.9), right: 150 }];
    expect(lineUnderLink(lines, [77.3, 406.8, 150.4, 418.7])?.cells[0]!.text).toBe('Twitter:// @debarghya_das');
  });
});

test('a separator on the line below a big name is not pulled up into it', () => {
  const runs = [run('M', 202.8, 739.7, { size: 23.8, w: 21 }), run('ARCUS', 224.4, 739.7, { size: 19, w: 66.3 }), run('O', 298.3, 739.7, { size: 23.8, w: 18 }), run('|', 292.7, 726.8, { size: 9.6, w: 2.7 })];
  expect(settleRaisedRuns(runs)[3]!.y).toBe(726.8);
});

describe('headings with an icon before them', () => {
  const body = (text: string, y: number): PdfLine => line([[text, 58]], y);
  const marked = (text: string, y: number, size: number): PdfLine => ({ ...line([[text, 62]], y, 1, size), bullet: true, glyph: '•' });

  test('a short line set well above the body size is a heading, not a list item', () => {
    const lines = toTextLines([
      marked('Research Experiences', 700, 13),
      body('Research Intern at a lab with a long line of body text in it', 686),
      marked('Focused on communication optimization', 672, 10),
      body('Another long line of body text that sets the body size here', 658),
    ]);
    expect(lines.map((l) => l.bullet)).toEqual([false, false, true, false]);
  });

  test('a fifth above a body size that is not a whole point (13 over 10.8) is still a heading', () => {
    const sized = (l: PdfLine): PdfLine => ({ ...l, size: 10.8 });
    const lines = toTextLines([
      marked('Experience', 700, 13),
      sized(body('Developer at a small company, programming and watching videos', 686)),
      sized(body('Frontend developer at another company with important tasks', 672)),
    ]);
    expect(lines.map((l) => l.bullet)).toEqual([false, false, false]);
  });
});

describe('a side column set flush right under a full-width profile', () => {
  const order = (runs: PdfRun[]) => readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
  const profile = [0, 1, 2, 3].map((i) => run(`Profile paragraph line ${i} that runs right across the page from margin to margin`, 50, 660 - i * 10, { w: 500 }));
  const main = ['Experience', 'CEO, Pied Piper', 'Built the compression engine', 'Won a start-up contest', 'Projects', 'Team lead, Miss Direction', 'A mapping engine', 'Publications', 'Video compression for 3d media'].map((text, i) => run(text, 50, 600 - i * 12, { w: 200 }));
  // Ragged left, one right edge at 560, at a pitch of its own.
  const side = ['Skills', 'Web Compression', 'HTML MP4', 'Education', 'Bachelor, Information Technology', 'University of Oklahoma', 'Awards', 'Digital Pioneer Award'].map((text, i) => run(text, 560 - text.length * 5, 600 - i * 10.5));

  test('is read after the main column, not row by row with it', () => {
    const strs = order([...profile, ...main, ...side]);
    expect(strs.slice(4, 13)).toEqual(main.map((r) => r.str));
    expect(strs.slice(13)).toEqual(side.map((r) => r.str));
  });

  test('a ragged-right side column, its list items indented, is read after the main column too', () => {
    const left = ['Recent Employment', 'Web Developer, City Council', 'Migrated the site to containers', 'Cut hosting costs by a third', 'Analyst, Harbour Trust', 'Built the reporting dashboards', 'Automated the monthly returns', 'Trained four new starters', 'Volunteer, Food Bank'].map((text, i) => run(text, 40, 600 - i * 12, { w: 300 }));
    const right = ['Skills', 'I build for the web and', 'keep learning more.', 'HTML5', 'JavaScript', 'Docker', 'Qualification', 'MEng Computer Science'].map((text, i) => run(text, ['HTML5', 'JavaScript', 'Docker'].includes(text) ? 395 : 385, 600 - i * 13.5, { w: 140 }));
    const strs = order([...profile, ...left, ...right]);
    expect(strs.slice(4, 13)).toEqual(left.map((r) => r.str));
    expect(strs.slice(13)).toEqual(right.map((r) => r.str));
  });

  test('beside a column of headings and years, entries stay on their rows', () => {
    // Headings set apart in a left column, each entry's year beside its first line.
    const headings = [['Education', 565], ['Skills', 413], ['Projects', 269], ['Interests', 161], ['Languages', 101]] as const;
    const years = [['2019', 542], ['2021', 496], ['2024', 449]] as const;
    const entryYs = [542, 530, 518, 496, 484, 472, 449, 437, 390, 378, 366, 354, 342, 330, 318, 306, 294, 247, 221, 209, 197, 185, 138, 126, 79, 67];
    const entries = entryYs.map((y, i) => run(`Entry line number ${i}`, 182.5, y, { w: 200 }));
    const left = [...headings.map(([text, y]) => run(text, 28, y, { size: 12, w: 60 })), ...years.map(([text, y]) => run(text, 47.5, y, { w: 24 }))];
    const rows = readingOrder(groupRows([...profile, ...left, ...entries])).flat();
    expect(rows.map((row) => row.runs.map((r) => r.str).join(' | ')).slice(4, 7)).toEqual(['Education', '2019 | Entry line number 0', 'Entry line number 1']);
  });

  test('a flush-right column of dates stays beside its entries', () => {
    const dates = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => run(i % 2 ? 'Jan 2019 – Present' : '2016 – 2018', 560 - (i % 2 ? 90 : 55), 600 - i * 12, { w: i % 2 ? 90 : 55 }));
    const strs = order([...profile, ...main.slice(0, 8), ...dates]);
    expect(strs.slice(4, 6)).toEqual(['Experience', '2016 – 2018']);
  });
});

describe('entries set in two styles in a narrow sidebar', () => {
  // A sidebar 190 points wide at 9 points (21 ems): bullet glyph at 390, text at 401; names in bold, the rest in italics.
  const sidebar = (rows: Array<Array<[string, number, string]>>, startY = 600) =>
    rows.map((runs, i) => {
      const y = startY - i * 11;
      return rowToLine(groupRows(runs.map(([str, x, font]) => run(str, x, y, { w: str.length * 4.2, size: 9, font })))[0]!, 1);
    });
  const wraps = (lines: PdfLine[]) => {
    settleDashBullets(lines);
    scoreWraps(lines);
    return lines.map((l) => l.wrap);
  };
  const edge: Array<[string, number, string]> = [['A sidebar line of body text that fills it', 390, 'body']];

  test('a school, an issuer or a skill goes on below in the font the line above ended in, or after a joining dash', () => {
    const lines = sidebar([
      edge,
      [['•', 390, 'body'], ['Bachelor of Arts in History, ', 401, 'bold'], ['Queens College,', 524, 'italic']],
      [['City University of New York', 401, 'italic']],
      [['•', 390, 'body'], ['Corporate Travel Logistics Fundamentals', 401, 'bold']],
      [['— Metro Business Institute', 401, 'italic']],
      [['•', 390, 'body'], ['Advanced Frogger Street-Crossing', 401, 'bold']],
      [['Analytics ', 401, 'bold'], ['— New York City Arcade League', 443, 'italic']],
    ]);
    expect(wraps(lines).slice(1, 6)).toEqual([0, 2, 0, 2, 0]);
    // 'Analytics' hangs under its bullet in the bold the line above ended in.
    expect(lines[6]!.wrap).toBeGreaterThan(0);
  });

  test('in a wide column, or where the style changes with nothing to say the text goes on, a line starts afresh', () => {
    const narrow = sidebar([edge, [['Corporate Travel Logistics Fundamentals', 390, 'bold']], [['Metro Business Institute', 390, 'italic']]]);
    expect(wraps(narrow).slice(1)).toEqual([0, 0]);
    const wide = sidebar([
      [['A line of body text in a main column, which holds many more words than a sidebar', 40, 'body']],
      [['Bachelor of Arts in History at the University of Somewhere, ', 40, 'bold'], ['Queens College,', 292, 'italic']],
      [['City University of New York', 40, 'italic']],
    ]);
    expect(wraps(wide).slice(1)).toEqual([0, 0]);
  });
});

describe('a justified paragraph in a narrow column', () => {
  // A sidebar from x 12 to 190 at 10.5 points; a browser wrote the short first line word by word, its spaces stretched.
  const words = (y: number, pieces: Array<[string, number, number]>) => pieces.map(([str, x, w]) => run(str, x, y, { w, size: 10.5 }));
  const stretched = words(724, [['Lorem', 12, 30.1], ['ipsum', 56.3, 29.1], ['dolor', 99.6, 24.3], ['sit', 138, 11.5], ['amet,', 163.8, 26.2]]);
  const lines = (...rows: PdfRun[][]) => rows.map((runs) => rowToLine(groupRows(runs)[0]!, 1));

  test('a line of stretched spaces flush with the next line of its paragraph is one line of text', () => {
    const read = lines(stretched, [run('consetetur sadipscing elitr, sed diam', 12, 707.5, { w: 178.1, size: 10.5 })]);
    joinJustifiedRows(read);
    expect(read[0]!.cells.map((c) => c.text)).toEqual(['Lorem ipsum dolor sit amet,']);
  });

  test('a row of tags spaced alike but ragged against the line below keeps its cells', () => {
    const tags = words(724, [['Python', 12, 31], ['Docker', 57.2, 31], ['Kafka', 102.4, 26], ['Rust', 142.6, 20]]);
    const read = lines(tags, [run('Agile delivery and mentoring of new starters', 12, 707.5, { w: 178.1, size: 10.5 })]);
    joinJustifiedRows(read);
    expect(read[0]!.cells.map((c) => c.text)).toEqual(['Python', 'Docker', 'Kafka', 'Rust']);
  });
});
