import { describe, expect, test } from 'vitest';
import { coachRequest } from '@/lib/api/coach';
import type { CoachContext } from '@/lib/coach/advise';
import { coachRequestSchema } from '@/lib/coach/request';
import { scoreCv } from '@/lib/scoring/score-cv';
import { sampleCv } from '../../fixtures/sample-cv.ts';

const cv = sampleCv();
const score = scoreCv(cv, {}).result;

describe('coachRequest: what the chat sends to POST /api/v1/coach', () => {
  test.each<[string, Omit<CoachContext, 'cv'>, Record<string, unknown>]>([
    ['nothing but the CV', {}, { onboarding: {} }],
    ['the server\'s score and a job description', { serverScore: score, jobDescription: 'Lead analyst' }, { score, jd: 'Lead analyst', onboarding: {} }],
    ['a blank job description and no score', { serverScore: null, jobDescription: '  \n' }, { onboarding: {} }],
    [
      'the five answers only: completion time and over-long answers stay behind',
      { onboarding: { currentRole: 'Analyst', targetRole: 'Lead', goals: 'x'.repeat(2_001), completedAt: '2026-01-01T00:00:00.000Z' } },
      { onboarding: { currentRole: 'Analyst', targetRole: 'Lead' } },
    ],
  ])('%s', (_label, context, expected) => {
    const body = coachRequest('How can I improve?', { cv, ...context });
    expect(body).toEqual({ question: 'How can I improve?', cv, ...expected });
    // The server's strict schema accepts whatever the browser sends.
    expect(coachRequestSchema.safeParse(body).success).toBe(true);
  });
});
