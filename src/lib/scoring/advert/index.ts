/** Reading a job advert and matching a CV against it (issue 17). */
export { shareGoal, skillsForRole, skillTermsForRole, type Term } from './lexicon.ts';
export { readAdvert, type AdvertReading, type Requirement } from './read-advert.ts';
export { cvShows, cvShowsName, readCvTerms, termNamed, type CvTerms } from './cv-match.ts';
export { wholeName } from './normalise.ts';
export { placeNamedIn, samePlace } from './places.ts';
export type { Priority } from './sections.ts';
export type { TermKind } from './types.ts';
