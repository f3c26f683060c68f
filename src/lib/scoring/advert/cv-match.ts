import { formKeysOf, formsOf, scanTerms, termById, termId, termsImplying, termsShown, termsWrittenAs, type Term } from './lexicon.ts';
import { phraseKeys, type Word, wordKey, wordsOf } from './normalise.ts';
import type { Requirement } from './read-advert.ts';

/**
 * Whether a CV shows what an advert asks for, read over the whole CV text (header, headline, profile, skills,
 * roles, education, certifications): a term is shown when any of its forms is, or a term that implies it
 * (PostgreSQL shows SQL), or when all its words stand on one line of the CV ('managed the budget' shows
 * 'budget management'). A CV is read leniently, since a gap it covers is the worst error the advice can make: a
 * term counts written together or apart ('NodeJS', 'Node.js', 'Node JS'; 'e commerce'), with or without a
 * version ('Angular 17' is shown by Angular), and as its acronym or the acronym's words ('Certified Public
 * Accountant' by CPA, SQL by 'Structured Query Language').
 */

/** The CV's words and the lexicon terms it shows, read once per match. */
export interface CvTerms {
  /** Ids of the lexicon terms the CV shows, implied ones included. */
  ids: Set<string>;
  /** Keys of each line of the CV. */
  lines: Set<string>[];
  /** The CV's words, for the lenient reading (lenientOf), worked out only when a term is not otherwise shown. */
  words: readonly Word[];
  lenient?: Lenient;
}

/** What the lenient reading compares with (lenientOf). */
interface Lenient {
  /** Every run of one to four words of a sentence written as one word (compactOf): 'Node JS' gives 'nodej'. */
  compacts: Set<string>;
  /** Words written in capitals ('CPA', 'KPIs' as 'KPI'), and the initials of runs of words ('Structured Query
   *  Language' gives 'SQL'; see initialsFrom), upper case. */
  acronyms: Set<string>;
}

/**
 * The discipline a person's job word shows ('Financial Analyst' shows financial analysis, 'Data Engineer' data
 * engineering): words the stemmer does not join. Read on the CV only: an advert's 'analysis' is not an analyst.
 */
const DISCIPLINE = new Map(Object.entries({
  engineer: 'engineering', accountant: 'accounting', analyst: 'analysis', auditor: 'audit', surveyor: 'surveying',
  administrator: 'administration', coordinator: 'coordination', scientist: 'science', economist: 'economics',
  therapist: 'therapy', physiotherapist: 'physiotherapy', pharmacist: 'pharmacy', consultant: 'consultancy',
  electrician: 'electrical', statistician: 'statistics', mathematician: 'mathematics', architect: 'architecture',
  photographer: 'photography', journalist: 'journalism', radiographer: 'radiography', midwife: 'midwifery',
  plumber: 'plumbing', carpenter: 'carpentry', joiner: 'joinery', roofer: 'roofing', translator: 'translation',
  interpreter: 'interpreting', investigator: 'investigation', inspector: 'inspection', negotiator: 'negotiation',
  copywriter: 'copywriting', editor: 'editing', supervisor: 'supervision', instructor: 'instruction',
  assessor: 'assessment', estimator: 'estimating', receptionist: 'reception', bookkeeper: 'bookkeeping',
  optometrist: 'optometry', dietitian: 'dietetics', conveyancer: 'conveyancing', litigator: 'litigation',
  fundraiser: 'fundraising', strategist: 'strategy', psychologist: 'psychology', biologist: 'biology',
  physicist: 'physics', ecologist: 'ecology', geologist: 'geology', nutritionist: 'nutrition', sonographer: 'sonography',
  phlebotomist: 'phlebotomy', podiatrist: 'podiatry', dentist: 'dentistry', cartographer: 'cartography',
}));

