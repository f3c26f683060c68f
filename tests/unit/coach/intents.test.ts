/**
 * The coach answers the question asked (issue 17 part 4), on the team's corpus CVs (tests/fixtures/corpus): each
 * answer names items of that CV: its roles, its skills, the user's own words.
 */
import { describe, expect, test } from 'vitest';
import { adviseOnCv } from '@/lib/coach/advise';
import { detectIntent } from '@/lib/coach/intent';
import { skillsForRole } from '@/lib/scoring/advert';
import { getApp } from '@/lib/content';
import type { ParsedCv } from '@/lib/cv/schema';
import { scoreCv } from '@/lib/scoring/score-cv';
import { corpusCv } from '../cv/fixtures.ts';

const replies = getApp().coachPanel.replies;

/** Every text of the CV, lower case, for asserting that a skill really is absent. */
const cvText = (cv: ParsedCv) => JSON.stringify(cv).toLowerCase();

describe('which intent a question is', () => {
  test.each([
    ['Which skills am I missing for a data analyst role?', { kind: 'missingSkills', role: 'data analyst' }],
    ['What skills do I need to become a nurse?', { kind: 'missingSkills', role: 'nurse' }],
    ['Which skills am I missing?', { kind: 'missingSkills', role: '' }],
    ['What skills does a product manager need?', { kind: 'missingSkills', role: 'product manager' }],
    ['What am I missing for a Data Engineer job?', { kind: 'missingSkills', role: 'Data Engineer' }],
    ['What skills do I need?', { kind: 'missingSkills', role: '' }],
    ['Which skills am I missing for the job?', { kind: 'missingSkills', role: '' }],
    ['What am I missing?', { kind: 'priorities' }],
    ['How should I phrase this highlight: Responsible for weekly rotas', { kind: 'phrase', text: 'Responsible for weekly rotas' }],
    ['Can you rewrite "helped with the budget" for me?', { kind: 'phrase', text: 'helped with the budget' }],
    ['How do I tailor my CV to this job?', { kind: 'tailor' }],
    ['Is my summary good?', { kind: 'profile' }],
    ['Is my experience section good?', { kind: 'judgeExperience' }],
    ['Tell me about my work history', { kind: 'section', section: 'experience' }],
    ['What should I fix first?', { kind: 'priorities' }],
  ])('%s', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });
});

describe('what to fix first', () => {
  test("names the biggest losses with their place, and this CV's items behind them", () => {
    const cv = corpusCv('cv018-compact.json');
    const answer = adviseOnCv('What should I fix first?', { cv }, replies);
    const lines = answer.split('\n').slice(1);
    // No profile at all is the biggest loss on this CV.
    expect(cv.profile_statement).toBe('');
    expect(lines[0]).toMatch(new RegExp(`^- ${replies.priorities.places.profile} \\(about \\d+ points\\)`));
    // Skills listed but shown in no role: named by the CV's own skill names ('dashboards in Tableau' shows its
    // Data Visualisation, so that one is not named).
    expect(answer).toContain(`- ${replies.priorities.places.skills} (`);
    expect(answer).toMatch(/R, Snowflake and MLOps/);
    // Its latest role has two bullets: the role is named.
    expect(answer).toContain(cv.roles[0]!.company);
  });

  test('a bullet without an action verb is quoted from the CV', () => {
    const cv = corpusCv('cv027-plain.json');
    const answer = adviseOnCv('What should I fix first?', { cv }, replies);
    expect(answer).toContain(`- ${replies.priorities.places.experience} (`);
    expect(answer).toContain('For example: "Top new-business performer, EMEA, 2024"');
  });
});

