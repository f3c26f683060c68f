import { describe, expect, test } from 'vitest';
import { dropOverprints } from '../../../src/server/cv-parse/extract/pdf-layout/overprint.ts';
import { readingOrder } from '../../../src/server/cv-parse/extract/pdf-layout/reading-order.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';

const run = (str: string, x: number, y: number, size = 10, w = str.length * size * 0.5): PdfRun => ({ str, x, y, w, size, font: 'f1' });
const readOrder = (runs: PdfRun[]) => readingOrder(groupRows(runs)).flatMap((block) => block.flatMap((row) => row.runs.map((r) => r.str)));

describe('a left column of labels beside a table of content', () => {
  test('margin headings and entry dates are read with the entries beside them (simplecv, best-resume-ever)', () => {
    const runs: PdfRun[] = [run('Wei Chen', 270, 760, 24), run('12 Harbour Road · Leeds · wei@example.com', 160, 740)];
    let y = 715;
    const section = (heading: string, entries: Array<{ dates?: string; lines: string[] }>) => {
      // The heading gets a line of its own in the margin, larger than the body; the content resumes below it.
      runs.push(run(heading, 57, y, 14));
      y -= 22;
      for (const entry of entries) {
        if (entry.dates) runs.push(run(entry.dates, 57, y));
        for (const line of entry.lines) {
          runs.push(run(line, 160, y, 10, 320));
          y -= 14.7;
        }
        y -= 2;
      }
      y -= 12;
    };
    section('PROFILE', [{ lines: ['PhD candidate in intelligent robotic control', 'Active programmer in machine learning'] }]);
    section('EDUCATION', [
      { dates: '2017/03–present', lines: ['PhD in Electrical Engineering', 'Wild Rooster University', 'Thesis on adaptive control'] },
      { dates: '2009/09–2013/06', lines: ['B.S. in Electrical Engineering', 'Jialidun University', 'GPA: 4.01/4.0'] },
    ]);
    section('WORK', [{ dates: '2015/07–2017/03', lines: ['Embedded System Design', 'Company', 'Circuit design and C programming'] }]);
    section('LANGUAGES', [{ lines: ['Mandarin (native), English (fluent)'] }]);
    const order = readOrder(runs);
    expect(order.slice(0, 5)).toEqual(['Wei Chen', '12 Harbour Road · Leeds · wei@example.com', 'PROFILE', 'PhD candidate in intelligent robotic control', 'Active programmer in machine learning']);
    expect(order.slice(order.indexOf('EDUCATION'), order.indexOf('EDUCATION') + 3)).toEqual(['EDUCATION', '2017/03–present', 'PhD in Electrical Engineering']);
    expect(order[order.indexOf('2009/09–2013/06') - 1]).toBe('Thesis on adaptive control');
    expect(order[order.indexOf('2009/09–2013/06') + 1]).toBe('B.S. in Electrical Engineering');
    expect(order[order.indexOf('LANGUAGES') + 1]).toBe('Mandarin (native), English (fluent)');
  });

  test('a role’s title, employer, town and dates in a table’s first cell come before its bullets (Google Docs, Word)', () => {
    const runs: PdfRun[] = [];
    let y = 700;
    for (let i = 0; i < 4; i++) {
      const cell = [`Engineer ${i},`, `Employer ${i}`, 'Arlington, VA', `April 201${i} - May 201${i + 1}`];
      cell.forEach((line, k) => runs.push(run(line, 47, y - k * 12)));
      // The bullets beside it, one more or fewer lines than the cell, a point off its baselines.
      for (let k = 0; k < 4 + (i % 2) * 2; k++) runs.push(run(`~ Built a thing number ${k} for the employer in C++`, 174, y - 1 - k * 13, 10, 380));
      y -= 6 * 13 + 14;
    }
    const order = readOrder(runs);
    expect(order.slice(0, 5)).toEqual(['Engineer 0,', 'Employer 0', 'Arlington, VA', 'April 2010 - May 2011', '~ Built a thing number 0 for the employer in C++']);
    expect(order[order.indexOf('Engineer 1,') - 1]).toBe('~ Built a thing number 3 for the employer in C++');
  });

  test('a heading set larger and centred in its cell comes before the rows beside it, not above the first (wkhtmltopdf)', () => {
    const runs: PdfRun[] = [run('Sam Okafor', 265, 762, 18), run('Software and QA Engineer', 267, 747)];
    let y = 704;
    const section = (heading: string, rows: number, dates?: string[]) => {
      // The heading is centred on its cell's rows, half a line or more below the first.
      runs.push(run(heading, 38, y - ((rows - 1) * 14) / 2 - 2, 13));
      for (let k = 0; k < rows; k++) {
        if (dates?.[k]) runs.push(run(dates[k]!, 38, y - k * 14, 7));
        runs.push(run(`${heading} row ${k} with the cell's own words`, 206, y - k * 14, 10, 300));
      }
      y -= rows * 14 + 30;
    };
    section('CONTACT', 2);
    section('LOCATION', 3);
    section('SKILLS', 4);
    section('INTERESTS', 2);
    const order = readOrder(runs);
    expect(order.slice(0, 4)).toEqual(['Sam Okafor', 'Software and QA Engineer', 'CONTACT', "CONTACT row 0 with the cell's own words"]);
    expect(order.slice(order.indexOf('SKILLS'), order.indexOf('SKILLS') + 2)).toEqual(['SKILLS', "SKILLS row 0 with the cell's own words"]);
    expect(order[order.indexOf('SKILLS') - 1]).toBe("LOCATION row 2 with the cell's own words");
  });

  test('margin headings of one row each keep their sections though a section’s second entry has no label (Reactive Resume)', () => {
    const runs: PdfRun[] = [run('Curriculum Vitae | Ada Obi', 276, 803)];
    let y = 742;
    const entry = (label: string | null, lines: string[]) => {
      if (label) runs.push(run(label, 43, y + 25, 11));
      lines.forEach((line, k) => runs.push(run(line, 162, y - k * 15, 10, 320)));
      y -= lines.length * 15 + 16;
    };
    entry('Projects', ['Booking Platform', 'Project Lead', 'Led the build of a booking platform']);
    entry(null, ['Analytics Dashboard', 'Frontend Developer', 'Built a dashboard for a SaaS product']);
    entry('Certifications', ['Cloud Practitioner', 'Amazon Web Services']);
    entry('Skills', ['Web Technologies', 'HTML5, JavaScript, Python']);
    entry('Languages', ['English', 'Native Speaker']);
    const order = readOrder(runs);
    expect(order.slice(1, 3)).toEqual(['Projects', 'Booking Platform']);
    expect(order[order.indexOf('Analytics Dashboard') - 1]).toBe('Led the build of a booking platform');
    expect(order.slice(order.indexOf('Certifications'), order.indexOf('Certifications') + 2)).toEqual(['Certifications', 'Cloud Practitioner']);
    expect(order.slice(order.indexOf('Languages'), order.indexOf('Languages') + 2)).toEqual(['Languages', 'English']);
  });

  test('a sidebar of headed lists beside a main column is still read column by column', () => {
    const runs: PdfRun[] = [];
    const side = [['Contact', 'www.example.com/in/raj'], ['Top Skills', 'Stakeholder Management', 'Agile Methodologies', 'Product Strategy'], ['Languages', 'Hindi (Native)', 'English (Full Professional)'], ['Certifications', 'Certified Scrum Product Owner']];
    let y = 765;
    for (const list of side) {
      list.forEach((line, k) => runs.push(run(line, 36, y - k * 14.5, k ? 10 : 12, Math.min(130, line.length * 5))));
      y -= list.length * 14.5 + 20;
    }
    let main = 772;
    for (let p = 0; p < 5; p++) {
      for (let k = 0; k < 4; k++) runs.push(run(`Paragraph ${p} of the main column, line ${k} with a good many words`, 225, main - k * 13.5, 10, 340));
      main -= 4 * 13.5 + 24;
    }
    const order = readOrder(runs);
    expect(order.slice(0, 2)).toEqual(['Contact', 'www.example.com/in/raj']);
    expect(order.indexOf('Certified Scrum Product Owner')).toBeLessThan(order.indexOf('Paragraph 0 of the main column, line 0 with a good many words'));
  });
});

