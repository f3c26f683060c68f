import { formKeysOf, formsOf, scanTerms, scanTitles, shareGoal, termId, type Term, type TermHit, type TitleHit } from './lexicon.ts';
import { BENEFIT_SENTENCE, clientDescriptions, companyNames, FILLER_WORDS } from './noise.ts';
import { escapeRegExp, sentencesOf, wholeName, type Word, wordKey, wordsOf } from './normalise.ts';
import { isPlaceWord, placesIn } from './places.ts';
import { headingOf, inlineHeadingOf, type Priority, type Section, sentenceSection } from './sections.ts';
import { abbreviatedJobs, abbreviatedNames, BULLET, unknownTerms } from './unknown-terms.ts';
import type { TermKind } from './types.ts';
import { largestCount } from '../../tally.ts';

/** One thing the advert asks for. */
export interface Requirement {
  /** As shown to the user: the lexicon's name ('JavaScript'), or as the advert wrote it for a term found by pattern. */
  name: string;
  kind: TermKind;
  /** The lexicon term, when it is one; a pattern-found term is matched by its own words. */
  term?: Term;
  /** Strongest place the advert states it: a must-have, a duty of the job, or a nice-to-have. */
  priority: Priority;
  /** Named in the job title. */
  inTitle: boolean;
  /** How many times the advert names it. */
  count: number;
  /** How much the advert stresses it: higher is more important (title, must-have, repeated). */
  stress: number;
  /** Other requirements the advert accepts instead ('payments or merchant acquiring experience'), by name. */
  alternatives: string[];
  /** 'SolidWorks or a similar CAD package': what the term implies (its kind, CAD) is accepted instead. */
  orSimilar?: boolean;
  /** 'HNC or above': a higher qualification is accepted instead, so a CV showing a degree shows it. */
  orAbove?: boolean;
  /** Names the advert gives as examples of it ('a cloud platform (BigQuery, Snowflake or Databricks)', 'GBMs such
   *  as XGBoost'): a CV showing one shows it. */
  examples?: string[];
  /** Those of its examples the advert says are examples ('such as', 'e.g.', '(A, B or similar)'), not a bracket that
   *  may narrow it ('Python (Django or FastAPI)'): each is this one gap, never one of its own. */
  examplesSaid?: string[];
  /** Wordings in plain words the advert accepts instead, from a list closed by 'or' ('mobile banking' of 'fintech,
   *  mobile banking or another regulated product'): a CV showing all the words of one on a line meets it. */
  accepts?: string[];
}

/** What a job advert asks for, and what it says that is not a requirement. */
export interface AdvertReading {
  /** The job title as the advert gives it ('' when none could be told). */
  title: string;
  /** The lexicon's job title inside it, as written ('Lead Data Analyst' of 'Lead Data Analyst – Payments'), or ''. */
  role: string;
  /** The field the advert belongs to ('tech', 'health', ...), or null when the lexicon does not say. */
  field: string | null;
  /** Everything asked for, most stressed first. */
  requirements: Requirement[];
  /** Names of the hard skills and tools asked for, most stressed first. */
  hardSkills: string[];
  /** Qualifications, certifications, registrations and licences asked for. */
  qualifications: string[];
  /** Domain knowledge asked for (payments, acute care). */
  domain: string[];
  /** The years of experience asked for (the first mention), or null. */
  yearsOfExperience: number | null;
  /** Cities the job is in (compared with the CV's), then regions or countries named; `required` when the advert
   *  asks the candidate to live or be based there (not only says where the job is). */
  location: { cities: string[]; regions: string[]; remote: boolean; required: boolean };
  /** Hybrid, remote, full-time, shifts...: never gaps. */
  workingPattern: string[];
  /** The company's (or its clients') names: never gaps. */
  companyNames: string[];
  /** Filler and benefit words the advert uses: never gaps. */
  filler: string[];
}

const PRIORITY_STRESS: Record<Priority, number> = { must: 3, duty: 2, nice: 1 };
const PRIORITY_RANK: Record<Priority, number> = { nice: 0, duty: 1, must: 2 };
/** A domain is asked for when the advert's words around it say so ('payments experience'), not when it describes the employer. */
/**
 * Skills nearly every job mentions among its duties ('support the team', 'comply with health and safety'): they
 * count when the advert states them as requirements or in the title, not when they only describe the work.
 */
const GENERIC_DUTIES = new Set([
  'Team leadership', 'Coaching and mentoring', 'Presentation skills', 'Negotiation', 'Report writing', 'Customer service',
  'Stakeholder management', 'Microsoft Office', 'Health and safety', 'Troubleshooting', 'Data entry',
  'Quality assurance', 'Partnership working', 'Record keeping', 'Complaint handling',
  // Everyday tasks a duty line names ('time recording on the handheld', 'help with onboarding',
  // 'raise purchase orders', 'help with product launches'): the work itself, asked for only when stated as a requirement.
  'Billing', 'Onboarding', 'Right to work checks', 'Telesales', 'Product marketing', 'Purchasing', 'Tutoring',
  'Ministerial briefings', 'DBS check',
]);

/**
 * A bare word a duty uses for what the job does or produces ('forecast renewals', 'forecasts, actuals and
 * variance', 'triage and investigate alerts', 'pick, pack and despatch targets'), not a skill to show: the lexicon's
 * term is read from it only when the advert states it as a requirement or in the title; its phrases ('forecasting',
 * 'demand forecasting', 'despatch planning') still count in a duty.
 */
const BARE_DUTY_WORD = /^(?:forecasts?|triage|despatch|dispatch|roadmaps?|journals?)$/i;
/** Words that make a language an ask ('fluent German', 'German speaker', 'spoken and written Turkish'). */
const LANGUAGE_CUE = /\b(fluen\w*|speak\w*|spoken|written|languages?|native|bilingual|proficien\w*|mother tongue|[ABC][12])\b/i;
/**
 * A language named in a duty with no word about speaking it is what the work is in ('support tickets in Turkish,
 * English and German'), not an ask. Languages imply Foreign languages in the lexicon.
 */
const FOREIGN_LANGUAGES = termId('Foreign languages');
const isLanguage = (term: Term) => term.implies.includes(FOREIGN_LANGUAGES);

/** A tool a company names in its own description counts only when it describes how the work is done ('our stack is dbt'). */
const STACK_CUE = /\b(stack|we use|using|built (on|with|in)|runs? on|tools?|tech(nology)?|platform is|systems?)\b/i;
const DOMAIN_CUE = /\b(experience|experienced|background|knowledge|understanding|familiar|exposure|worked|working (in|within)|sector|industry|environment|setting)\b/i;
/** Checks the employer makes after an offer are conditions, not something a CV must show. */
const PRE_EMPLOYMENT = new Set(['DBS check', 'Security clearance']);
const CONDITION = /\b(subject to|satisfactory|undergo|(is|are|will be) required (for|of) (this|the|all)|check (is|will be) (required|carried out|needed)|we will (carry out|apply|request)|(need|needs|have|has) to pass|must pass|successful (candidates?|applicants?) (will|must|need|are required))\b/i;

/**
 * Who may be employed, not what they must know: 'applicants must be a U.S. person as defined by ITAR', 'authorized
 * to work in the United States', 'visa sponsorship'. A name read by pattern there (ITAR) is a condition of the offer.
 */
const ELIGIBILITY = /\b(must be (?:a|an) (?:U\.?S\.?|UK|EU|British) (?:person|citizen|national)|as defined by|citizenship|authori[sz]ed to work|eligib\w* to work|work authori[sz]ation|visa sponsorship|export[- ]controlled)/i;
/** A line with its sentences about eligibility blanked (a sentence ends at '.', ';', '!' or '?' before a capital). */
const withoutEligibility = (line: string) => (ELIGIBILITY.test(line) ? line.split(/(?<=[.;!?])\s+(?=\p{Lu})/u).filter((s) => !ELIGIBILITY.test(s)).join(' ') : line);

/** Extra stress for a term named in the job title, and per repeat (up to MAX_REPEAT_STRESS). */
const TITLE_STRESS = 3;
const MAX_REPEAT_STRESS = 2;

