import { describe, expect, test } from 'vitest';
import { adviseOnCv } from '@/lib/coach/advise';
import { detectIntent } from '@/lib/coach/intent';
import { getApp } from '@/lib/content';
import type { ScoreResult } from '@/lib/scoring/schema';
import { scoreCv } from '@/lib/scoring/score-cv';
import { sampleCv, vagueCv } from '../../fixtures/sample-cv.ts';

const replies = getApp().coachPanel.replies;

/** The sample CV with its second role's bullets stripped of numbers (and one weak opener). */
function cvWithUnquantifiedRole() {
  const cv = sampleCv();
  cv.roles[1]!.highlights = ['Managed stakeholder requests across departments', 'Responsible for weekly reporting to the logistics team'];
  return cv;
}

describe('detectIntent', () => {
  test.each([
    ['What should I fix first?', 'priorities'],
    ['How can I make my CV better', 'priorities'],
    ['What is my score?', 'score'],
    ['Is my CV good?', 'score'],
    ['Can you look at my profile summary?', 'profile'],
    ['How is my headline?', 'profile'],
    ['Which skills should I add?', 'missingSkills'],
    ['What about my skills?', 'skills'],
    ['Are my skills shown in my roles?', 'skills'],
    ['Hi, how do I improve my skills?', 'skills'],
    ['Which roles lack numbers?', 'achievements'],
    ['How do I quantify my achievements', 'achievements'],
    ['How long should my CV be?', 'length'],
    ['Is it ATS friendly?', 'ats'],
    ['Does the format work for tracking systems?', 'ats'],
    ['Am I a good fit for product manager roles?', 'target'],
    ['How do I tailor it to a job description?', 'tailor'],
    ['How should I phrase a highlight?', 'phrase'],
    ['hello', 'greeting'],
    ['Thanks!', 'thanks'],
    ['What is the capital of France?', 'offTopic'],
    ['Tell me a joke', 'offTopic'],
  ])('%s -> %s', (question, kind) => {
    expect(detectIntent(question).kind).toBe(kind);
  });

  test.each([
    ['What about my education?', 'education'],
    ['Should I list my certifications?', 'certifications'],
    ['Do my languages need levels?', 'languages'],
    ['Tell me about my work history', 'experience'],
    ['Is my phone number there?', 'contact'],
    ['Should I add publications?', 'publications'],
  ])('%s -> the %s section', (question, section) => {
    expect(detectIntent(question)).toEqual({ kind: 'section', section });
  });
});

