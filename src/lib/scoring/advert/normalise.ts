import { stem } from '../text.ts';

/**
 * Words as the lexicon compares them: lower-cased, British and US spellings made one, then stemmed, so
 * 'Modelling', 'modeling' and 'models' meet. The same function runs on the lexicon, the advert and the CV, so an
 * over-eager rule can only merge two words, never stop a word meeting itself.
 */

/** One word of a text, as written and as compared. */
export interface Word {
  /** As written, e.g. 'Python'. */
  raw: string;
  /** Comparison key, e.g. 'python'. */
  key: string;
  /** Index of the line (for headings and lists) the word is on. */
  line: number;
  /** Index of the sentence the word is in, counted over the whole text. */
  sentence: number;
  /** True when a bracket, comma, colon or bar stands between this word and the one before: no phrase runs across it. */
  apart?: boolean;
}

/** Whole-word spellings no rule below covers. */
const SPELLINGS: Record<string, string> = {
  licence: 'license', licences: 'licenses', licensed: 'licensed', defence: 'defense', offence: 'offense',
  practise: 'practice', practising: 'practicing', practize: 'practice', practizing: 'practicing', programme: 'program', programmes: 'programs', catalogue: 'catalog',
  enrolment: 'enrollment', fulfilment: 'fulfillment', judgement: 'judgment', cheque: 'check', tyre: 'tire',
  centred: 'centered', aluminium: 'aluminum', grey: 'gray', mould: 'mold', storey: 'story', plough: 'plow', draught: 'draft',
  ageing: 'aging', jewellery: 'jewelry', manoeuvre: 'maneuver', manoeuvres: 'maneuvers', enquiry: 'inquiry', enquiries: 'inquiries',
  speciality: 'specialty', specialities: 'specialties', fibre: 'fiber', fibres: 'fibers', orientated: 'oriented', dialogue: 'dialog',
  analogue: 'analog', sceptical: 'skeptical', kerb: 'curb', pyjamas: 'pajamas', cosy: 'cozy', tonne: 'ton', tonnes: 'tons',
  'e-commerce': 'ecommerce', 'e-mail': 'email', 'on-site': 'onsite', 'front-end': 'frontend', 'back-end': 'backend',
  'full-stack': 'fullstack', 'full stack': 'fullstack',
};

