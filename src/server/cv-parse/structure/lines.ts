import type { TextLine } from '../types.ts';

/**
 * Helpers over TextLines shared by the section parsers.
 */

/** Marks lines as placed, so the rest can be reported as unplaced. */
export class Placement {
  readonly used = new Set<TextLine>();
  take(...lines: TextLine[]): void {
    for (const line of lines) this.used.add(line);
  }
  has(line: TextLine): boolean {
    return this.used.has(line);
  }
  /** The lines placed so far, to go back to when a reader fails half way. */
  snapshot(): Set<TextLine> {
    return new Set(this.used);
  }
  restore(snapshot: Set<TextLine>): void {
    this.used.clear();
    for (const line of snapshot) this.used.add(line);
  }
}

/** A logical entry: lines joined when they are one wrapped paragraph. */
export interface Joined {
  text: string;
  first: TextLine;
  lines: TextLine[];
}

/**
 * Joins wrapped continuation lines onto the line above: always when the extractor is sure (wrap 2), and
 * also when unsure (wrap 1) if `level` is 1.
 */
export function joinWrapped(lines: TextLine[], level: 1 | 2 = 2): Joined[] {
  const out: Joined[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && line.wrap >= level && !line.bullet) {
      const last = prev.lines[prev.lines.length - 1]!;
      if (last.page === line.page || line.wrap === 2) {
        prev.text = joinBroken(prev.text, line.text);
        prev.lines.push(line);
        continue;
      }
    }
    out.push({ text: line.text, first: line, lines: [line] });
  }
  return out;
}

/**
 * Joins each entry onto the one before it where `goesOn` says it continues that one (the joined entry so far),
 * its text by `joinText`. The entries given are left as they were.
 */
export function joinEntries(entries: Joined[], goesOn: (prev: Joined, entry: Joined) => boolean, joinText = joinBroken): Joined[] {
  const out: Joined[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    if (prev && goesOn(prev, entry)) {
      prev.text = joinText(prev.text, entry.text);
      prev.lines.push(...entry.lines);
      continue;
    }
    out.push({ ...entry, lines: [...entry.lines] });
  }
  return out;
}

/**
 * First halves of compounds that line breaks often split at their own hyphen ('customer-' / 'facing',
 * 'long-' / 'standing'): the hyphen is part of the word and stays. Prefixes usually written solid
 * ('multi', 'sub', 'inter' …) are not here.
 */
export const COMPOUND_HEAD = new Set(
  (
    'well|long|short|high|low|self|cross|co|non|full|part|real|on|off|end|hands|best|world|state|top|first|second|half|' +
    'one|two|three|four|five|time|cost|user|customer|client|data|risk|cloud|test|team|fast|front|back|mid|year|day|week|' +
    'month|open|small|large|life|peer|market|results|detail|safety|award|company|industry|mission|business|decision|goal|' +
    'problem|people|process|service|performance|evidence|research|value|quality|security|student|patient|cutting|forward|' +
    'hard|soft|ever|ex|e|x|in|out|up|down|all|little|old|new|follow|start|set|sign|' +
    'check|roll|run|build|stand|take|pay|log|look|push|work|play|eye|face|hand|head|heart|mind|word|night'
  ).split('|'),
);

/**
 * Joins a line broken after a hyphen to the next. A lower-case word on both sides (the first may be
 * capitalised) was hyphenated by the typesetter ('plat-' / 'forms' → 'platforms', as TeX does in justified
 * text), unless the first half is a
 * word that usually heads a compound or the second half holds a hyphen of its own ('end-' / 'to-end'), where
 * the hyphen stays. Anything else ('Coca-' / 'Cola', '2019-' / '2021') keeps its hyphen and no space.
 */
