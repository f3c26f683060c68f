import { isLexiconWord, scanTerms } from './lexicon.ts';
import { FILLER_WORDS } from './noise.ts';
import { escapeRegExp, wordsOf } from './normalise.ts';
import { isPlaceWord } from './places.ts';
import type { Priority } from './sections.ts';

/**
 * Tools the lexicon does not know, recognised from how adverts ask for them: 'experience with Fivetran',
 * 'proficient in Xactly', or a short item of a requirements list. Precision matters more than recall here, so a
 * candidate must look like a name (a capital inside a sentence, a digit or symbol, an acronym) and be none of:
 * a lexicon term (already read), a company, a place, filler, or a common capitalised word.
 */

/**
 * The rest of a clause: up to a stop, colon, semicolon, bracket or line end. A dot with a letter or digit right after
 * is inside a name ('Node.js', 'VB.NET', 'Ph.D'), not a stop.
 */
const CLAUSE = String.raw`((?:[^.;:!?\n()]|\.(?=[\p{L}\p{N}]))+)`;
const CUE = new RegExp(
  String.raw`\b(?:experience (?:with|of|in|using)|hands-on (?:experience )?(?:with|in)|proficien(?:t|cy) (?:in|with|using)|(?:working |good |strong |solid |sound |deep |in-depth )?knowledge of|familiar(?:ity)? with|skilled in|expertise (?:in|with)|exposure to|competent (?:in|with|using)|confident (?:with|using|in)|track record (?:with|in))\s+` + CLAUSE,
  'giu',
);
/** Where a cue's phrase gives examples, the examples are the names. */
const EXAMPLES = /\b(?:such as|e\.g\.?|eg|including|like|for example|particularly|especially)\b/i;
const SPLIT = /,|\/|\s&\s|\s(?:and|or|and\/or|plus)\s/i;

/** Capitalised words that are not tool names. */
const COMMON = new Set(
  (
    'the a an all any other similar relevant modern current new our your their this these those its each both such ' +
    'experience knowledge strong good excellent working proven solid sound great deep understanding skills skill ability ' +
    'finance marketing sales operations engineering product design data technology it hr legal retail healthcare ' +
    'education construction hospitality government people business commercial corporate technical digital customer ' +
    'english maths mathematics science microsoft google amazon apple office cloud tools tool systems system software ' +
    'platforms platform ms uk us usa eu cv ceo cto cfo coo vp nhs bbc ltd plc inc llc etc ie eg i team teams role ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december level degree certificate diploma award ' +
    // pay, place and pattern abbreviations: on-target earnings, depending on experience, head office
    'ote doe pto fte wfh hq asap tbc emea apac ir35 am pm pqe cpd hm aa rac ' +
    // joiners some adverts write in capitals ('Python OR Java')
    'or and nor not'
  ).split(/\s+/),
);

/** A word that reads as (part of) a name: a digit or symbol, a capital after the first letter, an acronym, a dot
 *  between letters, or (when not the first word of a sentence or list item) a capital letter. */
