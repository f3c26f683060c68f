import { describe, expect, test } from 'vitest';
import { startsWithActionVerb } from '../../../src/lib/scoring/checks/achievements.ts';
import { dateChecks } from '../../../src/lib/scoring/checks/dates.ts';
import { estimateTextQuality } from '../../../src/lib/scoring/checks/text-layer.ts';
import { collectCvText } from '../../../src/lib/scoring/cv-text.ts';
import { parseCvDate } from '../../../src/lib/scoring/dates.ts';
import { extractKeywords } from '../../../src/lib/scoring/keywords.ts';
import { stem } from '../../../src/lib/scoring/text.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

describe('parseCvDate', () => {
  test.each([
    ['Jan 2020', { year: 2020, month: 0 }],
    ['September 2019', { year: 2019, month: 8 }],
    ['2018', { year: 2018, month: null }],
    ['03/2021', { year: 2021, month: 2 }],
    ['2021-11', { year: 2021, month: 10 }],
    ['Present', null],
    ['', null],
    ['Foo 2020', null],
  ])('%s', (text, expected) => {
    expect(parseCvDate(text)).toEqual(expected);
  });
});

describe('date checks', () => {
  const run = (cv: ReturnType<typeof sampleCv>) =>
    Object.fromEntries(dateChecks({ cv, context: {}, text: collectCvText(cv) }).map((c) => [c.id, c]));

  test('a clean history passes', () => {
    const checks = run(sampleCv());
    expect([checks.dates_parseable?.value, checks.dates_consistent?.value, checks.career_gaps?.value]).toEqual([1, 1, 1]);
  });

  test('an end before the start is inconsistent', () => {
    const cv = sampleCv();
    cv.roles[1] = { ...cv.roles[1]!, start: 'Jan 2020', end: 'Feb 2019' };
    expect(run(cv).dates_consistent?.value).toBeLessThan(1);
  });

  test('a gap of more than six months is flagged gently', () => {
    const cv = sampleCv();
    cv.roles[1] = { ...cv.roles[1]!, end: 'Jan 2020' };
    const gaps = run(cv).career_gaps;
    expect(gaps?.value).toBe(0.7);
    expect(gaps?.advice).toMatch(/before Mar 2021/);
  });

  test('unreadable dates lower dates_parseable', () => {
    const cv = sampleCv();
    cv.roles[1] = { ...cv.roles[1]!, start: 'the spring', end: 'later' };
    // Readable: the current role's start and the earlier career entry's two dates; role 1's two are not.
    expect(cv.earlier_career).toHaveLength(1);
    expect(run(cv).dates_parseable?.value).toBeCloseTo(3 / 5);
  });
});

describe('text helpers', () => {
  test('inflections share a stem', () => {
    expect(new Set(['manage', 'managed', 'managing', 'manages'].map(stem)).size).toBe(1);
    expect(stem('programmes')).toBe(stem('programme'));
  });

  test('jd keywords skip filler words and rank repeated terms first', () => {
    const keywords = extractKeywords('We are looking for experience with Terraform. Kubernetes essential; Kubernetes daily.').map((t) => t.surface);
    expect(keywords).toEqual(['Kubernetes', 'Terraform', 'daily']);
  });

  test.each([
    ['Led a team of 5', true],
    ['• Streamlined onboarding', true],
    ['Responsible for reporting', false],
    ['Duties included filing', false],
  ])('action verb at the start of %j: %s', (bullet, expected) => {
    expect(startsWithActionVerb(bullet)).toBe(expected);
  });

  test('garbled text layers are estimated as poor', () => {
    expect(estimateTextQuality('Delivered the signalling upgrade on time')).toBe(1);
    expect(estimateTextQuality('\uFFFD\uFFFD\uE000 \uFFFD\uFFFDx\uFFFD \uE001\uE002')).toBeLessThan(0.5);
  });
});

describe('role order', () => {
  test('roles listed oldest first are asked to be reversed', () => {
    const cv = sampleCv();
    cv.roles.reverse();
    const consistent = dateChecks({ cv, context: {}, text: collectCvText(cv) }).find((c) => c.id === 'dates_consistent');
    expect(consistent?.value).toBe(0.75);
    expect(consistent?.advice).toBe('List your roles with the most recent first');
  });
});
