import { describe, expect, test } from 'vitest';
import { scoreResultSchema } from '../../../src/lib/scoring/schema.ts';
import { scoreCv } from '../../../src/lib/scoring/score-cv.ts';
import { corpusCvs } from '../cv/fixtures.ts';

/** The team's corpus truth CVs (tests/fixtures/corpus). */
const corpus = corpusCvs();
/** Truth CVs are complete, well-formed CVs: anything below this would mean the rubric misreads them. */
const WELL_FORMED_FLOOR = 50;

describe('corpus truth CVs', () => {
  test.each(corpus)('%s scores without throwing, above the floor', (_name, cv) => {
    const { result } = scoreCv(cv);
    expect(scoreResultSchema.safeParse(result).success).toBe(true);
    expect(result.scores.overall).toBeGreaterThanOrEqual(WELL_FORMED_FLOOR);
    expect(result.scores.ats_compatibility).toBeGreaterThanOrEqual(WELL_FORMED_FLOOR);
  });

  test.each(corpus)('%s scores against a jd and a target role without throwing', (_name, cv) => {
    const jd = 'Project Manager for a cloud migration programme: Kubernetes, Terraform, Jira, budgets and stakeholder reporting.';
    expect(scoreResultSchema.safeParse(scoreCv(cv, { jd }).result).success).toBe(true);
    expect(scoreResultSchema.safeParse(scoreCv(cv, { targetRole: 'Product Manager' }).result).success).toBe(true);
  });

  test('the same person in different file formats gets the same score', () => {
    const byPerson = new Map<string, number[]>();
    for (const [name, cv] of corpus) {
      const person = name.split('-')[0] ?? name;
      byPerson.set(person, [...(byPerson.get(person) ?? []), scoreCv(cv).result.scores.overall]);
    }
    for (const [person, scores] of byPerson) expect(new Set(scores).size, person).toBe(1);
  });
});