/** The CV's words with each job word read as its discipline ('Data Engineer' as 'Data engineering'), or none. */
function asDisciplines(words: readonly Word[]): Word[] | undefined {
  let changed = false;
  const out = words.map((w) => {
    const lower = w.raw.toLowerCase();
    const discipline = DISCIPLINE.get(lower) ?? (lower.endsWith('s') ? DISCIPLINE.get(lower.slice(0, -1)) : undefined);
    if (!discipline || discipline === lower) return w;
    changed = true;
    return { ...w, raw: discipline, key: wordKey(discipline) };
  });
  return changed ? out : undefined;
}

/**
 * Degrees other countries name with a word of their own, printed before the subject on an education line ('Licence
 * Geography', 'Laurea Economia', 'Diplom Informatik'): a degree as an advert asks for one. Only at the start of a line
 * and before a capitalised subject, so a 'Clean driving licence' or a 'Licence to practise' is none.
 */
const DEGREE_NAMES = new Set(['licence', 'laurea', 'licenciatura', 'diplom']);

/** The CV's words with each foreign degree's name read as 'degree', or none. */
function asDegrees(words: readonly Word[]): Word[] | undefined {
  let changed = false;
  const out = words.map((w, at) => {
    const next = words[at + 1];
    const startsLine = at === 0 || words[at - 1]!.line !== w.line;
    if (!startsLine || !DEGREE_NAMES.has(w.raw.toLowerCase()) || !next || next.line !== w.line || next.apart || !/^\p{Lu}\p{Ll}/u.test(next.raw)) return w;
    changed = true;
    return { ...w, raw: 'degree', key: wordKey('degree') };
  });
  return changed ? out : undefined;
}

/**
 * Employers whose name on a CV shows the kind of practice they are: a role at one of the Big Four accountancy firms
 * is public accounting ('Senior Associate, PwC' meets 'public accounting (Big Four) audit experience'). Read on the
 * CV only, with the names' own capitals: an advert naming a firm asks for nothing by it.
 */
const EMPLOYERS_SHOWING: readonly [RegExp, string][] = [
  [/(?<![\p{L}&])(?:PwC|PricewaterhouseCoopers|Deloitte|KPMG|EY|Ernst\s*&\s*Young)(?![\p{L}&])/u, 'Public accounting'],
];

/** Words an acronym may leave out ('Department for Work and Pensions' is DWP). */
const MINOR = new Set(['of', 'and', 'for', 'in', 'the', 'to', 'on', '&']);
/** The longest run of words read as one compact form, and as one acronym. */
const MAX_COMPACT_RUN = 4;
const MAX_ACRONYM_RUN = 7;

/** A word as compactOf joins it: lower case, letters, digits, '+' and '#' only. */
const bare = (raw: string) => raw.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
/** Words written as one, the way the lexicon compares words: 'Node.js', 'NodeJS' and 'Node JS' all give 'nodej'. */
const compactOf = (raws: readonly string[]) => wordKey(raws.map(bare).join(''));
/** Below this many letters a compact form is too short to tell from chance ('IT', 'HR'). */
const MIN_COMPACT = 4;

/**
 * An acronym as written, upper case: two to seven capitals or digits, a letter first, a plural 's' dropped ('EHCPs'),
 * and a minor word's initial in lower case between two capitals ('AfL', 'DfE', 'IaC').
 */
const acronymOf = (raw: string) =>
  /^\p{Lu}(?:[\p{Lu}\p{N}&]|\p{Ll}(?=\p{Lu})){1,6}s?$/u.test(raw) ? raw.replace(/s$/, '').replace(/&/g, '').toUpperCase() : undefined;

/**
 * The initials of each run of words starting at `words[at]` within its sentence, upper case, with and without
 * its minor words ('Department for Work and Pensions': DFWAP and DWP). A run spells an acronym only when each
 * counted word is capitalised, or, for four letters and more, has three letters or more (three lower-case initials
 * meet by chance too often); it neither starts nor ends with a minor word.
 */
