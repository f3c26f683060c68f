import { describe, expect, test } from 'vitest';
import { parseEducation } from '../../../src/server/cv-parse/structure/education.ts';
import { findName } from '../../../src/server/cv-parse/structure/header.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/** A line of a laid-out page: cells parted by ' ‖ ', the label column at the left. */
function laid(text: string, hints: Partial<Omit<TextLine, 'text' | 'cells'>> & { cellX?: number[] } = {}): TextLine {
  const x = hints.x ?? 40;
  const cells = text.split(' ‖ ').map((t, i) => ({ text: t, x: hints.cellX?.[i] ?? x + i * 150 }));
  return { ...plainLine(text, hints), text: cells.map((c) => c.text).join(' | '), cells, x };
}

describe('the personal-information row (Europass)', () => {
  test('its labelled parts are never the name, however large they are set', () => {
    const lines = [
      laid('Curriculum vitae', { size: 1.1 }),
      laid('PERSONAL INFORMATION ‖ Giulia Bianchi', { cellX: [60, 190] }),
      laid('giulia.bianchi@example.org', { x: 190 }),
      laid('Gender Female | Date of birth 3 March 1994 | Nationality Italian', { x: 190, size: 1.1 }),
    ];
    expect(findName(lines)?.text).toBe('Giulia Bianchi');
  });

  test('nor a label without its colon set over the name', () => {
    const lines = [laid('Sex Male', { size: 1.2 }), laid('Tomás Novák', { size: 1.1 })];
    expect(findName(lines)?.text).toBe('Tomás Novák');
  });
});

const rows = (entries: ReturnType<typeof parseEducation>) =>
  entries.flatMap((e) => e.qualifications.map((q) => [e.institution, e.location.city, e.location.country, q.qualification, q.course, q.start, q.end, q.grade]));

describe('the online editor’s entries (Europass, 2020 onwards)', () => {
  test('title, organisation with bracketed dates, and labelled lines give one qualification each', () => {
    const entries = parseEducation(
      [
        laid('Technical Diploma in Electronics and Automation', { bold: true }),
        laid('ITIS Enrico Fermi [ 12/09/2016 – 30/06/2021 ]'),
        laid('Address: Via Roma 12, 37100 Verona (Italy)'),
        laid('http://www.itisfermi.example.it'),
        laid('Field(s) of study: Industrial automation'),
        laid('Final grade: 96/100'),
        laid('Second level diploma - Violin', { bold: true }),
        laid('Conservatorio di Musica [ 2014 – Current ]'),
        laid('City: Verona'),
        laid('Country: Italy'),
        laid('Weekly lessons and two concerts a year', { bullet: true }),
      ],
      new Placement(),
    );
    expect(rows(entries)).toEqual([
      ['ITIS Enrico Fermi', 'Verona', 'Italy', 'Technical Diploma', 'Industrial automation', 'Sep 2016', 'Jun 2021', '96/100'],
      ['Conservatorio di Musica', 'Verona', 'Italy', 'Second level diploma', 'Violin', '2014', '', ''],
    ]);
  });

  test('a dash for a title names no qualification, and a field of study, even set in bold, opens no section', () => {
    const lines = [
      laid('Jan Dvořák', { size: 1.6 }),
      laid('EDUCATION AND TRAINING', { bold: true, size: 1.2, gapBefore: true }),
      laid('–', { bold: true }),
      laid('Gymnázium Nad Alejí [ 2020 – Current ]'),
      laid('Address: Brno (Czechia)'),
      laid('Field(s) of study: Programming', { bold: true }),
      laid('–', { bold: true, gapBefore: true }),
      laid('ZŠ Horní Náměstí [ 2011 – 2020 ]'),
      laid('Address: Brno (Czechia)'),
    ];
    expect(rows(structureCv(lines).data.education)).toEqual([
      ['Gymnázium Nad Alejí', 'Brno', 'Czechia', '', 'Programming', '2020', '', ''],
      ['ZŠ Horní Náměstí', 'Brno', 'Czechia', '', '', '2011', '2020', ''],
    ]);
  });
});
