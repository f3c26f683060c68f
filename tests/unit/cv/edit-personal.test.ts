import { describe, expect, test } from 'vitest';
import { isValidCvEmail, updatePersonal } from '../../../src/lib/cv/edit.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { sampleEditableCv } from './fixtures.ts';

const sample = sampleCv();

describe('isValidCvEmail', () => {
  test.each([
    ['', true],
    ['  ', true],
    ['asha@example.co.uk', true],
    [' o.brien+cv@mail.example.com ', true],
    ['asha@', false],
    ['asha.example.com', false],
    ['asha@example', false],
    ['two words@example.com', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidCvEmail(email)).toBe(valid);
  });
});

describe('updatePersonal', () => {
  test('changes the given fields, trimmed, and leaves the rest', () => {
    const cv = sampleEditableCv();
    const result = updatePersonal(cv, { first_name: ' Priyanka ', surname: 'Rao', headline: ' Head of Analytics ', phone: '' });
    expect(result.ok).toBe(true);
    expect(result.cv).toMatchObject({ first_name: 'Priyanka', surname: 'Rao', headline: 'Head of Analytics', phone: '', email: sample.email });
    expect(result.cv.location).toEqual(sample.location);
    expect(cv.surname).toBe(sample.surname);
  });

  test.each([
    ['city only', { city: ' York ' }, { city: 'York', country: sample.location.country }],
    ['country only', { country: 'United Kingdom' }, { city: sample.location.city, country: 'United Kingdom' }],
  ])('location: %s', (_name, location, expected) => {
    const result = updatePersonal(sampleEditableCv(), { location });
    expect(result.cv.location).toEqual(expected);
  });

  test.each([
    ['a valid address', ' new@example.org ', 'new@example.org'],
    ['an empty address', '', ''],
  ])('accepts %s', (_name, email, saved) => {
    const result = updatePersonal(sampleEditableCv(), { email });
    expect(result).toMatchObject({ ok: true });
    expect(result.cv.email).toBe(saved);
  });

  test('an invalid e-mail rejects the whole change and names the field, without throwing', () => {
    const cv = sampleEditableCv();
    const result = updatePersonal(cv, { email: 'not-an-email', first_name: 'Changed' });
    expect(result).toEqual({ ok: false, cv, invalid: ['email'] });
    expect(result.cv).toBe(cv);
  });
});