describe('is my summary good', () => {
  test('judges length, numbers, specificity, the target role, first person and clichés, quoting the user', () => {
    const cv = corpusCv('cv060-sidebar.json');
    const answer = adviseOnCv('Is my summary good?', { cv, onboarding: { targetRole: 'Marketing Manager' } }, replies);
    const [works, change] = answer.split(replies.judge.change);
    expect(works).toContain(replies.judge.works);
    // What works, in the user's own words: the measured result.
    expect(works).toContain('"Recently increased email open rates from 18% to 54% through segmentation"');
    expect(works).toMatch(/At \d+ words it is a good length/);
    // What to change: the role wanted, the first person and the cliché, each quoted.
    expect(change).toContain('It does not mention Marketing Manager');
    expect(change).toContain('"I am now seeking opportunities in the Munich area"');
    expect(change).toContain('Cut "track record"');
  });

  test("names the clichés a user wrote, and what it praises when the summary names the CV's skills and role", () => {
    const cv = corpusCv('cv015-plain.json');
    cv.profile_statement =
      'Hard-working team player and results-driven Staff Engineer. Built event-driven TypeScript and Kafka services that cut checkout latency by 40%.';
    const answer = adviseOnCv('Is my summary any good?', { cv, onboarding: { targetRole: 'Staff Engineer' } }, replies);
    expect(answer).toContain('Cut "Hard-working", "team player" and "results-driven"');
    expect(answer).toContain('It names specific skills from your CV: TypeScript and Kafka');
    expect(answer).toContain('It points at Staff Engineer roles');
    expect(answer).toContain('"Built event-driven TypeScript and Kafka services that cut checkout latency by 40%"');
    expect(answer).toMatch(/At \d+ words it is short/);
  });
});

describe('is my experience section good', () => {
  test('names the roles whose titles point at the target role and quotes a measured highlight', () => {
    const cv = corpusCv('cv042-modern.json');
    const answer = adviseOnCv('Is my experience section good?', { cv, onboarding: { targetRole: 'Charge Nurse' } }, replies);
    const charge = cv.roles.find((role) => role.title === 'Charge Nurse')!;
    expect(answer).toContain(`Your roles point at Charge Nurse: Charge Nurse at ${charge.company}`);
    expect(answer).toMatch(/Your highlights show measurable results, such as "[^"]*\d/);
  });

  test('names the roles without numbers, and quotes the highlight without an action verb, the first person and the cliché', () => {
    const cv = corpusCv('cv051-classic.json');
    cv.roles[0]!.highlights = ['I was a hard-working part of the finance team', 'Ran the month-end close with the controllers'];
    const answer = adviseOnCv('Are my highlights any good?', { cv, onboarding: { targetRole: 'Finance Director' } }, replies);
    const [, change] = answer.split(replies.judge.change);
    expect(change).toContain(`No highlight has a number in these roles: ${cv.roles[0]!.title} at ${cv.roles[0]!.company}`);
    expect(change).toContain('"I was a hard-working part of the finance team" does not open with an action verb');
    expect(change).toContain('Cut "hard-working"');
    expect(change).toContain('No role title says Finance Director');
  });
});

describe('which skills am I missing', () => {
  test('for a named role: the usual skills, those the CV shows (synonyms too) and those it does not', () => {
    const cv = corpusCv('cv018-compact.json');
    const answer = adviseOnCv('Which skills am I missing for a data scientist role?', { cv }, replies);
    const [shown, missing] = answer.split('Not shown on your CV yet:');
    for (const skill of ['python', 'statistic', 'regression', 'pytorch']) expect(cvText(cv)).not.toContain(skill);
    // 'SQL' is not written on this CV either, and the BigQuery it names does not print the language (session 14).
    expect(missing).toMatch(/Python, SQL, Statistics, .*PyTorch/);
    // 'Machine learning' is never written on this CV; its TensorFlow shows it.
    expect(cvText(cv)).not.toContain('machine learning');
    expect(cvText(cv)).not.toMatch(/\bsql\b/);
    expect(shown).toMatch(/Your CV already shows Machine learning, TensorFlow/);
  });

  test("without a named role: the coach's target role from onboarding", () => {
    const cv = corpusCv('cv018-compact.json');
    const answer = adviseOnCv('Which skills am I missing?', { cv, onboarding: { targetRole: 'Data Analyst' } }, replies);
    expect(answer).toContain('For Data Analyst roles, employers usually ask for SQL');
    expect(answer).toMatch(/Not shown on your CV yet: SQL, Python, Statistics/);
    expect(answer).toMatch(/Your CV already shows Excel, Power BI, Tableau/);
  });

  test('a role the table does not know, and no role at all, are said so', () => {
    const cv = corpusCv('cv021-classic.json');
    expect(adviseOnCv('Which skills am I missing for an astronaut role?', { cv }, replies)).toBe(
      replies.missingSkills.unknownRole.replace('{role}', 'astronaut'),
    );
    expect(adviseOnCv('Which skills am I missing?', { cv }, replies)).toBe(replies.missingSkills.noRole);
  });

  test('skillsForRole finds the role inside a longer title and prefers the most specific name', () => {
    expect(skillsForRole('Lead Data Analyst – Payments')).toContain('SQL');
    expect(skillsForRole('Senior Frontend Developer')).toContain('React');
    expect(skillsForRole('Ward Sister')).toContain('Patient care');
    expect(skillsForRole('Astronaut')).toEqual([]);
  });
});

