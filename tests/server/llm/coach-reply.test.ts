/**
 * The checks an LLM's coach answer must pass before the chat shows it (src/server/llm/coach-reply.ts): short plain
 * text, no canary, and no web address, e-mail address or number that the data it was given lacks.
 */
import { describe, expect, test } from 'vitest';
import { checkCoachAnswer, MAX_COACH_ANSWER_CHARS } from '../../../src/server/llm/coach-reply.ts';
import { canaryDetector } from '../../../src/server/llm/prompt-guard.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

const CANARY = 'HW-TEST-CANARY-coach-91';
const echoesCanary = canaryDetector(CANARY);

/** What the model is given: the fenced JSON of the user message. */
const DATA = {
  question: 'How can I make my achievements stronger in 2 weeks?',
  cv: sampleCv(),
  score: {
    scores: { overall: 72, ats_compatibility: 81, relevance: 64, skills_alignment: 70, achievement_focus: 58, presentation: 77 },
    feedback: { strengths: ['Clear contact details.'], areas_to_improve: ['Add numbers to your Contoso Logistics role.'] },
    match_assessment: 'A solid CV at 72 out of 100.',
  },
  job_description: 'Lead Analyst, 35% travel, salary £1,200 a week.',
  onboarding: { targetRole: 'Analytics lead' },
  draft_answer: 'Your achievement focus is 58 out of 100. Data Analyst at Contoso Logistics has no numbers.',
};

describe('checkCoachAnswer', () => {
  test.each([
    ['plain advice grounded in the CV', 'Add a result with a number to your Data Analyst role at Contoso Logistics, as you did at Northwind Retail.'],
    ['numbers the CV, the score and the draft hold', 'Your 18% cut in forecast error and the 40 store managers stand out; achievement focus is 58, overall 72.'],
    ['a score out of 100 (the scale is always known)', 'You are at 72 out of 100.'],
    ['a year from the CV and the phone number', 'Since Mar 2021 you have led the team; call +44 7700 900123.'],
    ['thousands written either way', 'The job pays £1200 a week and involves 35% travel.'],
    ['the CV\'s own web address and e-mail', 'Your profile at https://www.linkedin.com/in/priya-example and priya.natarajan@example.com are both listed.'],
    ['a bare host that occurs in the data', 'Keep your linkedin.com profile up to date.'],
    ['single digits are free', 'Pick 3 bullets and add a number to each within 2 weeks.'],
  ])('accepts %s', (_label, content) => {
    expect(checkCoachAnswer(content, DATA, echoesCanary)).toEqual({ ok: true, answer: content });
  });

  test.each([
    ['a text fence', '```text\nAdd a number to each bullet.\n```'],
    ['a bare fence', '```\nAdd a number to each bullet.\n```'],
    ['surrounding whitespace', '\n\n  Add a number to each bullet.  \n'],
  ])('strips %s', (_label, content) => {
    expect(checkCoachAnswer(content, DATA, echoesCanary)).toEqual({ ok: true, answer: 'Add a number to each bullet.' });
  });

  test.each([
    ['empty', '', 'empty'],
    ['only spaces', '   \n ', 'empty'],
    ['an empty fence', '```\n\n```', 'empty'],
    ['over the length cap', `Add numbers. ${'x'.repeat(MAX_COACH_ANSWER_CHARS)}`, 'too_long'],
    ['the canary', `Sure. ${CANARY}`, 'canary'],
    ['the canary spaced and cased', `Code: ${CANARY.toLowerCase().split('').join(' ')}`, 'canary'],
    ['a URL the data lacks', 'See https://evil.example/jobs for more.', 'address'],
    ['a www. address the data lacks', 'Read www.cv-tips.example today.', 'address'],
    ['a bare host the data lacks', 'Upload it to jobs-board.com for feedback.', 'address'],
    ['an e-mail address the data lacks', 'Send it to recruiter@agency.example.', 'address'],
    ['a two-digit number the data lacks', 'You improved sales by 45 points.', 'number'],
    ['a percentage the data lacks', 'Aim for a 5% uplift.', 'number'],
    ['a percentage where the data has the bare number', 'Your overall score is 72%.', 'number'],
    ['a year the data lacks', 'You joined Northwind Retail in 2019.', 'number'],
    ['a large number the data lacks', 'You managed a budget of 250,000.', 'number'],
  ])('refuses %s (%s)', (_label, content, problem) => {
    expect(checkCoachAnswer(content, DATA, echoesCanary)).toEqual({ ok: false, problem });
  });

  test('the length cap is inclusive', () => {
    const longest = 'a'.repeat(MAX_COACH_ANSWER_CHARS);
    expect(checkCoachAnswer(longest, DATA, echoesCanary).ok).toBe(true);
    expect(checkCoachAnswer(`${longest}a`, DATA, echoesCanary)).toEqual({ ok: false, problem: 'too_long' });
  });
});