function initialsFrom(words: readonly Word[], at: number, add: (initials: string) => void) {
  const first = words[at]!;
  if (MINOR.has(first.raw.toLowerCase())) return;
  let all = '';
  let counted = '';
  let capitalised = true;
  let short = false;
  for (let i = at; i < words.length && i < at + MAX_ACRONYM_RUN; i++) {
    const w = words[i]!;
    if (w.sentence !== first.sentence || (i > at && w.apart)) return;
    const initial = w.raw[0]!.toUpperCase();
    all += initial;
    if (MINOR.has(w.raw.toLowerCase())) continue;
    counted += initial;
    capitalised &&= initial === w.raw[0];
    short ||= w.raw.length < 3;
    if (counted.length >= 3 && (capitalised || (counted.length >= 4 && !short))) {
      add(counted);
      if (all !== counted) add(all);
    } else if (capitalised && all.length >= 3 && all !== counted) add(all); // 'Assessment for Learning': AFL, as 'AfL'
  }
}

/**
 * Reads a CV's text for matching. `entries` are pieces of evidence whose words count together as one line does (a
 * role's title and highlights: 'Ward Sister' and 'infection-control link nurse' are one post), for the readings by
 * words on a line only; terms are still read from the text.
 */
export function readCvTerms(text: string, entries: readonly string[] = []): CvTerms {
  const words = wordsOf(text);
  const lines: Set<string>[] = [];
  for (const w of words) (lines[w.line] ??= new Set()).add(w.key);
  for (const entry of entries) lines.push(new Set(wordsOf(entry).map((w) => w.key)));
  const ids = termsShown(words);
  for (const [employer, term] of EMPLOYERS_SHOWING) if (employer.test(text)) ids.add(termId(term));
  // Job words read as their discipline, and foreign degrees' names as a degree: the terms they start or end are looked
  // for again around them.
  for (const reading of [asDisciplines(words), asDegrees(words)]) {
    reading?.forEach((w, at) => {
      if (w === words[at]) return;
      lines[w.line]!.add(w.key);
      for (const id of termsShown(reading.slice(Math.max(0, at - MAX_ACRONYM_RUN), at + MAX_ACRONYM_RUN))) ids.add(id);
    });
  }
  return { ids, lines: lines.filter(Boolean), words };
}

/** The lenient reading of a CV, worked out on first use and kept with it. */
function lenientOf(cv: CvTerms): Lenient {
  if (cv.lenient) return cv.lenient;
  const { words } = cv;
  const compacts = new Set<string>();
  const acronyms = new Set<string>();
  const bares = words.map((w) => bare(w.raw));
  words.forEach((w, at) => {
    const acronym = acronymOf(w.raw);
    if (acronym) acronyms.add(acronym);
    compacts.add(wordKey(bares[at]!));
    // Runs of words within a sentence and no bracket or comma, as phrases are read.
    let joined = bares[at]!;
    for (let i = at + 1; i < words.length && i < at + MAX_COMPACT_RUN; i++) {
      if (words[i]!.sentence !== w.sentence || words[i]!.apart) break;
      joined += bares[i]!;
      if (joined.length >= MIN_COMPACT) compacts.add(wordKey(joined));
    }
    initialsFrom(words, at, (initials) => acronyms.add(initials));
  });
  cv.lenient = { compacts, acronyms };
  return cv.lenient;
}

/**
 * A name found by pattern that opens with a lexicon term the CV shows and adds only a word or two in lower case
 * ('ERP rollout', 'Xero reconciliations'): the CV shows the thing asked for. Not the other way round: 'dementia
 * care' is not shown by care.
 */
function headShown(name: string, cv: CvTerms): boolean {
  const words = wordsOf(name);
  const first = scanTerms(words)[0];
  if (!first || first.at !== 0 || !cv.ids.has(first.term.id)) return false;
  const rest = words.slice(first.length);
  return rest.length > 0 && rest.length <= 2 && rest.every((w) => /^\p{Ll}+$/u.test(w.raw));
}