describe('bold faked by overprinting', () => {
  test('a run drawn twice a fraction of a point apart is read once; a word repeated along the line is kept', () => {
    const runs = [run('Phone', 205.5, 687), run('Phone', 205.1, 687), run('(310) 413-3563', 369.8, 687), run('D', 37.5, 561.8, 6.8), run('D', 37.1, 561.8, 6.8)];
    expect(dropOverprints(runs).map((r) => r.str)).toEqual(['Phone', '(310) 413-3563', 'D']);
    const repeated = [run('Go', 40, 700), run('Go', 60, 700)];
    expect(dropOverprints(repeated)).toHaveLength(2);
  });

  test('an outline drawn as copies round a circle, and the text on top, is read once', () => {
    // LaTeX's contour package: 16 copies 0.8 pt from the centre, then the text itself.
    const copies = Array.from({ length: 16 }, (_, k) => {
      const angle = (k * Math.PI) / 8;
      return run('jane@doe.dev', 170 + 0.8 * Math.sin(angle), 741.65 + 0.8 * Math.cos(angle));
    });
    const runs = [run('Jane Doe', 36, 741.65, 20), ...copies, run('jane@doe.dev', 170, 741.65), run('|', 245, 741.65), run('GitHub', 253, 741.65)];
    expect(dropOverprints(runs).map((r) => r.str)).toEqual(['Jane Doe', 'jane@doe.dev', '|', 'GitHub']);
    // A line below at the usual leading is no copy.
    expect(dropOverprints([run('jane@doe.dev', 170, 741.65), run('jane@doe.dev', 170, 729.65)])).toHaveLength(2);
  });
});
