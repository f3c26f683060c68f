import { describe, expect, test } from 'vitest';
import { cleanParsedCv } from '../../../src/lib/cv/clean.ts';
import { collectIds, normaliseCv, toParsedCv, type EditableCv } from '../../../src/lib/cv/editable.ts';
import { emptyParsedCv, parsedCvSchema } from '../../../src/lib/cv/schema.ts';
import { sampleCv, sampleCvWithDuplicates } from '../../fixtures/sample-cv.ts';
import { corpusCvs, deepFreeze } from './fixtures.ts';

/** Every id of an editable CV, in document order, duplicates kept. */
function allIds(cv: EditableCv): string[] {
  const lists = [cv.links, cv.skills, cv.achievements, cv.roles, cv.earlier_career, cv.education, cv.languages,
    cv.certifications, cv.professional_memberships, cv.publications, cv.add_details];
  return [...lists.flatMap((list) => list.map((item) => item.id)), ...cv.roles.flatMap((role) => role.highlights.map((h) => h.id))];
}

describe.each(corpusCvs())('corpus round trip: %s', (_name, truth) => {
  const frozen = deepFreeze(structuredClone(truth));

  test('toParsedCv(normaliseCv(x)) gives back the cleaned CV, which for truth files is the file itself', () => {
    const back = toParsedCv(normaliseCv(frozen));
    expect(back).toEqual(cleanParsedCv(truth));
    expect(back).toEqual(truth);
    expect(parsedCvSchema.parse(back)).toEqual(back);
  });

  test('every item gets an id, unique across the CV', () => {
    const ids = allIds(normaliseCv(frozen));
    const items = truth.links.length + truth.skills.length + truth.achievements.length + truth.roles.length +
      truth.earlier_career.length + truth.education.length + truth.languages.length + truth.certifications.length +
      truth.professional_memberships.length + truth.publications.length + truth.add_details.length +
      truth.roles.reduce((sum, role) => sum + role.highlights.length, 0);
    expect(ids).toHaveLength(items);
    expect(new Set(ids).size).toBe(ids.length);
    expect(collectIds(normaliseCv(frozen))).toEqual(new Set(ids));
  });

  test('ids are reproducible: normalising again, or after a round trip, gives the same ids', () => {
    const once = normaliseCv(frozen);
    expect(normaliseCv(frozen)).toEqual(once);
    expect(normaliseCv(toParsedCv(once))).toEqual(once);
  });
});

