/**
 * The years of experience an advert asks for against the years the CV's role dates show (issue 17): one true
 * sentence of advice, said only when the dates show fewer, on a real corpus CV.
 */
import { describe, expect, test } from 'vitest';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { collectFacts } from '../../../src/lib/scoring/advice/facts.ts';
import { verifyOutcome } from '../../../src/lib/scoring/advice/verify.ts';
import { monthsOfExperience } from '../../../src/lib/scoring/advice/years.ts';
import { targetChecks } from '../../../src/lib/scoring/checks/target.ts';
import { collectCvText } from '../../../src/lib/scoring/cv-text.ts';
import { matchTarget } from '../../../src/lib/scoring/keywords.ts';
import { corpusCv } from '../cv/fixtures.ts';

/** A chartered mechanical engineer: Jun 2021 to Feb 2024, then Jun 2024 onwards. */
const engineer = () => corpusCv('cv006-classic.json');
const TODAY = new Date(2026, 10, 27);
const advert = (years: string) =>
  `Mechanical Engineer\nRequirements:\n- ${years} experience in mechanical design\n- SolidWorks and GD&T\n- Ansys FEA\nWe offer a pension.`;

/** The advice of the job description match check, verified against the CV as scoreCv does. */
function titleAdvice(cv: ParsedCv, jd: string): string | undefined {
  const text = collectCvText(cv);
  const match = matchTarget({ jd }, text);
  const check = targetChecks(match).find((c) => c.id === 'target_keywords')!;
  return verifyOutcome(check, collectFacts(cv, text, match, TODAY)).advice;
}

describe('years of experience', () => {
  test("the role dates' months, overlaps once, a current role to today", () => {
    // Jun 2021 - Feb 2024 is 33 months, Jun 2024 - Nov 2026 is 30.
    expect(monthsOfExperience(engineer(), TODAY)).toBe(63);
    const overlapping = engineer();
    overlapping.earlier_career = [{ title: 'Graduate Engineer', company: 'Arup', start: '2023', end: '2024' }];
    expect(monthsOfExperience(overlapping, TODAY)).toBe(63 + 3); // Mar to May 2024 only
    expect(monthsOfExperience({ ...engineer(), roles: [], earlier_career: [] }, TODAY)).toBeNull();
  });

  test('an advert asking for more years than the dates show gets one sentence naming both', () => {
    expect(titleAdvice(engineer(), advert('8+ years'))).toBe(
      'The job asks for 8 years of experience and the dates of your roles show about 5: if you have more, add those roles with their dates',
    );
  });

  test('never said when the CV meets the ask, when the advert asks none, or when no role has dates', () => {
    expect(titleAdvice(engineer(), advert('5+ years'))).toBeUndefined();
    expect(titleAdvice(engineer(), advert('Proven'))).toBeUndefined();
    const undated = engineer();
    undated.roles = undated.roles.map((r) => ({ ...r, start: '', end: '' }));
    expect(titleAdvice(undated, advert('8+ years'))).toBeUndefined();
  });

  test('the job title comes first when the headline lacks it', () => {
    const cv = { ...engineer(), headline: 'Engineer' };
    expect(titleAdvice(cv, advert('8+ years'))).toMatch(/use its job title/);
  });
});
