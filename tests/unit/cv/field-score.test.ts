import { describe, expect, test } from 'vitest';
import { f1Of, readDate, scoreFields, sumCounts, wordOverlap } from '../../../src/lib/cv/field-score.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

/** The field scorer the parse benchmark and the parser's set tests measure with. */

const total = (truth: unknown, answer: unknown) => sumCounts(scoreFields(truth, answer).values());

describe('field scorer', () => {
  test('a CV scored against itself is all true positives', () => {
    const cv = sampleCv();
    const counts = total(cv, cv);
    expect(counts.fp + counts.fn).toBe(0);
    expect(counts.tp).toBeGreaterThan(20);
    expect(f1Of(counts)).toBe(1);
  });

  test('accepts the /parse envelope as the answer, and scores a missing answer as all missed', () => {
    const cv = sampleCv();
    expect(total(cv, { status: 'ok', data: cv })).toEqual(total(cv, cv));
    const missed = total(cv, null);
    expect(missed.tp).toBe(0);
    expect(missed.fn).toBe(total(cv, cv).tp);
  });

  test('a wrong value is both a false positive and a false negative; an extra one only a false positive', () => {
    const cv = sampleCv();
    const counts = scoreFields(cv, { ...cv, first_name: 'Someone', headline: cv.headline ? cv.headline : 'Extra' });
    expect(counts.get('first_name')).toEqual({ tp: 0, fp: 1, fn: 1 });
    const extra = scoreFields({ ...cv, headline: '' }, { ...cv, headline: 'Extra' });
    expect(extra.get('headline')).toEqual({ tp: 0, fp: 1, fn: 0 });
  });

  test('compares text without case, accents or punctuation, countries by alias and phones by digits', () => {
    const truth = { first_name: 'Zoë', location: { city: 'São Paulo', country: 'United Kingdom' }, phone: '+44 7700 900123' };
    const answer = { first_name: 'ZOE', location: { city: 'sao-paulo', country: 'UK' }, phone: '07700900123' };
    const counts = scoreFields(truth, answer);
    expect(counts.get('first_name')!.tp).toBe(1);
    expect(counts.get('location.city')!.tp).toBe(1);
    expect(counts.get('location.country')!.tp).toBe(1);
    expect(counts.get('phone')!.tp).toBe(1);
  });

  test('reads dates to month and year; a year alone only matches a year alone; open ends are empty', () => {
    expect(readDate('Sept. 2019')).toEqual({ year: 2019, month: 9 });
    expect(readDate('03/2021')).toEqual({ year: 2021, month: 3 });
    expect(readDate("Jan '19")).toEqual({ year: 2019, month: 1 });
    expect(readDate('Present')).toBe('none');
    const role = (start: string) => ({ roles: [{ title: 'Engineer', company: 'Acme', start, end: '' }] });
    expect(scoreFields(role('2019'), role('Jan 2019')).get('roles.start')).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(scoreFields(role('January 2019'), role('01/2019')).get('roles.start')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  test('pairs roles by company and title, whatever their order, and counts an unpaired role leaf by leaf', () => {
    const a = { title: 'Engineer', company: 'Acme', start: '2019', end: '2021', highlights: ['Built the thing'] };
    const b = { title: 'Analyst', company: 'Globex', start: '2017', end: '2019', highlights: [] };
    const swapped = scoreFields({ roles: [a, b] }, { roles: [b, a] });
    expect(sumCounts(swapped.values())).toEqual({ tp: 9, fp: 0, fn: 0 });
    const missed = scoreFields({ roles: [a, b] }, { roles: [a] });
    expect(missed.get('roles.company')).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(missed.get('roles.start')).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  test('free text matches on most of its words; skills only by name', () => {
    expect(wordOverlap('Led a team of five engineers', 'Led a team of 5 engineers')).toBeGreaterThanOrEqual(0.8);
    const texts = scoreFields({ achievements: ['Won the national prize in 2019'] }, { achievements: ['Won the national prize, 2019'] });
    expect(texts.get('achievements')!.tp).toBe(1);
    const skills = scoreFields({ skills: [{ name: 'C++' }, { name: 'Python' }] }, { skills: [{ name: 'c plus plus' }, { name: 'Python 3' }] });
    expect(skills.get('skills')).toEqual({ tp: 1, fp: 1, fn: 1 });
  });
});
