import { describe, expect, test } from 'vitest';
import {
  addAchievement,
  addRecord,
  addSkill,
  addTextItem,
  deleteAchievement,
  deleteSkill,
  renameSkill,
  updateAchievement,
  updateProfileStatement,
  updateRecord,
  updateTextItem,
} from '../../../src/lib/cv/edit.ts';
import { collectIds, type EditableCv } from '../../../src/lib/cv/editable.ts';
import { sampleCv, sampleCvWithDuplicates } from '../../fixtures/sample-cv.ts';
import { sampleEditableCv } from './fixtures.ts';

const sample = sampleCv();
const names = (cv: EditableCv) => cv.skills.map((skill) => skill.name);
const sampleSkills = sample.skills.map((skill) => skill.name);
/** The sample's skill names with the one at `index` renamed. */
const renamed = (index: number, name: string) => sampleSkills.map((old, i) => (i === index ? name : old));

describe('skills', () => {
  test.each([
    ['appends a trimmed name with the next sequential id', '  Figma ', { id: 'skill-5', name: 'Figma' }],
    ['keeps accents and case as typed', 'Análise de dados', { id: 'skill-5', name: 'Análise de dados' }],
  ])('addSkill %s', (_name, input, expected) => {
    const cv = sampleEditableCv();
    const next = addSkill(cv, input);
    expect(next.skills.at(-1)).toEqual(expected);
    expect(next.skills).toHaveLength(6);
    expect(cv.skills).toHaveLength(5);
  });

  test.each([
    ['blank', '   '],
    ['empty', ''],
    ['duplicate', 'SQL'],
    ['duplicate in another case, with spaces', '  sql '],
  ])('addSkill ignores a %s name', (_name, input) => {
    const cv = sampleEditableCv();
    expect(addSkill(cv, input)).toBe(cv);
  });

  test('addSkill never reuses an id still in use after deletions and reorders', () => {
    const cv = addSkill(deleteSkill(sampleEditableCv(), 'skill-0'), 'Figma');
    expect(cv.skills.map((skill) => skill.id)).toEqual(['skill-1', 'skill-2', 'skill-3', 'skill-4', 'skill-5']);
    expect(new Set(cv.skills.map((skill) => skill.id)).size).toBe(5);
  });

  test.each([
    ['renames, trimmed, keeping the id', 'skill-1', ' PostgreSQL ', renamed(1, 'PostgreSQL')],
    ['allows a change of case of the same skill', 'skill-1', sampleSkills[1]!.toLowerCase(), renamed(1, sampleSkills[1]!.toLowerCase())],
  ])('renameSkill %s', (_name, id, input, expected) => {
    const cv = sampleEditableCv();
    const next = renameSkill(cv, id, input);
    expect(names(next)).toEqual(expected);
    expect(next.skills[1]!.id).toBe('skill-1');
    expect(names(cv)).toEqual(sampleSkills);
  });

  test.each([
    ['a blank name', 'skill-1', '  '],
    ['the name of another skill', 'skill-1', sampleSkills[2]!.toLowerCase()],
    ['an unknown id', 'skill-9', 'Figma'],
    ['the same name', 'skill-1', `${sampleSkills[1]} `],
  ])('renameSkill ignores %s', (_name, id, input) => {
    const cv = sampleEditableCv();
    expect(renameSkill(cv, id, input)).toBe(cv);
  });

  test('deleteSkill removes by id', () => {
    const cv = sampleEditableCv();
    expect(names(deleteSkill(cv, 'skill-0'))).toEqual(sampleSkills.slice(1));
    expect(deleteSkill(cv, 'nope')).toBe(cv);
  });
});

describe('achievements and additional details (text lists)', () => {
  test.each([
    ['achievements', ' Won the 2023 award ', { id: 'achievement-2-won-the-20', text: 'Won the 2023 award' }],
    ['add_details', 'Clean DBS check ', { id: 'detail-2', text: 'Clean DBS check' }],
  ] as const)('addTextItem to %s appends trimmed text with a fresh id', (list, input, expected) => {
    const cv = sampleEditableCv();
    const next = addTextItem(cv, list, input);
    expect(next[list].at(-1)).toEqual(expected);
    expect(next[list]).toHaveLength(cv[list].length + 1);
  });

  test('adding a duplicate achievement is allowed and gets a distinct id', () => {
    const cv = addAchievement(addAchievement(sampleEditableCv(), 'Same words here'), 'Same words here');
    const [a, b] = cv.achievements.slice(-2);
    expect(a!.text).toBe(b!.text);
    expect(a!.id).not.toBe(b!.id);
    expect(collectIds(cv).size).toBe(collectIds(sampleEditableCv()).size + 2);
  });

  test('an added id does not clash with an id left by an earlier item at that index', () => {
    // The new item is the second, and its first ten characters are those of the one already there (achievement-1-...).
    const cv = addAchievement(deleteAchievement(sampleEditableCv(), 'achievement-0-cut-monthl'), 'Trained 25 more colleagues in SQL');
    expect(cv.achievements.map((item) => item.id)).toEqual(['achievement-1-trained-25', 'achievement-1-trained-25~2']);
  });

  test.each(['', '   ', '\n\t'])('blank text %j is ignored by add and update', (input) => {
    const cv = sampleEditableCv();
    expect(addAchievement(cv, input)).toBe(cv);
    expect(addTextItem(cv, 'add_details', input)).toBe(cv);
    expect(updateAchievement(cv, 'achievement-1-trained-25', input)).toBe(cv);
    expect(updateTextItem(cv, 'add_details', 'detail-0', input)).toBe(cv);
  });

  test('updateAchievement rewords, trimmed, and keeps the id', () => {
    const cv = sampleEditableCv();
    const next = updateAchievement(cv, 'achievement-1-trained-25', '  Trained 40 colleagues in Python  ');
    expect(next.achievements[1]).toEqual({ id: 'achievement-1-trained-25', text: 'Trained 40 colleagues in Python' });
    expect(cv.achievements[1]!.text).toBe(sample.achievements[1]);
    expect(next.achievements[0]).toBe(cv.achievements[0]);
  });

  test('update with an unknown id or the same text returns the CV itself', () => {
    const cv = sampleEditableCv();
    expect(updateAchievement(cv, 'achievement-9', 'x')).toBe(cv);
    expect(updateTextItem(cv, 'add_details', 'detail-0', ` ${sample.add_details[0]} `)).toBe(cv);
  });

  test('deleteAchievement removes only that item, even when another has the same text', () => {
    // The variant lists the first achievement twice (achievement-0 and achievement-2).
    const cv = sampleEditableCv(sampleCvWithDuplicates());
    const next = deleteAchievement(cv, 'achievement-0-cut-monthl');
    expect(next.achievements.map((item) => item.text)).toEqual([sample.achievements[1], sample.achievements[0]]);
  });
});

