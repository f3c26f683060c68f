import { QUANTIFIED, startsWithActionVerb } from '../checks/achievements.ts';
import { shows, type CvFacts, type CvField } from './facts.ts';
import { placeGaps, type Gap } from './gaps.ts';

/**
 * What a sentence of feedback asserts about the CV, one kind per kind of sentence. A sentence is shown only when
 * its claim holds for the CV (verifyClaim); claims naming a list keep only the items that hold.
 */
export type Claim =
  /** The headline does not already say the target's job title ('' = the advert's title, from the facts). */
  | { kind: 'headline_lacks_title'; title: string }
  /** Each term is nowhere in the CV, in any of its forms. */
  | { kind: 'terms_missing'; terms: string[] }
  /** The target's terms the CV lacks, each with where to add it (gaps.ts). */
  | { kind: 'gaps'; terms: string[]; gaps: Gap[] }
  /** Each skill is in the skills list but in no role or key achievement. */
  | { kind: 'skills_unshown'; skills: string[] }
  /** Some highlights have no number in them. */
  | { kind: 'bullets_lack_numbers' }
  /** Some highlights do not open with an action verb. */
  | { kind: 'bullets_lack_verbs' }
  /** At least half of the highlights carry a number. */
  | { kind: 'bullets_have_numbers' }
  /** That part of the CV is empty. */
  | { kind: 'empty'; field: CvField | 'bullets' }
  /** That part of the CV has something in it. */
  | { kind: 'filled'; field: CvField | 'bullets' }
  /** The profile is shorter or longer than PROFILE_WORDS allows. */
  | { kind: 'profile_length'; is: 'short' | 'long'; min: number; max: number }
  /** The headline, profile or a role title says the target role. */
  | { kind: 'shows_role'; role: string }
  /** The role dates show fewer years (rounded) than the advert asks for; both filled from the facts. */
  | { kind: 'years_short'; asked: number; shown: number };

/** The claim of kind K. */
export type ClaimOf<K extends Claim['kind']> = Extract<Claim, { kind: K }>;

/** True when `field` has something in it. */
const isFilled = (field: CvField | 'bullets', facts: CvFacts) => (field === 'bullets' ? facts.bullets.length > 0 : facts.filled[field]);

/** The claim as it holds for the CV (lists trimmed to their true items), or null when it does not hold. */
export function verifyClaim(claim: Claim, facts: CvFacts): Claim | null {
  switch (claim.kind) {
    case 'headline_lacks_title': {
      const title = claim.title.trim() || facts.targetTitle;
      return title && !shows(facts, title, 'headline') ? { ...claim, title } : null;
    }
    case 'terms_missing': {
      const terms = claim.terms.filter((t) => !shows(facts, t));
      return terms.length > 0 ? { ...claim, terms } : null;
    }
    case 'gaps': {
      const gaps = placeGaps(claim.terms, facts);
      return gaps.length > 0 ? { ...claim, gaps } : null;
    }
    case 'skills_unshown': {
      const skills = claim.skills.filter((s) => shows(facts, s, 'skills') && !shows(facts, s, 'roles'));
      return skills.length > 0 ? { ...claim, skills } : null;
    }
    case 'bullets_lack_numbers':
      return facts.bullets.some((b) => !QUANTIFIED.test(b)) ? claim : null;
    case 'bullets_lack_verbs':
      return facts.bullets.some((b) => !startsWithActionVerb(b)) ? claim : null;
    case 'bullets_have_numbers':
      return facts.bullets.length > 0 && facts.bullets.filter((b) => QUANTIFIED.test(b)).length * 2 >= facts.bullets.length ? claim : null;
    case 'empty':
      return isFilled(claim.field, facts) ? null : claim;
    case 'filled':
      return isFilled(claim.field, facts) ? claim : null;
    case 'profile_length': {
      const n = facts.profileWords;
      return (claim.is === 'short' ? n > 0 && n < claim.min : n > claim.max) ? claim : null;
    }
    case 'shows_role':
      return claim.role.trim() && shows(facts, claim.role, 'positioning') ? claim : null;
    case 'years_short': {
      const { yearsAsked: asked, monthsShown: months } = facts;
      if (!asked || months === null) return null;
      const shown = Math.round(months / 12);
      return shown < asked ? { ...claim, asked, shown } : null;
    }
  }
}

/** A sentence and the claim it makes; `say` words it from the claim as verified. */
export interface ClaimedSentence<K extends Claim['kind'] = Claim['kind']> {
  claim: ClaimOf<K>;
  say: (claim: ClaimOf<K>, facts: CvFacts) => string;
}

/** Pairs a claim with its wording, keeping the claim's kind for `say`. */
export function claimed<K extends Claim['kind']>(
  claim: ClaimOf<K>,
  say: string | ((claim: ClaimOf<K>, facts: CvFacts) => string),
): ClaimedSentence {
  return { claim, say: typeof say === 'string' ? () => say : say } as unknown as ClaimedSentence;
}

/** The first sentence whose claim holds for the CV, worded from the claim as verified; undefined when none holds. */
export function firstTrue(sentences: readonly ClaimedSentence[], facts: CvFacts): string | undefined {
  for (const sentence of sentences) {
    const held = verifyClaim(sentence.claim, facts);
    const text = held && sentence.say(held as never, facts);
    if (text) return text;
  }
  return undefined;
}