/** A version or year after a tool's name ('Angular 17', 'Python 3.12', 'Windows 11', 'Office 2019', 'v2'). */
const VERSION = /^(v?\d{1,2}(\.\d+)*|(19|20)\d\d)$/i;
/** Words a number completes, not versions of: 'Key Stage 4', 'NVQ Level 3', 'Class 1', 'Section 38', 'Band 6'. */
const NUMBERED = /^(stage|level|class|band|grade|year|part|section|schedule|tier|phase|category|cat|unit|module|edition|step|form|key|article|paragraph|rule|standard|type|no|number)$/i;

/**
 * True when the CV shows these words in one of its lenient ways: written together or apart, without a trailing
 * version, as the acronym they spell or as the words an acronym stands for.
 */
function shownLeniently(written: string, cv: CvTerms): boolean {
  const words = wordsOf(written);
  while (words.length > 1 && VERSION.test(words.at(-1)!.raw) && !NUMBERED.test(words.at(-2)!.raw)) words.pop();
  if (words.length === 0) return false;
  if (words.length < written.split(/\s+/).length && apartShown(words.map((w) => w.raw).join(' '), cv)) return true;
  const { compacts, acronyms } = lenientOf(cv);
  const compact = compactOf(words.map((w) => w.raw));
  if (compact.length >= MIN_COMPACT && compacts.has(compact)) return true;
  const acronym = words.length === 1 ? acronymOf(words[0]!.raw) : undefined;
  if (acronym && acronym.length >= 3 && acronyms.has(acronym)) return true;
  // The words an acronym stands for ('Key Performance Indicators' for KPIs), with or without its minor words.
  if (words.length < 3 || words.length > MAX_ACRONYM_RUN) return false;
  const initials = (list: readonly Word[]) => list.map((w) => w.raw[0]!.toUpperCase()).join('');
  const counted = initials(words.filter((w) => !MINOR.has(w.raw.toLowerCase())));
  return counted.length >= 3 && (acronyms.has(counted) || acronyms.has(initials(words)));
}

/** A degree named with its subject ('Bachelor of Science in Nursing', 'Master of Science in Nursing'). */
const DEGREE_IN_SUBJECT = /^(?:bachelor|master|doctor)\s+of\s+[\p{L}\s]+?\s+in\s+\p{L}/iu;

/**
 * A degree the advert names with its subject is shown by a CV line holding the degree and the subject, the way an
 * education entry prints them ('Bachelor of Science, Adult Nursing' shows 'Bachelor of Science in Nursing'); the
 * small words 'of' and 'in' are not looked for.
 */
function degreeInSubjectShown(form: string, cv: CvTerms): boolean {
  if (!DEGREE_IN_SUBJECT.test(form)) return false;
  return wordsShown(wordsOf(form).filter((w) => !MINOR.has(w.raw.toLowerCase())).map((w) => w.key), cv);
}

/** The lexicon's degrees at each level, any of whose forms on an education line says the line is a degree. */
const DEGREE_LEVELS = ['Degree', "Master's degree", 'PhD'].map(termId);
/** Words of a subject degree's form that name the degree, not its subject ('degree in', 'BSc'). */
const DEGREE_WORDS = new Set(['degree', 'in', 'of', 'a', 'an'].map((w) => wordKey(w)));

/** True when a CV line holds one of the forms of a degree ('BSc', "Master's", 'Bachelor of Arts'). */
function degreeOnLine(line: Set<string>): boolean {
  return DEGREE_LEVELS.some((id) => formKeysOf(termById(id)!).some((form) => form.keys.every((k) => line.has(k))));
}

/**
 * A degree in a subject ('Marketing degree', 'a degree in economics') is shown by a CV line holding a degree and the
 * subject, the way an education entry prints them ('BSc Marketing', 'BBA Economics'); a kind of degree ('a STEM
 * degree') by such a line for one of its subjects ('Bachelor of Science Physics'). Only for terms that are a degree.
 */