describe('other sections (records)', () => {
  test.each([
    ['languages', { name: ' Spanish ', level: 'A2' }, { id: 'language-2', name: 'Spanish', level: 'A2' }],
    ['certifications', { name: 'AWS SAA', issuer: 'Amazon', date: '2024' }, { id: 'certification-1', name: 'AWS SAA', issuer: 'Amazon', date: '2024' }],
    ['professional_memberships', { institution: 'CIPD', name: '' }, { id: 'membership-1', institution: 'CIPD', name: '' }],
    ['publications', { title: 'Talk', pub_type: 'Conference Paper', date: '' }, { id: 'publication-1', title: 'Talk', pub_type: 'Conference Paper', date: '' }],
    ['earlier_career', { title: 'Intern', company: 'Co', start: '2013', end: '2013' }, { id: 'earlier-1', title: 'Intern', company: 'Co', start: '2013', end: '2013' }],
    ['links', { title: 'GitHub', url: ' https://github.com/priya-example ' }, { id: 'link-1', title: 'GitHub', url: 'https://github.com/priya-example' }],
  ] as const)('addRecord to %s appends a trimmed item with a fresh id', (list, fields, expected) => {
    const cv = sampleEditableCv();
    const next = addRecord(cv, list, fields);
    expect(next[list].at(-1)).toEqual(expected);
    expect(next[list]).toHaveLength(cv[list].length + 1);
  });

  test('addRecord trims nested education fields', () => {
    const next = addRecord(sampleEditableCv(), 'education', {
      institution: ' MIT ',
      location: { city: ' Cambridge ', country: 'USA' },
      qualifications: [{ qualification: 'M.S.', course: ' CS ', start: '', end: '2012', grade: '' }],
    });
    expect(next.education[1]).toEqual({
      id: 'education-1',
      institution: 'MIT',
      location: { city: 'Cambridge', country: 'USA' },
      qualifications: [{ qualification: 'M.S.', course: 'CS', start: '', end: '2012', grade: '' }],
    });
  });

  test('addRecord ignores an item without any text', () => {
    const cv = sampleEditableCv();
    expect(addRecord(cv, 'languages', { name: ' ', level: '' })).toBe(cv);
    expect(addRecord(cv, 'education', { institution: '', location: { city: '', country: '' }, qualifications: [] })).toBe(cv);
  });

  test('updateRecord merges trimmed changes and keeps the id', () => {
    const cv = sampleEditableCv();
    const next = updateRecord(cv, 'languages', 'language-1', { level: ' C1 ' });
    expect(next.languages[1]).toEqual({ id: 'language-1', name: sample.languages[1]!.name, level: 'C1' });
    expect(cv.languages[1]!.level).toBe(sample.languages[1]!.level);
    expect(next.languages[0]).toBe(cv.languages[0]);
  });

  test.each([
    ['would leave it blank', 'membership-0', { institution: ' ', name: '' }],
    ['names an unknown id', 'membership-7', { name: 'Fellow' }],
    ['changes nothing', 'membership-0', { name: ` ${sample.professional_memberships[0]!.name} ` }],
  ])('updateRecord is ignored when it %s', (_name, id, changes) => {
    const cv = sampleEditableCv();
    expect(updateRecord(cv, 'professional_memberships', id, changes)).toBe(cv);
  });
});

describe('updateProfileStatement', () => {
  test.each([
    ['replaces, trimmed', '  New statement. ', 'New statement.'],
    ['may be emptied', '   ', ''],
  ])('%s', (_name, input, expected) => {
    const cv = sampleEditableCv();
    expect(updateProfileStatement(cv, input).profile_statement).toBe(expected);
    expect(cv.profile_statement).toBe(sample.profile_statement);
  });

  test('the same text returns the CV itself', () => {
    const cv = sampleEditableCv();
    expect(updateProfileStatement(cv, `${sample.profile_statement} `)).toBe(cv);
  });
});