/** One word to its US spelling where the two differ by a regular pattern. */
function usSpelling(word: string): string {
  const whole = SPELLINGS[word];
  if (whole) return whole;
  if (word.length <= 4 || /[\d+#.]/.test(word)) return word;
  return word
    .replace(/ae(?=[a-z])/g, 'e') // paediatric, anaesthetics, haematology
    .replace(/oe(?=[dst])/g, 'e') // oedema, oestrogen
    .replace(/(\w)our(s|ed|ing|able|ite)?$/, '$1or$2') // colour, behaviour, labour ('four' is too short to reach here)
    .replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1') // organise, specialist stays
    .replace(/ys(e|es|ed|ing|er|ers)$/, 'yz$1') // analyse, catalyse
    .replace(/([^l])ll(ed|ing|er|ers|or|ors)$/, '$1l$2') // modelling, travelled, labelled, counsellor
    .replace(/([^aeiou])tre(s)?$/, '$1ter$2'); // centre, theatre, metre
}

/**
 * Key of a word of a job title: spelling made one and a plural 's' dropped, but not stemmed, so a carer is not a
 * car and a caring employer is not a carer.
 */
export function titleKey(raw: string): string {
  return usSpelling(raw.toLowerCase().replace(/['’]s$/, '')).replace(/([^s])s$/, '$1');
}

/**
 * A plural whose singular ends in 'e' where the stemmer would part the two: 'degrees' and 'committees' (it takes
 * 'es' off, then the singular's 'e'), and words of four letters, which it leaves whole ('homes', 'sites', 'roles').
 */
const singular = (word: string) => (/ees$|^\p{L}{3}(?<![xz])es$/u.test(word) ? word.slice(0, -1) : word);

/** Keys already worked out: texts repeat their words, and the lexicon's forms repeat across fields. */
const KEYS = new Map<string, string>();
const MAX_KEYS = 50_000;

/** Past forms the stemmer cannot join to their verb ('led a team' is leading one, 'taught GCSE' teaching it). */
const IRREGULAR: Record<string, string> = {
  led: 'lead', taught: 'teach', wrote: 'write', written: 'write', built: 'build', ran: 'run', sold: 'sell', oversaw: 'oversee',
  overseen: 'oversee', drove: 'drive', driven: 'drive', spoke: 'speak', spoken: 'speak', bought: 'buy', undertook: 'undertake',
  undertaken: 'undertake', held: 'hold', grew: 'grow', grown: 'grow', gave: 'give', given: 'give', chose: 'choose', chosen: 'choose',
};

/**
 * A stem with the verb's and the noun's endings made one, where the stemmer leaves them apart: 'negotiated' and
 * 'negotiation' ('negotiat', 'negoti'), 'supervised' and 'supervision' (the -ise spelling made -ize on one side
 * only), 'delivered' and 'delivery', 'analysed' and 'analysis', 'reconciled' and 'reconciliation'. Long stems
 * only (seven letters and more), so short words ('format', 'copy', 'party') keep their own.
 */
function rootOf(stemmed: string): string {
  const key = stemmed.replace(/([iy])z/g, '$1s');
  if (key.length < 7) return key;
  if (key.endsWith('at')) return key.slice(0, -2);
  if (/[^aeiou]i$/.test(key)) return key.slice(0, -1);
  return key.replace(/(?<=s)ion$/, '');
}

/** Comparison key of one lower-case word. */
export function wordKey(lower: string): string {
  let key = KEYS.get(lower);
  if (key === undefined) {
    const word = IRREGULAR[lower] ?? lower;
    // A final 'y' reads as 'i': the stemmer gives 'patissery' for 'patisseries' and 'patisseri' for 'patisserie'.
    key = rootOf(stem(singular(usSpelling(word.replace(/['’]s$/, '').replace(/['’]/g, '')))).replace(/y$/, 'i'));
    if (KEYS.size >= MAX_KEYS) KEYS.clear();
    KEYS.set(lower, key);
  }
  return key;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.'’&-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
/** Punctuation between two words that keeps them out of one phrase ('Good Clinical Practice) certificate'). */
const BREAK = /[()[\],:|•]/;
/** Sentence ends inside a line: a stop, ! or ? before a space and a capital, digit or bullet; or a semicolon. The stop
 *  of an abbreviation that introduces what follows ('e.g. QGIS', 'i.e. Sage', 'incl. VAT') ends nothing. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|eg|ie|incl|approx|vs))[.!?]\s+(?=[\p{Lu}\p{N}•*-])|;\s+/iu;

/** The sentences of one line, as written. wordsOf numbers sentences in this order, empty lines included. */
export function sentencesOf(line: string): string[] {
  return /[.!?;]\s/.test(line) ? line.split(SENTENCE_END) : [line];
}

/**
 * The words of a text in order. A leading dot is kept for '.NET', and hyphenated words are split unless the
 * whole form is a known spelling ('e-commerce'), so 'fast-growing' gives 'fast' and 'growing'.
 */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  const lines = text.split('\n');
  let sentence = 0;
  lines.forEach((lineText, line) => {
    for (const part of sentencesOf(lineText)) {
      // '.NET' keeps its dot as 'dotnet'; a spaced '&' reads 'and' ('Budgeting & Forecasting'), not 'R&D' or 'GD&T'.
      const dotted = part.toLowerCase().includes('.net') ? part.replace(/(^|[\s(,/])\.net\b/gi, '$1dotnet') : part;
      const written = dotted.includes(' & ') ? dotted.replace(/ & /g, ' and ') : dotted;
      let end = 0;
      for (const found of written.matchAll(WORD)) {
        const match = found[0];
        const apart = BREAK.test(written.slice(end, found.index));
        end = found.index + match.length;
        const raw = /[.'’&-]$/.test(match) ? match.replace(/[.'’&-]+$/, '') : match;
        const lower = raw.toLowerCase();
        // A letter joined to a long number is a code or reference ('R-0051823', a requisition), not the letter's word.
        const pieces = SPELLINGS[lower] || !raw.includes('-') || /^\p{L}-\d{4,}$/u.test(raw) ? [raw] : raw.split('-').filter(Boolean);
        pieces.forEach((piece, i) => out.push({ raw: piece, key: wordKey(piece.toLowerCase()), line, sentence, ...(apart && i === 0 ? { apart } : {}) }));
      }
      sentence += 1;
    }
  });
  return out;
}

/** Keys of a phrase, for the lexicon's own forms. */
export function phraseKeys(phrase: string): string[] {
  return wordsOf(phrase).map((w) => w.key);
}

/** `text` with the characters a regular expression reads as syntax escaped, to be matched as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as whole words of a text, as written ('Six Sigma', not the 'Sigma' of another word). */
export const wholeName = (name: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, flags);
