import { describe, expect, test } from 'vitest';
import { classifyContactPart, findPhone, parseLocation } from '../../../src/server/cv-parse/structure/contact.ts';
import { looksLikeName, splitName } from '../../../src/server/cv-parse/structure/header.ts';

describe('contact parts', () => {
  test.each([
    ['Email: jane.doe@example.co.uk', { kind: 'email', value: 'jane.doe@example.co.uk' }],
    ['m.schafer@outlook.com', { kind: 'email', value: 'm.schafer@outlook.com' }],
    ['Phone: 303-555-0152', { kind: 'phone', value: '303-555-0152' }],
    ['+44 (0)7700 900728', { kind: 'phone', value: '+44 (0)7700 900728' }],
    ['(555) 984-4518', { kind: 'phone', value: '(555) 984-4518' }],
    ['LinkedIn: https://www.linkedin.com/in/jane', { kind: 'link', value: { title: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' } }],
    ['github.com/janedoe', { kind: 'link', value: { title: 'GitHub', url: 'github.com/janedoe' } }],
    ['Portfolio: https://jane.design', { kind: 'link', value: { title: 'Portfolio', url: 'https://jane.design' } }],
    ['Address: Columbus, United States', { kind: 'location', value: { city: 'Columbus', country: 'United States' } }],
    ['Nottingham, United Kingdom', { kind: 'location', value: { city: 'Nottingham', country: 'United Kingdom' } }],
  ])('%s', (part, expected) => {
    expect(classifyContactPart(part)).toMatchObject(expected);
  });

  test('a date range is not a phone number', () => {
    expect(findPhone('2019 - 2021')).toBeNull();
    expect(findPhone('07/2021 - 12/2022')).toBeNull();
  });

  test('a place needs a known country unless it is labelled', () => {
    expect(parseLocation('Data Science, Machine Learning')).toBeNull();
    expect(parseLocation('Location: Leeds', true)).toEqual({ city: 'Leeds', country: '' });
  });
});

describe('names', () => {
  test.each(['Kieran Caldwell', 'KIERAN CALDWELL', 'Mary-Kate Goldberg', 'Élodie Chevalier', 'Jan van der Berg'])('%s is a name', (t) => {
    expect(looksLikeName(t)).toBe(true);
  });
  test.each(['Curriculum Vitae', 'Head of Data & Analytics', 'Senior Project Manager', 'Professional Experience'])('%s is not a name', (t) => {
    expect(looksLikeName(t)).toBe(false);
  });
  test.each([
    ['Wei Jie Chen', 'Wei Jie', 'Chen'],
    ['KIERAN CALDWELL', 'Kieran', 'Caldwell'],
    ['Jan van der Berg', 'Jan', 'van der Berg'],
    ['Dr. Ada Lovelace', 'Ada', 'Lovelace'],
  ])('%s → %s / %s', (raw, first, last) => {
    expect(splitName(raw)).toEqual({ first, last });
  });
});
