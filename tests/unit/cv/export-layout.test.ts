import { describe, expect, test } from 'vitest';
import { getApp } from '@/lib/content';
import { buildCvLayout, CV_SECTION_KEYS, formatDates, type CvSectionKey } from '@/lib/cv/export/layout';
import { parsedCvSchema } from '@/lib/cv/schema';
import { headingKind, isExactHeading } from '../../../src/server/cv-parse/structure/sections.ts';
import { sampleParsedCv } from './fixtures';

const labels = getApp().editorExport.document;

describe('the exported headings are words our parser knows', () => {
  const kinds: Record<CvSectionKey, string> = {
    profile: 'profile',
    achievements: 'achievements',
    skills: 'skills',
    roles: 'experience',
    earlier: 'earlier',
    education: 'education',
    certifications: 'certifications',
    languages: 'languages',
    memberships: 'memberships',
    publications: 'publications',
    additional: 'additional',
  };
  test.each(CV_SECTION_KEYS)('%s', (key) => {
    expect(headingKind(labels.headings[key])).toBe(kinds[key]);
    // Exact table entries start a section whatever the heading's style.
    expect(isExactHeading(labels.headings[key])).toBe(true);
  });
});

describe('formatDates', () => {
  test.each([
    ['Jan 2020', '', true, 'Jan 2020 – Present'],
    ['Jan 2018', 'Dec 2020', false, 'Jan 2018 – Dec 2020'],
    ['2019', '2019', false, '2019'],
    ['', '2004', false, '2004'],
    ['2014', '', false, '2014'],
    ['', '', true, 'Present'],
    ['', '', false, ''],
  ])('%s, %s, current %s → %s', (start, end, current, expected) => {
    expect(formatDates(start, end, current, labels.present)).toBe(expected);
  });
});

describe('buildCvLayout', () => {
  test('sections follow SPEC §2 order with the content headings', () => {
    const layout = buildCvLayout(sampleParsedCv(), labels);
    expect(layout.sections.map((s) => s.heading)).toEqual(CV_SECTION_KEYS.map((key) => labels.headings[key]));
    expect(layout.name).toBe('Asha Patel-Jones');
    expect(layout.contacts).toEqual(['asha@example.co.uk', '+44 7700 900123', 'Leeds, UK']);
    expect(layout.links).toEqual([{ label: 'LinkedIn', display: 'https://www.linkedin.com/in/asha', href: 'https://www.linkedin.com/in/asha' }]);
  });

  test('a link opens only when it is a web or mail address; the rest is printed as text', () => {
    const cv = { ...sampleParsedCv(), links: [
      { title: 'Site', url: 'asha.example.com' },
      { title: 'Mail', url: 'mailto:asha@example.co.uk' },
      { title: '', url: 'javascript:alert(1)' },
      { title: 'File', url: 'file:///etc/passwd' },
    ] };
    expect(buildCvLayout(cv, labels).links).toEqual([
      { label: 'Site', display: 'asha.example.com', href: 'https://asha.example.com/' },
      { label: 'Mail', display: 'mailto:asha@example.co.uk', href: 'mailto:asha@example.co.uk' },
      { label: '', display: 'javascript:alert(1)', href: null },
      { label: 'File', display: 'file:///etc/passwd', href: null },
    ]);
  });

  test('entries print in forms the parser reads back', () => {
    const sections = Object.fromEntries(buildCvLayout(sampleParsedCv(), labels).sections.map((s) => [s.key, s.block]));
    expect(sections.roles).toMatchObject({
      kind: 'entries',
      entries: [
        { head: { text: 'Product Manager – Acme Ltd', dates: 'Jan 2021 – Present' }, strong: true, summary: 'Owns the payments product.' },
        { head: { text: 'Product Manager – Acme Ltd', dates: 'Jan 2018 – Dec 2020' } },
      ],
    });
    expect(sections.education).toMatchObject({
      entries: [{ head: { text: 'University of Leeds – Leeds, UK' }, rows: [{ text: 'BSc (Hons) in Economics (Grade: First)', dates: '2010 – 2013' }] }],
    });
    expect(sections.publications).toMatchObject({ entries: [{ head: { text: '“Payments at scale”. Article', dates: 'Mar 2022' } }] });
    expect(sections.skills).toEqual({ kind: 'inline', items: ['Roadmapping', 'SQL', 'Discovery'] });
  });

  test('empty sections and blank items are left out', () => {
    const cv = parsedCvSchema.parse({
      first_name: 'Asha',
      skills: [{ name: '  ' }],
      achievements: ['', '  '],
      roles: [{ title: 'Analyst', company: 'Bank plc', highlights: ['', 'Built the model'] }, { title: ' ', company: '' }],
      links: [{ title: 'GitHub', url: '' }],
    });
    const layout = buildCvLayout(cv, labels);
    expect(layout.sections.map((s) => s.key)).toEqual(['roles']);
    expect(layout.sections[0]!.block).toMatchObject({ entries: [{ head: { text: 'Analyst – Bank plc' }, bullets: ['Built the model'] }] });
    expect(layout.links).toEqual([]);
    expect(layout.contacts).toEqual([]);
  });
});
