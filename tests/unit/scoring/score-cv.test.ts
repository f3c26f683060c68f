import { describe, expect, test } from 'vitest';
import { emptyParsedCv } from '../../../src/lib/cv/schema.ts';
import { SCORE_KEYS, scoreResultSchema, SUB_SCORE_KEYS } from '../../../src/lib/scoring/schema.ts';
import { scoreCv, scoreDelta } from '../../../src/lib/scoring/score-cv.ts';
import { sampleCv, vagueCv } from '../../fixtures/sample-cv.ts';

const PLATFORM_JD =
  'Senior Data Analyst, platform team. You will build SQL and Python models, run workloads on Kubernetes, ' +
  'manage infrastructure with Terraform and ship dashboards in Power BI. Kubernetes and Terraform experience essential.';

/** An area to improve is actionable when it tells the reader to do something (imperative, possibly after a colon). */
const ACTIONABLE = /(^|: )(add|put|check|give|write|list|consider|say|show|tailor|expand|cut|describe|start|keep|trim|break|export)\b/i;

describe('scoreCv moves scores the way a reader expects', () => {
  test('adding quantified achievements raises achievement_focus', () => {
    const before = scoreCv(vagueCv()).result.scores;
    const cv = vagueCv();
    cv.achievements = ['Reduced forecast error by 18% across 40 stores', 'Saved £120k a year by automating reporting'];
    cv.roles[0]!.highlights.push('Cut report run time by 60% by rewriting the SQL models');
    const after = scoreCv(cv).result.scores;
    expect(after.achievement_focus).toBeGreaterThan(before.achievement_focus);
    expect(scoreDelta(before, after).achievement_focus).toBe(after.achievement_focus - before.achievement_focus);
  });

  test('removing contact details lowers ats_compatibility and asks for them back', () => {
    const full = scoreCv(sampleCv());
    const bare = scoreCv(sampleCv({ email: '', phone: '' }));
    expect(bare.result.scores.ats_compatibility).toBeLessThan(full.result.scores.ats_compatibility);
    expect(bare.result.feedback.areas_to_improve).toContain('Add a phone number so recruiters can call you');
    expect(bare.result.feedback.areas_to_improve).toContain('Add an email address so recruiters can reply to you');
  });

  test('a jd with missing skills lowers skills_alignment and names them', () => {
    const matching = scoreCv(sampleCv(), { jd: 'Senior Data Analyst. You will build SQL and Python models and Power BI dashboards.' });
    const platform = scoreCv(sampleCv(), { jd: PLATFORM_JD });
    expect(platform.result.scores.skills_alignment).toBeLessThan(matching.result.scores.skills_alignment);
    expect(platform.breakdown.missingKeywords).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(platform.breakdown.missingKeywords).not.toContain('SQL');
    // Both are tools the advert names (capitalised) and stresses ('essential'): the skills list is where they go.
    expect(platform.result.feedback.areas_to_improve).toContainEqual(
      expect.stringMatching(/^Add Kubernetes and Terraform to your skills list, and show them in the roles where you used them/),
    );
    expect(platform.result.match_assessment).toMatch(/Kubernetes/);
  });

  test('adding the missing skills where they were used raises skills_alignment', () => {
    const before = scoreCv(sampleCv(), { jd: PLATFORM_JD }).result.scores;
    const cv = sampleCv();
    cv.roles[0]!.highlights.push('Moved the forecasting jobs to Kubernetes with Terraform, halving cloud costs');
    const after = scoreCv(cv, { jd: PLATFORM_JD }).result.scores;
    expect(after.skills_alignment).toBeGreaterThan(before.skills_alignment);
  });

  test('without a jd, the target role the coach collected is used', () => {
    const fits = scoreCv(sampleCv(), { targetRole: 'Data Analyst' });
    const other = scoreCv(sampleCv(), { targetRole: 'Marketing Manager' });
    const none = scoreCv(sampleCv());
    expect(fits.result.scores.relevance).toBeGreaterThan(other.result.scores.relevance);
    expect(other.result.scores.relevance).toBeLessThan(none.result.scores.relevance);
    expect(other.result.match_assessment).toMatch(/^For Marketing Manager roles/);
    // 'Manager' counts as found: the CV says it 'Managed stakeholder requests'.
    expect(other.breakdown.missingKeywords).toEqual(['Marketing']);
    expect(none.result.match_assessment).not.toMatch(/Marketing/);
  });

  test('a jd wins over the target role', () => {
    const both = scoreCv(sampleCv(), { jd: PLATFORM_JD, targetRole: 'Marketing Manager' });
    expect(both.result).toEqual(scoreCv(sampleCv(), { jd: PLATFORM_JD }).result);
  });
});

