import { describe, expect, test } from 'vitest';
import { decodeText, textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { unspace } from '../../../src/server/cv-parse/extract/pdf-layout/letter-spacing.ts';
import { readingOrder } from '../../../src/server/cv-parse/extract/pdf-layout/reading-order.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import { unglueOpenRange } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';
import { chooseFormat, declaredFormat, sniffType } from '../../../src/server/cv-parse/sniff.ts';

describe('text encodings', () => {
  const text = 'Élodie Chevalier – Lyon';
  test.each([
    ['UTF-8', Buffer.from(text, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16 LE without BOM', Buffer.from(text, 'utf16le')],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
    ['Windows-1252', Buffer.from([...Buffer.from('Élodie Chevalier ', 'latin1'), 0x96, ...Buffer.from(' Lyon', 'latin1')])],
  ])('%s', (_name, bytes) => {
    expect(decodeText(new Uint8Array(bytes))).toBe(text);
  });

  test('NUL bytes are dropped', () => {
    const bytes = Buffer.from('Jane\0 Example\0\0\nEngineer', 'utf8');
    expect(textToLines(decodeText(new Uint8Array(bytes))).map((l) => l.text)).toEqual(['Jane Example', 'Engineer']);
  });
});

describe('hard-wrapped text', () => {
  const wraps = (text: string) => textToLines(text).map((l) => [l.text, l.wrap]);

  test.each([
    // The indented line under a full list item continues it ...
    ['2. Tata Consultancy Services, Chennai, India, payments and claims\n   platforms', 2],
    // ... unless it starts with a label of its own.
    ['2. Tata Consultancy Services, Chennai, India, payments and claims\n   Designation: Systems Engineer', 0],
  ])('%s', (text, wrap) => {
    expect(wraps(text)[1]![1]).toBe(wrap);
  });
});

describe('sniffing', () => {
  test.each([
    [Buffer.from('%PDF-1.7\n...'), 'pdf'],
    [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0]), 'other'],
    [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'doc'],
    [Buffer.from('Plain text CV\nwith lines'), 'txt'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), 'other'],
  ])('%#', (bytes, type) => {
    expect(sniffType(new Uint8Array(bytes))).toBe(type);
  });

  test('extension and content must agree', () => {
    expect(declaredFormat('CV.PDF')).toBe('pdf');
    expect(declaredFormat('cv', 'text/plain')).toBe('txt');
    expect(declaredFormat('cv.exe')).toBeNull();
    expect(chooseFormat('pdf', 'other')).toBe('mismatch');
    expect(chooseFormat('doc', 'docx')).toBe('docx');
    expect(chooseFormat('txt', 'pdf')).toBe('mismatch');
  });
});

