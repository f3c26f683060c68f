import { keywordTokens } from '../text.ts';
import type { CvFacts } from './facts.ts';
import { fold, foldedStems, phraseAmong } from './forms.ts';

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

/** Words that make a term a qualification or certificate rather than a skill. */
const QUALIFICATION =
  /\b(degree|bachelor'?s?|masters?|bsc|msc|ba|ma|mba|phd|doctorate|diploma|certificate|certification|certified|chartered|licen[cs]ed?|qualified|qualification|accredited|registered|nmc|hcpc|cipd|aca|acca|cima|cfa|prince2|pmp|cscs|nebosh|gcse|a-levels?|nvq|pgce|qts)\b/i;

/** Phrases after which an advert names where the job is: the capitalised words that follow ('hybrid in London (two days…)' gives London). */
const PLACE_CUE = /\b(?:[Bb]ased in|[Ll]ocated in|[Ll]ocation|[Oo]ffices? in|[Hh]ybrid in|[Rr]emote in|[Oo]n-?site in|[Ww]orking from)[:\s]+(\p{Lu}[\p{L}'-]*(?:,?\s+\p{Lu}[\p{L}'-]*)*)/gu;

/** Lines that mark what the advert treats as must-haves. */
const MUST_HAVE = /\b(must|required|essential|requirements?|you will have|you have|you'll have|we need|minimum|proven)\b/i;

/** How much an advert stresses each stem: in the title, on a must-have line, said more than once. */
function advertStress(advert: string, title: string): Map<string, number> {
  const stress = new Map<string, number>();
  const add = (stemmed: string, points: number) => stress.set(stemmed, (stress.get(stemmed) ?? 0) + points);
  for (const s of foldedStems(title)) add(s, 3);
  for (const line of advert.split(/\n|(?<=[.!?])\s+/)) {
    const mustHave = MUST_HAVE.test(line);
    for (const token of keywordTokens(line)) add(fold(token.stem), mustHave ? 2 : 0.5);
  }
  return stress;
}

/** The stress of a (possibly multi-word) term: its most stressed word's. */
function stressOf(term: string, facts: CvFacts): number {
  const given = facts.givenStress?.[term];
  if (given !== undefined) return given;
  return Math.max(0, ...keywordTokens(term).map((t) => facts.advert.stress.get(fold(t.stem)) ?? 0));
}

/** What the advert says of its words, read once per scoring run. */
export interface AdvertReading {
  /** How much the advert stresses each folded stem. */
  stress: Map<string, number>;
  /** Folded stems of the job title. */
  titleStems: Set<string>;
  /** Folded stems of where it says the job is ('hybrid in London', 'Location: Leeds'). */
  placeStems: Set<string>;
  /**
   * Folded stems the advert writes in lower case somewhere ('payments experience'): fields of work, not products
   * or tools, which adverts capitalise ('Python', 'Looker').
   */
  lowerCaseStems: Set<string>;
}

/** The last advert read: the live estimate and the coach score one advert again and again as the CV changes. */
let lastReading: { advert: string; title: string; reading: AdvertReading } | null = null;

/** Reads the advert once: stress, title, places and lower-case words (the reading is never changed by its users). */
export function readAdvert(advert: string, title: string): AdvertReading {
  if (lastReading?.advert !== advert || lastReading.title !== title) lastReading = { advert, title, reading: readAnew(advert, title) };
  return lastReading.reading;
}

/** Reads the advert: where it says the job is, the words it writes in lower case, its stress and title. */
function readAnew(advert: string, title: string): AdvertReading {
  const places = [...advert.matchAll(PLACE_CUE)].map((m) => m[1] ?? '').join('\n');
  const lowerCaseStems = new Set(keywordTokens(advert).filter((t) => /^\p{Ll}/u.test(t.surface)).map((t) => fold(t.stem)));
  return { stress: advertStress(advert, title), titleStems: foldedStems(title), placeStems: foldedStems(places), lowerCaseStems };
}

/** True when the first word of `term` is among `stems`. */
const firstWordAmong = (term: string, stems: Set<string>) => {
  const first = keywordTokens(term)[0];
  return first !== undefined && stems.has(fold(first.stem));
};

/** Where a term the CV does not have at all belongs. */
function placeOf(term: string, advert: AdvertReading): GapPlace {
  if (phraseAmong(term, advert.titleStems)) return 'headline';
  if (QUALIFICATION.test(term)) return 'qualifications';
  if (phraseAmong(term, advert.placeStems)) return 'location';
  if (firstWordAmong(term, advert.lowerCaseStems)) return 'experience';
  return 'skills';
}

/**
 * The terms that are true gaps in this CV, most stressed first (ties keep the order given), each with where to
 * add it. A term the CV has anywhere is dropped, except a skill the skills list names that no role shows, which
 * becomes a gap of that role's highlights.
 */
export function placeGaps(terms: readonly string[], facts: CvFacts): Gap[] {
  const gaps: Gap[] = [];
  for (const term of new Set(terms)) {
    const inCv = phraseAmong(term, facts.allStems);
    const unshown = inCv && phraseAmong(term, facts.skillStems) && !phraseAmong(term, facts.roleStems);
    if (inCv && !unshown) continue;
    gaps.push({ term, place: unshown ? 'highlights' : placeOf(term, facts.advert), stress: stressOf(term, facts) });
  }
  return gaps.map((gap, i) => ({ gap, i })).sort((a, b) => b.gap.stress - a.gap.stress || a.i - b.i).map(({ gap }) => gap);
}

/** The terms the CV truly lacks, most stressed first: a listed skill no role shows is not missing, only unshown. */
export function missingTerms(terms: readonly string[], facts: CvFacts): string[] {
  return placeGaps(terms, facts).filter((g) => g.place !== 'highlights').map((g) => g.term);
}