function subjectDegreeShown(term: Term, cv: CvTerms): boolean {
  if (!term.implies.includes(DEGREE_LEVELS[0]!)) return false;
  return [term, ...termsImplying(term.id)].some((degree) =>
    formKeysOf(degree).some(({ keys }) => {
      const subject = keys.filter((k) => !DEGREE_WORDS.has(k));
      return subject.length > 0 && subject.length < keys.length && cv.lines.some((line) => subject.every((k) => line.has(k)) && degreeOnLine(line));
    }),
  );
}

/** A product's name: two words or more, each capitalised ('Google Analytics', 'Amazon Seller Central'). */
const PRODUCT_NAME = /^\p{Lu}[\p{L}\p{N}]*(?:\s+\p{Lu}[\p{L}\p{N}]*)+$/u;

/**
 * A name's words standing apart on one CV line ('managed the budget' shows budget management). Not a product's
 * name, which a CV writes whole: 'Google Data Analytics Certificate' does not show Google Analytics.
 */
const apartShown = (name: string, cv: CvTerms) => !PRODUCT_NAME.test(name) && wordsShown(phraseKeys(name), cv);

/** True when every key stands on one line of the CV (so a phrase written as one, too). */
const wordsShown = (keys: string[], cv: CvTerms) => keys.length > 0 && cv.lines.some((line) => keys.every((k) => line.has(k)));

/** The lexicon's degree, which any bachelor's, master's or doctorate on the CV shows. */
const DEGREE_TERM_ID = termId('Degree');

/**
 * True when the CV shows the requirement itself (its alternatives aside) or one of the examples the advert gives of
 * it, or, when the advert accepts 'X or similar', what X implies (a CV with AutoCAD shows 'SolidWorks or a similar CAD package').
 */
export function cvShows(requirement: Pick<Requirement, 'name' | 'term' | 'orSimilar' | 'orAbove' | 'examples' | 'accepts'>, cv: CvTerms): boolean {
  if (requirement.term && cv.ids.has(requirement.term.id)) return true;
  // A wording two terms share ('public consultation', 'EdTech') is read as the first; the CV may show the other.
  if (requirement.term && termsWrittenAs(wordsOf(requirement.name)).some((term) => cv.ids.has(term.id))) return true;
  // 'Fintech, mobile banking or another regulated product': a wording the list accepts instead, all its words on a line.
  if (requirement.accepts?.some((wording) => wordsShown(phraseKeys(wording), cv))) return true;
  // 'A cloud platform (BigQuery, Snowflake or Databricks)', 'GBMs such as XGBoost': one example the CV shows shows it.
  if (requirement.examples?.some((example) => cvShowsName(example, cv))) return true;
  if (requirement.orSimilar && requirement.term?.implies.some((id) => cv.ids.has(id))) return true;
  // 'HNC or above': a degree is above any qualification an advert accepts something higher than.
  if (requirement.orAbove && cv.ids.has(DEGREE_TERM_ID)) return true;
  // The name as shown (the advert's words) counts too, and so does the lexicon's name: neither is always a form
  // ('Recruitment' is a name only).
  if (apartShown(requirement.name, cv) || (!!requirement.term && apartShown(requirement.term.name, cv))) return true;
  if (!requirement.term && headShown(requirement.name, cv)) return true;
  if (requirement.term && (formsOf(requirement.term).some((form) => degreeInSubjectShown(form, cv)) || subjectDegreeShown(requirement.term, cv))) return true;
  // A name joining things with a slash ('HTML/CSS', 'Sage/Xero') is shown when each is, on any line.
  const parts = requirement.term ? [] : requirement.name.split('/').map((p) => p.trim());
  if (parts.length > 1 && parts.every((part) => part && cvShowsName(part, cv))) return true;
  return [requirement.name, ...(requirement.term ? formsOf(requirement.term) : [])].some((written) => shownLeniently(written, cv));
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
