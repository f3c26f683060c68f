import { describe, expect, test } from 'vitest';
import { getApp } from '@/lib/content';
import { buildCvLayout, CV_SECTION_KEYS, formatDates, type CvSectionKey } from '@/lib/cv/export/layout';
import { parsedCvSchema } from '@/lib/cv/schema';
import { headingKind, isExactHeading } from '../../../src/server/cv-parse/structure/sections.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

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
    const layout = buildCvLayout(sampleCv(), labels);
    expect(layout.sections.map((s) => s.heading)).toEqual(CV_SECTION_KEYS.map((key) => labels.headings[key]));
    expect(layout.name).toBe('Priya Natarajan');
    expect(layout.contacts).toEqual(['priya.natarajan@example.com', '+44 7700 900123', 'Leeds, UK']);
    const linkedIn = 'https://www.linkedin.com/in/priya-example';
    expect(layout.links).toEqual([{ label: 'LinkedIn', display: linkedIn, href: linkedIn }]);
  });

  test('a link opens only when it is a web or mail address; the rest is printed as text', () => {
    const cv = { ...sampleCv(), links: [
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
    const sections = Object.fromEntries(buildCvLayout(sampleCv(), labels).sections.map((s) => [s.key, s.block]));
    expect(sections.roles).toMatchObject({
      kind: 'entries',
      entries: [
        { head: { text: 'Senior Data Analyst – Northwind Retail', dates: 'Mar 2021 – Present' }, strong: true, summary: 'Lead analyst for the supply chain team.' },
        { head: { text: 'Data Analyst – Contoso Logistics', dates: 'Jan 2018 – Feb 2021' } },
      ],
    });
    expect(sections.education).toMatchObject({
      entries: [{ head: { text: 'University of Leeds – Leeds, UK' }, rows: [{ text: 'BSc (Hons) in Mathematics (Grade: First)', dates: '2014 – 2017' }] }],
    });
    expect(sections.publications).toMatchObject({ entries: [{ head: { text: '“Forecasting store demand with open data”. Article', dates: 'Sep 2023' } }] });
    expect(sections.skills).toEqual({ kind: 'inline', items: ['SQL', 'Python', 'Power BI', 'Excel', 'Stakeholder management'] });
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
