/**
 * The CV coach's answers, by rules (DECISIONS.md 'Where we go beyond': advice grounded in the CV and its
 * score). Pure and deterministic: the same question about the same CV always gets the same answer. Every
 * answer cites this CV: the roles whose bullets have no numbers, the skills no role shows, the lowest
 * sub-score and what to change. Answers are plain text (lines break on '\n'); the wording is content
 * (app/coach-panel.yaml `coachPanel.replies`), the specifics come from the CV and the scoring rubric.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { scoreBand } from '../scoring/band.ts';
import { listPhrase } from '../scoring/text.ts';
import {
  bulletsWithoutActionVerb,
  profileWordCount,
  rolesWithoutNumbers,
  skillNames,
  skillsNotShownInRoles,
  wordCount,
} from './cv-facts.ts';
import { phraseAnswer } from './highlight.ts';
import { detectIntent } from './intent.ts';
import { judgeHighlights, judgementText, judgeProfile, roleHighlights } from './judge.ts';
import { missingSkillsAnswer } from './missing-skills.ts';
import { prioritiesAnswer } from './priorities.ts';
import { adviceFor, check, failingAdvice, lowestArea, reviewCv, type CoachContext, type CvReview } from './review.ts';
import { sectionAnswer } from './section-answers.ts';
import { itemLines, paragraph, quote, roleName, sentence } from './sentences.ts';
import { tailorAnswer } from './tailor.ts';

export type { CoachContext } from './review.ts';

/** At most this many items are named in one answer (skills, roles, areas to improve). */
const MAX_NAMED = 5;
function scoreAnswer(review: CvReview, replies: CoachReplies): string {
  const { overall } = review.scores;
  const band = replies.bands[scoreBand(overall)];
  const lowest = lowestArea(review);
  return paragraph(
    fillTemplate(review.fromServer ? replies.score.server : replies.score.estimate, { overall, band }),
    review.fromServer && review.estimate.overall !== overall && fillTemplate(replies.score.sinceEdits, { overall: review.estimate.overall }),
    fillTemplate(replies.score.lowest, { area: replies.areas[lowest.key], score: lowest.score }),
    lowest.advice && sentence(lowest.advice),
  );
}

function profileAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  if (profileWordCount(cv) === 0) return paragraph(replies.profile.missing, sentence(check(review, 'profile_statement')?.advice ?? ''));
  const judged = judgeProfile(cv, review.targetRole, replies);
  const headline = failingAdvice(review, 'headline');
  if (headline) judged.change.push(sentence(headline));
  return judgementText(fillTemplate(replies.profile.words, { count: profileWordCount(cv) }), judged, replies.profile.good, replies);
}

function highlightsAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  const count = roleHighlights(cv).length;
  if (count === 0) return sectionAnswer('experience', cv, review, replies);
  return judgementText(fillTemplate(replies.judge.highlights, { count }), judgeHighlights(cv, review.targetRole, replies), replies.achievements.allNumbers, replies);
}

function skillsAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  const names = skillNames(cv);
  if (names.length === 0) return sentence(check(review, 'skills_listed')?.advice ?? '');
  const unshown = skillsNotShownInRoles(cv);
  const missing = review.missingKeywords.slice(0, MAX_NAMED);
  return paragraph(
    fillTemplate(replies.skills.count, { count: names.length }),
    unshown.length > 0 ? fillTemplate(replies.skills.unshown, { skills: listPhrase(unshown.slice(0, MAX_NAMED)) }) : replies.skills.allShown,
    failingAdvice(review, 'skills_listed') && sentence(failingAdvice(review, 'skills_listed')!),
    missing.length > 0 &&
      (review.usesJobDescription
        ? fillTemplate(replies.skills.jobDescription, { keywords: listPhrase(missing) })
        : fillTemplate(replies.skills.target, { role: review.targetRole, keywords: listPhrase(missing) })),
  );
}

function achievementsAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  const described = cv.roles.some((role) => role.summary.trim() || role.highlights.some((h) => h.trim()));
  if (!described && cv.achievements.every((a) => !a.trim())) return sentence(check(review, 'quantified_results')?.advice ?? '');
  const unquantified = rolesWithoutNumbers(cv).map((role) => roleName(role, replies));
  const noVerb = bulletsWithoutActionVerb(cv);
  return paragraph(
    unquantified.length > 0
      ? fillTemplate(replies.achievements.noNumbers, { roles: listPhrase(unquantified.slice(0, MAX_NAMED)) })
      : described && replies.achievements.allNumbers,
    noVerb.length > 0 && fillTemplate(replies.achievements.verbs, { example: quote(noVerb[0]!) }),
    !cv.achievements.some((a) => a.trim()) && replies.achievements.noSection,
  );
}

function lengthAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  const advice = failingAdvice(review, 'length');
  return advice ? sentence(advice) : paragraph(fillTemplate(replies.length.words, { count: wordCount(cv) }), replies.length.good);
}

function atsAnswer(review: CvReview, replies: CoachReplies): string {
  const problems = adviceFor(review, 'ats_compatibility');
  return [
    fillTemplate(replies.ats.score, { score: review.scores.ats_compatibility }),
    ...(problems.length > 0 ? itemLines(problems, replies) : [replies.ats.good]),
    replies.ats.format,
  ].join('\n');
}

function targetAnswer(review: CvReview, replies: CoachReplies): string {
  if (!review.targetRole && !review.usesJobDescription) return replies.target.unknown;
  const advice = ['target_keywords', 'target_skills'].map((id) => failingAdvice(review, id)).filter((a): a is string => !!a);
  return paragraph(
    review.usesJobDescription ? replies.target.jobDescription : fillTemplate(replies.target.known, { role: review.targetRole }),
    ...(advice.length > 0 ? advice.map(sentence) : [replies.target.good]),
  );
}

/**
 * The coach's answer to `question` about the CV in `context`, worded with `replies`. Questions about a topic
 * (profile, skills, achievements, length, ATS, a section, the target role, the score, what to fix first, the
 * skills missing for a role, rewording a highlight, tailoring to the advert) get specifics from this CV;
 * greetings and thanks get a short reply; anything else says so and lists what the coach can do.
 */
export function adviseOnCv(question: string, context: CoachContext, replies: CoachReplies): string {
  const intent = detectIntent(question);
  const { cv } = context;
  switch (intent.kind) {
    case 'greeting':
      return fillTemplate(replies.greeting, { name: cv.first_name.trim() || replies.someone });
    case 'thanks':
      return replies.thanks;
    case 'offTopic':
      return replies.offTopic;
  }
  const review = reviewCv(context);
  switch (intent.kind) {
    case 'score':
      return scoreAnswer(review, replies);
    case 'priorities':
      return prioritiesAnswer(cv, review, replies);
    case 'missingSkills':
      return missingSkillsAnswer(cv, intent.role, review, replies);
    case 'phrase':
      return phraseAnswer(cv, intent.text, replies);
    case 'judgeExperience':
      return highlightsAnswer(cv, review, replies);
    case 'tailor':
      return tailorAnswer(cv, review, replies, () => targetAnswer(review, replies));
    case 'profile':
      return profileAnswer(cv, review, replies);
    case 'skills':
      return skillsAnswer(cv, review, replies);
    case 'achievements':
      return achievementsAnswer(cv, review, replies);
    case 'length':
      return lengthAnswer(cv, review, replies);
    case 'ats':
      return atsAnswer(review, replies);
    case 'target':
      return targetAnswer(review, replies);
    case 'section':
      return sectionAnswer(intent.section, cv, review, replies);
  }
}
