/**
 * The gazetteer: which word runs name a town, a first-level region or a country (data: gazetteer-data.ts, written by
 * scripts/build-gazetteer.ts from GeoNames; docs/gazetteer.md). Read once per process, on the first question.
 */
import { COUNTRIES, REGIONS, SMALL_TOWNS, TOWNS, WORD_TOWNS } from './gazetteer-data.ts';

/**
 * What a name is: a town of 100,000 people or more ('town'), a smaller one ('small'), a town whose name is an
 * everyday word ('word': 'Reading'), a region ('Karnataka', 'TX') or a country.
 */
export type PlaceKind = 'town' | 'small' | 'word' | 'region' | 'country';

export interface Place {
  kind: PlaceKind;
  /** ISO 3166 code of the country it lies in. */
  country: string;
}

/** Each name's places packed into small integers (kind, country): 19,000 names in about 1.5 MB, not 6 as objects. */
let index: Map<string, number | number[]> | null = null;
const KINDS: PlaceKind[] = ['town', 'small', 'word', 'region', 'country'];
const countryCodes: string[] = [];
const pack = (kind: PlaceKind, country: string) => {
  let c = countryCodes.indexOf(country);
  if (c < 0) c = countryCodes.push(country) - 1;
  return c * 8 + KINDS.indexOf(kind);
};
const unpack = (n: number): Place => ({ kind: KINDS[n % 8]!, country: countryCodes[Math.floor(n / 8)]! });

/** A name as looked up: no accents, lower case, one space between words ('İstanbul' and 'Istanbul' are one). */
function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function load(): Map<string, number | number[]> {
  const map = new Map<string, number | number[]>();
  const read = (block: string, kind: PlaceKind) => {
    for (const line of block.split('\n')) {
      const country = line.slice(0, 2);
      for (const name of line.slice(3).split('|')) {
        const key = placeKey(name);
        const packed = pack(kind, country);
        const known = map.get(key);
        map.set(key, known === undefined ? packed : [...(typeof known === 'number' ? [known] : known), packed]);
      }
    }
  };
  read(COUNTRIES, 'country');
  read(REGIONS, 'region');
  read(TOWNS, 'town');
  read(SMALL_TOWNS, 'small');
  read(WORD_TOWNS, 'word');
  return map;
}

/** Every place a name may be ([] when none). */
export function placesNamed(text: string): Place[] {
  index ??= load();
  const printed = text.trim().replace(/\.$/, '');
  const packed = index.get(placeKey(printed)) ?? [];
  const known = (typeof packed === 'number' ? [packed] : packed).map(unpack);
  // A code of a region or country counts only in capitals ('IN' for Indiana, 'US': never the words 'in', 'us').
  const code = /^\p{L}{2,3}$/u.test(printed) && printed !== printed.toUpperCase();
  return code ? known.filter((p) => p.kind !== 'region' && p.kind !== 'country') : known;
}

/** The kinds of a town, biggest first. */
const TOWN_KINDS: PlaceKind[] = ['town', 'small', 'word'];

/** True when a place is a town of any size (not a region or country). */
export const isTown = (place: Place): boolean => TOWN_KINDS.includes(place.kind);

/** The town a name names, if any: the biggest of its kinds ('town' before 'small' before 'word'). */
export function townNamed(text: string): Place | null {
  const places = placesNamed(text);
  for (const kind of TOWN_KINDS) {
    const place = places.find((p) => p.kind === kind);
    if (place) return place;
  }
  return null;
}

/** True when a name is a country the gazetteer knows ('Eswatini', 'Sierra Leone'; lexicon.ts's isCountry asks it too). */
export function isCountryName(text: string): boolean {
  return placesNamed(text).some((p) => p.kind === 'country');
}

/** True when a name is a first-level region (a US state or its code, an Indian state, a province). */
export function isRegionName(text: string): boolean {
  return placesNamed(text).some((p) => p.kind === 'region');
}
