import type { TargetMatch } from '../keywords.ts';
import { gapSentences, targetTitleSentences, yearsSentences } from '../advice/verify.ts';
import { share, type CheckOutcome } from './types.ts';

/**
 * Coverage of the target's key terms: anywhere in the CV (relevance) and in skills or roles (skills alignment).
 * Each is found terms over all the target's terms: the total comes from the target alone, so adding a term to the
 * CV can only raise a value and deleting one only lower it, whichever matcher fills `found` and `evidenced`.
 */
export function targetChecks(match: TargetMatch): CheckOutcome[] {
  if (match.source === null || match.keywords.length === 0) return [];
  const total = match.keywords.length;
  const fromJd = match.source === 'jd';
  return [
    {
      id: 'target_keywords',
      label: fromJd ? 'Job description match' : 'Target role match',
      value: share(match.found.length, total, fromJd ? 0.8 : 1),
      // The title first; then, with an advert, the years it asks for when the role dates show fewer.
      says: fromJd ? [...targetTitleSentences(fromJd), ...yearsSentences()] : targetTitleSentences(fromJd),
      strength: fromJd ? 'Your CV uses much of the job description\'s language' : `Your CV is clearly positioned for ${match.role} roles`,
      ...(fromJd ? {} : { strengthClaim: { kind: 'shows_role', role: match.role } }),
    },
    {
      id: 'target_skills',
      label: fromJd ? 'Skills the job asks for' : 'Skills for the target role',
      value: share(match.evidenced.length, total, fromJd ? 0.8 : 1),
      // With an advert, every requirement: a missing one is a gap, and a skill only the skills list names goes to a role's highlights.
      says: gapSentences(fromJd ? match.keywords : match.missing),
      strength: fromJd ? 'Your skills and experience cover what the job asks for' : `Your skills fit ${match.role} roles`,
    },
  ];
}
