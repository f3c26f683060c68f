import { scanTerms } from './lexicon.ts';
import { FILLER_WORDS } from './noise.ts';
import { wordsOf } from './normalise.ts';
import { isPlaceWord } from './places.ts';
import type { Priority } from './sections.ts';

/**
 * Tools the lexicon does not know, recognised from how adverts ask for them: 'experience with Fivetran',
 * 'proficient in Xactly', or a short item of a requirements list. Precision matters more than recall here, so a
 * candidate must look like a name (a capital inside a sentence, a digit or symbol, an acronym) and be none of:
 * a lexicon term (already read), a company, a place, filler, or a common capitalised word.
 */

const CUE =
  /\b(?:experience (?:with|of|in|using)|hands-on (?:experience )?(?:with|in)|proficien(?:t|cy) (?:in|with|using)|(?:working |good |strong |solid |sound |deep |in-depth )?knowledge of|familiar(?:ity)? with|skilled in|expertise (?:in|with)|exposure to|competent (?:in|with|using)|confident (?:with|using|in)|track record (?:with|in))\s+([^.;:!?\n()]+)/giu;
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
    'september october november december level degree certificate diploma award'
  ).split(/\s+/),
);

/** A word that reads as (part of) a name: a digit or symbol, a capital after the first letter, an acronym, or
 *  (when not the first word of a sentence or list item) a capital letter. */
function nameLike(word: string, atStart: boolean): boolean {
  if (!/\p{L}/u.test(word) || COMMON.has(word.toLowerCase()) || FILLER_WORDS.has(word.toLowerCase()) || isPlaceWord(word)) return false;
  if (/[\d+#]/.test(word) || /^.+\p{Lu}/u.test(word) || /^\p{Lu}{2,}$/u.test(word)) return true;
  return !atStart && /^\p{Lu}\p{Ll}+$/u.test(word);
}

/** The name an item starts with ('Fivetran' of 'Fivetran is a plus'): its leading words that read as a name, at most four. */
function nameIn(item: string, atStart: boolean, companies: Set<string>): string | null {
  const words = item.trim().replace(/^(?:the|a|an)\s+/i, '').split(/\s+/).map((w) => w.replace(/[.,:;!?'’"]+$/, ''));
  const run: string[] = [];
  for (const [i, word] of words.entries()) {
    if (!word || !nameLike(word, atStart && i === 0)) break;
    run.push(word);
  }
  if (run.length === 0 || run.length > 4) return null;
  const name = run.join(' ');
  if ([...companies].some((c) => c.toLowerCase() === name.toLowerCase() || name.split(/\s+/).some((w) => c.split(/\s+/).includes(w)))) return null;
  // A lexicon term the name begins ('IV' of 'IV therapy') was read already.
  if (scanTerms(wordsOf(words.join(' '))).some((hit) => hit.at < run.length)) return null;
  return name;
}

const BULLET = /^\s*(?:[-•*–·▪]|\d+[.)])\s+/;

/** How the reader counts a line: a priority, or null for company and benefit text, which asks for nothing. */
export type LinePriority = (line: number) => { priority: Priority | null; list: boolean };

/** Terms the lexicon does not know, from cue phrases and requirement lists, with the priority of where they sit. */
export function unknownTerms(lines: string[], priorityOf: LinePriority, companies: string[]): { name: string; priority: Priority }[] {
  const companySet = new Set(companies);
  const found = new Map<string, { name: string; priority: Priority }>();
  const add = (name: string | null, priority: Priority) => {
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), { name, priority });
  };
  lines.forEach((line, i) => {
    const { priority, list } = priorityOf(i);
    if (!priority) return;
    for (const match of line.matchAll(CUE)) {
      const phrase = match[1]!;
      const parts = EXAMPLES.test(phrase) ? phrase.split(EXAMPLES).slice(1).join(' ') : phrase;
      parts.split(SPLIT).forEach((item) => add(nameIn(item, false, companySet), priority));
    }
    if (!list) return;
    const item = line.replace(BULLET, '');
    const pieces = item.split(SPLIT);
    // A list item that is only a name ('- Fivetran'), or a comma list of names on one line.
    if (pieces.length >= 3 || (BULLET.test(line) && pieces.length === 1)) {
      pieces.forEach((piece, n) => add(nameIn(piece, n === 0, companySet), priority));
    }
  });
  return [...found.values()];
}
