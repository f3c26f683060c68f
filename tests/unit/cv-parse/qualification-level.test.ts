import { describe, expect, test } from 'vitest';
import { splitDegree } from '../../../src/server/cv-parse/structure/education.ts';
import { levelledQualification } from '../../../src/server/cv-parse/structure/qualification-level.ts';

describe('a qualification named with its framework level', () => {
  test.each([
    ['BTEC Level 3 Extended Diploma in Information Technology', { qualification: 'BTEC Level 3 Extended Diploma', course: 'Information Technology' }],
    ['BTEC Level 3 90-Credit Diploma in Sport', { qualification: 'BTEC Level 3 90-Credit Diploma', course: 'Sport' }],
    ['Higher National Diploma (Level 5) in Computing', { qualification: 'Higher National Diploma (Level 5)', course: 'Computing' }],
    ['Bachelor of Commerce NQF Level 7 (Honours)', { qualification: 'Bachelor of Commerce NQF Level 7 (Honours)', course: '' }],
    ['Level 4 HNC in Electrical Engineering', { qualification: 'Level 4 HNC', course: 'Electrical Engineering' }],
    ['NVQ Level 2 in Hairdressing', { qualification: 'NVQ Level 2', course: 'Hairdressing' }],
    ['Level 3 Diploma in Health and Social Care', { qualification: 'Level 3 Diploma', course: 'Health and Social Care' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test.each([
    'Bachelor’s degree EQF level 6', // Europass's classification, printed beside the name
    'Piano Level 8', // a grade of an instrument, no degree named
    'Level 8 piano',
    'Bachelor’s degree | NQF level 7', // cells of a row, read elsewhere
  ])('%s names no qualification with its level', (text) => {
    expect(levelledQualification(text)).toBeNull();
  });
});