describe('normaliseCv', () => {
  // The variant with a repeated achievement and a second stint at the first role's company, title and bullet.
  const cv = normaliseCv(deepFreeze(sampleCvWithDuplicates()));
  const sample = sampleCv();

  test.each([
    ['skills: sequential', cv.skills.map((s) => s.id), ['skill-0', 'skill-1', 'skill-2', 'skill-3', 'skill-4']],
    ['achievements: index + first 10 characters, duplicates kept apart by index',
      cv.achievements.map((a) => a.id), ['achievement-0-cut-monthl', 'achievement-1-trained-25', 'achievement-2-cut-monthl']],
    ['roles: position', cv.roles.map((r) => r.id), ['role-0', 'role-1', 'role-2']],
    ['highlights: company, title, position; a duplicate of another role gets ~2',
      cv.roles.flatMap((r) => r.highlights.map((h) => h.id)),
      ['highlight-northwind-retail-senior-data-analyst-0', 'highlight-northwind-retail-senior-data-analyst-1',
        'highlight-northwind-retail-senior-data-analyst-2', 'highlight-contoso-logistics-data-analyst-0',
        'highlight-contoso-logistics-data-analyst-1', 'highlight-northwind-retail-senior-data-analyst-0~2']],
    ['languages', cv.languages.map((l) => l.id), ['language-0', 'language-1']],
    ['additional details', cv.add_details.map((d) => d.id), ['detail-0', 'detail-1']],
    ['links', cv.links.map((l) => l.id), ['link-0']],
    ['education', cv.education.map((e) => e.id), ['education-0']],
    ['earlier career', cv.earlier_career.map((e) => e.id), ['earlier-0']],
    ['certifications', cv.certifications.map((e) => e.id), ['certification-0']],
    ['memberships', cv.professional_memberships.map((e) => e.id), ['membership-0']],
    ['publications', cv.publications.map((e) => e.id), ['publication-0']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  test('wraps text items as { id, text } and skills as { id, name }', () => {
    expect(cv.skills[1]).toEqual({ id: 'skill-1', name: sample.skills[1]!.name });
    expect(cv.achievements[1]).toEqual({ id: 'achievement-1-trained-25', text: sample.achievements[1] });
    expect(cv.roles[0]!.highlights[1]).toEqual({ id: 'highlight-northwind-retail-senior-data-analyst-1', text: sample.roles[0]!.highlights[1] });
  });

  test('cleans: trims strings, drops empty items, and a current role has no end date', () => {
    const messy = parsedCvSchema.parse({
      first_name: '  Kieran ',
      location: { city: ' Nottingham', country: '' },
      links: [{ title: ' ', url: '' }, { title: 'GitHub', url: ' https://github.com/k ' }],
      skills: [{ name: ' SQL ' }, { name: '   ' }, { name: '' }],
      achievements: ['', '  Saved £2m  ', '\n'],
      roles: [
        { company: ' Tata Steel ', title: 'Director', start: 'May 2023', end: 'Jun 2024', current: true, highlights: [' a ', '', '  '] },
        { current: true, highlights: ['   '] },
        { company: 'Anglian Water', end: 'Jan 2023', current: false },
      ],
      education: [
        { institution: 'UCL', qualifications: [{ qualification: ' MSc ' }, { qualification: ' ', grade: '' }] },
        { location: { city: ' ', country: '' }, qualifications: [{}] },
      ],
      languages: [{ name: '', level: '' }, { name: 'French', level: ' C1 ' }],
      certifications: [{ name: '', issuer: '', date: '' }],
      professional_memberships: [{ institution: ' ', name: ' ' }],
      publications: [{ title: '  ', pub_type: '', date: '' }],
      earlier_career: [{ title: '', company: '', start: '', end: '' }],
      add_details: ['  Full UK licence ', ' '],
    });
    const expected = {
      ...emptyParsedCv(),
      first_name: 'Kieran',
      location: { city: 'Nottingham', country: '' },
      links: [{ title: 'GitHub', url: 'https://github.com/k' }],
      skills: [{ name: 'SQL' }],
      achievements: ['Saved £2m'],
      roles: [
        { company: 'Tata Steel', title: 'Director', start: 'May 2023', end: '', current: true, summary: '', highlights: ['a'] },
        { company: 'Anglian Water', title: '', start: '', end: 'Jan 2023', current: false, summary: '', highlights: [] },
      ],
      education: [
        {
          institution: 'UCL',
          location: { city: '', country: '' },
          qualifications: [{ qualification: 'MSc', course: '', start: '', end: '', grade: '' }],
        },
      ],
      languages: [{ name: 'French', level: 'C1' }],
      add_details: ['Full UK licence'],
    };
    expect(cleanParsedCv(deepFreeze(messy))).toEqual(expected);
    expect(toParsedCv(normaliseCv(messy))).toEqual(expected);
    expect(normaliseCv(messy).skills).toEqual([{ id: 'skill-0', name: 'SQL' }]);
  });

  test('an empty CV stays empty', () => {
    expect(toParsedCv(normaliseCv(deepFreeze(emptyParsedCv())))).toEqual(emptyParsedCv());
  });
});

describe('toParsedCv', () => {
  test('strips every id and does not mutate the editable CV', () => {
    const editable = deepFreeze(normaliseCv(sampleCvWithDuplicates()));
    const parsed = toParsedCv(editable);
    expect(JSON.stringify(parsed)).not.toMatch(/"id"/);
    expect(parsed).toEqual(sampleCvWithDuplicates());
  });
});