function nameLike(word: string, atStart: boolean): boolean {
  if (!/\p{L}/u.test(word) || COMMON.has(word.toLowerCase()) || FILLER_WORDS.has(word.toLowerCase()) || isPlaceWord(word)) return false;
  // A dot between letters is a product's or a domain's ('Socket.io', 'Node.js'), not an abbreviation's ('e.g').
  if (/[\d+#]/.test(word) || /^.+\p{Lu}/u.test(word) || /^\p{Lu}{2,}$/u.test(word) || /^\p{L}{2,}\.\p{L}{2,}$/u.test(word)) return true;
  return !atStart && /^\p{Lu}\p{Ll}+$/u.test(word);
}

/** The name an item starts with ('Fivetran' of 'Fivetran is a plus'): its leading words that read as a name, at most four. */
function nameIn(item: string, atStart: boolean, companies: Set<string>): string | null {
  // 'experience of using Provision Map': the verb before a tool is not part of its name. A bracket that closes a
  // list ('(Procurement Act 2023, frameworks, ITTs)') is not part of its last name.
  const words = item.trim().replace(/^(?:using|working with|the|a|an)\s+/i, '').split(/\s+/).map((w) => w.replace(/[.,:;!?'’"]+$/, '').replace(/^([^(]+)\)$/, '$1'));
  const run: string[] = [];
  for (const [i, word] of words.entries()) {
    // A bracket opens an aside, not more of the name ('CIAT (MCIAT)', 'Powerplant (A&P)').
    if (i > 0 && word.startsWith('(')) break;
    // 'RIBA Plan of Work', 'Code of Practice': 'of' between capitalised words is inside the name.
    if (word === 'of' && run.length > 0 && nameLike(words[i + 1] ?? '', false)) {
      run.push(word);
      continue;
    }
    // A common capitalised word ends a product's name it follows ('Sparx Maths', 'Power Apps').
    const nameEnd = run.length > 0 && /^\p{Lu}\p{Ll}+$/u.test(word) && COMMON.has(word.toLowerCase()) && !isPlaceWord(word);
    if (!word || !(nameLike(word, atStart && i === 0) || nameEnd)) break;
    run.push(word);
    if (nameEnd) break;
  }
  // A run cut short by a capitalised word ('National' of 'National Insurance') is not the whole name.
  if (run.length === 0 || run.length > 4 || /^\p{Lu}/u.test(words[run.length] ?? '')) return null;
  // 'ISO 13485', 'Sage 50': a number right after is part of the name.
  if (/^\d+$/.test(words[run.length] ?? '')) run.push(words[run.length]!);
  const name = run.join(' ');
  if ([...companies].some((c) => c.toLowerCase() === name.toLowerCase() || name.split(/\s+/).some((w) => c.split(/\s+/).includes(w)))) return null;
  // A lexicon term the name begins ('IV' of 'IV therapy') was read already.
  if (scanTerms(wordsOf(words.join(' '))).some((hit) => hit.at < run.length)) return null;
  return name;
}

export const BULLET = /^\s*(?:[-•*–·▪]|\d+[.)])\s+/;

/** What a duty or requirement is done in or with ('keep records in AMOS', 'test APIs with Postman'): a name right
 *  after is the tool. Only in list items, where an opening paragraph's clients and places are not. */
const TOOL_AFTER = new RegExp(String.raw`\b(?:in|on|with|using|via)\s+` + CLAUSE, 'giu');
/**
 * One word after 'with the' or 'to the' that ends the clause or is followed by a small word: a person or body the work
 * is done with or for ('with the SENCo to plan', 'escalate to the MLRO'); not a name that goes on ('to the MITRE
 * ATT&CK matrix', 'with the NHBC Building Control inspector').
 */
const PERSON_AFTER = /^(?:with|to)\s+the\s+\S+?(?:[.,;:!?)]|$|\s+(?:in|on|for|and|or|to|with|as|at|when|where|who|about|if|so)\b)/i;
const personAfter = (text: string) => PERSON_AFTER.test(text.trim());
/** 'within' (and 'agreed', 'the') before a name: a limit the work keeps to ('within agreed SLAs'), not an ask. */
const WITHIN_BEFORE = /(?:^|\s)within(?:\s+(?:agreed|set|the|our))?$/i;
const QUALIFICATION_BEFORE = /\b(?:diploma|certificate|award|degree|nvq|qualification|apprenticeship|level \d+|[bm]sc|ba|ma|hn[cd])\s*$/i;

const TOOL_KIND = /\b(systems?|software|platforms?|tools?|packages?|languages?|frameworks?|databases?|methods?|methodolog\w*|qualifications?|certificat\w*|payments|regulations?|standards?|applications?|apps?|suites?|CRMs?|ERPs?)\s*$/i;
const EXAMPLES_AFTER = new RegExp(String.raw`\b(?:such as|e\.g\.?|for example|including)\s+` + CLAUSE, 'giu');

/**
 * Acronyms a requirement or duty line names ('HMRC RTI submissions', 'a CMMS', 'CCN1'): capitals (a digit or a
 * plural 's' may follow) are how trades, regulators and tools are written, and adverts rarely spell them out.
 * Runs of them are one name ('HMRC RTI'); a lexicon term, the company and the everyday ones (UK, NHS) are not.
 */
/** A UK postcode district ('LS1', 'SW1A') or a motorway ('M62'): a place. */
const POSTCODE = /^\p{Lu}{1,2}\d{1,2}\p{Lu}?$/u;
// 'ATT&CK', 'R&D': an ampersand between capitals is inside the acronym.
const ACRONYM = /^\p{Lu}(?:&?\p{Lu})+\d*s?$|^\p{Lu}+\d+\p{Lu}*$/u;
function acronymsIn(line: string, companies: Set<string>, initials: Set<string>): string[] {
  const out: string[] = [];
  // A line in capitals ('ABOUT US', 'WHAT YOU'LL DO') is a heading or a shout: its words are not acronyms.
  if (!/\p{Ll}/u.test(line)) return out;
  const tokens = line.replace(BULLET, '').split(/\s+/);
  const clean = (raw = '') => raw.replace(/^[("']+|[.,:;!?'’")]+$/g, '');
  let run: string[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (run.length === 0) return;
    // 'ISO 13485', 'FRS 102', 'VDA 6.3': a number right after is part of the name.
    const number = /^\d+(?:\.\d+)*$/.test(clean(tokens[end])) ? ` ${clean(tokens[end])}` : '';
    const name = run.join(' ') + number;
    const acronyms = run;
    run = [];
    if ([...companies].some((c) => c.split(/\s+/).some((w) => acronyms.includes(w)))) return;
    // A word the lexicon starts a term with ('ISO' of 'ISO 9001') is that term's, unless a number the lexicon does not
    // know makes another name of it ('ISO 13485').
    if (acronyms.some((a) => initials.has(a.replace(/s$/, '')) || (!number && isLexiconWord(a))) || scanTerms(wordsOf(name)).length > 0) return;
    // 'acupuncture (AACP)', 'Deprivation of Liberty Safeguards (DoLS)': an acronym in brackets right after a term
    // is that term's abbreviation or body, an aside, not another ask; one with a number is a certificate of its
    // own ('Gas Safe (CCN1)').
    if (/^\(/.test(tokens[start] ?? '') && !/\d/.test(name) && endsWithTerm(tokens.slice(0, start).join(' '))) return;
    // 'Sage 200 or a similar ERP': what stands in for a named tool is not asked for itself.
    if (/^(similar|equivalent|comparable|alternative|other)$/i.test(clean(tokens[start - 1]))) return;
    // 'Escalate to the MLRO', 'liaise with the LADO': the one a duty is done with or for is a person or body.
    if (start >= 2 && personAfter(tokens.slice(start - 2, start + 2).join(' '))) return;
    // 'within agreed SLAs', 'within KPIs': a limit the work is done within, not a thing to have.
    if (WITHIN_BEFORE.test(`${clean(tokens[start - 2])} ${clean(tokens[start - 1])}`)) return;
    // 'Civica CX': a capitalised word just before (after a lower-case word) is part of the product's name.
    // Not an acronym in brackets: 'Code of Practice (GSCOP)' abbreviates the words before, it does not add to them.
    const before = clean(tokens[start - 1]);
    const named = start > 1 && !/^\(/.test(tokens[start] ?? '') && /^\p{Lu}\p{Ll}+$/u.test(before) && /^\p{Ll}+$/u.test(clean(tokens[start - 2])) && !COMMON.has(before.toLowerCase()) && !isPlaceWord(before);
    out.push(named ? `${before} ${name}` : name);
  };
  tokens.forEach((raw, i) => {
    const word = clean(raw);
    const plainWord = word.toLowerCase().replace(/s$/, '');
    if (ACRONYM.test(word) && !POSTCODE.test(word) && ![word.toLowerCase(), plainWord].some((w) => COMMON.has(w) || FILLER_WORDS.has(w)) && !isPlaceWord(word)) {
      // A bracket opens another name (an abbreviation or membership): 'CIAT (MCIAT)' are two.
      if (/^\(/.test(raw)) flush(i);
      if (run.length === 0) start = i;
      run.push(word);
      // A comma or a bracket ends a name: 'CCN1, CENWAT' are two.
      if (/[,)]$/.test(raw) || /^\(/.test(raw)) flush(i + 1);
    } else flush(i);
  });
  flush(tokens.length);
  return out;
}

/** Whether a lexicon term ends the text ('... or injection therapy'). */
function endsWithTerm(text: string): boolean {
  const words = wordsOf(text);
  const last = scanTerms(words).at(-1);
  return !!last && last.at + last.length === words.length;
}

/**
 * Initials of the advert's runs of capitalised words ('BDM' of 'Business Development Manager', 'HEO' of 'Higher
 * Executive Officer'): an acronym that abbreviates a phrase of the advert names that phrase, which is read (or
 * not) on its own.
 */
function initialsOf(lines: string[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    for (const run of line.match(/(?:\b\p{Lu}[\p{Ll}]+(?:\s+(?:of|and|for|&)\s+|\s+)){1,5}\p{Lu}[\p{Ll}]+/gu) ?? []) {
      const words = run.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
      for (let from = 0; from < words.length - 1; from++) for (let to = from + 2; to <= words.length; to++) out.add(words.slice(from, to).map((w) => w[0]).join(''));
    }
  }
  return out;
}

/**
 * The subject of a degree ('Degree in Quantity Surveying or a related discipline', 'a degree in geography, GIS'): the
 * words after 'degree in' up to 'or', a comma or a bracket, at most four. Not 'a related subject', and not a named
 * award ('Foundation Degree in Payroll Management', its 'Degree' capitalised after another word), which is read whole.
 */
const DEGREE_SUBJECT = /\b[Dd]egree\s+in\s+((?!(?:a|an|the|any|one|relevant|related|similar)\b)[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)(?=\s+(?:or|and\/or)\b|\s*[,.;:()|]|\s*$)/gu;
export function degreeSubjects(line: string): string[] {
  return [...line.matchAll(DEGREE_SUBJECT)]
    .filter((m) => !(m[0].startsWith('D') && /[\p{L}'’]\s+$/u.test(line.slice(0, m.index))))
    .map((m) => m[1]!);
}

/** Capitalised words (with the small words names hold) right before an acronym in brackets ('Making Tax Digital
 *  (MTD)', 'General Insurance Pricing Practices (GIPP)'). */
const BEFORE_ACRONYM = /((?:\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|for|&|in|on|the|from|to)\s+)?){0,7}\p{Lu}[\p{L}'’-]*)\s+\(((\p{Lu}(?:&?\p{Lu})+)s?)\)/gu;
const SMALL = /^(?:of|and|for|&|in|on|the|from|to)$/;
/** Last words of a name that make it a job or a grade ('Higher Executive Officer (HEO)'), a person, not a thing to know. */
const JOB = /^(?:officers?|managers?|assistants?|directors?|executives?|advis[eo]rs?|assessors?|technicians?|engineers?|nurses?|workers?|practitioners?|leads?|coordinators?|administrators?|consultants?|specialists?|analysts?|partners?)$/i;
/** Last words of a name that make it a body ('Insurance Cultural Awareness Network (ICAN)'), not a thing to know. */
const BODY = /^(?:network|association|institute|institution|society|council|authority|agency|trust|group|partnership|foundation|board|commission|service|office|department|ministry|team|unit)$/i;

/** Each run of capitalised words a line spells out right before an acronym in brackets whose initials they are:
 *  the shortest such run ending before the bracket, with the acronym as written. */
function spelledOut(line: string): { name: string; acronym: string; last: string }[] {
  const out: { name: string; acronym: string; last: string }[] = [];
  for (const m of line.matchAll(BEFORE_ACRONYM)) {
    const words = m[1]!.split(/\s+/);
    const acronym = m[3]!.replace(/&/g, '');
    for (let from = words.length - 1; from >= 0; from--) {
      if (SMALL.test(words[from]!)) continue;
      const run = words.slice(from);
      // The small words count or not, as the acronym has it: 'Code of Practice (GSCOP)', 'Data Security and Protection (DSP)'.
      const initials = run.filter((w) => !SMALL.test(w)).map((w) => w[0]).join('');
      const withSmall = run.map((w) => w[0]!.toUpperCase()).join('');
      if (initials.length > acronym.length) break;
      if ((initials === acronym || withSmall === acronym) && run.length >= 2) {
        out.push({ name: run.join(' '), acronym: m[2]!, last: words[words.length - 1]! });
        break;
      }
    }
  }
  return out;
}

/**
 * Names a line spells out and then abbreviates in brackets: the shortest run of words ending before the bracket
 * whose capitalised words' initials are the acronym ('Analyse the Tenant Satisfaction Measures (TSMs)' gives
 * 'Tenant Satisfaction Measures'), with the acronym as written ('TSMs'). The whole name is what is asked, not a term
 * inside it ('General Insurance'); it is shown by its acronym, the shorter of the two. A job, a grade or a body is
 * no thing to know.
 */
export function abbreviatedNames(line: string): { name: string; acronym: string }[] {
  return spelledOut(line)
    .filter(({ last }) => !JOB.test(last) && !BODY.test(last))
    .map(({ name, acronym }) => ({ name, acronym }));
}

/** Jobs and grades a line spells out and abbreviates ('Senior Executive Officer (SEO)', 'Best Interests Assessor
 *  (BIA)'): the acronym names that person, whatever else the same letters may stand for. */
export function abbreviatedJobs(line: string): { name: string; acronym: string }[] {
  return spelledOut(line)
    .filter(({ last }) => JOB.test(last))
    .map(({ name, acronym }) => ({ name, acronym }));
}

/** The name of a law or code, capitalised words with the small words such names hold, up to its last word and year
 *  ('Conduct of Employment Agencies and Employment Businesses Regulations 2003', 'Consumer Protection from Unfair
 *  Trading Regulations'). */
const LAW_NAME = /(?<![\p{L}\p{N}])((?:\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|for|from|on|in|to|the)\s+)?){1,8}(?:Regulations|Act|Order|Directive|Rules|Code)(?:\s+(?:19|20)\d\d)?)(?![\p{L}\p{N}])/gu;

/** Laws and codes a line names whole, when the lexicon reads no part of them (it reads 'Mental Capacity Act 2005'). */
function lawNames(line: string): string[] {
  return [...line.matchAll(LAW_NAME)].map((m) => m[1]!.replace(/^The\s+/, '')).filter((name) => scanTerms(wordsOf(name)).length === 0);
}

/** Where words stand in a line as whole words, any space, slash or hyphen between them. */
function spansOf(words: string, line: string): { start: number; end: number }[] {
  const pattern = words.split(/\s+/).map(escapeRegExp).join('[\\s/-]+');
  return [...line.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'))].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
}

/** How the reader counts a line: a priority, or null for company and benefit text, which asks for nothing. */
export type LinePriority = (line: number) => { priority: Priority | null; list: boolean };

/** Terms the lexicon does not know, from cue phrases and requirement lists, with the priority of where they sit. */
export function unknownTerms(lines: string[], priorityOf: LinePriority, companies: string[]): { name: string; priority: Priority }[] {
  const companySet = new Set(companies);
  const companyKeys = new Set(companies.map((c) => c.toLowerCase()));
  const found = new Map<string, { name: string; priority: Priority }>();
  const addName = (name: string | null, priority: Priority) => {
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), { name, priority });
  };
  // An acronym the company or benefit text uses ('at QFL we...', 'EAP') is the employer's, never an ask.
  const initials = initialsOf(lines);
  const theirs = new Set(lines.filter((_, i) => !priorityOf(i).priority).flatMap((line) => acronymsIn(line, companySet, initials)));
  lines.forEach((line, i) => {
    const { priority, list } = priorityOf(i);
    if (!priority) return;
    // A piece of a lexicon term written on the line ('CI' of 'CI/CD', 'ID' of 'Entra ID') is that term, read already;
    // the same words elsewhere on the line still count ('Degree in Social Work ... Social Work England').
    // (Scanned for the line's first name only: most lines give none.)
    let termSpans: { start: number; end: number }[] | null = null;
    // A piece of a name the line spells out and abbreviates ('Protection Toolkit' of 'Data Security and Protection
    // Toolkit (DSPT)') is that name, asked by its acronym.
    const abbreviations = abbreviatedNames(line);
    const spelledOut = abbreviations.flatMap(({ name, acronym }) => spansOf(`${name} (${acronym})`, line));
    const within = (spans: { start: number; end: number }[], outer: { start: number; end: number }[]) =>
      spans.length > 0 && spans.every((s) => outer.some((t) => t.start <= s.start && s.end <= t.end && t.end - t.start > s.end - s.start));
    const add = (name: string | null, priority: Priority) => {
      const spans = name ? spansOf(name, line) : [];
      termSpans ??= spans.length ? scanTerms(wordsOf(line)).filter((hit) => hit.length > 1).flatMap((hit) => spansOf(hit.written, line)) : null;
      const pieceOfSpelledOut = spelledOut.length > 0 && !abbreviations.some((a) => a.acronym === name) && within(spans, spelledOut);
      if (!within(spans, termSpans ?? []) && !pieceOfSpelledOut) addName(name, priority);
    };
    for (const subject of degreeSubjects(line)) add(subject, priority);
    for (const law of lawNames(line)) add(law, priority);
    // 'Making Tax Digital (MTD)': a name the advert spells out and abbreviates, unless the lexicon reads it whole.
    for (const { name, acronym } of abbreviations) {
      const hits = scanTerms(wordsOf(name));
      if (!(hits.length === 1 && hits[0]!.length === wordsOf(name).length) && !companyKeys.has(name.toLowerCase())) add(acronym, priority);
    }
    for (const match of line.matchAll(CUE)) {
      const phrase = match[1]!;
      const parts = EXAMPLES.test(phrase) ? phrase.split(EXAMPLES).slice(1).join(' ') : phrase;
      parts.split(SPLIT).forEach((item) => add(nameIn(item, false, companySet), priority));
    }
    // 'e-disclosure platforms such as Relativity': examples of a kind of tool, method or rule name what the work
    // is done with, cue or none; examples of anything else ('retailers such as ...') may be clients.
    for (const match of line.matchAll(EXAMPLES_AFTER)) {
      if (!TOOL_KIND.test(line.slice(Math.max(0, match.index! - 40), match.index!))) continue;
      match[1]!.split(SPLIT).forEach((item) => add(nameIn(item, false, companySet), priority));
    }
    // Only in a list item or a stated requirement: an opening paragraph names the company's group, clients and
    // awards in capitals too.
    if (list || BULLET.test(line)) for (const acronym of acronymsIn(line, companySet, initials)) if (!theirs.has(acronym)) add(acronym, priority);
    if (BULLET.test(line)) {
      for (const match of line.matchAll(TOOL_AFTER)) {
        // 'Diploma in Journalism' names a subject, not a tool.
        if (QUALIFICATION_BEFORE.test(line.slice(0, match.index))) continue;
        // 'in Sentinel and Splunk' names two tools; 'with the class teacher and SENCo' and 'with the SENCo' name people.
        if (personAfter(match[0]!)) continue;
        for (const item of match[1]!.split(SPLIT)) {
          const name = nameIn(item, false, companySet);
          if (!name) break;
          add(name, priority);
        }
      }
    }
    if (!list) return;
    const item = line.replace(BULLET, '');
    const pieces = item.split(SPLIT);
    // A list item that is only a name ('- Fivetran'), or a comma list of names on one line.
    if (pieces.length >= 3 || (BULLET.test(line) && pieces.length === 1)) {
      pieces.forEach((piece, n) => add(nameIn(piece, n === 0, companySet), priority));
    }
  });
  // One name read twice, whole and in part ('EASA' by its capitals, 'EASA Part-66 B1' after a cue): the whole one.
  const names = [...found.values()];
  const within = (part: string, whole: string) => whole.length > part.length && ` ${whole.toLowerCase()} `.includes(` ${part.toLowerCase()} `);
  return names.filter((n) => !names.some((other) => within(n.name, other.name)));
}
