/**
 * 'How do I tailor my CV to this job?': the CV measured against the job advert pasted into the score card (the
 * same job description /score is given): the advert's key terms the CV already shows, those it does not and
 * where to add them (the Skills and the latest role), and the rubric's own targeting advice.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { listPhrase } from '../scoring/text.ts';
import { failingAdvice, type CvReview } from './review.ts';
import { paragraph, roleName, sentence } from './sentences.ts';

/** At most this many terms are named in one sentence. */
const MAX_TERMS = 5;

/** The answer to 'how do I tailor my CV?'; without an advert, the way to give one and the target role's advice. */
export function tailorAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies, withoutAdvert: () => string): string {
  const r = replies.tailor;
  if (!review.usesJobDescription) return paragraph(r.noAdvert, withoutAdvert());
  const missing = review.missingKeywords.slice(0, MAX_TERMS);
  const covered = review.matchedKeywords.slice(0, MAX_TERMS);
  const latest = cv.roles[0];
  // target_skills is left out: its advice lists the missing terms said above.
  const targeting = ['headline', 'target_keywords'].map((id) => failingAdvice(review, id)).filter((a): a is string => !!a);
  return [
    r.intro,
    paragraph(
      covered.length > 0 && fillTemplate(r.covered, { terms: listPhrase(covered) }),
      missing.length === 0
        ? r.allCovered
        : latest
          ? fillTemplate(r.missing, { terms: listPhrase(missing), role: roleName(latest, replies) })
          : fillTemplate(r.missingNoRole, { terms: listPhrase(missing) }),
    ),
    paragraph(...targeting.map(sentence), r.profile),
  ].join('\n');
}
