import { isTown, placesNamed, type Place } from './gazetteer.ts';
import { companyScore, INSTITUTION_RE } from './lexicon.ts';

/**
 * What an employer's printed name carries that is no part of the name. Europass, and the CVs written after it,
 * print the employer's website under (or after) its name ('Ethicsoft,' over 'http://ethicsoft.it/'): the address
 * says where the employer is on the web, not what it is called. A name that is itself a domain ('Amazon.com',
 * 'Example.com') has no scheme and no 'www.', and stays.
 */
const WEB_ADDRESS = /(?:^|[\s,;|])(?:https?:\/\/|www\.)\S*/giu;

/** The employer's name without a web address printed beside it ('myself, http://example.eu' → 'myself'). */
export function withoutWebAddress(company: string): string {
  const name = company.replace(WEB_ADDRESS, ' ');
  return name === company ? company : name.replace(/[\s,;|]+$/, '').replace(/\s+/g, ' ').trim();
}

/** Words that join a place to the name before it ('Bank of America', 'Transport for London'): the place is the name's. */
const JOINING_WORD = /^(?:of|for|de|del|della|der|di|da|do|du|des|la|le|the|and|&|in|at|on|upon|am|an|y|und|et)$/i;
/** A mark parting the name from what follows it on the line ('Acme Ltd – London', 'Acme | Pune'). */
const SEPARATOR = /^[–—|·•-]$/;

/** The place names closing a word run, in reading order, and where they start (none: `names` is empty). */
function trailingPlaces(words: string[]): { start: number; names: Place[][] } {
  let end = words.length;
  const names: Place[][] = [];
  while (end > 0) {
    let found = 0;
    // The longest name first: 'New York' before 'York', 'Tamil Nadu' before 'Nadu'.
    for (let n = Math.min(4, end); n >= 1 && !found; n--) {
      const piece = words.slice(end - n, end);
      if (!/^\p{Lu}/u.test(piece[0]!) || !/^\p{Lu}/u.test(piece[piece.length - 1]!)) continue;
      const places = placesNamed(piece.join(' ').replace(/[.,;]+$/, ''));
      if (places.length) {
        names.unshift(places);
        found = n;
      }
    }
    if (!found) break;
    end -= found;
  }
  return { start: end, names };
}

/**
 * A run of places closes an employer's name when a town in it is pinned by its own region or country after it
 * ('Infosys Bangalore India', 'Acme Austin TX'), or when a big town follows a name that has already ended in a legal
 * form or a business's kind ('Acme Ltd London', 'Deutsche Bank Frankfurt'). A big town after a bare name stays
 * ('Wells Fargo'), and so does a lone country ('Google India', 'BBC Scotland' name a branch).
 */
function closesName(names: Place[][], name: string): boolean {
  const townAt = names.findIndex((n) => n.some(isTown));
  if (townAt < 0) return false;
  const countries = new Set(names[townAt]!.filter(isTown).map((p) => p.country));
  const pinned = names.slice(townAt + 1).some((n) => n.some((p) => (p.kind === 'region' || p.kind === 'country') && countries.has(p.country)));
  if (pinned) return true;
  return names.length === 1 && names[0]!.some((p) => p.kind === 'town') && companyScore(name) >= 2;
}

/**
 * The employer's name without the place run into it with no comma ('Acme Ltd London' → 'Acme Ltd', 'Infosys
 * Bangalore India' → 'Infosys', 'Acme – Pune' → 'Acme'), read with the gazetteer. The name must stay non-empty and
 * must not end in a word joining it to the place ('Bank of America', 'Transport for London'), nor name a school.
 */
export function withoutRunInPlace(company: string): string {
  const words = company.trim().split(/\s+/);
  const { start, names } = trailingPlaces(words);
  if (!names.length || start === 0) return company;
  const separated = SEPARATOR.test(words[start - 1]!);
  const nameWords = words.slice(0, separated ? start - 1 : start);
  const name = nameWords.join(' ').replace(/[\s,;:–—|·•-]+$/, '');
  const last = nameWords[nameWords.length - 1] ?? '';
  if (!/\p{L}{2}/u.test(name) || JOINING_WORD.test(last)) return company;
  // A school or institute names its town as part of its name ('Imperial College London', 'IIT Bombay').
  if (!separated && INSTITUTION_RE.test(name)) return company;
  return separated || closesName(names, name) ? name : company;
}
