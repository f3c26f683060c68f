import {
  classifyContactPart,
  endsInPostcode,
  EMAIL_RE,
  findPhone,
  findUrl,
  isLoneTown,
  isPostcode,
  isProfileUrl,
  isStreetLine,
  linkHost,
  linkLabel,
  parseLocation,
  PLACE_LABEL,
  siteKey,
  splitContactRun,
  titleForUrl,
  type ContactPart,
  urlKey,
} from './contact.ts';
import { findDateRange } from './dates.ts';
import { isPersonalRowPart } from './europass.ts';
import { PERSONAL_DETAIL_NAMES } from './facts.ts';
import { companyScore, DEGREE_RE, INSTITUTION_RE, isCountry, titleScore } from './lexicon.ts';
import { isSentence, splitParts, type Placement } from './lines.ts';
import { headingKind, type Section, type SectionKind } from './sections.ts';
import type { CvLink, CvLocation } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * The personal header: name, headline and contact details, wherever the layout put them (top of the page,
 * a sidebar 'Contact' box, or a header table).
 */

export interface HeaderInfo {
  first_name: string;
  surname: string;
  headline: string;
  email: string;
  phone: string;
  location: CvLocation;
  links: CvLink[];
  /** Prose lines among the header lines: the profile when there is no profile section, else left unplaced. */
  prose: TextLine[];
  /** Parts of header lines that nothing took. */
  leftovers: string[];
}

const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'del', 'della', 'la', 'le', 'du', 'dos', 'das', 'do', 'ten', 'ter', 'bin', 'binti', 'al', 'el', 'ibn', 'st', 'st.', 'y', 'zu', 'af']);
/** The word after a father's name that makes it a patronymic, in lower case: Uzbek 'o‘g‘li' / 'qizi', Azerbaijani 'oğlu' / 'qızı', Kyrgyz 'uulu' / 'kyzy'. */
const PATRONYMIC_MARKER = /^(?:o['’‘ʻ`]?g['’‘ʻ`]?li|qizi|o[gğ]lu|q[iı]z[iı]|uulu|kyzy)$/iu;
const HONORIFICS = /^(?:dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame|rev|eng|ing)\.?\s+/i;
const NOT_NAME = /\b(curriculum|vitae|resume|résumé|cv|profile|page|contact|address|phone|email|mobile|confidential|references?)\b/i;

/** True when text reads as a person's name: 2 to 5 capitalised words, no digits or symbols. */
export function looksLikeName(text: string): boolean {
  // Letters after a comma are a degree's ('Jane Doe, PhD'), unless they name a country ('New Delhi, India').
  if (isCountry(/,\s*([^,]+)$/.exec(text)?.[1]?.trim() ?? '')) return false;
  const clean = text.replace(HONORIFICS, '').replace(/,\s*[A-Z][A-Za-z.]{1,8}(?:,\s*[A-Z][A-Za-z.]{1,8})*$/, '').trim();
  if (!clean || /[\d@/:|&()]/.test(clean) || NOT_NAME.test(clean) || clean.length > 50 || isPersonalRowPart(clean)) return false;
  // Initials glued to the name are words of their own ('A.Aishwarya').
  const tokens = clean.replace(LEADING_INITIALS, '$& ').split(/\s+/);
  if (tokens.length < 2 || tokens.length > 5) return false;
  if (headingKind(clean) || (DEGREE_RE.test(clean) && !SHORT_GIVEN_NAME.test(clean)) || INSTITUTION_RE.test(clean) || isCountry(tokens[tokens.length - 1]!)) return false;
  if (titleScore(clean) >= 2 || companyScore(clean) >= 2) return false;
  if (tokens.some((t) => FUNCTION_WORDS.has(t.toLowerCase()))) return false;
  return tokens.every((t) => PARTICLES.has(t.toLowerCase()) || PATRONYMIC_MARKER.test(t) || /^\p{Lu}[\p{L}'’.-]*-?$/u.test(t));
}

/** A given name shortened before the rest of the name ('Md Arshad Ali', 'Mohd Faiz'), no degree ('MD'). */
const SHORT_GIVEN_NAME = /^(?:Md|Mohd)\.?\s+\p{Lu}/u;

/** Small English words no name holds, though capitals may hide them ('JOB APPLIED FOR'). */
const FUNCTION_WORDS = new Set(['for', 'of', 'and', 'the', 'with', 'from']);

/** A generational suffix after a surname: 'Jr.', 'Sr', 'II', 'III', 'IV'. */
const NAME_SUFFIX = /^(?:jr|sr)\.?$|^(?:ii|iii|iv)$/i;

/** Letters after a comma at a name's end: a degree's or a body's ('Jane Doe, PhD', ', CPA, CFA'), or a generational suffix. */
const POST_NOMINALS = /,\s*[A-Z][A-Za-z.]{1,8}(?:,\s*[A-Z][A-Za-z.]{1,8})*$/;
/** A generational suffix after a comma stays with the surname as printed ('William H. Weiskopf, IV'). */
const SUFFIX_AFTER_COMMA = /^,\s*(?:Jr\.?|Sr\.?|II|III|IV)$/;

/** Initials glued to the word after them, no space between ('S.Ajeem', 'M.PRASANTH', 'K.R.Priya'). */
const LEADING_INITIALS = /^(?:\p{Lu}\.)+(?=\p{L}{2})/u;

/** Splits a name into first name and surname: the surname is the last word with any particles before it. */
export function splitName(raw: string): { first: string; last: string } {
  let clean = raw.replace(HONORIFICS, '').replace(POST_NOMINALS, (letters) => (SUFFIX_AFTER_COMMA.test(letters) ? letters : '')).trim();
  if (clean === clean.toUpperCase()) clean = nameCase(clean);
  const initialled = LEADING_INITIALS.exec(clean);
  if (initialled) {
    // 'S.Ajeem Ali', 'A.Aishwarya': initials glued to the name lead it, as South Indian names print the family's
    // initial; the name after them is the given name, and the initial is the surname when nothing else is.
    const [given, ...rest] = clean.slice(initialled[0].length).split(/\s+/);
    return { first: given!, last: rest.join(' ') || initialled[0] };
  }
  const tokens = clean.split(/\s+/);
  if (tokens.length === 1) return { first: tokens[0]!, last: '' };
  const printedFirst = surnameRunFirst(tokens);
  if (printedFirst) return { first: tokens.slice(printedFirst).join(' '), last: tokens.slice(0, printedFirst).join(' ') };
  // Initials alone after the given name ('Aswanth K P') are the family's and father's, as South Indian names print them.
  if (tokens.length > 2 && tokens.slice(1).every((t) => /^\p{Lu}\.?$/u.test(t))) return { first: tokens[0]!, last: tokens.slice(1).join(' ') };
  // A generational suffix ('Jr.', 'III') is no surname of its own: it goes with the word before it.
  const suffixed = tokens.length > 2 && NAME_SUFFIX.test(tokens[tokens.length - 1]!) ? 1 : 0;
  let i = tokens.length - 1 - suffixed;
  while (i > 1 && PARTICLES.has(tokens[i - 1]!.toLowerCase())) i--;
  // A middle initial stays with the first name, as printed ('Gerald F. Wu' → 'Gerald F.').
  return { first: tokens.slice(0, i).join(' '), last: tokens.slice(i).join(' ') };
}

/** A family name's word in capitals: three letters or more, or two as in 'LI', 'WU' (a consonant, a vowel), never initials ('AR', 'KP'). */
const CAPITALS_SURNAME = /^(?:\p{Lu}[\p{Lu}'’-]{2,}|[B-DF-HJ-NP-TV-Z][AEIOUY])$/u;
/** A given name's word in title case ('Jane', 'Jean-Luc'), or a middle initial after one ('M.'). */
const TITLE_CASE_WORD = /^\p{Lu}\p{Ll}[\p{L}'’-]*$|^\p{Lu}\.$/u;

/**
 * How many words the family name takes when it is printed first in capitals before the given name ('DOE Jane',
 * 'ROSSI Mario Luca', 'DE LUCA Anna'), as French, Italian, East Asian and Europass CVs print it; 0 otherwise.
 * Capitals mark the family name wherever it stands ('John DOE' prints it last), so a capitalised first word is
 * the family name, never a given name in capitals. A shortened given name ('MOHD Faiz') is no family name.
 */
function surnameRunFirst(tokens: string[]): number {
  const capitalParticle = (t: string) => PARTICLES.has(t.toLowerCase()) && t === t.toUpperCase();
  let run = 0;
  while (run < tokens.length && (CAPITALS_SURNAME.test(tokens[run]!) || capitalParticle(tokens[run]!))) run++;
  const given = tokens.slice(run);
  if (!tokens.slice(0, run).some((t) => CAPITALS_SURNAME.test(t)) || SHORT_GIVEN_NAME.test(`${nameCase(tokens[0]!)} X`)) return 0;
  return given.length && given.every((t) => TITLE_CASE_WORD.test(t)) && !given[0]!.endsWith('.') ? run : 0;
}

/**
 * The name in a name line's text, without what often surrounds it: markup left in the text ('<b>Jane Doe</b>'),
 * a title before or after it ('Curriculum Vitae of Shu Zhang', 'Jane Doe Resume') and a name in another script or a nickname in brackets
 * ('Hugo (Chun-Ho) Lin').
 */
export function cleanNameText(text: string): string {
  return text
    // Scripts and styles go with their content; other tags and entities alone.
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>|&(?:[a-z]+|#\d+);/gi, ' ')
    .replace(/^(?:curriculum vitae|résumé|resume|cv)\s+(?:of|for|[-–—:|])\s+/i, '')
    // … or after it ('Jane Doe Resume', "Jane Doe's CV").
    .replace(/(?:['’]s)?\s+(?:[|–—:-]\s+)?(?:curriculum vitae|résumé|resume|cv)$/i, '')
    .replace(/\s*\([^()]*\)\s*/g, ' ')
    // Pronouns after the name ('Jane Doe she/her', 'Jane Doe | they/them').
    .replace(/\s+(?:[|·•–—-]\s+)?(?:she|he|they|ze|xe)\s?\/\s?(?:her|him|them|hers|his|theirs|zir|xem)(?:\s?\/\s?\w+)?$/i, '')
    // Letters after the name with no comma before them ('Jane Doe MSc', 'Andrew Stanton MEng'): a degree's or
    // a professional body's, no part of the name.
    .replace(/(^\S+\s+\S+.*?)\s+(?:Ph\.?D|MBA|M\.?Sc|B\.?Sc|M\.?Eng|B\.?Eng|MPhil|MRes|CPA|CFA|PMP|CISSP|ACCA|FCA|P\.?Eng|EIT)\.?$/, '$1')
    // What a broken attribute leaves before or after ('"> Amelia Hartley'). Digits stay, so a street
    // ('Calle de Alcalá 112') never reads as a name; so do an initial's full stop and a wrapped name's hyphen.
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.’'-]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A name set in letter-spaced type comes out with a space between letters ('J A N E   D O E'): wider gaps,
 * or the e-mail's local part, show where the words break. Returns the name with its words joined, or null.
 */
export function joinSpacedLetters(text: string, email: string): string | null {
  if (!/^\p{L}(?:\s{1,3}\p{L}){3,}$/u.test(text)) return null;
  if (/\s{2,}/.test(text)) return text.split(/\s{2,}/).map((w) => w.replace(/\s+/g, '')).join(' ');
  return splitGluedName(text.replace(/\s+/g, ''), email);
}

/**
 * An ALL-CAPS name in the case people write it: every part of a double name and the letter after an
 * apostrophe, an initial's stop or 'Mc' capitalised ('SARAH-JANE MCALLISTER' → 'Sarah-Jane McAllister', "O'NEILL" →
 * "O'Neill", 'M.PRASANTH' → 'M.Prasanth').
 */
export function nameCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'’.-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc(\p{Ll})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`)
    // Particles inside a name stay lower case ('JAN VAN DER BERG' → 'Jan van der Berg'); a first word never is one.
    .replace(/(?<=\s)\p{Lu}\p{Ll}*(?=\s)/gu, (word) => (PARTICLES.has(word.toLowerCase()) ? word.toLowerCase() : word));
}

