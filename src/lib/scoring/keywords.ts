import { cvShows, placeNamedIn, readAdvert, readCvTerms, samePlace, shareGoal, type AdvertReading, type CvTerms, type Priority, type Requirement, type Term, type TermKind, wholeName } from './advert/index.ts';
import type { CvText } from './cv-text.ts';
import type { ScoreContext } from './schema.ts';
import { keywordTokens, phraseIn, type Token } from './text.ts';

/** One thing the target asks for, as matched against the CV. */
export interface TargetRequirement {
  /** As shown to the user, e.g. 'Python', 'NMC registration', 'London'. */
  name: string;
  /** A skill or tool, a qualification, domain knowledge, or where the job is. */
  kind: TermKind | 'location';
  /** Where the advert states it: a must-have, a duty of the job, or a nice-to-have. */
  priority: Priority;
  /** How much the advert stresses it (title, must-have, repeats): the order gaps are ranked in. */
  stress: number;
  /** True when the CV shows it (or one of the alternatives the advert accepts) anywhere in its text. */
  present: boolean;
  /** What the advert accepts instead ('ACA' of 'ACA, ACCA or CIMA'), counted with this one. */
  alternatives: string[];
  /** The lexicon term, when it is one: its forms are how the CV may show it. */
  term?: Term;
}

/** What the CV is measured against, and how it fared. */
export interface TargetMatch {
  /** 'jd' when a job description was given, else 'role' when a target role was, else null. */
  source: 'jd' | 'role' | null;
  /** The target role as given (trimmed), for sentences. */
  role: string;
  /** Key terms, most important first: with a jd, what the advert asks for (most stressed first). */
  keywords: string[];
  /** Key terms found anywhere in the CV (relevance). */
  found: string[];
  /** Key terms the CV evidences (skills alignment); with a jd, the same as `found`: the whole CV counts. */
  evidenced: string[];
  /** Key terms the CV does not show, most important first: the reported gaps. Never a company, filler, the
   *  working pattern, or a term the CV shows; the job's city only when the CV's city differs and the advert asks
   *  the candidate to live or be based there. */
  missing: string[];
  /** With a jd: each requirement with its kind, priority, stress and whether the CV shows it, most stressed first. */
  requirements?: TargetRequirement[];
  /** With a jd: the advert as read (title, skills, qualifications, years, location, working pattern, company, filler). */
  advert?: AdvertReading;
  /** With a jd that names a job title: true when the CV's headline, profile or role titles already use it. */
  titleFound?: boolean;
}

/** Distinct key terms of a text: most frequent first, ties in order of first appearance. */
export function extractKeywords(text: string, limit = Infinity): Token[] {
  const seen = new Map<string, { token: Token; count: number; first: number }>();
  keywordTokens(text).forEach((token, i) => {
    if (token.stem.length < 2) return;
    const entry = seen.get(token.stem);
    if (entry) entry.count += 1;
    else seen.set(token.stem, { token, count: 1, first: i });
  });
  return [...seen.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.token);
}

/** Adverts read recently: the live estimate scores the same advert on every edit. */
const READINGS = new Map<string, AdvertReading>();
const MAX_READINGS = 16;

function readAdvertOnce(jd: string): AdvertReading {
  let reading = READINGS.get(jd);
  if (!reading) {
    reading = readAdvert(jd);
    if (READINGS.size >= MAX_READINGS) READINGS.delete(READINGS.keys().next().value!);
    READINGS.set(jd, reading);
  }
  return reading;
}

/** The whole CV's words and lexicon terms (its town included), read once per scoring run. */
const CV_TERMS = new WeakMap<CvText, CvTerms>();
export function cvTermsOf(text: CvText): CvTerms {
  let terms = CV_TERMS.get(text);
  if (!terms) CV_TERMS.set(text, (terms = readCvTerms(`${text.city}\n${text.allText}\n${text.otherText}`, text.roleEntries)));
  return terms;
}

/**
 * Requirements that are examples the advert gives of another ('a supporter CRM such as Raiser's Edge or Salesforce
 * Nonprofit' reads Salesforce too), each by the name of the kind it illustrates: the kind is the one gap, and a CV
 * showing the example shows the kind.
 */