describe('adviseOnCv', () => {
  test('the same question about the same CV always gets the same answer', () => {
    const context = { cv: cvWithUnquantifiedRole(), onboarding: { targetRole: 'Product manager' } };
    for (const question of ['What should I fix first?', 'What about my skills?', 'Which roles lack numbers?', 'What is my score?']) {
      expect(adviseOnCv(question, context, replies)).toBe(adviseOnCv(question, structuredClone(context), replies));
    }
  });

  test('names the roles whose bullets have no numbers, and quotes a bullet without an action verb', () => {
    const answer = adviseOnCv('Which of my roles lack numbers?', { cv: cvWithUnquantifiedRole() }, replies);
    expect(answer).toContain('Data Analyst at Contoso Logistics');
    expect(answer).not.toContain('Northwind Retail');
    expect(answer).toContain('"Responsible for weekly reporting to the logistics team"');
  });

  test('praises quantified roles instead when every role shows numbers', () => {
    const answer = adviseOnCv('How are my achievements?', { cv: sampleCv() }, replies);
    expect(answer).toContain(replies.achievements.allNumbers);
    expect(answer).not.toContain('Contoso Logistics');
  });

  test('what to fix first cites the lowest sub-score, then the biggest losses with their place and points, biggest first', () => {
    const cv = vagueCv();
    const { result, breakdown } = scoreCv(cv);
    const answer = adviseOnCv('What should I fix first?', { cv }, replies);
    const [intro, ...lines] = answer.split('\n');
    expect(intro).toContain(`${replies.areas.achievement_focus}, at ${result.scores.achievement_focus} out of 100`);
    const failing = breakdown.checks.filter((c) => c.value < 0.9 && c.advice);
    expect(lines).toHaveLength(Math.min(3, failing.length));
    const points = lines.map((line) => Number(/\(about (\d+) points\)/.exec(line)?.[1]));
    expect(points.every((p, i) => p > 0 && (i === 0 || p <= points[i - 1]!))).toBe(true);
    // vagueCv's bullets carry no number: that loss leads, named where it is (Career History).
    const quantified = breakdown.checks.find((c) => c.id === 'quantified_results')!;
    expect(lines[0]).toContain(`- ${replies.priorities.places.experience} (`);
    expect(lines[0]).toContain(quantified.advice);
  });

  test("names skills that no role shows and, with a target role, the role's missing terms", () => {
    const cv = sampleCv({ skills: [{ name: 'SQL' }, { name: 'Python' }, { name: 'Kubernetes' }, { name: 'Tableau' }, { name: 'Excel' }] });
    const targetRole = 'Machine learning engineer';
    const answer = adviseOnCv('What about my skills?', { cv, onboarding: { targetRole } }, replies);
    expect(answer).toContain('Kubernetes and Tableau');
    const { missingKeywords } = scoreCv(cv, { targetRole }).breakdown;
    expect(missingKeywords.length).toBeGreaterThan(0);
    const [lead] = replies.skills.target.replace('{role}', targetRole).split('{keywords}');
    expect(answer).toContain(`${lead}${missingKeywords[0]}`);
  });

  test('lists the sections a CV is missing and what it has', () => {
    const cv = sampleCv({ education: [], languages: [{ name: 'French', level: 'C1' }] });
    expect(adviseOnCv('What about my education?', { cv }, replies)).toContain(
      replies.sections.empty.replace('{section}', replies.sections.names.education),
    );
    expect(adviseOnCv('Do I need to list languages?', { cv }, replies)).toContain('French (C1)');
    expect(adviseOnCv('Tell me about my experience', { cv: cvWithUnquantifiedRole() }, replies)).toContain(
      'Senior Data Analyst at Northwind Retail; Data Analyst at Contoso Logistics',
    );
  });

  test('missing contact details are named; complete ones are confirmed', () => {
    expect(adviseOnCv('Are my contact details ok?', { cv: sampleCv({ phone: '', links: [] }) }, replies)).toMatch(/phone number[\s\S]*LinkedIn/);
    expect(adviseOnCv('Are my contact details ok?', { cv: sampleCv() }, replies)).toBe(replies.sections.contactComplete);
  });

  test("the score is the server's when there is one, with the live estimate when edits moved it", () => {
    const cv = sampleCv();
    const estimate = scoreCv(cv).result.scores.overall;
    expect(adviseOnCv('What is my score?', { cv }, replies)).toContain(`${estimate} out of 100 overall`);

    const server: ScoreResult = {
      scores: { overall: 61, ats_compatibility: 80, relevance: 70, skills_alignment: 42, achievement_focus: 60, presentation: 75 },
      feedback: { strengths: [], areas_to_improve: [] },
      match_assessment: '',
    };
    const answer = adviseOnCv('What is my score?', { cv, serverScore: server }, replies);
    expect(answer).toContain('61 out of 100 overall');
    expect(answer).toContain(replies.score.sinceEdits.replace('{overall}', String(estimate)));
    expect(answer).toContain(`${replies.areas.skills_alignment}, at 42 out of 100`);
  });

  test('the target role from the onboarding answers steers the advice; a job description takes its place', () => {
    const cv = sampleCv();
    expect(adviseOnCv('Am I suited for my next role?', { cv }, replies)).toBe(replies.target.unknown);
    const forRole = adviseOnCv('Am I suited for my next role?', { cv, onboarding: { targetRole: 'Product manager' } }, replies);
    expect(forRole).toContain(replies.target.known.replace('{role}', 'Product manager'));
    const jd = 'Product manager: roadmap ownership, Jira, user research and A/B testing.';
    const forJd = adviseOnCv('Am I suited for my next role?', { cv, onboarding: { targetRole: 'Product manager' }, jobDescription: jd }, replies);
    expect(forJd).toContain(replies.target.jobDescription);
    expect(forJd).toMatch(/Jira/);
  });

  test('length and profile answers quote this CV', () => {
    const short = adviseOnCv('Is my CV too long?', { cv: sampleCv() }, replies);
    expect(short).toMatch(/short \(\d+ words\)/);
    expect(adviseOnCv('How is my profile?', { cv: sampleCv({ profile_statement: '' }) }, replies)).toContain(replies.profile.missing);
    expect(adviseOnCv('How is my profile?', { cv: sampleCv() }, replies)).toContain(replies.profile.words.replace('{count}', '39'));
  });

  test('greets by first name, thanks back, and steers off-topic questions back to the CV', () => {
    expect(adviseOnCv('Hello!', { cv: sampleCv() }, replies)).toBe(replies.greeting.replace('{name}', 'Priya'));
    expect(adviseOnCv('hi', { cv: sampleCv({ first_name: '' }) }, replies)).toBe(replies.greeting.replace('{name}', replies.someone));
    expect(adviseOnCv('Thanks a lot', { cv: sampleCv() }, replies)).toBe(replies.thanks);
    expect(adviseOnCv('Who won the football?', { cv: sampleCv() }, replies)).toBe(replies.offTopic);
  });

  test('CV text is passed on as it is written: markup in a CV stays plain text for the chat to show', () => {
    const cv = sampleCv({ skills: [{ name: '<img src=x onerror=alert(1)>' }, { name: 'SQL' }] });
    expect(adviseOnCv('What about my skills?', { cv }, replies)).toContain('<img src=x onerror=alert(1)>');
  });
});
