import { scanTerms, termsShown, type Term } from './lexicon.ts';
import { phraseKeys, wordsOf } from './normalise.ts';
import type { Requirement } from './read-advert.ts';

/**
 * Whether a CV shows what an advert asks for, read over the whole CV text (header, headline, profile, skills,
 * roles, education, certifications): a term is shown when any of its forms is, or a term that implies it
 * (PostgreSQL shows SQL), or when all its words stand on one line of the CV ('managed the budget' shows
 * 'budget management').
 */

/** The CV's words and the lexicon terms it shows, read once per match. */
export interface CvTerms {
  /** Ids of the lexicon terms the CV shows, implied ones included. */
  ids: Set<string>;
  /** Keys of each line of the CV. */
  lines: Set<string>[];
}

/** Reads a CV's text for matching. */
export function readCvTerms(text: string): CvTerms {
  const words = wordsOf(text);
  const lines: Set<string>[] = [];
  for (const w of words) (lines[w.line] ??= new Set()).add(w.key);
  return { ids: termsShown(words), lines: lines.filter(Boolean) };
}

/** True when every key stands on one line of the CV (so a phrase written as one, too). */
const wordsShown = (keys: string[], cv: CvTerms) => keys.length > 0 && cv.lines.some((line) => keys.every((k) => line.has(k)));

/**
 * True when the CV shows the requirement itself (its alternatives aside), or, when the advert accepts 'X or
 * similar', what X implies (a CV with AutoCAD shows 'SolidWorks or a similar CAD package').
 */
export function cvShows(requirement: Pick<Requirement, 'name' | 'term' | 'orSimilar'>, cv: CvTerms): boolean {
  if (requirement.term && cv.ids.has(requirement.term.id)) return true;
  if (requirement.orSimilar && requirement.term?.implies.some((id) => cv.ids.has(id))) return true;
  // The name as shown (the advert's words) counts too, and so does the lexicon's name: neither is always a form
  // ('Recruitment' is a name only).
  return wordsShown(phraseKeys(requirement.name), cv) || (!!requirement.term && wordsShown(phraseKeys(requirement.term.name), cv));
}

/** The lexicon term a name is written as ('JS', 'Google Cloud'), when the whole name is one of its forms. */
export function termNamed(name: string): Term | undefined {
  const words = wordsOf(name);
  const hits = scanTerms(words);
  return hits.length === 1 && hits[0]!.at === 0 && hits[0]!.length === words.length ? hits[0]!.term : undefined;
}

/** True when the CV shows a term given by name: its lexicon term's forms when it is one, its own words else. */
export function cvShowsName(name: string, cv: CvTerms, term: Term | undefined = termNamed(name)): boolean {
  return cvShows({ name, ...(term ? { term } : {}) }, cv);
}