interface NameHit {
  line: TextLine;
  text: string;
  extra: TextLine[];
  /** What followed the name in its own cell after a separator ('Pieter-Jan Claes | Senior Policy Advisor'). */
  tail?: string;
  /** The name's cell in its line (1 after a label cell such as 'Personal information'). */
  cell?: number;
  /** First name and surname as the layout parts them (a stacked name: first name over surname). */
  parts?: { first: string; last: string };
}

/**
 * A name whose letters were spaced out in type comes out as one word ('RAFAELCOSTA'): the e-mail address's
 * local part ('rafael.costa') shows where its words break. Returns the name with spaces, or null.
 */
export function splitGluedName(word: string, email: string): string | null {
  if (!/^\p{L}{5,}$/u.test(word) || !email) return null;
  const [local, domain] = email.split('@') as [string, string];
  const pieces = local
    .replace(/\d+/g, '')
    .split(/[._-]+/)
    .filter(Boolean);
  // 'john@smith.com': a first name at a domain of the surname.
  if (pieces.length === 1) pieces.push(domain.split('.')[0]!);
  if (pieces.length < 2 || pieces.some((p) => p.length < 2)) return null;
  const plain = (t: string) => t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const target = plain(word);
  for (const order of [pieces, [...pieces].reverse()]) {
    if (order.join('').toLowerCase() !== target) continue;
    // The e-mail gives the breaks; the words stay as printed.
    const words: string[] = [];
    let at = 0;
    for (const piece of order) {
      words.push(word.slice(at, at + piece.length));
      at += piece.length;
    }
    return words.join(' ');
  }
  return null;
}

/** A name read from the start of a cell: as printed, before a separator, or split with the e-mail's help. */
function nameIn(cell: string, email: string): { text: string; tail?: string } | null {
  const raw = cell.replace(NAME_COLON, '').trim();
  const spaced = joinSpacedLetters(raw, email);
  if (spaced && looksLikeName(spaced)) return { text: spaced };
  const text = cleanNameText(raw);
  if (looksLikeName(text)) return { text };
  if (/-$/.test(text) && looksLikeName(text.replace(/-$/, '') + ' X')) return { text };
  // A spaced hyphen separates too ('Jane Doe - Resume'); a double name's hyphen has no spaces.
  const sep = /\s+[-|–—·•/]\s+/.exec(text);
  if (sep && looksLikeName(text.slice(0, sep.index))) return { text: text.slice(0, sep.index), tail: text.slice(sep.index + sep[0].length).trim() };
  const glued = splitGluedName(text, email);
  // A name printed in lower case ('johnsmith') counts when the e-mail spells it out.
  if (glued && looksLikeName(glued === glued.toLowerCase() ? nameCase(glued) : glued)) return { text: glued };
  return null;
}

/** A label cell before the name in form-like layouts ('Personal information | Mario Rossi'). */
const NAME_LABEL = /^(?:personal (?:information|details|data|info)|(?:full )?name)\s*:?$/i;

/** The index of the cell that could hold the name: the first, or the one after a label cell. */
function nameCell(line: TextLine): number {
  return line.cells.length > 1 && NAME_LABEL.test(line.cells[0]!.text.trim()) ? 1 : 0;
}

/** A name after its label: in a cell of its own ('Name | Mario Rossi') or before a colon ('NAME: M.PRASANTH'). */
function isNameLabelled(line: TextLine, cell: number): boolean {
  return cell > 0 || NAME_COLON.test(line.cells[0]!.text);
}

