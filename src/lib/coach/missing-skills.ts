/**
 * 'Which skills am I missing for a data analyst role?': the skills that role usually asks for (the scoring
 * lexicon's roles), split into those the CV shows anywhere (under any of the lexicon's forms, as the score
 * matches an advert) and those it does not. The role is the one the
 * question names, else the target role from onboarding; with neither, the job advert's missing terms, if any.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { cvShows, readCvTerms, skillTermsForRole, type Term } from '../scoring/advert/index.ts';
import { collectCvText } from '../scoring/cv-text.ts';
import { listPhrase } from '../scoring/text.ts';
import type { CvReview } from './review.ts';
import { paragraph } from './sentences.ts';

/** At most this many of the advert's missing terms are named. */
const MAX_TERMS = 5;

/** The advert's terms the CV lacks, as a sentence ('' when there is no advert or it lacks none). */
function advertLine(review: CvReview, replies: CoachReplies): string {
  const missing = review.missingKeywords.slice(0, MAX_TERMS);
  return review.usesJobDescription && missing.length > 0 ? fillTemplate(replies.skills.jobDescription, { keywords: listPhrase(missing) }) : '';
}

/** The skills of `wanted` the CV shows (under any of their forms) and those it does not, each in `wanted`'s order. */
function splitByCv(cv: ParsedCv, wanted: readonly Term[]): { shown: string[]; missing: string[] } {
  const cvTerms = readCvTerms(collectCvText(cv).allText);
  const isShown = (term: Term) => cvShows({ name: term.name, term }, cvTerms);
  return { shown: wanted.filter(isShown).map((t) => t.name), missing: wanted.filter((t) => !isShown(t)).map((t) => t.name) };
}

/** The answer to 'which skills am I missing (for `namedRole`)?'. */
export function missingSkillsAnswer(cv: ParsedCv, namedRole: string, review: CvReview, replies: CoachReplies): string {
  const r = replies.missingSkills;
  const role = namedRole.trim() || review.targetRole;
  const advert = advertLine(review, replies);
  if (!role) return advert || r.noRole;
  const usual = skillTermsForRole(role);
  if (usual.length === 0) return paragraph(fillTemplate(r.unknownRole, { role }), advert || (namedRole ? '' : r.noRole));
  const { shown, missing } = splitByCv(cv, usual);
  return paragraph(
    fillTemplate(r.usual, { role, skills: listPhrase(usual.map((t) => t.name)) }),
    shown.length > 0 && fillTemplate(r.shown, { skills: listPhrase(shown) }),
    missing.length > 0 ? fillTemplate(r.missing, { skills: listPhrase(missing) }) : r.allShown,
    advert,
  );
}