export function joinBroken(first: string, second: string): string {
  if (brokenAddress(first, second)) return first + second;
  const m = /(\p{L}+)-$/u.exec(first);
  if (!m) return `${first} ${second}`;
  const next = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u.exec(second)?.[0] ?? '';
  if (!next) return `${first} ${second}`;
  // A capitalised first half is hyphenated alike ('Mathe-' / 'matics'): TeX breaks a sentence's first word too.
  const lower = /^\p{Lu}?\p{Ll}+$/u.test(m[1]!) && /^\p{Ll}/u.test(next);
  if (lower && !COMPOUND_HEAD.has(m[1]!.toLowerCase()) && !next.includes('-')) return first.slice(0, -1) + second;
  return first + second;
}

/**
 * A web address broken after one of its slashes ('https://assetstore.unity.com/' / 'packages/3d/vehicles/…', as
 * LinkedIn's export wraps one): the rest of its path, a run with a slash, dot, dash or figure of its own, goes on with
 * no space. A word after the slash ('…/' / 'and more') starts the text again.
 */
function brokenAddress(first: string, second: string): boolean {
  const rest = /^\S+/.exec(second)?.[0] ?? '';
  return /(?:^|\s)(?:https?:\/\/|www\.)\S*\/$/i.test(first) && /^[\w.~%/?#=&+-]+$/.test(rest) && /[/.\-\d_=?]/.test(rest);
}

/**
 * A one-cell line (or `text`, a line's text with its dates taken out) parted only by its font ('**FOUNDER** AI IN
 * DEFENCE SUMMIT', as the Europass editor sets a post before its organisation): the words in the opening font and
 * the rest, or null. A label ('**Website:** …') or a sentence is no pair of names.
 */
export function partsByFont(line: TextLine, text?: string): [string, string] | null {
  const lead = line.lead;
  // Part of a line ('Bosch Machine Learning Engineer' beside its dates' cell): the lead was read from its first cell.
  const whole = text ?? (line.cells.length === 1 ? line.text : '');
  if (!lead || !whole.startsWith(lead)) return null;
  const rest = whole.slice(lead.length).trim();
  return rest && readsAsName(lead) && readsAsName(rest) ? [lead, rest] : null;
}

/**
 * A few words, not closed as a label or a sentence is, with letters: a year in figures set in a font of its own
 * ('FASHION WEEK SPRING/SUMMER **2019**') is no name.
 */
function readsAsName(text: string): boolean {
  return text.split(/\s+/).length <= 6 && !/[.:;]$/.test(text) && /\p{L}{2}/u.test(text);
}

/**
 * Splits a line into its visual parts: cells, ' | ', bullets and middle dots used as separators (with the dots
 * Word's symbol table offers in their place: '∙' bullet operator, '⋅' dot operator, '‧', '⦁'), and the spaced
 * underscore some converters print for a rule between fields ('Nov 2019 - Present _ DevOps Engineer').
 */
export function splitParts(text: string): string[] {
  return text
    .split(/\s+[|•·▪◦●_∙⋅‧⦁]\s+|\s*\|\s*|\s+[•·]\s*|\t+|^_\s+|\s+_$/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Splits on commas and semicolons that are not inside brackets. */
export function splitTopLevel(text: string, separators = /[,;]/): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && separators.test(ch)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Splits a phrase at the last dash used as a separator. */
export function splitLastDash(text: string): [string, string] | null {
  const re = /\s+[–—-]\s+/g;
  let last: RegExpExecArray | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) last = m;
  if (!last) return null;
  return [text.slice(0, last.index).trim(), text.slice(last.index + last[0].length).trim()];
}

/** A line under an award or a certificate naming who gave it ('Issued by Coursera | Sep 2021', 'Organised by The Law Learners'). */
export const ISSUED_BY = /^(?:issued|awarded|granted|presented|conferred|offered|organi[sz]ed|conducted|certified)\s+by\s+(?=\S)/i;

/**
 * Web addresses and at most a label for them ('Links https://… | https://…', 'GitHub: github.com/jdoe/app'): where
 * to find the entry above (a project, a certificate, a talk), never an entry of its own.
 */
export function isLinkOnly(text: string): boolean {
  // A bare domain ('1chooo.com') may be a project's name; an address with a scheme or a path is an address, even
  // where the extractor split it after its scheme ('https:// jakedennisracing.co.uk').
  const rest = text.replace(/(?:https?:\/\/\s?|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|co|me)\/\S*/gi, ' ');
  return rest !== text && /^[\s|,;]*(?:(?:links?|url|demo|code|source|repo(?:sitory)?|github|gitlab|website|web)\s*:?)?[\s|,;]*$/i.test(rest);
}

/** A line under a paper's title naming where it appeared ('Published on Theoretical and Computational Fluid Dynamics | Sep 2020'). */
export const PUBLISHED_IN = /^(?:published|presented|appeared)\s+(?:in|on|at)\s+(?=\S)/i;

/** A point typed with a dash or a star ('– Coffee spilled inside printer'), which the extractor took for text. */
export const TYPED_BULLET = /^[-–—*]\s+(?=\p{L})/u;

/** A line's words, a separator ('|', '–', '·') between a header's parts being none. */
function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** How many words start in lower case, the particles of names ('of', 'the', 'von') aside. */
function lowerCaseCount(ws: string[]): number {
  return ws.filter((w) => /^[a-z]/.test(w) && !/^(of|and|the|for|in|at|to|de|di|da|du|von|van|der|y|e|et|und|&)$/.test(w)).length;
}

/** True for text that reads as a sentence rather than a label (a header, a name, a title). */
export function isSentence(text: string): boolean {
  const ws = wordsOf(text);
  if (ws.length >= 12) return true;
  const lower = lowerCaseCount(ws);
  if (lower >= 3) return true;
  // A final full stop makes a sentence, unless it ends an abbreviation ('Ltd.', 'Inc.', 'A.Ş.').
  const last = ws[ws.length - 1] ?? '';
  const abbreviation = /^\p{Lu}[\p{L}.]{0,4}\.$/u.test(last);
  return /[.!?]$/.test(last) && !abbreviation && lower >= 1 && ws.length >= 4;
}

/**
 * 'Nation Builders – The US Embassy in Cairo in collaboration with The Ministry of Youth': an employer's long name,
 * its words capitalised (two lower-case words at most besides the particles) and no stop closing it, is a header
 * line however many words it has, not prose.
 */
export function isLongName(text: string): boolean {
  const ws = wordsOf(text);
  return ws.length <= 20 && lowerCaseCount(ws) < 3 && !/[.!?:;]$/.test(text.trim());
}

/**
 * Drops the full stop that closes a name printed as a sentence part ('Valparezzo School of Design.', moderncv's
 * entries end so), keeping one that ends an abbreviation ('Acme Inc.', 'Ltd.', 'S.A.').
 */
export function withoutFullStop(text: string): string {
  const last = /(\S+)\.$/u.exec(text);
  return last && !/\./.test(last[1]!) && !/^\p{L}{1,3}$/u.test(last[1]!) ? text.slice(0, -1) : text;
}

/** Converts ALL-CAPS words to Title Case (leaving short acronyms alone). */
export function titleCase(text: string): string {
  return text.replace(/\p{Lu}[\p{Lu}'’-]+(\.?)/gu, (w, dot: string) => {
    const word = w.slice(0, w.length - dot.length);
    // Short consonant clusters are acronyms ('NHS', 'UK'), unless a full stop makes them an abbreviation ('ST.').
    // Roman numerals stay as they are ('KING EDWARD VI SCHOOL').
    const acronym = (word.length <= 3 && !/[aeiouy]/i.test(word.slice(1)) && !dot) || /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII)$/.test(word);
    return acronym ? w : word[0] + word.slice(1).toLowerCase() + dot;
  });
}