const NAME_COLON = /^(?:full\s+)?name\s*:\s*/i;

/** Finds the name: the largest name-like line near the top of page 1 (or of a sidebar layout's main column). */
export function findName(lines: TextLine[], email = ''): NameHit | null {
  let best: { line: TextLine; score: number; cell: number; text: string; tail?: string } | null = null;
  const limit = Math.min(lines.length, 60);
  let heading: SectionKind | null = null;
  for (let i = 0; i < limit; i++) {
    const line = lines[i]!;
    heading = headingKind(line.text) ?? heading;
    const cell = nameCell(line);
    // Below a section heading only a name in large type counts (a sidebar layout puts it atop the main column),
    // or one its label names ('Personal Profile' / 'Name : S.Ajeem Ali'), though not a referee's.
    const labelled = isNameLabelled(line, cell) && heading !== 'references';
    if (line.page !== 1 || line.bullet || (heading && line.size < 1.3 && !labelled)) continue;
    const candidate = nameIn(line.cells[cell]!.text, email);
    if (!candidate) continue;
    const score = line.size * 10 + (line.bold ? 1 : 0) - i * 0.05;
    if (!best || score > best.score) best = { line, score, cell, ...candidate };
  }
  // The rest of a name set small under the given name reads as a name by itself; the given name above completes it.
  const givenAbove = givenNameOverSmallerRest(lines.slice(0, 8).filter((l) => l.page === 1));
  if (givenAbove && (!best || best.line === givenAbove.extra[0])) return givenAbove;
  if (!best) return findStackedName(lines, email);
  const stacked = firstNameAbove(lines, best.line, best.text);
  if (stacked && best.cell === 0 && !best.tail) return stacked;
  // A long name wrapped onto a second line of the same size ('Chinedu Adebayo-' / 'Williams'); after a
  // separator, the wrapped word belongs to what followed the name ('… | Senior Policy' / 'Advisor').
  const extra: TextLine[] = [];
  let text = best.text;
  let tail = best.tail;
  const at = lines.indexOf(best.line);
  if (best.line.size > 1.3) {
    for (const next of lines.slice(at + 1, at + 4)) {
      // A section's heading in the name's type ('Timothy Andrew' … 'Experience') ends the header, never the name.
      if (headingKind(next.text)) break;
      if (Math.abs(next.size - best.line.size) < 0.05 && /^[\p{Lu}][\p{L}'’-]*$/u.test(next.cells[0]!.text) && next.cells.length === 1) {
        if (tail) tail = `${tail} ${next.cells[0]!.text}`;
        else text = /-$/.test(text) ? text + next.cells[0]!.text : `${text} ${next.cells[0]!.text}`;
        extra.push(next);
        break;
      }
    }
  }
  return { line: best.line, text, extra, tail, cell: best.cell };
}

const ONE_NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/**
 * A name set as a stack, first name above surname, in large type at the top ('ISABELLA' / 'ROSSI'). The
 * surname's row may hold other text beside it (contacts in a right-hand column), so only its first cell counts.
 */
function findStackedName(lines: TextLine[], email: string): NameHit | null {
  const top = lines.slice(0, 8).filter((l) => l.page === 1);
  for (let i = 0; i < top.length; i++) {
    const first = top[i]!;
    const word = first.cells[0]!.text;
    if (first.size < 1.5 || first.bullet || !ONE_NAME_WORD.test(word) || headingKind(word)) continue;
    for (const next of top.slice(i + 1, i + 4)) {
      const surname = next.cells[0]!.text;
      const sameCase = (word === word.toUpperCase()) === (surname === surname.toUpperCase());
      // The two words of a stacked name share their left edge; a word set elsewhere is a headline ('Alice' / 'Adventurer').
      const aligned = Math.abs(next.cells[0]!.x - first.cells[0]!.x) < 6;
      if (aligned && ONE_NAME_WORD.test(surname) && sameCase && !headingKind(surname) && looksLikeName(`${word} ${surname}`)) {
        return { line: first, text: `${word} ${surname}`, extra: [next] };
      }
    }
    return findFirstNameOnly(top, i, email);
  }
  return null;
}

/**
 * 'Abduqodir' / 'Ubaydullayev Xojimurod o‘g‘li': the given name alone opening the page in the largest type, the
 * rest of the name (surname, patronymic) on the line right under it in smaller type, aligned with it. The two must
 * read as one name.
 */
function givenNameOverSmallerRest(top: TextLine[]): NameHit | null {
  const [first, next] = top;
  if (!first || !next || first.size < 1.3 || first.bullet || next.bullet || first.cells.length !== 1 || next.cells.length !== 1) return null;
  const [word, rest] = [first.text.trim(), next.text.trim()];
  if (!ONE_NAME_WORD.test(word) || next.size >= first.size || top.some((l) => l.size > first.size)) return null;
  // Set as one block: the same left edge or the same centre ('Alice' / 'Adventurer' set apart is a name and a title).
  const aligned = Math.abs(first.x - next.x) < 6;
  const centred = first.right !== undefined && next.right !== undefined && Math.abs(first.x + first.right - next.x - next.right) < 12;
  if (!aligned && !centred) return null;
  if (headingKind(word) || headingKind(rest) || NOT_NAME.test(word) || rest.split(/\s+/).length > 4 || !looksLikeName(`${word} ${rest}`)) return null;
  return { line: first, text: `${word} ${rest}`, extra: [next], parts: { first: word, last: rest } };
}

/**
 * A name set as a stack whose surname runs to more words than one ('Rahmad' / 'Al Habib K', 'Mario' / 'Lopez
 * Martinez'): in large type, one capitalised word right above the name line, in the same case and nearly the same
 * size, sharing its left edge or its centre, that reads as no heading, title, employer, school or place. The layout
 * parts the name: the word above is the first name, the line under it the surname.
 */
function firstNameAbove(lines: TextLine[], nameLine: TextLine, surname: string): NameHit | null {
  const above = lines[lines.indexOf(nameLine) - 1];
  if (!above || above.page !== nameLine.page || above.bullet || above.cells.length !== 1 || nameLine.size < 1.5) return null;
  const word = above.text.trim();
  if (!ONE_NAME_WORD.test(word) || Math.abs(above.size - nameLine.size) > nameLine.size * 0.1) return null;
  if ((word === word.toUpperCase()) !== (surname === surname.toUpperCase())) return null;
  const aligned = Math.abs(above.x - nameLine.x) < 6;
  const centred = above.right !== undefined && nameLine.right !== undefined && Math.abs(above.x + above.right - nameLine.x - nameLine.right) < 12;
  if (!aligned && !centred) return null;
  if (headingKind(word) || NOT_NAME.test(word) || FUNCTION_WORDS.has(word.toLowerCase())) return null;
  if (titleScore(word) > 0 || companyScore(word) > 0 || INSTITUTION_RE.test(word) || isCountry(word)) return null;
  if (!looksLikeName(`${word} ${surname}`)) return null;
  const shown = (text: string) => (text === text.toUpperCase() ? nameCase(text) : text);
  return { line: above, text: `${word} ${surname}`, extra: [nameLine], parts: { first: shown(word), last: shown(surname) } };
}

/**
 * A CV signed with a first name only ('Alice'): one capitalised word, the largest type at the top of the
 * page, that reads as no heading, title or employer, and that the e-mail address confirms (alice@…); a big
 * word alone is too often a greeting, a skill or a logo.
 */
function findFirstNameOnly(top: TextLine[], at: number, email: string): NameHit | null {
  const line = top[at]!;
  const word = line.cells[0]!.text;
  const plain = (t: string) => t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (word.length < 3 || !plain(email.split('@')[0] ?? '').includes(plain(word))) return null;
  if (line.size < 1.8 || top.some((l) => l !== line && l.size >= line.size) || NOT_NAME.test(word) || FUNCTION_WORDS.has(word.toLowerCase())) return null;
  if (titleScore(word) > 0 || companyScore(word) > 0 || INSTITUTION_RE.test(word) || isCountry(word)) return null;
  return { line, text: word, extra: [] };
}

/** Reads the header: name and headline from the name's neighbourhood, contacts from header and contact sections. */
export function parseHeader(lines: TextLine[], sections: Section[], placement: Placement): HeaderInfo {
  const info: HeaderInfo = {
    first_name: '',
    surname: '',
    headline: '',
    email: '',
    phone: '',
    location: { city: '', country: '' },
    links: [],
    prose: [],
    leftovers: [],
  };
  const email = lines.slice(0, 80).map((l) => EMAIL_RE.exec(l.text)?.[0]).find(Boolean) ?? '';
  const name = findName(lines, email);
  const contactLines: TextLine[] = [];
  let headlineInContacts = '';
  // A town alone under the headline (LinkedIn's export: name, headline, 'Nagpur'), used when nothing else names a place.
  let townLine: TextLine | null = null;
  for (const section of sections) {
    if (section.kind === 'header') contactLines.push(...untilHeading(section.lines));
    if (section.kind === 'contact' || section.kind === 'links') contactLines.push(...section.lines);
    if ((section.kind === 'contact' || section.kind === 'links') && section.heading) placement.take(section.heading);
  }
  if (name) {
    const { first, last } = name.parts ?? splitName(name.text);
    info.first_name = first;
    info.surname = last;
    placement.take(name.line, ...name.extra);
    // Other cells of the name's rows (a headline, contacts) are read like any header line.
    const rest = remainder(name.line, (name.cell ?? 0) + 1);
    for (const extra of name.extra) {
      const beside = remainder(extra, 1);
      if (beside) contactLines.push(beside);
    }
    const at = lines.indexOf(name.line);
    const after = lines.slice(at + 1, at + 5).filter((l) => !name.extra.includes(l));
    const headings = new Set(sections.map((s) => s.heading));
    const pending: TextLine[] = rest ? [rest] : [];
    for (const line of after) {
      // Any section's heading ends the header, known kind or not ('Welcome to RenderCV').
      if ((headingKind(line.text) && !findDateRange(line.text)) || headings.has(line)) break;
      pending.push(line);
    }
    if (name.tail && titleScore(name.tail) > 0 && !classifyContactPart(name.tail)) info.headline = name.tail;
    // Contacts after the name in its own cell ('Anna Rowan / anna@… / 07523 …') are read like a header line.
    else if (name.tail) {
      const tail = tailLine(name.line, name.cell ?? 0, name.tail);
      if (splitParts(tail.text).some((p) => classifyContactPart(p))) contactLines.push(tail);
    }
    // The headline is the first short, title-like line after the name that is not a contact detail.
    for (const line of info.headline ? [] : pending) {
      // An icon-led line ('• lucia-ferrandez' beside a profile icon) is a contact detail, never the headline.
      if (line.bullet) continue;
      if (isHeadlineLabel(line)) break;
      const text = line.cells[0]!.text;
      const wrapped = wrappedHeadline(line, pending, lines);
      if (wrapped) {
        info.headline = wrapped.text;
        placement.take(...wrapped.lines);
        break;
      }
      const leading = leadingHeadline(text);
      if (leading) {
        // 'Backend Developer · Buenos Aires, Argentina · tomas@x.com': the line stays a contact line.
        info.headline = leading;
        headlineInContacts = leading;
        break;
      }
      // Addresses in any form ('debarghyadas.com| fb.co/dd', a placeholder 'joe@email') are contacts, never a title;
      // nor is the name again in another script.
      if (isContactText(text) || isStreetLine(text) || findDateRange(text) || !/[A-Za-z]/.test(text)) continue;
      const piped = pipedHeadline(line, pending);
      if (piped) {
        info.headline = piped.text;
        placement.take(...piped.lines);
        // LinkedIn's export prints the town under a headline of '|'-parted phrases too.
        townLine = townUnder(piped.lines[piped.lines.length - 1]!, lines, headings);
        break;
      }
      // A tagline set larger than the text under the name ('Senior Engineer looking for a full time job') is the
      // headline however it reads, unless it closes as a sentence does or runs on into the next line (a profile).
      const below = lines[lines.indexOf(line) + 1];
      const runsOn = !!below && (below.wrap > 0 || (/^\p{Ll}/u.test(below.text.trim()) && Math.abs(below.size - line.size) < 0.05));
      const tagline = line.size >= 1.05 && text.split(/\s+/).length <= 12 && !/[.!?:;]$/.test(text.trim()) && !runsOn;
      if (!tagline && (isProse(text) || text.split(/\s+/).length > 10)) break;
      // A title set on the name's own row, in a cell of its own ('Elliott Indiran | Computational Linguist'), whatever its
      // words; an address's first line there runs on with a comma ('Velamparambil,').
      const besideName = line === rest && text.split(/\s+/).length <= 6 && /^\p{Lu}/u.test(text) && !/,$/.test(text.trim()) && !NOT_NAME.test(text);
      if (titleScore(text) > 0 || line.size >= 1.05 || isDottedPhrases(text) || besideName) {
        // '(JAVA developer)': a title set in brackets under the name is the title, the brackets its decoration.
        info.headline = text.replace(/^(?:title|headline|role)\s*:\s*/i, '').replace(/^\(([^()]+)\)$/, '$1').trim();
        townLine = townUnder(line, lines, headings);
        const others = remainder(line, 1);
        if (line !== rest) placement.take(line);
        if (others) contactLines.push(others);
        if (line === rest) pending.splice(pending.indexOf(rest), 1);
      }
      break;
    }
    // A template may set the contact line, title first, above the name ('Data Engineer · Bremen, Germany · jo@x.de').
    const above = lines[at - 1];
    const leadingAbove = !info.headline && above && above.page === name.line.page && above.cells.length === 1 ? leadingHeadline(above.text) : null;
    if (leadingAbove) {
      info.headline = leadingAbove;
      headlineInContacts = leadingAbove;
      if (!contactLines.includes(above!)) contactLines.push(above!);
    }
    if (rest && pending.includes(rest)) contactLines.push(rest);
    // Lines right after the name and headline often carry contacts even inside another section (sidebars).
    let continued = false;
    for (const line of after) {
      if (headingKind(line.text)) break;
      // An address label's line, and the lines its value wraps onto (ending with a comma), are contacts too.
      const contact: boolean = continued || PLACE_LABEL.test(line.cells[0]!.text.trim()) || splitParts(line.text).some((p) => classifyContactPart(p));
      if (!contactLines.includes(line) && contact) contactLines.push(line);
      continued = contact && /,$/.test(line.text.trim());
    }
  }
  // Read in document order: cells beside the name or headline come before the lines under them.
  const position = new Map(lines.map((l, i) => [l, i]));
  const order = (l: TextLine) => position.get(ORIGIN.get(l) ?? l) ?? -1;
  contactLines.sort((a, b) => order(a) - order(b));
  if (!info.headline) info.headline = labelledHeadline(lines, placement);
  mendBrokenContacts(contactLines, placement);
  mendWrappedAddresses(contactLines, placement);
  readContacts(contactLines, info, placement);
  const headlineAt = headlineInContacts ? info.leftovers.indexOf(headlineInContacts) : -1;
  if (headlineAt >= 0) info.leftovers.splice(headlineAt, 1);
  const elsewhere = info.email ? { block: [], emailAt: -1 } : contactBlockElsewhere(lines, sections);
  readContacts(elsewhere.block, info, placement);
  fallbackContacts(lines, info, placement, elsewhere.emailAt);
  placeUnderLabel(lines, info, placement);
  takeLabelRows(lines, placement);
  townLine ??= townAmongContacts(sections, placement);
  if (townLine && !info.location.city && !info.location.country && !placement.has(townLine)) {
    info.location = { city: townLine.text.trim(), country: '' };
    placement.take(townLine);
  }
  return info;
}

/**
 * The header section's lines up to a line that reads as another section's heading: when a template's headings
 * escaped the section split (an icon before each), schools and employers below are no contacts.
 */
function untilHeading(lines: TextLine[]): TextLine[] {
  const end = lines.findIndex((l) => {
    const kind = headingKind(l.text);
    return !!kind && !['header', 'contact', 'links', 'profile', 'additional'].includes(kind);
  });
  return end < 0 ? lines : lines.slice(0, end);
}

/**
 * 'Computer Science · Applied Mathematics · Open Source Contributor' under the name, as Awesome-CV sets the position:
 * short phrases between middle dots, none of them a place, a number or an address.
 */
function isDottedPhrases(text: string): boolean {
  const pieces = text.split(/\s·\s/).map((p) => p.trim());
  return (
    pieces.length >= 2 &&
    pieces.every((p) => /^\p{L}/u.test(p) && p.split(/\s+/).length <= 5 && !/[\d@/:]/.test(p) && !isCountry(p) && !parseLocation(p))
  );
}

/** The line under the headline when it is a town's name alone: one cell of one to three capitalised words. */
function townUnder(headline: TextLine, lines: TextLine[], headings: Set<TextLine | null>): TextLine | null {
  const next = lines[lines.indexOf(headline) + 1];
  if (!next || next.cells.length > 1 || next.bullet || headings.has(next) || headingKind(next.text)) return null;
  const text = next.text.trim();
  return isLoneTown(text) && !classifyContactPart(text) && (!looksLikeName(text) || TOWN_PREFIX.test(text)) && companyScore(text) === 0 ? next : null;
}

/**
 * A town alone on its line under a 'Contact' or 'Details' heading, in one block with a contact detail next to it
 * ('DETAILS' / 'Bucharest' / '0743 333 694'): there it names where the person is, never a headline.
 */
function townAmongContacts(sections: Section[], placement: Placement): TextLine | null {
  for (const section of sections) {
    if (section.kind !== 'contact' || !section.heading) continue;
    const lines = section.lines;
    const detail = (line: TextLine | undefined) => !!line && splitParts(line.text).some((p) => classifyContactPart(p)?.kind !== 'label' && classifyContactPart(p));
    const town = lines.find((line, i) => {
      const text = line.text.trim();
      if (placement.has(line) || line.cells.length > 1 || line.bullet || !isLoneTown(text) || classifyContactPart(text) || linkLabel(text.split(/\s+/)[0]!)) return false;
      return (detail(lines[i - 1]) && !line.gapBefore) || (detail(lines[i + 1]) && !lines[i + 1]!.gapBefore);
    });
    if (town) return town;
  }
  return null;
}

/** The first word of many towns' names, which no one's name starts with: 'New York', 'San Jose', 'Buenos Aires', 'Cape Town'. */
const TOWN_PREFIX = /^(?:New|San|Santa|Santo|São|Sao|Los|Las|Saint|St\.?|Port|Cape|Hong|Kuala|Rio|Buenos|Fort|Mount|Ciudad|Porto)\s/;

/** Text made of contact details: a detail, a line holding one among its parts, or any address. */
function isContactText(text: string): boolean {
  // An '@' inside a word is an address ('joe@email'); a spaced one is a job's place ('Engineer @ Acme').
  return !!classifyContactPart(text) || /\S@\S/.test(text) || splitParts(text).some((p) => classifyContactPart(p));
}

/** Prose, not a title: a short job title in lower case ('junior business analyst') is still a title. */
function isProse(text: string): boolean {
  const short = text.split(/\s+/).length <= 5 && !/[.,;!?]/.test(text) && titleScore(text) > 0;
  return isSentence(text) && !short;
}

/** A job title printed after a label cell, in form-like layouts ('Job applied for | Human Resources'). */
// Not 'Position' or 'Job title' alone: form-like role tables print those for each job.
const HEADLINE_LABEL = /^(?:job applied for|position applied for|desired (?:position|job|role)|preferred job|target (?:role|position|job))\s*:?$/i;

const isHeadlineLabel = (line: TextLine) => line.cells.length === 2 && HEADLINE_LABEL.test(line.cells[0]!.text.trim());

function labelledHeadline(lines: TextLine[], placement: Placement): string {
  for (const line of lines.slice(0, 30)) {
    if (isHeadlineLabel(line) && !isContactText(line.cells[1]!.text)) {
      placement.take(line);
      return line.cells[1]!.text.trim();
    }
  }
  return '';
}

/**
 * A headline of short phrases between bars, as LinkedIn profiles have them ('DevOps AWS | Python | Terraform'),
 * wrapped onto a line that opens or goes on with a bar. It may run past any word count a title has. The phrases
 * may stand in cells of their own, spaced apart or parted by dots ('Web Designer • Illustrator • Web Developer'),
 * a title first.
 */
function pipedHeadline(line: TextLine, pending: TextLine[]): { text: string; lines: TextLine[] } | null {
  const phrases = (t: string) => t.split('|').map((p) => p.trim()).filter(Boolean);
  const short = (t: string) => phrases(t).every((p) => p.split(/\s+/).length <= 5 && !classifyContactPart(p));
  if (line.cells.length > 1 && titleScore(line.cells[0]!.text) === 0) return null;
  if (phrases(line.text).length < 3 || !short(line.text)) return null;
  const lines = [line];
  const next = pending[pending.indexOf(line) + 1];
  if (next && next.cells.length === 1 && (/^\|/.test(next.text.trim()) || /\|$/.test(line.text.trim())) && short(next.text)) lines.push(next);
  return { text: phrases(lines.map((l) => l.text).join(' | ')).join(' | '), lines };
}

/**
 * A headline of phrases between bars or slashes, or one title, that ran to the column's edge and wrapped onto the
 * next line, set alike ('Founder at Acme/CEO Beta Logistics/UI/UX' / 'DESIGNER'). No phrase may read as a sentence.
 */
function wrappedHeadline(line: TextLine, pending: TextLine[], lines: TextLine[]): { text: string; lines: TextLine[] } | null {
  const next = pending[pending.indexOf(line) + 1];
  if (!next || line.cells.length !== 1 || next.cells.length !== 1 || next.bullet || line.right === undefined) return null;
  if (Math.abs(next.x - line.x) > 2 || Math.abs(next.size - line.size) > 0.05 || next.style !== line.style || next.page !== line.page) return null;
  // A word that is also a link's label may end the first line ('… | Web' / 'Development | …'); a real detail may not.
  if (/\S@\S/.test(line.text) || splitParts(line.text).some((p) => (classifyContactPart(p)?.kind ?? 'label') !== 'label')) return null;
  const below = next.text.trim();
  if (isContactText(below) || findDateRange(below) || placeLine(below) || parseLocation(below) || headingKind(below)) return null;
  const column = lines.filter((l) => l.page === line.page && Math.abs(l.x - line.x) <= 2 && l.right !== undefined);
  const margin = Math.max(...column.map((l) => l.right!));
  // The line wrapped where it nearly fills the column, or where the next line's first word would not have fitted after it.
  const firstWord = below.split(/\s+/)[0]!;
  const firstWordWidth = next.right === undefined ? 0 : ((next.right - next.x) * firstWord.length) / below.length;
  if (line.right - line.x < 0.85 * (margin - line.x) && line.right + firstWordWidth < margin) return null;
  const text = `${line.text.trim()} ${below}`;
  const phrases = text.split(/\s*[|/]\s*/).filter(Boolean);
  // One title may wrap too where the column is narrow, its last words a title's ('Creative and Innovative Web' / 'Developer').
  const titleEnd = below.split(/\s+/).length <= 3 && titleScore(below) > 0;
  if ((phrases.length < 2 && !titleEnd) || titleScore(text) === 0 || text.split(/\s+/).length > 25) return null;
  return phrases.every((p) => p.split(/\s+/).length <= 10 && !isSentence(p)) ? { text, lines: [line, next] } : null;
}

/** A job title leading a line of contact details ('Finance Manager | Accra, Ghana | +233 …'), or null. */
function leadingHeadline(text: string): string | null {
  const parts = splitParts(text);
  if (parts.length < 2) return null;
  const [first, ...rest] = parts as [string, ...string[]];
  if (classifyContactPart(first) || titleScore(first) === 0 || isSentence(first) || first.split(/\s+/).length > 8) return null;
  return rest.some((p) => classifyContactPart(p)) ? first : null;
}

/** A stand-in line holding the cells of `line` from `from` on, or null when there are none. */
function remainder(line: TextLine, from: number): TextLine | null {
  const cells = line.cells.slice(from);
  if (!cells.length) return null;
  const rest = { ...line, cells, text: cells.map((c) => c.text).join(' | '), x: cells[0]!.x };
  ORIGIN.set(rest, line);
  return rest;
}

/**
 * A stand-in line holding what follows the name in the name's own cell. A spaced slash separated the name, so
 * it separates the details after it too.
 */
function tailLine(line: TextLine, cell: number, tail: string): TextLine {
  const text = tail.replace(/\s+\/\s+/g, ' | ');
  const stand = { ...line, cells: [{ x: line.cells[cell]!.x, text }], text };
  ORIGIN.set(stand, line);
  return stand;
}

/** The line a stand-in made by `remainder` or `tailLine` was cut from. */
const ORIGIN = new WeakMap<TextLine, TextLine>();

/** An e-mail address or web address cut short at a line's end: no top-level domain yet, or a path ending in '/' or '-'. */
function cutAddress(text: string): boolean {
  const email = /@([\w.-]*)$/.exec(text);
  if (email) return !email[1]!.includes('.') || /\.[a-z]?$/i.test(email[1]!);
  return /[\w-]+\.[a-z]{2,}\/[\w/.-]*[/-]$/i.test(text);
}

/**
 * A narrow column wraps a long address inside it ('priyanka.sharma@outlook.c' / 'om',
 * 'linkedin.com/in/' / 'priyankasharma-hr'): the line under it, one piece with no spaces, completes it.
 */
function mendBrokenContacts(lines: TextLine[], placement: Placement): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const last = line.cells[line.cells.length - 1]!;
    // LinkedIn's own export prints the site's name after the address: 'www.linkedin.com/in/akash-zalke-' / 'a683a3193 (LinkedIn)'.
    const piece = next.cells[0]!.text.trim().replace(/\s+\((\w+)\)$/, (label, name: string) => (linkLabel(name) ? '' : label));
    // Broken inside a word ('https://trailblazer.me/id/abodalkhand' / 'e'): the layout's own wrap mark says so.
    // So is one cut right after the site's own slash ('linkedin.com/' / 'in/jdoe'); without the mark, an address may end so.
    const brokenWord = next.wrap === 2 && /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*$/i.test(last.text.trim().split(/[\s|]+/).pop()!);
    if (next.cells.length === 1 && /^[a-z0-9][\w.\/-]*$/.test(piece) && !/^\d+$/.test(piece) && (cutAddress(last.text) || brokenWord)) {
      const joined = last.text + piece;
      if (!EMAIL_RE.test(joined) && !findUrl(joined)) continue;
      line.cells = [...line.cells.slice(0, -1), { ...last, text: joined }];
      line.text = line.cells.map((c) => c.text).join(' | ');
      placement.take(next);
      lines.splice(i + 1, 1);
      continue;
    }
    // In a column beside other text ('… pursuing CSE. ‖ y-choudhury-b4128620a'): the cell under the address, in its
    // column, completes it when together they spell the line's hyperlink ('www.linkedin.com/in/adrita-ra' + …).
    const under = next.cells.findIndex((c) => Math.abs(c.x - last.x) <= 3);
    const tail = under > 0 ? next.cells[under]!.text.trim() : '';
    if (!tail || /\s/.test(tail) || !line.links.some((url) => urlKey(url) === urlKey(last.text.trim() + tail))) continue;
    line.cells = [...line.cells.slice(0, -1), { ...last, text: last.text.trim() + tail }];
    line.text = line.cells.map((c) => c.text).join(' | ');
    next.cells = next.cells.filter((_, at) => at !== under);
    next.text = next.cells.map((c) => c.text).join(' | ');
  }
}