const PATTERNS: [string, RegExp][] = [
  ['hybrid', /\bhybrid\b/i],
  ['remote', /\b(fully remote|remote[- ]first|work from home|working from home|home[- ]based|remote)\b/i],
  ['on-site', /\b(on[- ]?site|office[- ]based|in the office \d|in-person)\b/i],
  ['full-time', /\bfull[- ]time\b/i],
  ['part-time', /\bpart[- ]time\b/i],
  ['flexible hours', /\bflexible (hours|working)\b/i],
  ['shifts', /\b(shifts?|rota|rotating|12[- ]hour|long days)\b/i],
  ['nights', /\bnights?\b/i],
  ['weekends', /\bweekends?\b/i],
  ['permanent', /\bpermanent\b/i],
  ['contract', /\b(contract role|day rate|outside ir35|inside ir35|\d+[- ]month contract)\b/i],
  ['temporary', /\b(temporary|temp\b|locum|bank (staff|shifts|nurse|work))\b/i],
  ['fixed-term', /\bfixed[- ]term\b/i],
];

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** '5+ years' experience', 'three years building APIs', '2-3 years PQE'; not '2 year contract' or 'over 50 years old'. */
const YEARS = /(?<!\b(?:within|after|over the next|for the first|in the next)\s)\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?years?['’]?(?!\s+(?:old|ago|of age|contract|fixed|term|warranty|in business|of trading|history))(?=[\s,.;:)]|$)/giu;

/** What makes a number of years an ask of experience: a '+', or experience-like words right after it. */
const YEARS_ASK = /^\s*(?:of\s+)?(?:[\p{L}'’-]+\s+){0,4}?(?:experience|exp\b|pqe|post[- ]qualification|building|working|developing|managing|leading|selling|teaching|nursing|in (?:a|an|the)|as (?:a|an))/iu;

/** The years of experience the advert asks for: its first mention, the headline ask ('5+ years, including 2 leading'). */
function yearsAsked(text: string): number | null {
  for (const m of text.matchAll(YEARS)) {
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 80);
    if (m[0].includes('+') || YEARS_ASK.test(after)) return NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  }
  return null;
}

/**
 * The job title: a 'Job title:' line, else the first of the opening lines that is short, not a sentence and names
 * a job title of the lexicon (an advert may open with the company's name), else the first such line.
 */
function titleOf(lines: string[]): { title: string; line: number } {
  const labelled = lines.findIndex((l) => /^\s*(job title|title|role|position|vacancy)\s*[:\-–]/i.test(l));
  if (labelled >= 0) return { title: lines[labelled]!.replace(/^\s*[^:\-–]+[:\-–]\s*/, '').trim(), line: labelled };
  const opening = lines
    .map((text, line) => ({ text: text.trim().replace(/^[#*\s]+/, ''), line }))
    .filter((l) => l.text)
    .slice(0, 3)
    .filter((l) => l.text.split(/\s+/).length <= 12 && !/[.!?]$/.test(l.text) && !headingOf(l.text));
  const best = opening.find((l) => scanTitles(wordsOf(l.text)).length > 0) ?? opening[0];
  return best ? { title: best.text, line: best.line } : { title: '', line: -1 };
}

/** The lexicon's job title inside the advert's title ('Lead Data Analyst – Payments' gives Lead Data Analyst), else
 *  the first one in the opening words ('We are hiring a Staff Nurse...'). */
function titleRole(title: string, words: Word[]): TitleHit | null {
  const hits = scanTitles(wordsOf(title));
  if (hits.length > 0) return hits[0]!; // the first named: 'Policy Adviser (Higher Executive Officer)' is a policy adviser
  return scanTitles(words.slice(0, 60))[0] ?? null;
}

/** 'About Carbonlens', 'At Carbonlens', 'Inside Carbonlens', 'Meet Carbonlens': a short line naming the company after
 *  such a word heads its blurb (the company's names as companyNames found them, or their first word). 'Why
 *  Carbonlens?' and 'Life at Carbonlens' pitch the job: headingOf reads them as benefits. */
function companyHeading(line: string, companies: readonly string[]): boolean {
  const named = /^\s*(?:about|at|inside|meet)\s+(.+?)\s*:?\s*$/i.exec(line)?.[1];
  if (!named || named.split(/\s+/).length > 5) return false;
  return companies.some((c) => named === c || named.startsWith(`${c} `) || named === c.split(/\s+/)[0]);
}

/** The section each line is in, carried down from the last heading. */
function lineSections(lines: string[], companies: readonly string[]): Section[] {
  let current: Section = 'other';
  return lines.map((line) => {
    const heading = companyHeading(line, companies) ? 'company' : headingOf(line);
    if (heading) {
      current = heading;
      return 'other';
    }
    return inlineHeadingOf(line) ?? current;
  });
}

/**
 * Presence the advert asks of the candidate, beyond saying where the job is: 'must live within commuting distance',
 * 'candidates must be based in Leeds', 'relocation is required'.
 */
const PRESENCE_ASKED =
  /\b(?:(?:must|need to|needs to|should|required to|expected to|have to)\s+(?:already\s+)?(?:live|be based|be located|reside|be resident|be able to commute|commute)|(?:within|in)\s+(?:a\s+)?(?:reasonable\s+|easy\s+)?(?:commuting|commutable|travelling)\s+distance|live\s+locally|local\s+candidates\s+only|relocation\s+(?:is\s+)?(?:required|essential|expected))\b/i;

/** The place lines state ('Location: Leeds') and every place named anywhere else, as cities and regions. */
function locationOf(text: string, companies: string[]): AdvertReading['location'] {
  const cities: string[] = [];
  const regions: string[] = [];
  for (const hit of placesIn(text)) {
    // 'Reading the data...': a city name starting a sentence and followed by a lower-case word is a verb.
    const before = text.slice(Math.max(0, hit.index - 2), hit.index);
    const after = text.slice(hit.index + hit.name.length, hit.index + hit.name.length + 3);
    if ((hit.index === 0 || /[.!?\n]\s*$|^\s*$/.test(before)) && /^\s\p{Ll}/u.test(after)) continue;
    if (companies.some((c) => c.includes(hit.name))) continue;
    (hit.city ? cities : regions).push(hit.name);
  }
  return {
    cities: [...new Set(cities)],
    regions: [...new Set(regions)],
    required: PRESENCE_ASKED.test(text),
    remote: /\b(fully remote|remote[- ]first|100% remote|work from anywhere|remote \(uk\)|remote,? uk|remote within the uk|uk[- ]wide|nationwide|various locations|multiple locations)(?![\p{L}])/iu.test(text),
  };
}

/**
 * Indexes of the words of the lexicon's job titles written in the title line, and of the same titles written
 * anywhere else ('We are hiring a Lead Data Analyst to...'): the job's own name, wherever it is repeated.
 */
function titleRoleSpan(words: readonly Word[], titleLine: number): Set<number> {
  const first = words.findIndex((w) => w.line === titleLine);
  const span = new Set<number>();
  if (first < 0) return span;
  const titleWords = words.slice(first).filter((w) => w.line === titleLine);
  const titles = new Set(scanTitles(titleWords).map((hit) => hit.title));
  for (const hit of scanTitles(words)) if (titles.has(hit.title)) for (let i = 0; i < hit.length; i++) span.add(hit.at + i);
  return span;
}

/**
 * People the job works with, not a skill it asks for: a term whose last word is a plural of people ('work with
 * product managers', 'budgets with site managers' are not product or site management).
 */
const PEOPLE = /^(managers|holders|leaders|directors|engineers|officers|assistants|colleagues|partners|owners|analysts|designers|developers|teams|nurses|teachers|agents|supervisors|coordinators|specialists|consultants|advisers|advisors|executives)$/i;
const namesPeople = (last: Word) => PEOPLE.test(last.raw);

/**
 * Words that praise or size an organisation: a field right after one is what the employer is ('Leading FinTech' beside
 * the title, 'an award-winning housebuilder'), not the experience the job asks for.
 */
const PRAISE = /^(leading|award-winning|fast-growing|growing|innovative|established|well-established|successful|ambitious|well-funded|disruptive|world-class|market-leading|thriving|booming|renowned|prestigious)$/i;
/** True when the word before a domain praises the organisation it names (PRAISE), hyphenated or not. */
function praisedEmployer(hit: TermHit, words: readonly Word[]): boolean {
  if (hit.term.kind !== 'domain') return false;
  // A domain set apart from the words before it (by punctuation) is praised by none of them.
  const domain = words[hit.at]!;
  const before = domain.apart ? [] : words.slice(Math.max(0, hit.at - 2), hit.at).filter((w) => w.sentence === domain.sentence);
  const last = before.at(-1)?.raw ?? '';
  const joined = before.length === 2 && !before[1]!.apart ? `${before[0]!.raw}-${last}` : '';
  return PRAISE.test(last) || PRAISE.test(joined);
}

/**
 * A one-letter name ('C', 'R') written as a label's letter, not a language: a funding round or a grade ('Series C',
 * 'grade 4/C or above', 'grades A-C'), after a word that labels it or right after a number or grade letter.
 */
const LETTER_LABEL = /^(series|grade|grades|round)$/i;
function labelLetter(hit: TermHit, words: readonly Word[]): boolean {
  if (hit.length !== 1 || !/^\p{Lu}$/u.test(hit.written)) return false;
  const before = words[hit.at - 1];
  return !!before && before.sentence === words[hit.at]!.sentence && (LETTER_LABEL.test(before.raw) || /^(?:\d|[A-G]\*?)$/.test(before.raw));
}

/** A word after a term that makes it the name of a team, unit or the people in charge of one, not a skill ('join our
 *  district nursing team', 'the buying and merchandising director', 'theatre managers', 'the audit committee'). */
const UNIT = /^(team|teams|department|departments|function|unit|director|directors|manager|managers|committee|committees|board|boards|holders)$/i;

/** Words that introduce examples of a kind of thing ('an HR system such as Workday'), as written, lower case. */
const EXAMPLE_WORDS = [['such', 'as'], ['e.g'], ['eg'], ['like'], ['for', 'example']];
/** Words after a name that accept its kind ('Sage 200 or a similar ERP', 'SolidWorks or equivalent', 'Tableau or
 *  another BI tool', 'or any other CAD package'); after a list's last name they close the list with 'or' ('Bullhorn,
 *  Salesforce or similar'). */
const OR_SIMILAR = /^\s*,?\s+or\s+(?:(?:(?:a|an|any|another|other)\s+)?(?:similar|equivalent|comparable)\b|(?:any\s+)?(?:another|other)\s+\p{L})/iu;
/** Words that say what of a name is asked before 'or equivalent' ('Tableau experience or equivalent'). */
const ASKED_OF = /^\s+(?:experience|skills?|knowledge|proficiency|background|expertise)(?=\s)/i;
/** Words after the last name of a list that close it with a field of the same kind ('maths, statistics or a related
 *  subject', 'nursing or a relevant discipline'): the names before are offered instead of one another. */
const OR_RELATED = /^\s*,?\s+or\s+(?:(?:a|an|any|another|other)\s+)?(?:closely\s+)?(?:related|relevant)\b/i;
/** 'etc.' closing a list ('Tableau, Looker, Power BI etc.'): the names are examples, any of which will do. */
const ETC = /^\s*,?\s*(?:etc\b|and so on\b)/i;
/** Words after a qualification that accept any higher one ('HNC or above', 'Level 3 or higher'): a degree meets it. */
const OR_ABOVE = /^\s+or\s+(?:above|higher)\b/i;
/** Words before a domain that make it an interest, not experience asked for ('an interest in the energy sector'). */
const INTEREST = /^(interest|passion|enthusiasm|curios)/;

/** The lower-case words of `words` from `from`, up to `count` of them, within the sentence of `words[from - 1]`. */
function wordsAfter(words: readonly Word[], from: number, count: number): string[] {
  const sentence = words[from - 1]?.sentence;
  return words.slice(from, from + count).filter((w) => w.sentence === sentence).map((w) => w.raw.toLowerCase());
}

/**
 * Whether a name is the one example the advert gives of a kind ('a relational database such as MySQL', 'a CAD package,
 * e.g. SolidWorks.'): its clause ends after it, so what it implies is accepted, as after 'or similar'. An example
 * listed with others ('such as MySQL, PostgreSQL and Redis') is read with its list, and a qualification stays the paper
 * asked ('a leadership qualification (e.g. ILM Level 5)'): its family is too broad to stand in for it.
 */
function soleExample(hit: TermHit, words: readonly Word[], sentence: string): boolean {
  if (hit.term.kind === 'qualification') return false;
  const said = [1, 2].some((k) => hit.at - k >= 0 && words[hit.at - k]!.sentence === words[hit.at]!.sentence && examplesAt(words, hit.at - k) === k && words[hit.at - k]!.key !== 'like');
  if (!said) return false;
  const at = writtenPattern(hit).exec(sentence);
  return !!at && /^\s*(?:[).;:!?]|$)/.test(sentence.slice(at.index + at[0].length));
}

/** How many words of examples-of ('such as', 'e.g.') start at `at`, or 0. */
function examplesAt(words: readonly Word[], at: number): number {
  const next = wordsAfter(words, at, 2);
  return EXAMPLE_WORDS.find((ex) => ex.every((w, i) => next[i] === w))?.length ?? 0;
}

/**
 * Whether a term the scan met stands for something else in its sentence, and so is not asked for itself: a kind
 * of thing whose examples follow ('an HR system such as Workday' asks for Workday), or the subject of the
 * qualification before it ('NVQ Level 3 in electrical installation' asks for the NVQ).
 */
function standsForOther(hits: readonly TermHit[], i: number, words: readonly Word[]): boolean {
  const hit = hits[i]!;
  const end = hit.at + hit.length;
  const next = hits[i + 1];
  const examples = examplesAt(words, end);
  if (examples > 0 && next && words[next.at]!.sentence === words[hit.at]!.sentence && next.at <= end + examples + 1) return true;
  const previous = hits[i - 1];
  // 'A degree in civil engineering' asks for the subject: a degree is shown by its subject (see degreeSubjectAt).
  if (!previous || previous.term.kind !== 'qualification' || hit.term.kind === 'qualification' || isDegree(previous.term)) return false;
  const previousEnd = previous.at + previous.length;
  // 'NVQ Level 6 in Construction Site Management': the level between the qualification and its subject is its own.
  const levelled = /^level$/i.test(words[previousEnd]?.raw ?? '') && /^\d$/.test(words[previousEnd + 1]?.raw ?? '') ? previousEnd + 2 : previousEnd;
  return words[levelled]?.raw.toLowerCase() === 'in' && levelled + 1 === hit.at && words[previous.at]!.sentence === words[hit.at]!.sentence;
}


const DEGREE_ID = 'degre';
/** The lexicon's degrees ('Degree', "Master's degree", 'Finance degree'): a term that is or implies a degree. */
/** Degrees above a bachelor's: 'a PhD in Psychology' asks for a PhD as well as the subject, where 'a degree in
 *  psychology' asks for the subject (a bachelor's is the least a degree can be). */
const HIGHER_DEGREES = new Set(['PhD', "Master's degree"].map(termId));
const isDegree = (term: Term) => term.id === DEGREE_ID || term.implies.includes(DEGREE_ID);

/**
 * Whether a degree hit is followed by its subject ('Degree in Quantity Surveying', 'a degree in geography'): then the
 * subject is what is asked (a lexicon term read on its own, or a name read by unknownTerms), not any degree. A
 * degree 'in a related subject' names no subject.
 */
function degreeSubjectAt(hit: TermHit, words: readonly Word[]): boolean {
  if (!isDegree(hit.term) || HIGHER_DEGREES.has(hit.term.id)) return false;
  const [inWord, subject] = wordsAfter(words, hit.at + hit.length, 2);
  return inWord === 'in' && !!subject && !/^(a|an|the|any|one|relevant|related|similar)$/.test(subject);
}

/** The most words between a domain and the word that asks for it ('experience of working in a regulated payments
 *  environment'); a cue further off is about something else ('an experienced project manager to lead the deployment
 *  to outpatients and theatres'). */
const DOMAIN_CUE_REACH = 6;
/** The words of a sentence around a term, as far as a cue may stand from it. */
function cueWindow(sentence: string, written: string): string {
  const at = sentence.search(writtenPattern({ written }));
  if (at < 0) return sentence;
  const before = sentence.slice(0, at).split(/\s+/).slice(-DOMAIN_CUE_REACH - 1).join(' ');
  const after = sentence.slice(at).split(/\s+/).slice(0, written.split(/\s+/).length + DOMAIN_CUE_REACH).join(' ');
  return `${before} ${after}`;
}

/** Whether a term met in a sentence is asked for there, beyond the sentence's standing (see the constants above). */
function askedFor(hit: TermHit, priority: Priority, at: { sentence: string; where: Section; inTitle: boolean; stated: boolean; before: string[] }, before: Word | undefined): boolean {
  // 'Looker (or similar BI tools)': what stands in for a named tool is not asked for itself; 'alternatively Power BI'
  // offers a name (OR_KEYS).
  if (/^(similar|equival|other|comparabl|alternativ)/.test(before?.key ?? '') && !/^alternatively$/i.test(before?.raw ?? '')) return false;
  if (hit.term.kind === 'domain' && !at.inTitle && !at.stated && !DOMAIN_CUE.test(cueWindow(at.sentence, hit.written))) return false;
  if (hit.term.kind === 'domain' && at.before.some((key) => INTEREST.test(key))) return false;
  // The term's own words are not a cue: 'heating systems' is not 'our systems are'.
  if (at.where === 'company' && !STACK_CUE.test(at.sentence.replace(hit.written, ''))) return false;
  if (priority === 'duty' && !at.inTitle && (GENERIC_DUTIES.has(hit.term.name) || BARE_DUTY_WORD.test(hit.written))) return false;
  if (priority === 'duty' && isLanguage(hit.term) && !LANGUAGE_CUE.test(at.sentence)) return false;
  return !(PRE_EMPLOYMENT.has(hit.term.name) && CONDITION.test(at.sentence));
}

/**
 * Links what the advert accepts instead of one another: 'X or Y' in one sentence, and qualifications of one
 * sentence that lead to the same thing ('ACA, ACCA or CIMA qualified').
 */
const QUALIFICATION_JOINER = /^(?:or|e\.?g|eg|such|as|higher|above|equivalent|qualification|qualified|a|an|the)$/i;

/** Words that join two qualifications into one ask for both ('Registered Nurse with NMC registration'). */
const TOGETHER = new Set(['with', 'and', 'plus', 'holding', 'including']);

/** The most words between a term and an 'or' that opens a bracket or clause offering another ('Tableau experience (or'). */
const MAX_WORDS_BEFORE_OR = 2;

/**
 * 'or' right before a term, right after the term before it ('Python or R'), or opening a bracket or clause after a few
 * words about it ('Tableau experience (or Power BI)', 'SQL Server skills, or MySQL'): the two are offered instead of
 * one another.
 */
function orBefore(words: readonly Word[], end: number, at: number): boolean {
  const orAt = orOpening(words, at);
  const or = words[orAt];
  if (!OR_KEYS.has(or?.key ?? '') || orAt < end) return false;
  return orAt === end || (!!or.apart && orAt - end <= MAX_WORDS_BEFORE_OR);
}

/** Words that offer what follows instead of what came before: 'or', and 'alternatively' ('Tableau, alternatively
 *  Power BI'), which may follow 'or' as a word of degree does. */
const OR_KEYS = new Set(['or', 'alternatively'].map((w) => wordKey(w)));
/**
 * Words that may stand between 'or' and the name it offers without changing the offer: how much of it ('or basic
 * HTML/CSS', 'or some Power BI', 'or working knowledge of'), how keenly ('or ideally Python') and the preposition the
 * first name took ('experience of Tableau or of Power BI'). Written as a joiner's tail too (AFTER_OR_TAIL).
 */
const AFTER_OR = ['alternatively', 'basic', 'some', 'good', 'strong', 'solid', 'sound', 'working', 'knowledge', 'advanced', 'proven', 'demonstrable', 'excellent', 'ideally', 'preferably', 'of', 'in', 'with'];
const AFTER_OR_KEYS = new Set(AFTER_OR.map((w) => wordKey(w)));
/** The most such words after one 'or' ('or a good working knowledge of'). */
const MAX_AFTER_OR = 3;
/** The words of degree a joining word may have after it ('or basic', 'or working knowledge of'; see AFTER_OR). */
const AFTER_OR_TAIL = `(?:(?:${AFTER_OR.join('|')})\\s+){0,${MAX_AFTER_OR}}`;
const AFTER_OR_START = new RegExp(`^${AFTER_OR_TAIL}`, 'i');

/** The index of the 'or' that offers the term at `at`, over the words of degree before the term (AFTER_OR); `at - 1`
 *  when there are none. */
function orOpening(words: readonly Word[], at: number): number {
  let i = at - 1;
  const sentence = words[at]?.sentence;
  while (i > 0 && at - i <= MAX_AFTER_OR && AFTER_OR_KEYS.has(words[i]!.key) && !words[i + 1]!.apart && words[i]!.sentence === sentence) i -= 1;
  return OR_KEYS.has(words[i]?.key ?? '') && !words[i + 1]?.apart ? i : at - 1;
}

function linkAlternatives(hits: readonly TermHit[], words: readonly Word[], link: (a: string, b: string) => void) {
  let chain: TermHit[] = [];
  hits.forEach((hit, i) => {
    const sentence = words[hit.at]!.sentence;
    const previous = hits[i - 1];
    const end = previous ? previous.at + previous.length : -1;
    if (previous && previous.term.id !== hit.term.id && words[previous.at]!.sentence === sentence && orBefore(words, end, hit.at)) {
      link(previous.term.id, hit.term.id);
    }
    if (hit.term.kind !== 'qualification') return;
    // 'PGCE, Cert Ed or Level 5 DET', 'Level 3 (or higher, e.g. EYPS or QTS)': qualifications listed with only
    // commas, 'or' and words of degree between them are one ask, met by any.
    if (previous?.term.kind === 'qualification' && previous.term.id !== hit.term.id && words[previous.at]!.line === words[hit.at]!.line && words.slice(end, hit.at).every((w) => QUALIFICATION_JOINER.test(w.raw))) {
      if (!chain.includes(previous)) chain = [previous];
      for (const other of chain) if (other.term.id !== hit.term.id) link(other.term.id, hit.term.id);
      chain.push(hit);
    }
    for (const other of hits.slice(0, i)) {
      // 'Registered Nurse (Adult) with live NMC registration': qualifications joined by 'with' or 'and' are asked together.
      if (words.slice(other.at + other.length, hit.at).some((w) => TOGETHER.has(w.raw.toLowerCase()))) continue;
      if (other.term.kind === 'qualification' && other.term.id !== hit.term.id && words[other.at]!.sentence === sentence && shareGoal(other.term, hit.term)) {
        link(other.term.id, hit.term.id);
      }
    }
  });
}

/** A term's words as the advert wrote them, spaces or hyphens between, as a whole-word pattern. */
const writtenPattern = (hit: Pick<TermHit, 'written'>) => new RegExp(`(?<![\\p{L}\\p{N}])${hit.written.split(' ').map(escapeRegExp).join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu');

/** True when a term is part of a longer name its sentence spells out and abbreviates ('General Insurance' of 'General
 *  Insurance Pricing Practices (GIPP)'): the whole name is asked (see abbreviatedNames). */
function insideAbbreviatedName(hit: TermHit, names: readonly { name: string }[]): boolean {
  if (!names.length) return false;
  const written = writtenPattern(hit);
  return names.some(({ name }) => written.test(name) && wordsOf(name).length > hit.length);
}

/** True when a term is the acronym of a job or grade its sentence spells out as something else ('Senior Executive
 *  Officer (SEO)' is a civil service grade, not search engine optimisation); 'Designated Safeguarding Lead (DSL)',
 *  whose words the lexicon reads as the same term, stays asked. */
function acronymOfOtherJob(hit: TermHit, sentence: string): boolean {
  if (!/^\p{Lu}{2,}s?$/u.test(hit.written)) return false;
  return abbreviatedJobs(sentence).some(
    ({ name, acronym }) => acronym.replace(/s$/, '') === hit.written.replace(/s$/, '') && !scanTerms(wordsOf(name)).some((h) => h.term.id === hit.term.id),
  );
}

/** True when a term is written inside what an agency says its client is ('Our client, a fast-growing accountancy
 *  practice, ...'). */
function inClientDescription(hit: TermHit, sentence: string): boolean {
  const written = writtenPattern(hit);
  return clientDescriptions(sentence).some((description) => written.test(description));
}


/** A comma (with or without a joining word after it) or a joining word alone, between two names of a list. */
const joinerOf = (words: string) => new RegExp(`^\\s*(?:,\\s*(?:(?:${words})\\s+${AFTER_OR_TAIL})?|\\s+(?:${words})\\s+${AFTER_OR_TAIL})$`, 'i');
/** What may stand between two names of one list ('TPM, SMED or Six Sigma', 'Primavera P6 or MS Project', 'Xero
 * and/or Sage'); not a slash, which often joins things asked together ('HTML/CSS'). */
const LIST_JOINER = joinerOf('or|and\\/or|alternatively');
/** Words that offer a choice of what follows, however the list ends ('one of AWS, Azure and GCP', 'at least one of
 *  the following:', 'one or more of', 'any of'). */
const CHOICE = /\b(?:(?:at least|any|only)\s+)?one(?:\s+or\s+more)?\s+of\b|\bany\s+of\b/i;
/** Joiners of a list that follows a choice: 'and' as well ('one of AWS, Azure and GCP'). */
const CHOICE_JOINER = joinerOf('and|or|and\\/or');
/** A slash with a space each side offers one or the other ('B2B sales / business development', 'SMM7 / NRM2'), as
 *  'or' does; one written tight joins things asked together ('HTML/CSS'). */
const SPACED_SLASH = /^\s+\/\s+$/;

/** Words saying that the names after them are examples ('such as', 'e.g.'), as a pattern over the sentence's text
 *  (EXAMPLE_WORDS is the word-by-word list a single example is read with). */
const EXAMPLE_PHRASES = String.raw`such as|e\.g\.?|eg|for example|for instance`;
/** What opens a list of examples of a kind ('cloud platforms (AWS, Azure, GCP)', 'a BI tool, e.g. Tableau, Looker',
 *  'cloud (ideally AWS, Azure, GCP)'): a bracket, or words saying 'for example', right before its first name. */
const EXAMPLES_OPEN = new RegExp(`(?:\\(\\s*(?:(?:${EXAMPLE_PHRASES}|ideally|preferably)[,:]?\\s*)?|\\b(?:${EXAMPLE_PHRASES})[,:]?\\s*)$`, 'i');
/** What ends such a list: its bracket, or the end of its clause. */
const EXAMPLES_CLOSE = /^\s*(?:[).;:!?]|$)/;
/** Only a comma between two names of a list ('AWS, Azure, GCP'). */
const COMMA_ONLY = /^\s*,\s*$/;
/** Words saying the list is examples ('e.g.', 'such as'), not a bare bracket. */
const EXAMPLES_SAID = new RegExp(`\\b(?:${EXAMPLE_PHRASES})[,:]?\\s*$`, 'i');
/** One of a kind before a bare bracket ('a scripting language (', 'any cloud platform ('). */
const ONE_OF_KIND = /(?:^|\s)(?:a|an|any|one)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s*\(\s*$/iu;

/**
 * Whether names joined by commas alone are the whole of a bracket or of what follows 'such as' / 'e.g.' ('cloud
 * platforms (AWS, Azure, GCP)', 'a BI tool, e.g. Tableau, Looker, Power BI'): examples of a kind, any of which will
 * do. A bare bracket lists examples only after one of a kind ('a scripting language (Python, Bash)') or when its names
 * are peers of one family (shareGoal); else it names a set asked whole ('the AIAG core tools (APQP, PPAP, MSA)'). A
 * list closed by 'and' ('such as PostgreSQL, Cosmos DB and Redis') still asks for each.
 */
function commaExamples(sentence: string, chain: readonly { start: number; end: number; term?: Term }[], joiners: readonly string[]): boolean {
  const before = sentence.slice(0, chain[0]!.start);
  if (joiners.length === 0 || !joiners.every((j) => COMMA_ONLY.test(j)) || !EXAMPLES_OPEN.test(before) || !EXAMPLES_CLOSE.test(sentence.slice(chain.at(-1)!.end))) return false;
  if (EXAMPLES_SAID.test(before) || ONE_OF_KIND.test(before)) return true;
  const terms = chain.map((s) => s.term);
  return terms.every((a, i) => !!a && terms.slice(i + 1).every((b) => !!b && shareGoal(a, b)));
}

/**
 * Lists of requirements the advert accepts instead of one another, as their keys: names written one after another
 * with only commas and 'or' between them, the last joined by 'or' ('TPM, SMED or Six Sigma', 'Primavera P6
 * or MS Project'), or examples of a kind joined by commas alone (commaExamples). Names found by pattern count as well
 * as the lexicon's, which linkAlternatives reads by position; a list closed by 'and' ('AQA, Edexcel and OCR') asks for
 * each.
 */
export function listedAlternatives(sentences: readonly string[], names: readonly { key: string; name: string; term?: Term }[]): string[][] {
  const lists: string[][] = [];
  for (const sentence of sentences) {
    const at: { key: string; start: number; end: number; term?: Term }[] = [];
    for (const { key, name, term } of names) {
      const re = wholeName(name, 'giu');
      for (const m of sentence.matchAll(re)) at.push({ key, start: m.index!, end: m.index! + m[0].length, ...(term ? { term } : {}) });
    }
    // The longest name at each place ('Six Sigma' over 'Sigma'), in order of the sentence.
    at.sort((a, b) => a.start - b.start || b.end - a.end);
    const spans = at.filter((s, i) => !at.slice(0, i).some((o) => o.end > s.start));
    let chain: typeof spans = [];
    let joiners: string[] = [];
    let lastJoiner = '';
    const choiceAt = CHOICE.exec(sentence)?.index ?? Infinity;
    const offered = (span: { start: number }) => span.start > choiceAt;
    const close = () => {
      const last = chain[chain.length - 1];
      const rest = last ? sentence.slice(last.end) : '';
      // 'or similar', 'or a related subject', 'etc.' after the last name: any of the names will do.
      const closedAsAnyOf = !!last && (OR_SIMILAR.test(rest) || OR_RELATED.test(rest) || ETC.test(rest));
      const choice = chain.length > 0 && offered(chain[0]!);
      const examples = chain.length > 1 && commaExamples(sentence, chain, joiners);
      if (chain.length > 1 && (/\bor\b/i.test(lastJoiner) || SPACED_SLASH.test(lastJoiner) || closedAsAnyOf || choice || examples)) lists.push(chain.map((s) => s.key));
      chain = [];
      joiners = [];
      lastJoiner = '';
    };
    for (const span of spans) {
      const previous = chain[chain.length - 1];
      const between = previous ? sentence.slice(previous.end, span.start) : '';
      const joined = LIST_JOINER.test(between) || SPACED_SLASH.test(between) || (offered(span) && CHOICE_JOINER.test(between));
      if (previous && joined) {
        lastJoiner = between;
        joiners.push(between);
      } else close();
      chain.push(span);
    }
    close();
  }
  return lists;
}

/** A name with a peer alone in a bracket after it ('Tableau (Power BI)', 'AWS (Azure)'), as whole words. */
const peerInBracket = (x: string, y: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(x)}\\s*\\(\\s*${escapeRegExp(y)}\\s*\\)`, 'iu');
/** Two names joined by a slash with at most a space each side ('Tableau/Power BI', 'AWS / Azure'), as whole words. */
const tightSlash = (x: string, y: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(x)}\\s?/\\s?${escapeRegExp(y)}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Members of one family written with a tight slash between each two ('Tableau/Power BI', 'AWS/Azure', 'ACA/ACCA',
 * 'Tableau/Looker/Power BI'), or one alone in a bracket after another ('Tableau (Power BI)'): one or the other, as
 * peers are offered, so a run of them is one list, its ends offered instead of each other too. A slash between things
 * of different kinds joins what is asked together ('HTML/CSS', 'C#/.NET'), so only terms that share a goal (shareGoal)
 * are read so.
 */
function joinedPeers(sentences: readonly string[], peers: readonly { key: string; name: string; term: Term }[]): string[][] {
  // Each pair of one family and the ways of writing it that offer one for the other, built once.
  const pairs: { a: string; b: string; offered: RegExp[] }[] = [];
  for (const [i, a] of peers.entries()) {
    for (const b of peers.slice(i + 1)) {
      if (a.term.id === b.term.id || !shareGoal(a.term, b.term)) continue;
      // A member named in a bracket after its family is asked too ('Kubernetes (AKS)'); a peer is offered instead.
      const apart = !a.term.implies.includes(b.term.id) && !b.term.implies.includes(a.term.id);
      pairs.push({ a: a.key, b: b.key, offered: [tightSlash(a.name, b.name), tightSlash(b.name, a.name), ...(apart ? [peerInBracket(a.name, b.name), peerInBracket(b.name, a.name)] : [])] });
    }
  }
  const lists: string[][] = [];
  for (const sentence of sentences) {
    const runs: Set<string>[] = [];
    for (const { a, b, offered } of pairs) {
      if (!offered.some((re) => re.test(sentence))) continue;
      // Pairs sharing a name join one run ('Tableau/Looker' and 'Looker/Power BI').
      const joined = runs.filter((run) => run.has(a) || run.has(b));
      for (const r of joined) runs.splice(runs.indexOf(r), 1);
      runs.push(new Set([a, b, ...joined.flatMap((r) => [...r])]));
    }
    lists.push(...runs.map((run) => [...run]));
  }
  return lists;
}

/** A line that offers a choice of the list items below it ('Experience with one or more of the following:'). */
const CHOICE_HEAD = new RegExp(`${CHOICE.source}[^:]{0,60}:\\s*$`, 'i');

/** The most words an item of a choice block may have: a longer one is another requirement, not a choice. */
const MAX_CHOICE_WORDS = 4;
const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

/**
 * The items of the list a choice line heads: the list items right under it, deeper than it when it is a list item
 * itself (a flat list goes on with other requirements), up to a longer item, a blank line or other text.
 */
function choiceItems(lines: readonly string[], head: number): string[] {
  const nested = BULLET.test(lines[head]!);
  const items: string[] = [];
  for (const line of lines.slice(head + 1)) {
    const item = line.replace(BULLET, '').trim();
    if (!BULLET.test(line) || (nested && indentOf(line) <= indentOf(lines[head]!)) || item.split(/\s+/).length > MAX_CHOICE_WORDS) break;
    items.push(item);
  }
  return items;
}

/**
 * Requirements the advert offers as a choice in a list under a line that says so ('Hands-on experience with at least
 * one of the following:' then '- AWS', '- Azure', '- GCP'), as their keys, one list a block: any of them meets the ask.
 */
export function choiceBlockAlternatives(lines: readonly string[], names: readonly { key: string; name: string }[]): string[][] {
  const lists: string[][] = [];
  lines.forEach((line, i) => {
    if (!CHOICE_HEAD.test(line)) return;
    const items = choiceItems(lines, i);
    const keys = names.filter(({ name }) => items.some((item) => wholeName(name, 'iu').test(item))).map((n) => n.key);
    if (keys.length > 1) lists.push(keys);
  });
  return lists;
}

/**
 * How a term is shown: in the advert's own words ('catheter care', 'phlebotomy', "drivers' hours"), so the user
 * reads the gap as the employer wrote it and can find it in the advert; the lexicon's name when the advert writes
 * that name in another case ('javascript' is shown 'JavaScript') or when its words cannot be found as written. A
 * first word written all in lower case is raised, as a list item reads ('iTrent' stays as it is).
 */
function advertWording(hit: TermHit, sentence: string): string {
  const pattern = hit.written.split(' ').map(escapeRegExp).join("['’]?[\\s-]+");
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}['’]?(?![\\p{L}\\p{N}])`, 'iu').exec(sentence);
  if (!match) return hit.term.name;
  // 'Microsoft Dynamics 365', 'Windows 11': a version or edition number right after is part of the name; not a count
  // ('Excel 10 years', 'Sage 50 users').
  const after = sentence.slice(match.index + match[0].length);
  // 'NVQ Level 6 in Construction Site Management': the level of a qualification named with its subject is part of its
  // name ('NVQ Level 6'); the subject is not asked on its own (standsForOther).
  const level = hit.term.kind === 'qualification' && !/\blevel\b/i.test(match[0]) ? /^\s+(Level \d)\s+in\s/i.exec(after)?.[1] : undefined;
  if (level) return `${coreOf(hit.term, match[0].replace(/\s+/g, ' '))} ${level}`;
  const version = VERSION_AFTER.exec(after)?.[1];
  // A name written in the possessive ("the Regulator of Social Housing's standards") is shown without it, unless the
  // lexicon writes it so ("Master's").
  const possessive = /['’]s$/.test(match[0]) && !formsOf(hit.term).some((form) => /['’]s$/.test(form));
  const written = match[0].replace(/\s+/g, ' ').replace(possessive ? /['’]s$/ : /$^/, '') + (version && !/\d$/.test(match[0]) ? ` ${version}` : '');
  // The lexicon's name when the advert's words hold it and add only common words ('CIMA' of 'CIMA qualified',
  // 'Excel' of 'Advanced Excel'); not when they add a name or a number ('Sage 200', 'IOSH Managing Safely'), nor an
  // acronym before it that is part of the name ('MITRE ATT&CK').
  const at = ` ${written.toLowerCase()} `.indexOf(` ${hit.term.name.toLowerCase()} `);
  if (at >= 0 && !/[\p{Lu}\d]/u.test(written.slice(at + hit.term.name.length)) && !nameBefore(written.slice(0, at))) return coreOf(hit.term, hit.term.name);
  const shown = coreOf(hit.term, written);
  return /^\p{Ll}[\p{Ll}'’-]*(\s|$)/u.test(shown) ? shown[0]!.toUpperCase() + shown.slice(1) : shown;
}

/** Whether words before a lexicon name hold a word written in capitals that is part of the name ('MITRE' of 'MITRE
 *  ATT&CK'), not a place that only says where it applies ('UK employment law', 'EU GDPR'). */
const nameBefore = (words: string) =>
  [...words.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu)].some(([word]) => !isPlaceWord(word) && !/^(?:US|EU)$/.test(word));

/** A number of two to four digits right after a name, not a year (an Act's year is dropped as often as not) and not
 *  followed by what it counts. */
const VERSION_AFTER = /^\s+(?!19\d\d|20\d\d)(\d{2,4})(?![\d%+.,:\/–-]?\d|[%+–-]|\s*(?:years?|yrs|months?|weeks?|days?|hours?|hrs|minutes?|people|staff|users?|sites?|clients?|employees|per|a|an|or more|plus)\b)/i;

/** Words around a thing that name the paper or the work done on it, not another thing ('CITI training'). */
const AROUND = /^(?:training|certificates?|certification|registration|installations?|upgrades?|replacements?|approved|experience|skills|knowledge)$/i;

/**
 * The shortest of the term's own forms inside the advert's words, when the words around it only name the paper or
 * the work done on it ('heat pump' of 'heat pump installation', 'CITI' of 'CITI training', 'OZEV' of
 * 'OZEV-approved'): the thing itself. Other words stay ('court bundles', 'Sage 200', 'SIA Security Guarding licence').
 */
function coreOf(term: Term, written: string): string {
  const words = wordsOf(written);
  let best: Word[] | null = null;
  for (const form of formKeysOf(term)) {
    if (form.keys.length >= (best?.length ?? words.length)) continue;
    for (let at = 0; at + form.keys.length <= words.length; at++) {
      const run = words.slice(at, at + form.keys.length);
      if (!run.every((w, i) => w.key === form.keys[i] && (!form.exact || w.raw === form.exact[i]))) continue;
      const rest = [...words.slice(0, at), ...words.slice(at + run.length)];
      if (rest.length > 0 && rest.every((w) => AROUND.test(w.raw))) best = run;
      break;
    }
  }
  return best ? best.map((w) => w.raw).join(' ') : written;
}

/** After a name: its examples in a bracket closed by 'or' ('(BigQuery, Snowflake or Databricks)'), or after 'such as',
 *  'e.g.', 'for example' or 'like', a comma before them or not ('such as XGBoost or LightGBM', ', e.g. Sparx Maths'), up
 *  to the end of the clause or bracket. */
const EXAMPLES_BRACKET = /^\s*\(([^()]*\bor\b[^()]*)\)/i;
const EXAMPLES_PHRASE = /^\s*,?\s*\(?\s*(?:such as|e\.g\.?,?|eg|for example,?|like)\s+([^.;:()!?]+)/i;
/** A bracket's list closed by 'or similar' ('(Gainsight, ChurnZero or similar)'): examples said to be examples. */
const OR_SIMILAR_END = /\bor\s+(?:(?:a|an|any|another|other)\s+)?(?:similar|equivalent|comparable)\b/i;
/** One example: a lexicon skill, tool or qualification, or a word that reads as a name (a capital inside it, a digit,
 *  an acronym: 'BigQuery', 'AZ-104', 'GBM'); not everyday words ('Adult or Mental Health' are not tools). */
function exampleName(item: string): boolean {
  const term = scanTerms(wordsOf(item));
  if (term.length === 1 && term[0]!.length === wordsOf(item).length && term[0]!.term.kind !== 'domain') return true;
  const itemWords = item.split(/\s+/);
  // A product's name of capitalised words ('Raiser's Edge', 'Blue Yonder') reads as a name too.
  if (itemWords.length > 1 && itemWords.every((w) => /^\p{Lu}/u.test(w))) return true;
  return itemWords.some((w) => /^.+\p{Lu}/u.test(w) || /\d/.test(w) || /^\p{Lu}{2,}s?$/u.test(w));
}

/** An item of a list without the article before it ('a cloud platform' → 'cloud platform'). */
const withoutArticle = (item: string) => item.replace(/^(?:a|an|the)\s+/i, '');

/**
 * The examples an advert gives of a requirement, as written: every item of the list must read as a name (see
 * exampleName) and none may run past four words, else the bracket or phrase says something else ('(Manager)',
 * '(claims frequency and severity)').
 */
export function examplesOf(name: string, sentences: readonly string[], onlySaid = false): string[] {
  const at = wholeName(name, 'giu');
  const out: string[] = [];
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(at)) {
      const after = sentence.slice(m.index! + m[0].length);
      const phrase = EXAMPLES_PHRASE.exec(after)?.[1];
      const list = EXAMPLES_BRACKET.exec(after)?.[1] ?? phrase;
      if (!list) continue;
      const items = list
        .split(/,|\s+(?:or|and|and\/or)\s+/i)
        .map((item) => withoutArticle(item.trim()))
        .filter((item) => item && !/^(?:(?:a|an|any|another|other)\s+)?(?:similar|equivalent|comparable|other)\b/i.test(item));
      // Words that say 'for example' ('(e.g. thematic analysis, NVivo)') or a closing 'or similar' make a list of
      // examples when one item reads as a name; a bare bracket needs every item to.
      const said = list === phrase || OR_SIMILAR_END.test(list);
      const named = said ? items.some(exampleName) : items.every(exampleName);
      if (items.length === 0 || items.some((item) => item.split(/\s+/).length > 4) || !named || (onlySaid && !said)) continue;
      out.push(...items.filter((item) => !out.includes(item)));
    }
  }
  return out;
}

/** Words that open a list's first item without being part of it ('Experience in', 'A background in', 'BS in'). */
const LIST_INTRO = /^(?:.*\s)?(?:in|of|with|on|for|as|at|to|using|from|by|a|an|the)\s+/i;
/** What closes a list without naming anything ('or a related field', 'or another regulated product', 'or similar'). */
const LIST_CLOSER = /^(?:(?:a|an|any|another|other|some)\s+)?(?:similar|equivalent|comparable|related|relevant|another|other|alike)\b|^(?:another|other)\s/i;
/** Where a list's last item ends: punctuation, or a word that starts a new phrase. */
const ITEM_END = /[,;:()!?]|\.(?:\s|$)|\s(?:and|with|for|to|in|at|within|including|plus|where|who|which|is|are|will|would|as)\s/i;
/** Words that say what kind of ask an item is, not what is asked ('a degree in finance', 'working to GxP'): an item
 *  of only these names nothing, and a requirement is met by an item holding all its other words. */
const LIST_KIND_KEYS = new Set(
  ['degree', 'qualification', 'qualified', 'experience', 'knowledge', 'background', 'understanding', 'role', 'skills', 'work', 'working',
    'ability', 'field', 'subject', 'discipline', 'area', 'level', 'equivalent', 'in', 'of', 'and', 'the', 'a', 'an', 'to', 'with'].map((w) => wordKey(w)),
);
/** The most words one item of a list may have: a longer run is prose, not a name. */
const MAX_ITEM_WORDS = 4;

/**
 * The lists a sentence closes with 'or', as their items in plain words: 'BS in Computer Science, Statistics or a
 * related field' gives Computer Science and Statistics, 'Experience of mentoring trainee teachers or ECTs' gives
 * 'mentoring trainee teachers' and ECTs. The first item loses the words that introduce it; a closing 'or a related
 * field' or 'or another X' ends the list and names nothing; an item longer than four words is prose and ends it.
 */
export function orLists(sentence: string): string[][] {
  const lists: string[][] = [];
  // An item's words of degree ('or basic SQL', 'or of Power BI') are not part of what it offers (AFTER_OR).
  const article = (item: string) => withoutArticle(item.trim().replace(/^[^\p{L}\p{N}.]+/u, '')).replace(AFTER_OR_START, '');
  const size = (item: string) => item.split(/\s+/).filter(Boolean).length;
  for (const m of sentence.matchAll(/\s+or\s+/gi)) {
    const left = sentence.slice(0, m.index!).split(/[(;:)•–—]|\s-\s/).pop() ?? '';
    const rightRaw = sentence.slice(m.index! + m[0].length);
    const closes = LIST_CLOSER.test(rightRaw);
    const last = article(rightRaw.split(ITEM_END)[0] ?? '');
    const items: string[] = closes || !last || size(last) > MAX_ITEM_WORDS ? [] : [last];
    if (!closes && items.length === 0) continue;
    const parts = left.split(',');
    for (let i = parts.length - 1; i >= 0; i--) {
      const part = parts[i]!.trim();
      if (!part || /^(?:and|or)\s/i.test(part)) break;
      const item = article(part);
      if (size(item) <= MAX_ITEM_WORDS && i > 0) {
        items.unshift(item);
        continue;
      }
      const trimmed = article(item.replace(LIST_INTRO, ''));
      if (trimmed && size(trimmed) <= MAX_ITEM_WORDS) items.unshift(trimmed);
      break;
    }
    if (items.length >= 2) lists.push(items);
  }
  return lists;
}

/**
 * 'Fintech, mobile banking or another regulated product': a list closed by 'or' offers its other items, in plain
 * words, as wordings that meet each requirement one item names. An item names a requirement whose own words
 * ('Degree in finance' less its words of kind) are all in it.
 */
function acceptWordingsListedBeside(requirements: Array<Pick<Requirement, 'name' | 'accepts'>>, sentences: readonly string[]): void {
  const contentOf = (text: string) => wordsOf(text).map((w) => w.key).filter((k) => !LIST_KIND_KEYS.has(k));
  const within = (inner: string[], outer: string[]) => inner.length > 0 && inner.every((k) => outer.includes(k));
  const named = requirements.map((requirement) => ({ requirement, content: contentOf(requirement.name) }));
  for (const items of sentences.flatMap(orLists)) {
    const itemKeys = items.map(contentOf);
    for (const { requirement, content } of named) {
      const at = itemKeys.findIndex((keys) => within(content, keys));
      if (at < 0) continue;
      const others = items.filter((_item, i) => i !== at && itemKeys[i]!.length > 0);
      requirement.accepts = [...new Set([...(requirement.accepts ?? []), ...others])];
    }
  }
}

/** Stress of a requirement from where and how often the advert states it. */
const stressOf = (priority: Priority, inTitle: boolean, count: number) =>
  PRIORITY_STRESS[priority] + (inTitle ? TITLE_STRESS : 0) + Math.min(MAX_REPEAT_STRESS, count - 1);

/** Reads a job advert as a recruiter would: what it asks for, how much it stresses each, and what is noise. */
export function readAdvert(text: string): AdvertReading {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { title, line: titleLine } = titleOf(lines);
  const companies = companyNames(text);
  const sections = lineSections(lines, companies);
  const words = wordsOf(lines.join('\n'));
  const companyWords = new Set(companies.flatMap((c) => c.toLowerCase().split(/\s+/)));

  // Each sentence's standing, from its heading and its own words.
  const sentenceRaw = lines.flatMap(sentencesOf);
  // The names each sentence spells out and abbreviates, read once per sentence however many terms it holds.
  const abbreviated = new Map<number, ReturnType<typeof abbreviatedNames>>();
  const abbreviatedIn = (sentence: number) => abbreviated.get(sentence) ?? abbreviated.set(sentence, abbreviatedNames(sentenceRaw[sentence] ?? '')).get(sentence)!;
  const standing = (w: Word): Section =>
    w.line === titleLine ? 'must' : sentenceSection(sentenceRaw[w.sentence] ?? '', sections[w.line] ?? 'other', BENEFIT_SENTENCE, companies);
  const asPriority = (where: Section, kind: TermKind): Priority | null =>
    where === 'benefits' || where === 'selection' || (where === 'company' && kind !== 'skill') ? null : where === 'company' ? 'nice' : where === 'other' ? 'duty' : where;

  type Found = Omit<Requirement, 'alternatives'> & { first: number; alternatives: Set<string>; stated: boolean };
  const canonical = (entry: Found, name: string) => entry.term?.name === name;
  /** A wording in everyday words ('Version control'), which the lexicon's own name ('Git') names better. */
  const everyday = (name: string) => /^\p{L}[\p{Ll}'’-]*(?:\s[\p{Ll}'’-]+)+$/u.test(name);
  const found = new Map<string, Found>();
  const note = (key: string, name: string, kind: TermKind, term: Term | undefined, priority: Priority, inTitle: boolean, at: number, stated = false) => {
    const entry = found.get(key);
    if (!entry) {
      found.set(key, { name, kind, ...(term ? { term } : {}), priority, inTitle, count: 1, stress: 0, first: at, alternatives: new Set(), stated });
      return;
    }
    entry.count += 1;
    entry.inTitle ||= inTitle;
    const stronger = PRIORITY_RANK[priority] > PRIORITY_RANK[entry.priority];
    if (!stronger && PRIORITY_RANK[priority] < PRIORITY_RANK[entry.priority]) return;
    // At the same strength the lexicon's own name wins over a wording in everyday words ('Version control with
    // Git' is Git); an abbreviation the advert uses ('RGN') keeps its name.
    const sameName = !stronger && canonical(entry, entry.name) && !canonical(entry, name) && everyday(name);
    if (!stronger && (entry.stated || !stated)) {
      if (canonical(entry, name) && everyday(entry.name)) entry.name = name;
      return;
    }
    // The wording of the strongest statement names it, a requirement list's before other text at the same
    // strength ('Dementia care experience' over 'living with dementia', 'community nursing' over 'our district
    // nursing team').
    entry.priority = priority;
    if (!sameName) entry.name = name;
    entry.stated = stated;
  };

  // Which lexicon terms the advert asks for, and how strongly.
  const asked: TermHit[] = [];
  const roleWords = titleRoleSpan(words, titleLine);
  const hits = scanTerms(words);
  const byDegree: TermHit[] = [];
  for (const [i, hit] of hits.entries()) {
    const word = words[hit.at]!;
    // The job's own title ('Transport Planner', 'Warehouse Supervisor') names the job, not a skill to add; the
    // advice compares the title with the headline. Words of the title beside it ('– Payments', '(Go)') still ask,
    // and so does a title that is a registration ('Staff Nurse' asks for a Registered Nurse).
    if (roleWords.has(hit.at) && hit.term.kind !== 'qualification') continue;
    if (namesPeople(words[hit.at + hit.length - 1]!) || praisedEmployer(hit, words) || UNIT.test(wordsAfter(words, hit.at + hit.length, 1)[0] ?? '') || labelLetter(hit, words)) continue;
    if (standsForOther(hits, i, words) || insideAbbreviatedName(hit, abbreviatedIn(word.sentence)) || acronymOfOtherJob(hit, sentenceRaw[word.sentence] ?? '')) continue;
    if (degreeSubjectAt(hit, words)) {
      byDegree.push(hit);
      continue;
    }
    const where = standing(word);
    // A company describing itself ('a fast-growing fintech') asks for nothing; a tool it names ('our stack is dbt')
    // may still be used, so it counts as nice to have.
    const priority = asPriority(where, hit.term.kind);
    if (!priority || companyWords.has(hit.written.toLowerCase()) || inClientDescription(hit, sentenceRaw[word.sentence] ?? '')) continue;
    const inTitle = word.line === titleLine;
    const before = words.slice(Math.max(0, hit.at - 3), hit.at).filter((w) => w.sentence === word.sentence).map((w) => w.key);
    const context = { sentence: sentenceRaw[word.sentence] ?? '', where, inTitle, stated: sections[word.line] === 'must' || sections[word.line] === 'nice', before };
    if (!askedFor(hit, priority, context, words[hit.at - 1])) continue;
    note(hit.term.id, advertWording(hit, context.sentence), hit.term.kind, hit.term, priority, inTitle, hit.at, context.stated);
    if (OR_SIMILAR.test(` ${wordsAfter(words, hit.at + hit.length, 5).join(' ')}`.replace(ASKED_OF, '')) || soleExample(hit, words, context.sentence)) found.get(hit.term.id)!.orSimilar = true;
    if (hit.term.kind === 'qualification' && OR_ABOVE.test(` ${wordsAfter(words, hit.at + hit.length, 2).join(' ')}`)) found.get(hit.term.id)!.orAbove = true;
    asked.push(hit);
  }
  const link = (a: string, b: string) => {
    found.get(a)!.alternatives.add(b);
    found.get(b)!.alternatives.add(a);
  };
  linkAlternatives(asked, words, link);
  // 'HNC/HND or degree in Mechanical Engineering': the qualifications listed before a degree with a subject are
  // alternatives to that subject, as they were to the degree.
  for (const degree of byDegree) {
    const subject = asked.find((h) => h.at === degree.at + degree.length + 1);
    if (!subject) continue;
    for (const other of asked) {
      if (other.term.kind !== 'qualification' || other.at >= degree.at || words[other.at]!.line !== words[degree.at]!.line) continue;
      if (words.slice(other.at + other.length, degree.at).every((w) => QUALIFICATION_JOINER.test(w.raw) || other.term.id === subject.term.id)) link(other.term.id, subject.term.id);
    }
  }
  // A name found by pattern counts only where requirements are stated (never in company or benefit text).
  const linePriority = (i: number) => {
    const where = i === titleLine ? 'must' : sentenceSection(lines[i] ?? '', sections[i] ?? 'other', BENEFIT_SENTENCE, companies);
    return { priority: asPriority(where, 'domain'), list: sections[i] === 'must' || sections[i] === 'nice' };
  };
  // A line may hold a benefits sentence beside one that reads as an ask ('The University offers ... the USS pension
  // scheme. We hold an Athena Swan award.'): a name found there counts only when a sentence naming it asks.
  const lineOfSentence = lines.flatMap((line, i) => sentencesOf(line).map(() => i));
  const askedInASentence = (name: string) => {
    const named = wholeName(name, 'iu');
    return sentenceRaw.some((sentence, k) => {
      const i = lineOfSentence[k]!;
      return named.test(sentence) && (i === titleLine || !!asPriority(sentenceSection(sentence, sections[i] ?? 'other', BENEFIT_SENTENCE, companies), 'domain'));
    });
  };
  for (const unknown of unknownTerms(lines.map(withoutEligibility), linePriority, companies)) {
    if (!askedInASentence(unknown.name)) continue;
    // A name the lexicon reads whole ('Argo CD', found by its capitals too) is that term, read above or not asked.
    const known = scanTerms(wordsOf(unknown.name));
    if (known.length === 1 && known[0]!.length === wordsOf(unknown.name).length) continue;
    const key = `?${unknown.name.toLowerCase()}`;
    if (!found.has(key)) found.set(key, { name: unknown.name, kind: 'skill', priority: unknown.priority, inTitle: false, count: 1, stress: 0, first: Number.MAX_SAFE_INTEGER, alternatives: new Set(), stated: false });
  }
  const foundNames = [...found.entries()].map(([key, r]) => ({ key, name: r.name, ...(r.term ? { term: r.term } : {}) }));
  const peers = [...found.entries()].filter(([, r]) => r.term).map(([key, r]) => ({ key, name: r.name, term: r.term! }));
  for (const list of [...listedAlternatives(sentenceRaw, foundNames), ...choiceBlockAlternatives(lines, foundNames), ...joinedPeers(sentenceRaw, peers)]) {
    for (const [i, a] of list.entries()) for (const b of list.slice(i + 1)) if (a !== b) link(a, b);
  }
  acceptWordingsListedBeside([...found.values()], sentenceRaw);

  // A field's bracket names its papers, not examples of it ('civil engineering (BEng or MEng)').
  for (const entry of found.values()) {
    if (entry.kind === 'domain') continue;
    const examples = examplesOf(entry.name, sentenceRaw);
    if (examples.length > 0) entry.examples = examples;
    const said = examplesOf(entry.name, sentenceRaw, true);
    if (said.length > 0) entry.examplesSaid = said;
  }
  const requirements = [...found.values()]
    .map((r) => ({ ...r, stress: stressOf(r.priority, r.inTitle, r.count) }))
    .sort((a, b) => b.stress - a.stress || a.first - b.first)
    .map(({ first: _first, stated: _stated, alternatives, ...r }) => ({ ...r, alternatives: [...alternatives].map((key) => found.get(key)!.name) }));
  const names = (kind: TermKind) => requirements.filter((r) => r.kind === kind).map((r) => r.name);
  const role = titleRole(title, words);

  return {
    title,
    role: role?.written ?? '',
    field: role?.field ?? dominantField(requirements),
    requirements,
    hardSkills: names('skill'),
    qualifications: names('qualification'),
    domain: names('domain'),
    yearsOfExperience: yearsAsked(text),
    location: locationOf(text, companies),
    workingPattern: PATTERNS.filter(([, re]) => re.test(text)).map(([label]) => label),
    companyNames: companies,
    filler: [...new Set(words.map((w) => w.raw.toLowerCase()).filter((w) => FILLER_WORDS.has(w)))],
  };
}

/** The field most of the requirements belong to, ignoring the general one. */
function dominantField(requirements: Requirement[]): string | null {
  const counts = new Map<string, number>();
  for (const r of requirements) for (const f of r.term?.fields ?? []) if (f !== 'general') counts.set(f, (counts.get(f) ?? 0) + r.stress);
  return largestCount(counts) ?? null;
}
