import { cvShowsName } from '../advert/index.ts';
import type { TargetRequirement } from '../keywords.ts';
import { shows, type CvFacts } from './facts.ts';

/**
 * Where in the CV a missing term belongs: the skills list for a tool, a role's highlights for experience (or for a
 * listed skill no role shows), the headline and profile for the job title, certifications or education for a
 * qualification, the personal details for a place.
 */
export type GapPlace = 'skills' | 'experience' | 'highlights' | 'headline' | 'qualifications' | 'location';

/** A term the CV lacks, where to add it, and how much the advert stresses it. */
export interface Gap {
  term: string;
  place: GapPlace;
  stress: number;
}

/** Where each kind of requirement the advert reader finds is added to a CV. */
const PLACE_OF_KIND: Record<TargetRequirement['kind'], GapPlace> = {
  skill: 'skills',
  domain: 'experience',
  qualification: 'qualifications',
  location: 'location',
};

/** Where a term the CV does not have at all belongs: by the kind the advert reader gave it; a target role's own
 *  words (no advert) go to the headline. */
function placeOf(term: string, requirement: TargetRequirement | undefined, facts: CvFacts): GapPlace {
  if (requirement) return PLACE_OF_KIND[requirement.kind];
  return cvShowsName(term, facts.titleTerms) ? 'headline' : 'skills';
}

/**
 * The terms that are true gaps in this CV, most stressed first (ties keep the order given), each with where to
 * add it. A term the CV shows is dropped, except a skill the skills list names that no role shows, which becomes
 * a gap of a role's highlights.
 */
export function placeGaps(terms: readonly string[], facts: CvFacts): Gap[] {
  const gaps: Gap[] = [];
  for (const term of new Set(terms)) {
    const inCv = shows(facts, term);
    const unshown = inCv && shows(facts, term, 'skills') && !shows(facts, term, 'roles');
    if (inCv && !unshown) continue;
    const requirement = facts.requirements.get(term);
    gaps.push({ term, place: unshown ? 'highlights' : placeOf(term, requirement, facts), stress: requirement?.stress ?? 0 });
  }
  // Array sort is stable, so ties keep the order given.
  return gaps.sort((a, b) => b.stress - a.stress);
}

/** The terms the CV truly lacks, most stressed first: a listed skill no role shows is not missing, only unshown. */
export function missingTerms(terms: readonly string[], facts: CvFacts): string[] {
  return placeGaps(terms, facts).filter((g) => g.place !== 'highlights').map((g) => g.term);
}