/**
 * An address wrapped in its column: a line whose last cell ends with a comma goes on in the line below, set at
 * the same left edge ('Address: | 19/4 Sahapur Colony, Plot 141,' / 'New Alipore, Kolkata - 700053,' / 'West Bengal, India').
 */
function mendWrappedAddresses(lines: TextLine[], placement: Placement): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const last = line.cells[line.cells.length - 1]!;
    if (!/,$/.test(last.text.trim()) || next.cells.length !== 1 || Math.abs(next.x - last.x) > 8 || line.page !== next.page) continue;
    if (EMAIL_RE.test(next.text) || findUrl(next.text) || findPhone(next.text) || headingKind(next.text)) continue;
    line.cells = [...line.cells.slice(0, -1), { ...last, text: `${last.text.trim()} ${next.text.trim()}` }];
    line.text = line.cells.map((c) => c.text).join(' | ');
    placement.take(next);
    lines.splice(i + 1, 1);
    i--;
  }
}

/** Takes contact details from lines; a line is placed when all its parts are used. */
function readContacts(lines: TextLine[], info: HeaderInfo, placement: Placement): void {
  let pendingLabel: string | null = null;
  // Links known only from a hyperlink's target, not from printed text.
  const hidden = new Set<CvLink>();
  // Lines just read that held nothing: the street and town lines of an address printed over several lines.
  let unread: TextLine[] = [];
  const partsOf = (line: TextLine) => joinPlaceRuns(line.cells.flatMap((c) => splitParts(c.text)).map(dropIconName).flatMap(splitContactRun));
  const holdsDetail = (line: TextLine | undefined) => !!line && partsOf(line).some((p) => classifyContactPart(p));
  for (const [at, line] of lines.entries()) {
    if (placement.has(line)) continue;
    const parts = partsOf(line);
    // 'City, Region' only counts as a place beside other contact details, on its line or on a line next to it.
    const beside = parts.some((p) => classifyContactPart(p));
    const nextTo = !beside && line.cells.length === 1 && parts.length === 1 && (holdsDetail(lines[at - 1]) || holdsDetail(lines[at + 1]));
    const left: string[] = [];
    // A town read from this line with no country: a later part naming its country is the fuller place
    // ('Bartsheri • Pemagatshel, Bhutan', a village before its town).
    let bareTownHere = false;
    for (const part of parts) {
      const kind = classifyContactPart(part) ?? (beside ? regionPlace(part) : nextTo ? placeLine(part) : null);
      if (!kind && !info.location.city && isPostcode(part)) {
        // A postal code alone under street and town lines ('20 John Ball Close' / 'Rugeley' / 'Staffordshire' / 'WS15 2NN').
        const block = addressBlock(unread, part);
        if (block) {
          info.location = block.location;
          placement.take(...block.lines, line);
          unread = [];
          continue;
        }
      }
      const above = unread[unread.length - 1];
      if (!kind && !info.location.city && parts.length === 1 && above && above === lines[at - 1] && endsInPostcode(above.text) && isLoneTown(part)) {
        // The town under a street line that ends in its postal code ('Finnboda parkväg 10, 131 72' / 'Nacka').
        info.location = { city: part, country: '' };
        placement.take(above, line);
        unread = [];
        continue;
      }
      if (!kind) {
        left.push(part);
        continue;
      }
      if (kind.kind === 'email' && !info.email) info.email = kind.value;
      else if (kind.kind === 'phone' && !info.phone) info.phone = kind.value;
      else if (kind.kind === 'location' && ((!info.location.city && !info.location.country) || (bareTownHere && kind.value.country))) {
        info.location = kind.value;
        bareTownHere = !kind.value.country;
        const block = kind.value.city ? null : addressBlock(unread, part);
        if (block) {
          info.location = block.location;
          placement.take(...block.lines);
        }
      }
      else if (kind.kind === 'label') {
        pendingLabel = kind.value;
        continue;
      } else if (kind.kind === 'link') {
        const link = { ...kind.value };
        if (!kind.labelled && pendingLabel) link.title = pendingLabel;
        if (!info.links.some((l) => l.url === link.url)) info.links.push(link);
      }
      pendingLabel = null;
    }
    // A hyperlink counts on a line that prints contact details or the link's own label or handle; on a
    // role or project line of a header that runs long it points at an employer or a repository instead.
    const contactLine =
      left.length < parts.length || parts.some((p) => linkLabel(p) || line.links.some((url) => namesLink(p, url)));
    // Where each web hyperlink of the line has a printed address to sit on, the targets are those addresses' own,
    // however they differ ('linkedin.com/in/jdoe' pointing at an old homepage): the page shows no further link.
    const web = line.links.filter(isWebAddress);
    const printed = parts.filter((p) => findUrl(p)).length;
    const targets = web.filter(
      (url) => contactLine && web.length > printed && !info.links.some((l) => sameUrl(l.url, url)) && !parts.some((p) => sameUrl(findUrl(p) ?? '', url)),
    );
    for (const [url, title] of pairLabels(targets, parts.map((p) => linkLabel(p)).filter((l): l is string => !!l))) {
      const link = { title, url };
      info.links.push(link);
      hidden.add(link);
      const labelIndex = left.findIndex((p) => linkLabel(p));
      if (labelIndex >= 0) left.splice(labelIndex, 1);
    }
    if (left.length === parts.length) {
      // Nothing here was a contact: a long prose paragraph in the header is a profile without a heading.
      // Its wrapped lines go with it, however short ('learner and good at managing myself under stress.').
      const text = line.text;
      const wrapsProse = line.wrap > 0 && unread.length > 0 && info.prose.at(-1) === unread.at(-1);
      // A shorter one counts when it is one whole sentence alone on its line, closed by its stop ('I build tools for data teams.').
      const words = text.split(/\s+/).length;
      if (wrapsProse || (isSentence(text) && (words >= 12 || (words >= 8 && line.cells.length === 1 && /[.!]$/.test(text.trim()))))) info.prose.push(line);
      unread = [...unread.slice(-2), line];
      continue;
    }
    unread = [];
    placement.take(line);
    info.leftovers.push(...left.filter((p) => !/^(curriculum vitae|resume|cv)$/i.test(p)));
  }
  info.links = dedupeLinks(info.links, hidden);
  // A motto in quotation marks with its author ('“If you want to build a ship …” - Saint-Exupéry') is no profile.
  if (isQuotation(info.prose.map((l) => l.text.trim()).join(' '))) info.prose = [];
}