function examplesReadApart(requirements: readonly Requirement[]): Map<string, string> {
  const kindOf = new Map<string, string>();
  for (const kind of requirements) {
    for (const other of requirements) {
      if (other === kind || kindOf.has(other.name) || kindOf.has(kind.name)) continue;
      if (kind.examplesSaid?.some((example) => wholeName(other.name, 'iu').test(example))) kindOf.set(other.name, kind.name);
    }
  }
  return kindOf;
}

/**
 * Each requirement of the advert with whether the whole CV shows it, most stressed first. Requirements the advert
 * accepts instead of one another ('ACA, ACCA or CIMA') count once, under the first named, when any of them is
 * shown, or when none is and they are qualifications to one end; otherwise each is listed.
 * The job's city comes last, when the CV names its own city and the job is not remote; it counts as shown when the
 * CV's city is that city or the CV names it anywhere (a London employer).
 */
export function matchRequirements(reading: AdvertReading, text: CvText): TargetRequirement[] {
  const cv = cvTermsOf(text);
  const shown = new Map(reading.requirements.map((r) => [r.name, cvShows(r, cv)]));
  const byName = new Map(reading.requirements.map((r) => [r.name, r]));
  const counted = new Set<string>();
  const examplesRead = examplesReadApart(reading.requirements);
  const matched: TargetRequirement[] = [];
  for (const r of reading.requirements) {
    if (counted.has(r.name) || examplesRead.has(r.name)) continue;
    const ownExamples = reading.requirements.filter((o) => examplesRead.get(o.name) === r.name).map((o) => o.name);
    const present = [r.name, ...r.alternatives, ...ownExamples].some((name) => shown.get(name));
    // What the advert accepts instead of one another counts once when the CV shows one of them. When it shows
    // none, qualifications to one end ('ACA, ACCA or CIMA qualified') are one gap, named once; other
    // alternatives are each a gap ('Lean or continuous improvement': the CV may add either).
    const oneGoal = (name: string) => {
      const other = byName.get(name);
      return r.kind === 'qualification' && other?.kind === 'qualification' && !!r.term && !!other.term && shareGoal(r.term, other.term);
    };
    for (const name of [r.name, ...r.alternatives]) if (present || oneGoal(name)) counted.add(name);
    matched.push({
      name: r.name,
      kind: r.kind,
      priority: r.priority,
      stress: r.stress,
      present,
      alternatives: r.alternatives,
      ...(r.term ? { term: r.term } : {}),
    });
  }
  const { cities, remote } = reading.location;
  if (cities.length > 0 && text.city && !remote) {
    const present = cities.some((c) => samePlace(c, text.city) || placeNamedIn(c, text.allText));
    matched.push({ name: cities.join(' or '), kind: 'location', priority: 'duty', stress: 1, present, alternatives: [] });
  }
  return matched;
}

/** Matches the CV against the jd, else the target role; with neither, `source` is null and the lists are empty. */
export function matchTarget(context: ScoreContext, text: CvText): TargetMatch {
  const jd = context.jd?.trim() ?? '';
  const role = context.targetRole?.trim() ?? '';
  if (jd) {
    const advert = readAdvertOnce(jd);
    const requirements = matchRequirements(advert, text);
    const found = requirements.filter((r) => r.present).map((r) => r.name);
    return {
      source: 'jd',
      role,
      keywords: requirements.map((r) => r.name),
      found,
      evidenced: found,
      // The job's town is a gap only when the advert asks the candidate to be there; otherwise the advice may say
      // where the job is (the location requirement), but it is not a term the CV lacks.
      missing: requirements.filter((r) => !r.present && (r.kind !== 'location' || advert.location.required)).map((r) => r.name),
      requirements,
      advert,
      titleFound: advert.role ? phraseIn(advert.role, text.positioningStems) : false,
    };
  }
  const tokens = role ? extractKeywords(role) : [];
  // For a bare role name, the words must show where a reader looks for positioning, not just anywhere.
  const relevanceStems = text.positioningStems;
  return {
    source: role ? 'role' : null,
    role,
    keywords: tokens.map((t) => t.surface),
    found: tokens.filter((t) => relevanceStems.has(t.stem)).map((t) => t.surface),
    evidenced: tokens.filter((t) => text.skillsAndEvidenceStems.has(t.stem)).map((t) => t.surface),
    missing: tokens.filter((t) => !text.skillsAndEvidenceStems.has(t.stem)).map((t) => t.surface),
  };
}
