import type { CheckOutcome } from '../checks/types.ts';
import { fillTemplate } from '../../content/template.ts';
import { listPhrase } from '../text.ts';
import { MAX_MISSING_KEYWORDS } from '../weights.ts';
import { claimed, firstTrue, verifyClaim, type ClaimedSentence, type ClaimOf } from './claims.ts';
import type { CvFacts } from './facts.ts';
import type { GapPlace } from './gaps.ts';
import { ADVICE_WORDS } from './words.ts';

/**
 * The last step before a check's sentences are shown: its advice becomes the first of its claimed sentences that
 * is true of the CV (none true: no advice), and its strength is dropped when its claim is false. Checks without
 * claims (their sentence says nothing about the CV's content, e.g. the text layer) pass through.
 */
export function verifyOutcome(outcome: CheckOutcome, facts: CvFacts): CheckOutcome {
  const { says, claim, strengthClaim, advice: given, strength: praised, ...rest } = outcome;
  const advice = says ? firstTrue(says, facts) : claim && !verifyClaim(claim, facts) ? undefined : given;
  const strength = strengthClaim && !verifyClaim(strengthClaim, facts) ? undefined : praised;
  return { ...rest, ...(advice ? { advice } : {}), ...(strength ? { strength } : {}) };
}

/** A sentence names at most this many terms, and the advice at most this many places: short enough to act on. */
const TERMS_PER_SENTENCE = 3;
const PLACES_PER_ADVICE = 3;

/** One sentence per place, the place of the most stressed gap first. */
export function placementSentences(claim: ClaimOf<'gaps'>, facts: CvFacts, skip: readonly GapPlace[] = []): string[] {
  const gaps = claim.gaps.filter((g) => !skip.includes(g.place)).slice(0, MAX_MISSING_KEYWORDS);
  const places = [...new Set(gaps.map((g) => g.place))].slice(0, PLACES_PER_ADVICE);
  return places.map((place) => {
    const terms = gaps.filter((g) => g.place === place).slice(0, TERMS_PER_SENTENCE).map((g) => g.term);
    const words = ADVICE_WORDS.place[place === 'location' && facts.filled.location ? 'relocate' : place];
    return fillTemplate(terms.length === 1 ? words.one : words.many, { terms: listPhrase(terms), title: facts.targetTitle });
  });
}

/**
 * The sentence of the target check that measures the title and language: the title missing from the headline.
 * When the headline has it, nothing is said here: the gap sentence says where each missing term goes.
 */
export function targetTitleSentences(fromJd: boolean): ClaimedSentence[] {
  const words = fromJd ? ADVICE_WORDS.target.jdTitle : ADVICE_WORDS.target.roleTitle;
  return [claimed<'headline_lacks_title'>({ kind: 'headline_lacks_title', title: '' }, (c) => fillTemplate(words, { title: c.title }))];
}

/**
 * The years the advert asks for against the years the CV's role dates show: said only when the dates show fewer
 * (rounded to whole years), never when the CV meets the ask or gives no dates to count.
 */
export function yearsSentences(): ClaimedSentence[] {
  const words = ADVICE_WORDS.target.years;
  return [
    claimed<'years_short'>({ kind: 'years_short', asked: 0, shown: 0 }, (c) =>
      fillTemplate(c.shown === 0 ? words.underOne : c.shown === 1 ? words.one : words.many, { asked: c.asked, shown: c.shown }),
    ),
  ];
}

/**
 * Where to add each gap the advert (or target role) names, most stressed first. The title is left to the
 * headline sentence of the other target check, so it is not said twice.
 */
export function gapSentences(missing: readonly string[]): ClaimedSentence[] {
  return [claimed<'gaps'>({ kind: 'gaps', terms: [...missing], gaps: [] }, (c, facts) => placementSentences(c, facts, ['headline']).join('. '))];
}