describe('how to phrase a highlight', () => {
  test("rewrites the user's quoted highlight with an action verb and a number prompt, never an invented figure", () => {
    const cv = corpusCv('cv051-classic.json');
    const answer = adviseOnCv('How should I phrase this highlight: "Responsible for managing the month-end close"?', { cv }, replies);
    expect(answer).toContain('Your highlight: "Responsible for managing the month-end close"');
    expect(answer).toContain('Try: "Managed the month-end close, which [improved what?] by [number]"');
    expect(answer).not.toMatch(/\d/);
  });

  test("without a quote, rewords the CV's first highlight that shows no number, keeping its words", () => {
    const cv = corpusCv('cv024-classic.json');
    const answer = adviseOnCv('How can I word my bullets better?', { cv }, replies);
    expect(answer).toContain('Your highlight: "Led the capital expenditure review and presented results to the board"');
    expect(answer).toContain('Try: "Led the capital expenditure review and presented results to the board, which [improved what?] by [number]"');
  });

  test('a highlight about people opens with the people verb; a highlight with a number keeps it', () => {
    const cv = corpusCv('cv042-modern.json');
    expect(adviseOnCv('Rewrite this bullet: "In charge of a team of nurses on night shifts"', { cv }, replies)).toContain(
      `Try: "${replies.phrase.people} a team of nurses on night shifts${replies.phrase.result}"`,
    );
    // 'team' at the end is not what the highlight is about: the other verb.
    expect(adviseOnCv('Rewrite this bullet: "Responsible for weekly reporting to the surgical team"', { cv }, replies)).toContain(
      `Try: "${replies.phrase.other} weekly reporting to the surgical team${replies.phrase.result}"`,
    );
    const kept = adviseOnCv('Rewrite this bullet: "Helped to reduce falls by 30% on the ward"', { cv }, replies);
    expect(kept).toContain('Try: "Reduced falls by 30% on the ward"');
    expect(kept).toContain(replies.phrase.kept);
  });
});

describe('tailoring for the pasted advert', () => {
  const ADVERT =
    'Senior Software Engineer, fintech. You will build services in TypeScript and Kafka on Kubernetes, with GraphQL APIs. Remote-first.';

  test("names the advert's terms the CV shows, those it lacks, and the latest role to add them to", () => {
    const cv = corpusCv('cv015-plain.json');
    const answer = adviseOnCv('How do I tailor my CV to this job?', { cv, jobDescription: ADVERT }, replies);
    const { matchedKeywords, missingKeywords } = scoreCv(cv, { jd: ADVERT }).breakdown;
    expect(matchedKeywords).toContain('TypeScript');
    expect(missingKeywords).toContain('GraphQL');
    expect(cvText(cv)).not.toContain('graphql');
    expect(answer.split('\n')[0]).toBe(replies.tailor.intro);
    expect(answer).toMatch(/Your CV already shows [^.]*TypeScript/);
    expect(answer).toMatch(/It asks for [^.]*GraphQL[^.]*, which your CV does not show/);
    expect(answer).toContain(`your role as ${cv.roles[0]!.title} at ${cv.roles[0]!.company}`);
  });

  test('without an advert it says how to give one', () => {
    const answer = adviseOnCv('How do I tailor my CV to this job?', { cv: corpusCv('cv015-plain.json') }, replies);
    expect(answer.startsWith(replies.tailor.noAdvert)).toBe(true);
  });
});

describe('a question it cannot answer', () => {
  test('says so and lists what it can do', () => {
    const answer = adviseOnCv('What is the capital of France?', { cv: corpusCv('cv021-classic.json') }, replies);
    expect(answer).toBe(replies.offTopic);
    expect(answer.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(5);
  });
});
