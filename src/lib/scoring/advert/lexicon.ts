import { FIELDS } from './lexicon/index.ts';
import { phraseKeys, titleKey, type Word, wordKey, wordsOf } from './normalise.ts';
import type { FieldData, TermKind } from './types.ts';

/** One term of the lexicon with every form it may be written in. */
export interface Term {
  /** Stable id: the canonical name's keys joined, e.g. 'machine learn'. */
  id: string;
  /** The name shown to the user, e.g. 'Machine learning'. */
  name: string;
  kind: TermKind;
  /** Fields it belongs to, e.g. ['tech', 'data']. */
  fields: string[];
  /** Ids of the terms a CV shows by showing this one. */
  implies: string[];
}

/** One way of writing a term, as the scanner meets it. */
interface Form {
  term: Term;
  /** Comparison keys of the words in order. */
  keys: string[];
  /** When set, the words must also be written exactly so (case-sensitive forms such as 'Go' or 'R'). */
  exact?: string[];
  /** A one-word form's unstemmed key (titleKey): what an advert must write, see scanTerms. */
  whole?: string;
  /** Which words the form itself sets apart with a bracket or comma ('BSc (Hons) Nursing'): a text may too. */
  apart?: boolean[];
  /** A one-word form written possessive ("master's"): a text must write it with its 's' too (possessiveMet). */
  possessive?: boolean;
}

/** A job title of the lexicon and the skills the role usually asks for. */
interface Role {
  title: string;
  field: string;
  keys: string[][];
  skills: string[];
}

/** The compiled lexicon: forms indexed by their first word's key, for a single left-to-right scan. */
interface Index {
  terms: Map<string, Term>;
  byFirstKey: Map<string, Form[]>;
  roles: Role[];
  titleForms: Map<string, { role: Role; keys: string[] }[]>;
  /** Each term's forms as written (without '='), for the CV's lenient matches (cv-match.ts). */
  written: Map<string, string[]>;
  /** Each term's compiled forms, by term id, in the order they are listed (read-advert's coreOf). */
  formsByTerm: Map<string, Form[]>;
}

/** Appends to the list kept under `key`, starting it when there is none. */
function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const KINDS: [keyof FieldData, TermKind][] = [
  ['skills', 'skill'],
  ['qualifications', 'qualification'],
  ['domains', 'domain'],
];

/** Non-empty, non-comment lines of a block. */
const linesOf = (block: string) =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

export const termId = (name: string) => phraseKeys(name.replace(/^=/, '')).join(' ');

