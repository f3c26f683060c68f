import { z } from 'zod';
import { CV_SECTION_COACH_TOPICS } from '../../../cv/sections.ts';
import { template, text, textPerKey } from '../common.ts';

/** One text per section the coach talks about: the registry's coach topics, so a new topic needs its copy. */
const perSectionTopic = textPerKey(CV_SECTION_COACH_TOPICS);

/**
 * The coach's answers to questions about the CV (src/lib/coach/advise.ts). Placeholders in braces are filled
 * from the user's CV and its checks; `{advice}` is one of the scoring rubric's advice sentences.
 */
const replies = z.object({
  /** Used for {name} when the CV has no first name. */
  someone: text,
  greeting: template('name'),
  thanks: text,
  /** A polite steer back when a question is not about the CV or the job search. */
  offTopic: text,
  /** Said when there is no CV to talk about. */
  noCv: text,
  /** How a role is named in answers. */
  roleLabel: template('title', 'company'),
  /** One line of a list in an answer. */
  item: template('text'),
  /** The five sub-scores as named in answers (SPEC §3 'CV score result'). */
  areas: z.object({ ats_compatibility: text, relevance: text, skills_alignment: text, achievement_focus: text, presentation: text }),
  /** A score's band in words, so it is never told by colour alone: under 50, 50 to 75, above 75. */
  bands: z.object({ red: text, amber: text, green: text }),
  score: z.object({
    /** The server's latest result. */
    server: template('overall', 'band'),
    /** The rubric's live estimate when the CV has not been scored. */
    estimate: template('overall', 'band'),
    /** The live estimate when edits since the last scoring moved it. */
    sinceEdits: template('overall'),
    lowest: template('area', 'score'),
  }),
  priorities: z.object({
    /** Leads the list of what to fix first. */
    intro: template('area', 'score'),
    /** One thing to fix: where in the CV, the points it costs and the rubric's advice. */
    line: template('place', 'points', 'advice'),
    /** A line with the item of this CV it is about (a role, a bullet, skills). */
    example: template('line', 'item'),
    /** Where in the CV each kind of check points (src/lib/coach/priorities.ts). */
    places: z.object({
      profile: text,
      headline: text,
      experience: text,
      achievements: text,
      skills: text,
      contact: text,
      dates: text,
      target: text,
      length: text,
      sections: text,
      file: text,
    }),
    /** Nothing left to fix. */
    none: text,
  }),
  profile: z.object({
    missing: text,
    words: template('count'),
    good: text,
  }),
  /** A judgement of the profile or the Career History (src/lib/coach/judge.ts): what works and what to change, quoting the user. */
  judge: z.object({
    works: text,
    change: text,
    lengthGood: template('count'),
    tooShort: template('count'),
    tooLong: template('count'),
    numbers: template('quote'),
    noNumbers: text,
    specific: template('skills'),
    vague: text,
    relevant: template('role'),
    notRelevant: template('role'),
    firstPerson: template('quote'),
    cliches: template('quotes'),
    /** The Career History's highlights judged ('is my experience section good?'). */
    highlights: template('count'),
    highlightNumbers: template('quote'),
    rolesNoNumbers: template('roles'),
    verbs: text,
    noVerb: template('quote'),
    rolesRelevant: template('role', 'roles'),
    rolesNotRelevant: template('role'),
  }),
  /** Which skills a role asks for that the CV does not show (src/lib/coach/missing-skills.ts). */
  missingSkills: z.object({
    usual: template('role', 'skills'),
    shown: template('skills'),
    missing: template('skills'),
    allShown: text,
    unknownRole: template('role'),
    noRole: text,
  }),
  /** A highlight reworded (src/lib/coach/highlight.ts); `result` is appended where it shows no number. */
  phrase: z.object({
    none: text,
    rewrite: template('original', 'rewrite'),
    result: text,
    /** The opening verb when the highlight is about people, and otherwise. */
    people: text,
    other: text,
    why: text,
    kept: text,
  }),
  /** Tailoring the CV to the job advert in the score card (src/lib/coach/tailor.ts). */
  tailor: z.object({
    noAdvert: text,
    intro: text,
    covered: template('terms'),
    missing: template('terms', 'role'),
    missingNoRole: template('terms'),
    allCovered: text,
    profile: text,
  }),
  skills: z.object({
    count: template('count'),
    unshown: template('skills'),
    allShown: text,
    target: template('role', 'keywords'),
    /** With a job description in the score card: the terms it uses that the CV does not show. */
    jobDescription: template('keywords'),
  }),
  achievements: z.object({
    noNumbers: template('roles'),
    allNumbers: text,
    verbs: template('example'),
    noSection: text,
  }),
  length: z.object({ words: template('count'), good: text }),
  ats: z.object({ score: template('score'), good: text, format: text }),
  /** `jobDescription` leads the answer when the score card has a job description (it wins over the target role). */
  target: z.object({ unknown: text, known: template('role'), jobDescription: text, good: text }),
  sections: z.object({
    empty: template('section'),
    listed: template('section', 'items'),
    thinRoles: template('roles'),
    contactComplete: text,
    /** Section names as said in answers. */
    names: perSectionTopic,
    /** One tip per section, said after what the CV has there. */
    tips: perSectionTopic,
  }),
});

/**
 * The coach chat in the editor's coaching panel (SPEC §2 'CV coaching side panel'; DECISIONS.md: it carries
 * on the onboarding, then answers questions about the CV). The persona and the five questions are `coach`'s.
 */
export const coachPanelSchema = z.object({
  /** The persona's status line (SPEC: Online). */
  status: text,
  /** SPEC: 'Ask me anything about improving your CV...': the message box's placeholder once onboarding is done. */
  prompt: text,
  /** Accessible name of the message box once onboarding is done. */
  messageLabel: text,
  /** Said before the first onboarding question when none was answered before the editor opened; {name} is the persona's. */
  start: template('name'),
  /** Said before the next onboarding question when the chat carries on in the editor. */
  resume: text,
  /** Said after the last onboarding answer in the editor; invites questions about the CV. */
  thankYou: text,
  /** The coach's first line when onboarding was already done; {name} is the CV's first name. */
  welcome: template('name'),
  replies,
});

export type CoachPanelCopy = z.infer<typeof coachPanelSchema>;
export type CoachReplies = CoachPanelCopy['replies'];
