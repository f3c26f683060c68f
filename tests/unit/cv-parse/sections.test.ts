import { describe, expect, test } from 'vitest';
import { headingKind, splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { plainLine } from '../../../src/server/cv-parse/types.ts';

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
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  test.each(['Led a team of 5 engineers', 'jane@example.com', 'Acme Ltd | Engineer'])('%s is not a heading', (text) => {
    expect(headingKind(text)).toBeNull();
  });
});

describe('splitSections', () => {
  test('groups lines under their headings and keeps the top as the header', () => {
    const lines = ['Jane Example', 'SKILLS', 'Go, SQL', 'Skills: Python', 'EXPERIENCE', 'Acme | Engineer'].map((t) => plainLine(t));
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Jane Example']],
      ['skills', ['Go, SQL', 'Skills: Python']],
      ['experience', ['Acme | Engineer']],
    ]);
  });

  test('a one-word heading inside a list needs a heading form or a gap above it', () => {
    const lines = [plainLine('SKILLS'), plainLine('Writing'), plainLine('Training'), plainLine('Leadership')];
    const sections = splitSections(lines);
    expect(sections.filter((s) => s.kind !== 'header').map((s) => s.kind)).toEqual(['skills']);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(['Writing', 'Training', 'Leadership']);
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

  test.each([
    [[['Languages', 0], [': Java, Kotlin, SQL', 56]]],
    [[['Languages', 0], ['Python, Go', 56]]],
    [[['Acme Ltd', 0], ['Engineer', 56]]],
  ] as Array<[Array<[string, number]>]>)('%j is a labelled row, not a section', (cells) => {
    const sections = splitSections([plainLine('SKILLS'), row(...cells)]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'skills']);
  });
});