describe('PDF layout', () => {
  const run = (str: string, x: number, y: number, w = str.length * 5): PdfRun => ({ str, x, y, w, size: 10, font: 'f1' });

  test('letter-spaced headings read as words', () => {
    expect(unspace('A B O U T  M E')).toBe('ABOUT ME');
    expect(unspace('I N F O R M AT I O N')).toBe('INFORMATION');
    expect(unspace('Led a team')).toBe('Led a team');
  });

  test('a sidebar is read column by column, not across', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 8; i++) runs.push(run(`Side ${i}`, 40, 700 - i * 12));
    for (let i = 0; i < 10; i++) runs.push(run(`Main column line number ${i} with more words`, 240, 702 - i * 13, 300));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(0, 8)).toEqual([...Array(8).keys()].map((i) => `Side ${i}`));
    expect(order[8]).toBe('Main column line number 0 with more words');
  });

  test('a short list ending a sidebar on a later page is still read as a column, though it holds little text', () => {
    const runs: PdfRun[] = [];
    const side = ['R', 'Data Mining', 'Redis', 'C', 'Rust', 'Dart', 'Vue'];
    // Both columns set at a generous line height (1.7), the sidebar's baselines half a line off the main column's.
    for (const [i, s] of side.entries()) runs.push(run(s, 40, 700 - i * 17));
    for (let i = 0; i < 25; i++) runs.push(run(`Main column line number ${i} with a good many more words in it`, 300, 708 - i * 17, 300));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(0, 7)).toEqual(side);
    expect(order[7]).toBe('Main column line number 0 with a good many more words in it');
  });

  test('dates in a left column stay on the row of their entry', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 5; i++) {
      runs.push(run(`Jan 201${i} – Dec 201${i}`, 40, 700 - i * 60, 90));
      runs.push(run(`Company ${i}, Engineer`, 160, 700 - i * 60, 150));
      for (let j = 1; j <= 3; j++) runs.push(run(`Did a thing number ${j} for the company`, 170, 700 - i * 60 - j * 13, 300));
    }
    const blocks = readingOrder(groupRows(runs));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]![0]!.runs.map((r) => r.str)).toEqual(['Jan 2010 – Dec 2010', 'Company 0, Engineer']);
  });

  test('a column of labels stays on the rows of the content it names (Europass)', () => {
    const runs: PdfRun[] = [];
    const labels = ['Work experience', 'Education and training', 'Mother tongue(s)', 'Other language(s)', 'Computer skills'];
    for (const [i, label] of labels.entries()) {
      const top = 700 - i * 80;
      // Labels set flush right against the content, some alone on a heading row, some beside a content line.
      runs.push(run(label, 180 - label.length * 5, top, label.length * 5));
      for (let j = i % 2; j <= 4; j++) runs.push(run(`Content line ${j} of part ${i} with several words in it`, 200, top - j * 13, 300));
    }
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(0, 2)).toEqual(['Work experience', 'Content line 0 of part 0 with several words in it']);
    expect(order[order.indexOf('Mother tongue(s)') - 1]).toBe('Content line 4 of part 1 with several words in it');
  });

  test('a sidebar on the main column\'s baselines, line for line, is read as a column, not as labels', () => {
    const runs: PdfRun[] = [];
    // A contact sidebar (an address wrapped over lines, a list) set at the main column's pitch, so nearly every
    // sidebar line shares a baseline with a main-column line; the main column runs on far below it.
    const side = ['Personal details', '• Address: 12 High', 'Street, Leeds', 'LS1 4AB', '• Phone:', '07700 900123', '• Email:', 'sam@example.com', 'Interests', '• Hiking'];
    for (const [i, s] of side.entries()) runs.push(run(s, 40, 700 - i * 13, s.length * 5));
    runs.push(run('Education', 200, 700, 50));
    for (let i = 1; i < 30; i++) if (i !== 7) runs.push(run(`Main column line number ${i} with a good many words`, 220, 700 - i * 13, 260));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(0, side.length)).toEqual(side);
    expect(order[side.length]).toBe('Education');
  });

  test('labels of two lines (a company above its dates) still stay with their entries', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 5; i++) {
      const top = 700 - i * 110;
      // The company alone on its row, its dates on the baseline of the job title beside it.
      runs.push(run(`Company ${i}`, 40, top, 60));
      runs.push(run(`March 201${i} - Present`, 40, top - 13, 110));
      runs.push(run(`Job title number ${i} at the company`, 180, top - 13, 250));
      for (let j = 2; j <= 6; j++) runs.push(run(`Content line ${j} of job ${i} with several words in it`, 180, top - j * 13 - 2, 300));
    }
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(0, 3)).toEqual(['Company 0', 'March 2010 - Present', 'Job title number 0 at the company']);
    expect(order[order.indexOf('Company 1') - 1]).toBe('Content line 6 of job 0 with several words in it');
  });

  test('two lists side by side under a paragraph read list by list, though the right one reaches the margin', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 4; i++) runs.push(run(`A full-width line number ${i} of the profile paragraph`, 40, 700 - i * 13, 500));
    for (let i = 0; i < 6; i++) {
      runs.push(run(`Left item ${i} of the first list`, 50, 640 - i * 13, 200));
      runs.push(run(`Right item ${i} of the second list, up to the margin`, 300, 643 - i * 14, 240));
    }
    runs.push(run('A heading', 250, 550, 60));
    for (let i = 0; i < 3; i++) runs.push(run(`A full-width line number ${i} of the next part of the page`, 40, 530 - i * 13, 500));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Left item 0 of the first list');
    expect(order.slice(from, from + 7)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Left item ${i} of the first list`).concat('Right item 0 of the second list, up to the margin'));
  });

  test('two headings side by side open two columns under a full-width part', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 6; i++) runs.push(run(`A full-width line number ${i} of the story above the columns`, 40, 700 - i * 13, 480));
    runs.push({ ...run('Degrees', 40, 600), size: 16 });
    runs.push({ ...run('Hobbies', 300, 600), size: 16 });
    for (let i = 0; i < 4; i++) {
      runs.push(run(`Degree ${i}`, 40, 580 - i * 13, 120));
      runs.push(run(`Hobby ${i}`, 300, 580 - i * 13, 120));
    }
    runs.push(run('A closing line set across the whole width of the page', 40, 510, 480));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Degrees');
    expect(order.slice(from, from + 10)).toEqual(['Degrees', 'Degree 0', 'Degree 1', 'Degree 2', 'Degree 3', 'Hobbies', 'Hobby 0', 'Hobby 1', 'Hobby 2', 'Hobby 3']);
    expect(order[order.length - 1]).toBe('A closing line set across the whole width of the page');
  });

  test('a section set below two entries side by side is read after both entries, not inside the longer one', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 4; i++) runs.push(run(`A full-width line number ${i} of the profile paragraph`, 40, 700 - i * 13, 500));
    runs.push({ ...run('Education', 40, 630, 90), size: 14 });
    // Two entries side by side, the right one longer; its lines sit a little off the left one's baselines.
    for (let i = 0; i < 3; i++) runs.push(run(`Left entry line ${i}`, 40, 610 - i * 13, 180));
    for (let i = 0; i < 5; i++) runs.push(run(`Right entry line ${i}`, 300, 613 - i * 13, 180));
    // Below a blank band, the next section on the left margin only, then full-width lines again.
    runs.push({ ...run('Experience', 40, 530, 90), size: 14 });
    runs.push(run('Engineer at a company', 40, 512, 150));
    for (let i = 0; i < 3; i++) runs.push(run(`A full-width line number ${i} under the role`, 40, 499 - i * 13, 500));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Left entry line 0');
    expect(order.slice(from, from + 10)).toEqual([
      'Left entry line 0',
      'Left entry line 1',
      'Left entry line 2',
      ...[0, 1, 2, 3, 4].map((i) => `Right entry line ${i}`),
      'Experience',
      'Engineer at a company',
    ]);
  });

  test('the longer of two columns going on line by line past the shorter one stays one column, however their baselines interleave', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 4; i++) runs.push(run(`A full-width line number ${i} of the profile paragraph`, 40, 700 - i * 13, 500));
    runs.push({ ...run('Education', 40, 630, 90), size: 14 });
    // Half a line apart: the two sides' baselines step by 6 or 7 points together, by 13 within a side.
    for (let i = 0; i < 6; i++) runs.push(run(`Left entry line ${i}`, 40, 610 - i * 13, 180));
    for (let i = 0; i < 3; i++) runs.push(run(`Right entry line ${i}`, 300, 616 - i * 13, 180));
    for (let i = 0; i < 3; i++) runs.push(run(`A full-width line number ${i} under the columns`, 40, 520 - i * 13, 500));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Left entry line 0');
    expect(order.slice(from, from + 9)).toEqual([...[0, 1, 2, 3, 4, 5].map((i) => `Left entry line ${i}`), ...[0, 1, 2].map((i) => `Right entry line ${i}`)]);
  });

  /** A full-width story, then two headings side by side, bold and a little above the body size. */
  const storyAndTwinHeadings = (left: string, right: string): PdfRun[] => [
    ...[0, 1, 2, 3].map((i) => run(`A full-width line number ${i} of the story above the columns`, 40, 700 - i * 13, 480)),
    { ...run(left, 40, 640), size: 11, font: 'bold' },
    { ...run(right, 300, 640), size: 11, font: 'bold' },
  ];

  test('two bold headings a little above the body size open two lists; the next section below a blank band is no part of them', () => {
    const runs = storyAndTwinHeadings('Languages', 'Frameworks');
    for (let i = 0; i < 4; i++) {
      runs.push(run(`Language ${i}`, 40, 625 - i * 13, 120));
      runs.push(run(`Framework ${i}`, 300, 625 - i * 13, 120));
    }
    runs.push(run('Language 4', 40, 573, 120));
    // The next section starts on the left margin only, below a blank band.
    runs.push({ ...run('Projects', 40, 540), size: 14, font: 'bold' });
    runs.push(run('A project', 40, 522, 120));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Languages');
    expect(order.slice(from)).toEqual([
      'Languages',
      ...[0, 1, 2, 3, 4].map((i) => `Language ${i}`),
      'Frameworks',
      ...[0, 1, 2, 3].map((i) => `Framework ${i}`),
      'Projects',
      'A project',
    ]);
  });

  test('a bold entry title beside a bold note inside the right column goes on with the columns; a new pair of headings ends them', () => {
    // Chrome: 'Education' and 'Skills' side by side; the second school's title in bold beside a bold footnote
    // set well inside the skills column, then a later pair of headings over the same two columns.
    const bold = (str: string, x: number, y: number, w: number) => ({ ...run(str, x, y, w), size: 11, font: 'bold' });
    const runs = storyAndTwinHeadings('Education', 'Skills');
    runs.push(bold('Northfield College, Leeds', 40, 625, 140), run('Frontend: HTML, CSS, React', 300, 625, 160));
    runs.push(run('BSc Computing', 40, 612, 90), run('Backend: Python, Node.js', 300, 612, 150));
    runs.push(run('2015 - 2019', 40, 599, 60), run('Databases: SQLite', 300, 599, 110));
    runs.push(bold('Hilltop School, Bradford', 40, 580, 140), bold('*courses still in progress', 360, 580, 140));
    runs.push(run('A levels', 40, 567, 50), run('2013 - 2015', 40, 554, 60));
    runs.push(bold('Projects', 40, 530, 60), bold('Interests', 300, 530, 60));
    for (let i = 0; i < 3; i++) runs.push(run(`Project ${i}`, 40, 515 - i * 13, 80), run(`Interest ${i}`, 300, 515 - i * 13, 80));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    const from = order.indexOf('Education');
    expect(order.slice(from, from + 8)).toEqual(['Education', 'Northfield College, Leeds', 'BSc Computing', '2015 - 2019', 'Hilltop School, Bradford', 'A levels', '2013 - 2015', 'Skills']);
    expect(order.slice(order.indexOf('Databases: SQLite'), order.indexOf('Databases: SQLite') + 3)).toEqual(['Databases: SQLite', '*courses still in progress', 'Projects']);
    expect(order.slice(order.indexOf('Projects'), order.indexOf('Projects') + 4)).toEqual(['Projects', 'Project 0', 'Project 1', 'Project 2']);
  });

  test('a date set flush right against the next column, with no space between, stays in its own column', () => {
    const runs: PdfRun[] = [];
    for (let i = 0; i < 4; i++) {
      runs.push(run(`Left column line number ${i} of some length`, 40, 700 - i * 13, 240));
      runs.push(run(`Right item ${i}`, 300, 703 - i * 14, 150));
    }
    // The entry's dates end exactly where the right column's item on their baseline begins.
    runs.push(run('Degree title', 40, 648, 150), run('Jan 2025 – Present', 230, 648, 70), run('Right item 4', 300, 648, 150));
    for (let i = 0; i < 3; i++) runs.push(run(`Left column line number ${i + 5} of some length`, 40, 635 - i * 13, 240));
    const order = readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(order.slice(4, 7)).toEqual(['Degree title', 'Jan 2025 – Present', 'Left column line number 5 of some length']);
    expect(order.slice(-5)).toEqual([0, 1, 2, 3, 4].map((i) => `Right item ${i}`));
  });

  test('twin headings wrapped onto a second line open the columns from their first line', () => {
    // AltaCV: 'Academic / Interests' over a narrow sidebar beside 'Projects and Other / Work', both too long for one line.
    const heading = (str: string, x: number, y: number) => ({ ...run(str, x, y, 100), size: 17, font: 'bold' });
    const runs = [heading('ACADEMIC', 40, 800), heading('PROJECTS AND OTHER', 220, 800), heading('INTERESTS', 40, 784), heading('WORK', 220, 784)];
    for (let i = 0; i < 4; i++) runs.push(run(`Interest ${i}`, 44, 760 - i * 15, 100), run(`Project line ${i}`, 220, 760 - i * 13, 300));
    // Below a blank band the page goes on full width, so no gutter runs down the whole page.
    for (let i = 0; i < 4; i++) runs.push(run(`A full-width line number ${i} of the entries below the columns`, 40, 660 - i * 13, 480));
    const blocks = readingOrder(groupRows(runs)).map((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(blocks.slice(0, 2)).toEqual([
      ['ACADEMIC', 'INTERESTS', ...[0, 1, 2, 3].map((i) => `Interest ${i}`)],
      ['PROJECTS AND OTHER', 'WORK', ...[0, 1, 2, 3].map((i) => `Project line ${i}`)],
    ]);
  });

  test('a table comparing two things row by row under twin headings stays row by row', () => {
    const runs = storyAndTwinHeadings('English', 'German');
    for (const [i, skill] of ['Listening', 'Reading', 'Writing'].entries()) {
      runs.push(run(skill, 40, 625 - i * 26, 60), run(skill, 300, 625 - i * 26, 60));
      runs.push(run('C2', 40, 612 - i * 26, 20), run('B1', 300, 612 - i * 26, 20));
    }
    const rows = readingOrder(groupRows(runs)).flatMap((block) => block.map((row) => row.runs.map((r) => r.str).join(' | ')));
    expect(rows).toContain('English | German');
    expect(rows).toContain('Listening | Listening');
  });

  test('a header grid across the top of a sidebar page is read row by row, the body below it by columns', () => {
    const runs: PdfRun[] = [
      { ...run('JANE EXAMPLE', 40, 800, 120), size: 20 },
      run('Bremen, Germany', 300, 806, 80),
      run('www.example.com', 450, 806, 80),
      run('+49 170 1234567', 300, 794, 80),
      run('github.com/jane', 450, 794, 80),
    ];
    // A blank band, then a sidebar and a main column that both start at the top of the body.
    for (let i = 0; i < 40; i++) runs.push(run(`Side ${i}`, 40, 740 - i * 12, 60));
    for (let i = 0; i < 44; i++) runs.push(run(`Main column line number ${i} with more words`, 300, 742 - i * 12, 250));
    const blocks = readingOrder(groupRows(runs)).map((block) => block.flatMap((row) => row.runs.map((r) => r.str)));
    expect(blocks[0]).toEqual(['Bremen, Germany', 'www.example.com', 'JANE EXAMPLE', '+49 170 1234567', 'github.com/jane']);
    expect(blocks[1]![0]).toBe('Side 0');
  });
});

describe('clean-up', () => {
  test('symbol-font bullets stay bullets; invisible characters go', async () => {
    const { cleanText, stripBullet } = await import('../../../src/server/cv-parse/extract/clean.ts');
    expect(stripBullet(cleanText('\uF0B7 Led the team'))).toEqual({ bullet: true, text: 'Led the team' });
    expect(cleanText('Ja\u200Bne\uFEFF ﬁnance')).toBe('Jane finance');
  });
  test.each([
    ['an underscore rule after a heading', 'CAREER OBJECTIVE:______________________', 'CAREER OBJECTIVE:'],
    ['a dot leader after a heading', 'Skills . . . . . . . . . . . . . .', 'Skills'],
    ['a leader of ellipses', 'Python……………Expert', 'Python Expert'],
    ['an ellipsis and a version number stay', 'Go, Rust... and v1.2.3.4', 'Go, Rust... and v1.2.3.4'],
  ])('a rule typed as characters is no text: %s', async (_name, text, clean) => {
    const { cleanText, squash } = await import('../../../src/server/cv-parse/extract/clean.ts');
    expect(squash(cleanText(text))).toBe(clean);
  });
  test.each([
    ['. . . . . . . . . .', true],
    ['__________', true],
    ['……', true],
    ['...', false],
    ['Skills', false],
  ])('a PDF run %j is only a typed rule (left out before layout, so it bridges no gutter): %s', async (text, rule) => {
    const { isTypedRule } = await import('../../../src/server/cv-parse/extract/clean.ts');
    expect(isTypedRule(text)).toBe(rule);
  });
  test('the typographic and non-breaking hyphens read as the hyphen (session 15)', async () => {
    const { cleanText } = await import('../../../src/server/cv-parse/extract/clean.ts');
    expect(cleanText('BS\u2010MS Dual Degree, A\u2011Levels')).toBe('BS-MS Dual Degree, A-Levels');
  });
});

test('an open range glued to the title its date column overflowed into gets its space back', () => {
  expect(unglueOpenRange('2018-CurrentSenior Backend Developer')).toBe('2018-Current Senior Backend Developer');
  expect(unglueOpenRange('2019 – PresentLead Engineer')).toBe('2019 – Present Lead Engineer');
  expect(unglueOpenRange('2018-Presentation skills')).toBe('2018-Presentation skills');
});
