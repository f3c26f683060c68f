import { describe, expect, test } from 'vitest';
import { parseEducation } from '../../../src/server/cv-parse/structure/education.ts';
import { findName } from '../../../src/server/cv-parse/structure/header.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseRoles } from '../../../src/server/cv-parse/structure/roles.ts';
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

  test('a title naming two degrees, each with its subject, gives both, dated alike; the grade is the first\'s', () => {
    const entries = parseEducation(
      [
        laid('BTech in Civil Engineering + MTech in Structural Design', { bold: true }),
        laid('Western Institute of Technology [ 2019 – Current ]'),
        laid('Final grade: 8.9/10'),
      ],
      new Placement(),
    );
    expect(rows(entries)).toEqual([
      ['Western Institute of Technology', '', '', 'BTech', 'Civil Engineering', '2019', '', '8.9/10'],
      ['Western Institute of Technology', '', '', 'MTech', 'Structural Design', '2019', '', ''],
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

describe('the label column (Europass’s Word template and LaTeX classes)', () => {
  // Dates and organisations right-aligned in the label column (ending at x 180), the content column at x 190.
  const label = (text: string, x: number, hints: Partial<Omit<TextLine, 'text' | 'cells'>> = {}) => laid(text, { ...hints, cellX: [x, 190] });

  test('the organisation under the dates, the title beside them; a second organisation after a comma; a wrapped name joined', () => {
    const roles = parseRoles(
      [
        label('September 2022 – June 2023 ‖ Research intern – Speech recognition', 60, { gapBefore: true }),
        label('Aalto University ‖ Department of Signal Processing', 110),
        label('University of Tartu ‖ (Online) Institute of Computer Science', 100),
        label('Designed a data set of Estonian dialect recordings', 190, { bullet: true }),
        label('March 2024 ‖ Lecturer – Introduction to Phonetics', 120, { gapBefore: true }),
        label('Summer School of ‖ Nordic Language Technology Network', 70),
        label('Phonetic Sciences ‖ Tallinn, Estonia', 100),
      ],
      new Placement(),
    );
    expect(roles.map((r) => [r.company, r.title, r.start, r.end, r.highlights])).toEqual([
      ['Aalto University, University of Tartu', 'Research intern – Speech recognition', 'Sep 2022', 'Jun 2023', ['Designed a data set of Estonian dialect recordings']],
      ['Summer School of Phonetic Sciences', 'Lecturer – Introduction to Phonetics', 'Mar 2024', 'Mar 2024', []],
    ]);
  });

  test('a range broken in the label column is no organisation', () => {
    const roles = parseRoles(
      [label('March 2019 – ‖ Lead Developer, Monzo', 90), label('Present ‖ Built the ledger and led a team of four.', 120), label('2005 ‖ Mathematics tutor, UCL, Louvain-la-Neuve.', 150), label('current ‖ Ran the practical sessions.', 120)],
      new Placement(),
    );
    expect(roles.map((r) => r.company)).not.toContain('Present');
    expect(roles.map((r) => r.company)).not.toContain('current');
  });

  test('education: the school under the dates, its town from the address line, the grade flush right', () => {
    const entries = parseEducation(
      [
        { ...laid('October 2018 – July 2020 ‖ Master’s Degree in Physics ‖ 110/110 cum laude', { cellX: [70, 190, 480] }), gapBefore: true },
        label('University of Padua ‖ Department of Physics and Astronomy', 90),
        laid('Via Marzolo, 8 - 35131 Padova, Italy', { x: 190 }),
        laid('The thesis studied cosmic-ray showers with a new detector.', { x: 190, gapBefore: true }),
        { ...laid('October 2015 – July 2018 ‖ Bachelor’s Degree in Physics ‖ 105/110', { cellX: [70, 190, 480] }), gapBefore: true },
        label('University of Trento ‖ Department of Physics', 85),
        laid('Via Sommarive, 14 - 38123 Povo, Italy', { x: 190 }),
      ],
      new Placement(),
    );
    expect(rows(entries)).toEqual([
      ['University of Padua', 'Padova', 'Italy', 'Master’s Degree', 'Physics', 'Oct 2018', 'Jul 2020', '110/110 cum laude'],
      ['University of Trento', 'Povo', 'Italy', 'Bachelor’s Degree', 'Physics', 'Oct 2015', 'Jul 2018', '105/110'],
    ]);
  });
});

describe('the personal skills’ labels (Europass)', () => {
  test('IT competences listed by kind and level are skills, the kinds and levels no skill', () => {
    const at = { cellX: [90, 190] };
    const cv = structureCv([
      laid('Lucia Ferri', { size: 1.6 }),
      laid('PERSONAL SKILLS', { bold: true, size: 1.2, gapBefore: true }),
      laid('Mother tongue ‖ Italian', { ...at, gapBefore: true }),
      laid('IT competences ‖ Programming languages', { ...at, gapBefore: true }),
      laid('Advanced: Python', { x: 190, bullet: true }),
      laid('Intermediate: C++, Java', { x: 190, bullet: true }),
      laid('Markup languages', { x: 190, gapBefore: true }),
      laid('Intermediate: HTML, CSS', { x: 190, bullet: true }),
    ]).data;
    expect(cv.skills.map((s) => s.name)).toEqual(['Python', 'C++', 'Java', 'HTML', 'CSS']);
    expect(cv.languages.map((l) => l.name)).toEqual(['Italian']);
  });
});

describe('the online editor’s volunteering entries', () => {
  test('the organisation bracketed with its dates keeps no bracket or comma', () => {
    const roles = parseRoles(
      [laid('Volunteer tutor', { bold: true }), laid('[ Banco Alimentare Trento, 01/07/2020 – Current ]'), laid('Homework help for primary-school pupils twice a week.')],
      new Placement(),
    );
    expect(roles.map((r) => [r.company, r.title, r.start, r.current])).toEqual([['Banco Alimentare Trento', 'Volunteer tutor', 'Jul 2020', true]]);
  });
});

describe('online-editor entries dated once', () => {
  test('a school dated by one bracketed year has it as the end', () => {
    const entries = parseEducation(
      [
        laid('Higher Secondary Certificate', { bold: true }),
        laid('Westbrook College of Science [ 2017 – 2019 ]'),
        laid('Lower Secondary, Cambridge IGCSE', { bold: true }),
        laid('Hillview International School [ 2017 ]'),
        laid('Website: http://www.hillview.example.org/'),
      ],
      new Placement(),
    );
    expect(rows(entries).map((r) => [r[0], r[5], r[6]])).toEqual([
      ['Westbrook College of Science', '2017', '2019'],
      ['Hillview International School', '', '2017'],
    ]);
  });

  test('a volunteering post dated by one bracketed month, under a title in the look of the others, is a post of its own', () => {
    const title = (text: string) => laid(text, { bold: true, style: 'f1 #6b6b6b', gapBefore: true });
    const plain = (text: string) => laid(text, { style: 'f3 #565656' });
    const lines = [
      laid('Ana Ribeiro', { size: 1.6 }),
      laid('VOLUNTEERING', { bold: true, size: 1.2, gapBefore: true }),
      title('Reading Club Volunteer'),
      plain('[ 07/2019 – 03/2020 ]'),
      plain('Read with primary-school pupils every Saturday at the town library.'),
      title('IFLA Volunteer'),
      plain('[ 12/2019 ]'),
      plain('Met speakers at the station and ran the registration desk.'),
    ];
    expect(structureCv(lines).data.roles.map((r) => [r.title, r.start, r.end, r.summary.slice(0, 12)])).toEqual([
      ['Reading Club Volunteer', 'Jul 2019', 'Mar 2020', 'Read with pr'],
      ['IFLA Volunteer', 'Dec 2019', 'Dec 2019', 'Met speakers'],
    ]);
  });
});