function addForm(index: Index, term: Term, written: string) {
  const exactly = written.startsWith('=');
  const text = written.replace(/^=/, '').trim();
  const keys = phraseKeys(text);
  if (keys.length === 0) return;
  pushTo(index.written, term.id, text);
  const apart = /[()[\],:|]/.test(text) ? wordsOf(text).map((w) => !!w.apart) : undefined;
  const possessive = keys.length === 1 && /['’]s$/.test(text);
  const form: Form = {
    term,
    keys,
    ...(apart ? { apart } : {}),
    ...(exactly ? { exact: text.split(/\s+/) } : {}),
    ...(keys.length === 1 ? { whole: titleKey(wordsOf(text)[0]!.raw) } : {}),
    ...(possessive ? { possessive } : {}),
  };
  pushTo(index.byFirstKey, keys[0]!, form);
  pushTo(index.formsByTerm, term.id, form);
}

/** Reads one term line into the index; a term listed by several fields keeps one entry. */
function addTerm(index: Index, line: string, kind: TermKind, field: string, pendingImplies: [Term, string][]) {
  const [formsPart, impliesPart] = line.split('>');
  const forms = formsPart!.split('|').map((f) => f.trim()).filter(Boolean);
  // '[Name]' is a display name only: too everyday a word to count on its own ('Recruitment').
  const nameOnly = /^\[(.*)\]$/.exec(forms[0]!);
  const name = nameOnly ? nameOnly[1]! : forms[0]!.replace(/^=/, '');
  if (nameOnly) forms.shift();
  const id = termId(name);
  const term = index.terms.get(id) ?? { id, name, kind, fields: [], implies: [] };
  if (!term.fields.includes(field)) term.fields.push(field);
  if (!index.terms.has(id)) index.terms.set(id, term);
  for (const form of forms) addForm(index, term, form);
  for (const implied of (impliesPart ?? '').split(',').map((s) => s.trim()).filter(Boolean)) pendingImplies.push([term, implied]);
}

function compile(fields: readonly FieldData[]): Index {
  const index: Index = { terms: new Map(), byFirstKey: new Map(), roles: [], titleForms: new Map(), written: new Map(), formsByTerm: new Map() };
  const pending: [Term, string][] = [];
  for (const data of fields) {
    for (const [block, kind] of KINDS) for (const line of linesOf(data[block])) addTerm(index, line, kind, data.field, pending);
  }
  // Longest forms first, so the scan takes 'Google Cloud Platform' before 'Google Cloud' (a stable sort: at one
  // length, the order the fields list them).
  for (const list of index.byFirstKey.values()) if (list.length > 1) list.sort((a, b) => b.keys.length - a.keys.length);
  for (const [term, implied] of pending) {
    const id = termId(implied);
    if (!index.terms.has(id)) throw new Error(`Lexicon: '${term.name}' implies unknown term '${implied}'`);
    term.implies.push(id);
  }
  for (const data of fields) {
    for (const line of linesOf(data.roles)) {
      const [titles, skills] = line.split(':');
      const names = titles!.split('|').map((t) => t.trim()).filter(Boolean);
      const skillIds = (skills ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(termId);
      const unknown = skillIds.filter((id) => !index.terms.has(id));
      if (unknown.length) throw new Error(`Lexicon: role '${names[0]}' lists unknown skills: ${unknown.join(', ')}`);
      const role: Role = { title: names[0]!, field: data.field, keys: names.map((n) => n.split(/[\s-]+/).filter(Boolean).map(titleKey)), skills: skillIds };
      index.roles.push(role);
      for (const keys of role.keys) {
        const list = index.titleForms.get(keys[0]!) ?? [];
        list.push({ role, keys });
        list.sort((a, b) => b.keys.length - a.keys.length);
        index.titleForms.set(keys[0]!, list);
      }
    }
  }
  return index;
}

let compiled: Index | undefined;
/** The lexicon, compiled on first use (a few milliseconds) and kept. */
function lexicon(): Index {
  compiled ??= compile(FIELDS);
  return compiled;
}

/** A term met in a text: which term, and where. */
export interface TermHit {
  term: Term;
  /** Index of its first word in the words scanned. */
  at: number;
  /** How many words it spans. */
  length: number;
  /** As written in the text. */
  written: string;
}

/**
 * A possessive one-word form ("master's", "bachelor's") met as written or as a plural ('Masters'), never as the bare
 * word: 'Scrum Master' and 'master data' are no degree.
 */
const possessiveMet = (form: Form, word: Word) => !form.possessive || /s$/i.test(word.raw);

/** A case-sensitive word as written, or an acronym's plural ('PFMEAs', 'ECGs' of 'PFMEA', 'ECG'). */
const writtenExactly = (raw: string, exact: string) => raw === exact || (raw === `${exact}s` && /^\p{Lu}[\p{Lu}\d&]+$/u.test(exact));

/** True when the form is written at `at`, within one sentence and no bracket or comma ('absence' ending a line and 'manage'
 *  starting the next are two, and so are 'Practice) certificate'). */
const formMatches = (form: Form, words: readonly Word[], at: number, anyCase: boolean) =>
  possessiveMet(form, words[at]!) &&
  form.keys.every((key, i) => {
    const word = words[at + i];
    return word?.key === key && word.sentence === words[at]!.sentence && (i === 0 || !word.apart || !!form.apart?.[i]) && (anyCase || !form.exact || writtenExactly(word.raw, form.exact[i]!));
  });

/**
 * A one-word form meets an advert's word only as that word or its plural, unstemmed: a lone word carries no
 * context to tell its senses apart, and stemming joins senses ('clean code' is not cleaning, 'governing body' is
 * not government, 'schedule interviews' is not interviewing). Phrases, and a CV's words (termsShown), stay stemmed.
 */
const wholeWordMatches = (form: Form, word: Word) => form.whole === undefined || form.whole === titleKey(word.raw);

/**
 * An acronym the lexicon knows followed by a number of three to five digits that no form of it holds ('ASC 606',
 * 'ASC 842', 'BS 5839'): a standard's or form's code, a name of its own, not the acronym's term (ASC, autism
 * spectrum condition) at a version. A year is not a code ('SQL 2019').
 */
function codeNumberAfter(words: readonly Word[], at: number, form: Form): boolean {
  if (form.keys.length !== 1 || !/^\p{Lu}{2,6}$/u.test(words[at]!.raw)) return false;
  const next = words[at + 1];
  return !!next && next.sentence === words[at]!.sentence && /^\d{3,5}$/.test(next.raw) && !/^(?:19|20)\d\d$/.test(next.raw);
}

/**
 * A form ending in 'level' with a number right after ('A Level 3 Early Years qualification'): the number makes a
 * 'Level 3' qualification of the word, so the form (A level) is not what is written.
 */
function levelNumberAfter(words: readonly Word[], at: number, form: Form): boolean {
  const next = words[at + form.keys.length];
  return form.keys.at(-1) === LEVEL_KEY && !!next && next.sentence === words[at]!.sentence && /^\d+$/.test(next.raw);
}
const LEVEL_KEY = wordKey('level');

/** The longest form an advert writes at `at`, if any. */
function formAt(words: readonly Word[], at: number): Form | undefined {
  const form = lexicon().byFirstKey.get(words[at]!.key)?.find((f) => formMatches(f, words, at, false) && wholeWordMatches(f, words[at]!));
  return form && !codeNumberAfter(words, at, form) && !levelNumberAfter(words, at, form) ? form : undefined;
}

/**
 * A longer form starting inside this one and running past its end takes the shared words ('Microsoft Azure Data
 * Factory' is Azure Data Factory, not Azure; 'MS SQL Server Reporting Services' is SSRS): the longer name is the
 * one written.
 */
function overtaken(words: readonly Word[], at: number, form: Form): boolean {
  const end = at + form.keys.length;
  for (let inside = at + 1; inside < end; inside++) {
    const other = formAt(words, inside);
    if (other && inside + other.keys.length > end && other.keys.length > form.keys.length) return true;
  }
  return false;
}

/**
 * Every lexicon term in `words`, left to right, the longest form winning where forms overlap: how an advert is
 * read, so that 'Google Cloud Platform' is one term.
 */
export function scanTerms(words: readonly Word[]): TermHit[] {
  const hits: TermHit[] = [];
  for (let at = 0; at < words.length; ) {
    const form = formAt(words, at);
    if (!form || overtaken(words, at, form)) {
      at += 1;
      continue;
    }
    const written = words.slice(at, at + form.keys.length).map((w) => w.raw).join(' ');
    hits.push({ term: form.term, at, length: form.keys.length, written });
    at += form.keys.length;
  }
  return hits;
}

/**
 * Every term a CV shows: every form at every word, overlaps included ('Newly Qualified Teacher' shows a
 * qualified teacher whatever else it shows), and case-sensitive forms ('Go', 'R') in any case. A CV is read
 * leniently because a missed match reports a gap the CV covers; an advert is read strictly (scanTerms).
 */
export function termsShown(words: readonly Word[]): Set<string> {
  const { byFirstKey, terms } = lexicon();
  const ids = new Set<string>();
  const add = (term: Term) => {
    if (ids.has(term.id)) return;
    ids.add(term.id);
    for (const id of term.implies) add(terms.get(id)!);
  };
  for (let at = 0; at < words.length; at++) {
    for (const form of byFirstKey.get(words[at]!.key) ?? []) if (formMatches(form, words, at, true) && !levelNumberAfter(words, at, form)) add(form.term);
  }
  return ids;
}

/** A job title found in a text: the lexicon's role, its field, and the words as written. */
export interface TitleHit {
  title: string;
  field: string;
  written: string;
  /** Index of its first word in the words scanned. */
  at: number;
  length: number;
}

/** Job titles of the lexicon in `words`, wherever they start. */
export function scanTitles(words: readonly Word[]): TitleHit[] {
  const { titleForms } = lexicon();
  const out: TitleHit[] = [];
  for (let at = 0; at < words.length; at++) {
    const found = titleForms.get(titleKey(words[at]!.raw))?.find((f) => f.keys.every((k, i) => words[at + i] && titleKey(words[at + i]!.raw) === k && words[at + i]!.sentence === words[at]!.sentence));
    if (!found) continue;
    const written = words.slice(at, at + found.keys.length).map((w) => w.raw).join(' ');
    out.push({ title: found.role.title, field: found.role.field, written, at, length: found.keys.length });
  }
  return out;
}

/**
 * Every term one of whose forms is the whole of `words` ('child protection' is a form of Safeguarding children and of
 * Child protection): the terms an advert's wording may mean, where the scan reads only the first.
 */
export function termsWrittenAs(words: readonly Word[]): Term[] {
  const forms = words.length ? (lexicon().byFirstKey.get(words[0]!.key) ?? []) : [];
  return [...new Set(forms.filter((f) => f.keys.length === words.length && formMatches(f, words, 0, true)).map((f) => f.term))];
}

/** True when one term implies the other, or both imply a third (ACA and ACCA both make a qualified accountant). */
export const shareGoal = (a: Term, b: Term) => a.implies.includes(b.id) || b.implies.includes(a.id) || a.implies.some((id) => b.implies.includes(id));

/** The comparison keys of each form of a term (its exact words, for a case-sensitive form). */
export function formKeysOf(term: Term): readonly { keys: string[]; exact?: string[] }[] {
  return lexicon().formsByTerm.get(term.id) ?? [];
}

/** The term with this id. */
export function termById(id: string): Term | undefined {
  return lexicon().terms.get(id);
}

let implying: Map<string, Term[]> | undefined;
/** The terms that imply the term with this id, directly: the members of a family ('Physics degree' of STEM degree). */
export function termsImplying(id: string): readonly Term[] {
  if (!implying) {
    implying = new Map();
    for (const term of lexicon().terms.values()) for (const implied of term.implies) pushTo(implying, implied, term);
  }
  return implying.get(id) ?? [];
}

/** Every term of the lexicon, in the order the fields list them. */
export function lexiconTerms(): Term[] {
  return [...lexicon().terms.values()];
}

/** Every way the lexicon writes a term ('JavaScript', 'JS', 'ECMAScript'), its name first when it is a form. */
export function formsOf(term: Term): readonly string[] {
  return lexicon().written.get(term.id) ?? [];
}

/** True when `word` (any case) is a form's first word of some term: a guard for words that look like names. */
export function isLexiconWord(raw: string): boolean {
  return lexicon().byFirstKey.has(wordKey(raw.toLowerCase()));
}

/**
 * The skills a role usually asks for, as lexicon terms: the role whose title matches `role` best (all its words
 * present, the longest such title winning), else an empty list. 'Senior Data Analyst' finds 'Data Analyst'.
 */
export function skillTermsForRole(role: string): Term[] {
  const keys = new Set(role.split(/[\s-]+/).filter(Boolean).map(titleKey));
  const best = lexicon()
    .roles.flatMap((r) => r.keys.filter((k) => k.every((key) => keys.has(key))).map((k) => ({ r, n: k.length })))
    .sort((a, b) => b.n - a.n)[0];
  return best ? best.r.skills.map((id) => lexicon().terms.get(id)!) : [];
}

/** The names of `skillTermsForRole(role)`. */
export function skillsForRole(role: string): string[] {
  return skillTermsForRole(role).map((term) => term.name);
}

/** How many terms and roles the lexicon holds. */
export function lexiconStats() {
  const index = lexicon();
  return { terms: index.terms.size, roles: index.roles.length };
}