describe('scoreCv result shape', () => {
  const cases = [
    ['a well-formed CV', sampleCv(), {}],
    ['a vague CV against a jd', vagueCv(), { jd: PLATFORM_JD }],
    ['an empty CV', emptyParsedCv(), {}],
    ['an empty CV with a target role', emptyParsedCv(), { targetRole: 'Nurse' }],
  ] as const;

  test.each(cases)('%s: same input twice gives the same result', (_name, cv, context) => {
    expect(scoreCv(structuredClone(cv), context)).toEqual(scoreCv(structuredClone(cv), context));
  });

  test.each(cases)('%s: integer scores within 0..100 and a valid ScoreResult', (_name, cv, context) => {
    const { result } = scoreCv(cv, context);
    expect(scoreResultSchema.parse(result)).toEqual(result);
    for (const key of SCORE_KEYS) {
      expect(Number.isInteger(result.scores[key])).toBe(true);
      expect(result.scores[key]).toBeGreaterThanOrEqual(0);
      expect(result.scores[key]).toBeLessThanOrEqual(100);
    }
    expect(result.match_assessment.length).toBeGreaterThan(20);
  });

  test.each(cases)('%s: every area to improve is a non-empty, actionable sentence', (_name, cv, context) => {
    const { result, breakdown } = scoreCv(cv, context);
    for (const area of result.feedback.areas_to_improve) {
      expect(area.trim().length).toBeGreaterThan(20);
      expect(area).toMatch(ACTIONABLE);
    }
    // A check whose sentence would be false of this CV says nothing (advice/verify.ts); what is said is actionable.
    for (const check of breakdown.checks.filter((c) => c.value < 1 && c.advice)) expect(check.advice, check.id).toMatch(ACTIONABLE);
  });

  test('an empty CV scores low and is told what to add first', () => {
    const { result } = scoreCv(emptyParsedCv());
    expect(result.scores.overall).toBeLessThan(30);
    expect(result.feedback.strengths).toEqual([]);
    expect(result.feedback.areas_to_improve.length).toBeGreaterThanOrEqual(4);
  });

  test('overall is the weighted mean of the sub-scores, so it sits between the lowest and highest', () => {
    const { scores } = scoreCv(vagueCv(), { jd: PLATFORM_JD }).result;
    const subs = SUB_SCORE_KEYS.map((k) => scores[k]);
    expect(scores.overall).toBeGreaterThanOrEqual(Math.min(...subs));
    expect(scores.overall).toBeLessThanOrEqual(Math.max(...subs));
  });

  test('a well-formed CV lists strengths and passes its contact checks', () => {
    const { result, breakdown } = scoreCv(sampleCv());
    expect(result.feedback.strengths.length).toBeGreaterThan(0);
    expect(breakdown.checks.filter((c) => c.id.startsWith('contact_')).every((c) => c.value === 1)).toBe(true);
  });

  test('a poor text layer lowers ats_compatibility', () => {
    const clean = scoreCv(sampleCv(), { textLayerQuality: 1 }).result.scores.ats_compatibility;
    const garbled = scoreCv(sampleCv(), { textLayerQuality: 0.5 }).result;
    expect(garbled.scores.ats_compatibility).toBeLessThan(clean);
    expect(garbled.feedback.areas_to_improve.join(' ')).toMatch(/export it again/);
  });
});

describe('scoreDelta', () => {
  test('gives after minus before for every score', () => {
    const before = { overall: 60, ats_compatibility: 70, relevance: 50, skills_alignment: 40, achievement_focus: 55, presentation: 80 };
    const after = { ...before, overall: 64, achievement_focus: 75, presentation: 78 };
    expect(scoreDelta(before, after)).toEqual({
      overall: 4,
      ats_compatibility: 0,
      relevance: 0,
      skills_alignment: 0,
      achievement_focus: 20,
      presentation: -2,
    });
  });
});
