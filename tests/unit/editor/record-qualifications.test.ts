import { describe, expect, test } from 'vitest';
import { normaliseCv } from '@/lib/cv/editable';
import { parsedCvSchema } from '@/lib/cv/schema';
import { addQualification, deleteQualification, updateQualification } from '@/screens/editor/sections/records/qualifications';

const bsc = { qualification: 'BSc', course: 'Maths', start: '2012', end: '2015', grade: 'First' };
const msc = { qualification: 'MSc', course: 'Statistics', start: '2015', end: '2016', grade: 'Merit' };
const cv = normaliseCv(
  parsedCvSchema.parse({
    education: [
      { institution: 'Leeds', qualifications: [bsc, msc] },
      { institution: 'York', qualifications: [] },
    ],
  }),
);
const [leeds, york] = cv.education;

describe('qualification edits', () => {
  test('update merges changes (trimmed) into the one qualification and leaves the rest as they were', () => {
    const next = updateQualification(cv, leeds!.id, 1, () => ({ grade: ' Distinction ' }));
    expect(next.education[0]!.qualifications).toEqual([bsc, { ...msc, grade: 'Distinction' }]);
    expect(next.education[1]).toBe(york);
    expect(cv.education[0]!.qualifications[1]!.grade).toBe('Merit');
  });

  test('add appends to its own place only', () => {
    const next = addQualification(cv, york!.id, bsc);
    expect(next.education[1]!.qualifications).toEqual([bsc]);
    expect(next.education[0]).toBe(leeds);
  });

  test('delete removes by position', () => {
    expect(deleteQualification(cv, leeds!.id, 0).education[0]!.qualifications).toEqual([msc]);
  });

  test.each([
    ['an unknown place', () => updateQualification(cv, 'nope', 0, () => ({ grade: 'A' }))],
    ['an unknown position', () => updateQualification(cv, leeds!.id, 5, () => ({ grade: 'A' }))],
    ['a change to the same text', () => updateQualification(cv, leeds!.id, 0, () => ({ grade: 'First' }))],
    ['deleting a missing position', () => deleteQualification(cv, leeds!.id, 2)],
  ])('%s changes nothing (the very same CV)', (_name, edit) => {
    expect(edit()).toBe(cv);
  });
});