/** Text in quotation marks from start to end, or to the author's name after a dash. */
function isQuotation(text: string): boolean {
  return /^["“„«]/.test(text) && /["”»](?:\s*[-–—―]\s*\p{Lu}[\p{L}.'’ -]{1,40})?$/u.test(text);
}

/**
 * Icon fonts (Font Awesome in Typst and LaTeX templates) draw their icons from ligatures, so the text holds the
 * icon's name in lower case before the detail it marks ('location-dot Romania', 'envelope jane@example.com').
 */
const ICON_NAME = /^(?:location-(?:dot|pin|arrow)|map-(?:marker(?:-alt)?|pin)|envelope|phone(?:-alt)?|mobile(?:-alt|-screen)?|globe|house|home)\s+(?=\S)/;
function dropIconName(part: string): string {
  return part.replace(ICON_NAME, '');
}

/**
 * Titles for a line's hyperlinks from the labels printed on it ('LinkedIn | GitHub | Portfolio'): a label naming
 * a link's site goes to that link, the other labels to the other links in order, and a link left over is
 * titled by its site.
 */
function pairLabels(urls: string[], labels: string[]): Array<[string, string]> {
  const pool = [...labels];
  const titles = urls.map((url) => {
    const at = pool.indexOf(titleForUrl(url));
    return at >= 0 ? pool.splice(at, 1)[0]! : null;
  });
  return urls.map((url, i) => {
    const site = titleForUrl(url);
    const title = titles[i] ?? (site === 'Website' && pool.length ? pool.shift()! : site);
    return [url, title];
  });
}

/**
 * One link per site: a hyperlink's target often differs from the address printed for it (tracking
 * parameters, an older profile name), and a site's handle may be printed twice ('fb.co/dd' in the header,
 * 'Facebook: dd' below). The printed address wins over a hidden target, the first printed over later ones.
 */
export function dedupeLinks(links: CvLink[], hidden: Set<CvLink>): CvLink[] {
  const ordered = [...links.filter((l) => !hidden.has(l)), ...links.filter((l) => hidden.has(l))];
  const kept: CvLink[] = [];
  for (const link of ordered) {
    if (kept.some((k) => sameUrl(k.url, link.url) || siteKey(k) === siteKey(link) || linkHost(k.url) === linkHost(link.url))) continue;
    kept.push(link);
  }
  return links.filter((l) => kept.includes(l));
}

/**
 * Printed text that stands for a link: the account's handle ('ChrisBAshton', '@jdoe' for github.com/jdoe).
 * A bare domain alone on a line is not enough: outside the header it is a project's or an employer's site.
 */
export function namesLink(text: string, url: string): boolean {
  // The site's label before the handle ('YouTube:// DeedyDash', 'Quora: Jane-Doe') when it names the link's site.
  const label = /^([A-Za-z][\w ]{1,20}?)\s*:(?:\/\/)?\s*(?=\S)/.exec(text.trim());
  const handle = label && linkLabel(label[1]!) === titleForUrl(url) ? text.trim().slice(label[0].length) : text;
  const printed = handle.trim().replace(/^[\p{So}\p{Co}•·▪◦●@\s]+/u, '').replace(/\/+$/, '').toLowerCase();
  const path = url.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[?#].*$/, '').split('/').slice(1).filter(Boolean);
  const last = (path[path.length - 1] ?? '').replace(/^@/, '');
  return printed.length >= 2 && printed === last && isProfileUrl(url);
}

/** A hyperlink target that is a web page: not an e-mail or phone link, and with a real host ('https://facebook/dd' is none). */
export function isWebAddress(url: string): boolean {
  return /^(?:https?:\/\/|www\.)/i.test(url) && linkHost(url).includes('.') && !MAP_LINK.test(url);
}

/** A map of the printed address ('google.com/maps/place/…'): the place is read from the text, and the map is no link of the person's. */
const MAP_LINK = /^(?:[a-z]+:\/\/)?(?:www\.)?(?:maps\.google\.[a-z.]+|google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|(?:www\.)?openstreetmap\.org)\b/i;

/**
 * A country alone on its line under street and town lines ('Calle de Alcalá 112' / '28009 Madrid' / 'Spain'):
 * the lines above complete the address when together they read as one with a town.
 */
function addressBlock(above: TextLine[], last: string): { location: CvLocation; lines: TextLine[] } | null {
  // Under a country every line has a number (street, postcode); above a postcode the town and county lines have none.
  const numbered = !isPostcode(last);
  for (let from = 0; from < above.length; from++) {
    const lines = above.slice(from);
    if (lines.some((l) => l.cells.length > 1 || (numbered && !/\d/.test(l.text)) || l.text.length > 60)) continue;
    if (!/\d/.test(lines[0]!.text)) continue;
    const location = parseLocation([...lines.map((l) => l.text), last].join(', '));
    if (location?.city) return { location, lines };
  }
  return null;
}

/**
 * A line of its own next to a line of contact details, in 'Town, Region' form ('Portland, Oregon', 'Leeds, West
 * Yorkshire'), as templates set the address between the name and the contacts. A comma is needed: one word alone
 * there is as often a headline.
 */
function placeLine(part: string): ContactPart | null {
  return part.includes(',') && !isSentence(part) ? regionPlace(part) : null;
}

/**
 * A country set apart by a dot or bar after the rest of its address ('Cambridge, Massachusetts, 02139 · United States'):
 * the two parts are one place.
 */
function joinPlaceRuns(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const before = out[out.length - 1];
    const joined = before && isCountry(part) && !classifyContactPart(before) ? `${before}, ${part}` : '';
    if (joined && parseLocation(joined)?.city) out[out.length - 1] = joined;
    else out.push(part);
  }
  return out;
}

function regionPlace(part: string): ContactPart | null {
  const location = parseLocation(part, false, true);
  return location ? { kind: 'location', value: location } : null;
}

function sameUrl(a: string, b: string): boolean {
  return !!a && urlKey(a) === urlKey(b);
}

const PHONE_LABEL = /^(?:phone|phone number|tel|telephone|mobile|mobile number|mob|cell)\s*[:.]?$/i;

/** A contact label alone ('Phone:', 'E-mail', 'Website'): the next label of a stacked block, not a value. */
function isContactLabel(text: string): boolean {
  return PHONE_LABEL.test(text) || PLACE_LABEL.test(text) || /^e-?mail(?:\s+id)?\s*[:.]?$/i.test(text) || !!linkLabel(text.replace(/:$/, ''));
}

/**
 * A contact block printed away from the name (a side column read after the main one, a foot of the page): the
 * e-mail address's line and the lines next to it, in its column, that each hold a contact detail ('+49 176 …',
 * 'Ilmenau, Germany', 'github.com/jdoe'). Referees' details are no one's contacts but their own. Returns the block
 * and where the e-mail's line is (-1 when there is no block).
 */
function contactBlockElsewhere(lines: TextLine[], sections: Section[]): { block: TextLine[]; emailAt: number } {
  const at = lines.findIndex((l) => EMAIL_RE.test(l.text));
  if (at < 0) return { block: [], emailAt: -1 };
  const referees = new Set(sections.filter((s) => s.kind === 'references').flatMap((s) => s.lines));
  const anchor = lines[at]!;
  const inBlock = (line: TextLine | undefined): line is TextLine =>
    !!line && line.page === anchor.page && Math.abs(line.x - anchor.x) <= 60 && !referees.has(line) && !headingKind(line.text) &&
    splitParts(line.text).some((p) => classifyContactPart(p));
  if (referees.has(anchor)) return { block: [], emailAt: -1 };
  let [from, to] = [at, at];
  while (inBlock(lines[from - 1])) from--;
  while (inBlock(lines[to + 1])) to++;
  // The town may open or close the block, in 'Town, Region' form ('Cuttack, Odisha'), with no detail of its own.
  const town = (line: TextLine | undefined) =>
    !!line && line.page === anchor.page && Math.abs(line.x - anchor.x) <= 60 && line.cells.length === 1 && !referees.has(line) && !!placeLine(line.text.trim());
  if (town(lines[from - 1])) from--;
  if (town(lines[to + 1])) to++;
  return { block: lines.slice(from, to + 1), emailAt: at };
}

/**
 * An address label ending its line ('Address', 'City:') with the place on the line below, as sidebars stack a
 * label over its value; near the e-mail's line, so a referee's address further down is no one's but theirs.
 */
function placeUnderLabel(lines: TextLine[], info: HeaderInfo, placement: Placement): void {
  const mailAt = info.email ? lines.findIndex((l) => l.text.includes(info.email)) : -1;
  for (let i = 0; i + 1 < lines.length && !info.location.city && !info.location.country && mailAt >= 0; i++) {
    const label = lines[i]!.cells[lines[i]!.cells.length - 1]!.text.trim();
    const below = lines[i + 1]!;
    if (!PLACE_LABEL.test(label) || Math.abs(i - mailAt) > 8 || below.page !== lines[mailAt]!.page || below.cells.length !== 1) continue;
    const value = below.text.trim();
    const kind = classifyContactPart(value);
    if ((kind && kind.kind !== 'location') || isContactLabel(value) || headingKind(value)) continue;
    const location = kind?.kind === 'location' ? (kind.value as CvLocation) : parseLocation(value, true);
    if (!location) continue;
    info.location = location;
    placement.take(lines[i]!, below);
  }
}

/** A personal detail's name alone in its cell ('Age', 'Date of birth'), set over its value as contact labels are. */
const PERSONAL_LABEL = new RegExp(String.raw`^(?:age|birthday|${PERSONAL_DETAIL_NAMES})\s*[:.]?$`, 'i');

/**
 * A row of labels over their values ('PHONE | EMAIL | AGE' over '123 456 789 | jo@x.com | 24'), as templates set
 * contact details in a grid: the labels name the details under them, so they are contact details too, never a
 * profile or a headline.
 */
function takeLabelRows(lines: TextLine[], placement: Placement): void {
  for (const [i, line] of lines.entries()) {
    const values = lines[i + 1];
    if (line.cells.length < 2 || !values || values.page !== line.page || placement.has(line)) continue;
    const labels = line.cells.every((cell) => isContactLabel(cell.text.trim()) || PERSONAL_LABEL.test(cell.text.trim()));
    if (labels && splitParts(values.text).some((part) => classifyContactPart(part))) placement.take(line);
  }
}

/** E-mail and phone printed anywhere (a footer, a sidebar without a heading) still count. */
function fallbackContacts(lines: TextLine[], info: HeaderInfo, placement: Placement, blockEmailAt = -1): void {
  let emailAt = blockEmailAt;
  for (const [at, line] of lines.entries()) {
    if (info.email && info.phone) return;
    if (!info.email) {
      const m = EMAIL_RE.exec(line.text);
      if (m) {
        info.email = m[0];
        emailAt = at;
        if (line.text.replace(m[0], '').replace(/^(?:e-?mail)\s*[:.]?/i, '').trim().length < 3) placement.take(line);
      }
    }
    if (!info.phone && /\b(?:phone|tel|telephone|mobile|mob|cell)\b\s*[:.]/i.test(line.text)) {
      const phone = findPhone(line.text.replace(/^.*?\b(?:phone|tel|telephone|mobile|mob|cell)\b\s*[:.]/i, ''));
      if (phone) info.phone = phone;
    }
  }
  // Contacts printed together at the foot of the CV: a number among the parts of the e-mail's line or its neighbours.
  for (const line of emailAt >= 0 && !info.phone ? lines.slice(Math.max(0, emailAt - 1), emailAt + 2) : []) {
    const phone = line.cells.flatMap((c) => splitParts(c.text)).map((p) => classifyContactPart(p)).find((k) => k?.kind === 'phone');
    if (phone && !info.phone) info.phone = phone.value as string;
  }
  // A phone label ending its line ('Phone:', or a row's last cell 'Phone number:') with the number on the line below.
  for (let i = 0; i + 1 < lines.length && !info.phone; i++) {
    const label = lines[i]!.cells[lines[i]!.cells.length - 1]!.text.trim();
    if (!PHONE_LABEL.test(label)) continue;
    const below = classifyContactPart(lines[i + 1]!.cells[0]!.text);
    if (below?.kind === 'phone') info.phone = below.value;
  }
  // An address printed in a form no pattern reads may still be the target of its 'mailto:' link.
  const mailto = lines.flatMap((l) => l.links).find((u) => /^mailto:/i.test(u) && EMAIL_RE.test(u));
  if (!info.email && mailto) info.email = EMAIL_RE.exec(decodeURIComponent(mailto.slice(7)))?.[0] ?? '';
}
