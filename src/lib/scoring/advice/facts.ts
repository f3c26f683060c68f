import type { ParsedCv } from '../../cv/schema.ts';
import { cvShowsName, readCvTerms, type CvTerms } from '../advert/index.ts';
import type { CvText } from '../cv-text.ts';
import { cvTermsOf, type TargetMatch, type TargetRequirement } from '../keywords.ts';
import { words } from '../text.ts';
import { monthsOfExperience } from './years.ts';

/**
 * What the advice verifier knows about a CV, read from the CV itself rather than from the checks, so that a
 * sentence is tested against the CV and not against the reasoning that produced it. Whether the CV shows a term
 * is answered one way everywhere: the advert reader's matcher (advert/cv-match.ts), through `shows`.
 */
export interface CvFacts {
  /** The CV's words and lexicon terms by part: all of it (personal details included), the skills list, the roles
   *  and key achievements (where a skill is shown), the headline, and the headline, profile and role titles. */
  terms: Record<CvPart, CvTerms>;
  /** The job title's words, for gaps that are the title's own. */
  titleTerms: CvTerms;
  /** With a job description: each requirement as matched (kind, stress, whether the CV shows it), by name. */
  requirements: ReadonlyMap<string, TargetRequirement>;
  /** Role highlights and key achievements, trimmed, non-empty. */
  bullets: string[];
  /** Words in the profile. */
  profileWords: number;
  /** Which parts of the CV have something in them. */
  filled: Record<CvField, boolean>;
  /** The advert's job title, else the target role ('' when unknown). */
  targetTitle: string;
  /** The years of experience the advert asks for, or null. */
  yearsAsked: number | null;
  /** Months of experience the CV's role dates show (years.ts), or null when no role has both dates. */
  monthsShown: number | null;
}

/** Parts of a CV a term may be looked for in. */
export type CvPart = 'all' | 'skills' | 'roles' | 'headline' | 'positioning';

/** Parts of a CV a sentence can say are empty or filled. */
export type CvField = 'headline' | 'profile' | 'skills' | 'achievements' | 'email' | 'phone' | 'location' | 'links';

/**
 * True when the CV (or one part of it) shows the term. For an advert's requirement over the whole CV this is the
 * matcher's own verdict (alternatives and the job's town included); otherwise the same matcher, run on that part.
 */
export function shows(facts: CvFacts, term: string, part: CvPart = 'all'): boolean {
  const requirement = facts.requirements.get(term);
  if (requirement && part === 'all') return requirement.present;
  return cvShowsName(term, facts.terms[part], requirement?.term);
}

/** The title the advice names: the lexicon's job title in the advert's ('Lead Data Analyst' of 'Lead Data Analyst – Payments'), else the advert's title, else the target role. */
const titleOf = (match: TargetMatch) => (match.source === 'jd' ? match.advert?.role || match.advert?.title || '' : match.role).trim();

/** Gathers the facts once per scoring run. */
export function collectFacts(cv: ParsedCv, text: CvText, match: TargetMatch, today: Date = new Date()): CvFacts {
  const headline = cv.headline.trim();
  const targetTitle = titleOf(match);
  const roleTitles = cv.roles.map((r) => r.title).join('\n');
  return {
    terms: {
      // The same reading of the whole CV as the matcher's.
      all: cvTermsOf(text),
      skills: readCvTerms(cv.skills.map((s) => s.name).join('\n')),
      roles: readCvTerms([text.rolesText, cv.achievements.join('\n')].join('\n')),
      headline: readCvTerms(headline),
      positioning: readCvTerms([headline, cv.profile_statement, roleTitles].join('\n')),
    },
    titleTerms: readCvTerms(targetTitle),
    requirements: new Map((match.requirements ?? []).map((r) => [r.name, r])),
    bullets: text.bullets,
    profileWords: words(cv.profile_statement).length,
    filled: {
      headline: headline !== '',
      profile: cv.profile_statement.trim() !== '',
      skills: cv.skills.some((s) => s.name.trim()),
      achievements: cv.achievements.some((a) => a.trim()),
      email: cv.email.trim() !== '',
      phone: /\d/.test(cv.phone),
      location: Boolean(cv.location.city.trim() || cv.location.country.trim()),
      links: cv.links.some((l) => l.url.trim()),
    },
    targetTitle,
    yearsAsked: match.source === 'jd' ? (match.advert?.yearsOfExperience ?? null) : null,
    monthsShown: monthsOfExperience(cv, today),
  };
}
