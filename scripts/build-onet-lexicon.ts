/**
 * `node scripts/build-onet-lexicon.ts TECHNOLOGY_SKILLS [DICTIONARY]`: writes src/lib/scoring/advert/lexicon/onet.ts,
 * the software and tools of O*NET's "Technology Skills" in the lexicon's own format (docs/lexicon.md).
 *
 * Source: O*NET 29.2 Database (February 2025), file "Technology Skills.txt" (tab-separated: O*NET-SOC Code, Example,
 * Commodity Code, Commodity Title, Hot Technology, In Demand), by the U.S. Department of Labor, Employment and Training
 * Administration, under CC BY 4.0 (https://www.onetcenter.org/license_db.html). The file itself is not in the repo;
 * only the derived list is, with this attribution. DICTIONARY is a list of English words, one a line (default
 * /usr/share/dict/british-english, Debian's wbritish), used only to tell everyday words from product names.
 *
 * What is taken, and how (hard skills and tools only: O*NET's examples are products and languages, never activities):
 * - an example used by at least MIN_OCCUPATIONS occupations, or marked a hot or in-demand technology;
 * - never a generic description ('Spreadsheet software', 'Email software': every word an everyday word), a
 *   social network, browser, game or driver, nor anything the hand-written lexicon already covers: a product one
 *   of whose forms is an existing term's is left to it, and a form that holds an existing term's is dropped
 *   ('Microsoft Excel' is Excel's; 'Oracle PeopleSoft' is read as PeopleSoft), so a CV showing the existing term
 *   is never reported as lacking the product;
 * - forms: the name without a trailing 'software'; without its vendor when what remains is a name ('Oracle
 *   PeopleSoft' is also 'PeopleSoft', 'Microsoft Word' is not 'Word'); an acronym the name spells out is the name
 *   ('Structured query language SQL' is 'SQL | Structured query language'); a one-word everyday name is matched
 *   only as written ('=Slack');
 * - a product whose name holds another's ('Microsoft Dynamics GP', 'Microsoft Dynamics') is one term with it;
 * - each product implies the umbrella of its commodity class where the lexicon has one (UMBRELLAS: Oracle
 *   PeopleSoft shows ERP, Autodesk Revit shows CAD); the umbrellas the lexicon lacks are written here;
 * - each product goes to the lexicon field most of its occupations belong to (by SOC major group).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_WRITTEN } from '../src/lib/scoring/advert/lexicon/index.ts';
import { phraseKeys } from '../src/lib/scoring/advert/normalise.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [source, dictionary = '/usr/share/dict/british-english'] = process.argv.slice(2);
if (!source) throw new Error('Usage: node scripts/build-onet-lexicon.ts "Technology Skills.txt" [dictionary]');
const OUT = path.join(root, 'src/lib/scoring/advert/lexicon/onet.ts');

/** Occupations an example must be listed for, unless O*NET marks it hot or in demand. */
const MIN_OCCUPATIONS = 8;

/** Commodity classes whose examples are not job skills. */
const SKIPPED_CLASSES = new Set([
  'Internet browser software', 'Action games', 'Spell checkers', 'Dictionary software', 'Foreign language software',
  'Printer driver software', 'Graphics card driver software', 'Device drivers or system software', 'Fax software',
  'Instant messaging software', 'Video conferencing software', 'Electronic mail software', 'Mobile messaging service software',
  'Network conferencing software', 'Data compression software', 'Storage media loading software', 'Text to speech conversion software',
]);
/** Names an advert writes for other reasons than a skill ('follow us on LinkedIn', 'interview on Zoom'). */
const SKIPPED_NAMES = /^(facebook|linkedin|twitter|x|youtube|instagram|tiktok|whatsapp|snapchat|pinterest|reddit|zoom|skype|google|yahoo|bing|wikipedia|web browser|the|workspace|middleware|recordkeeping|timekeeping|chatbot|enterprise|software|systems)$/i;

/** The lexicon's umbrella for a commodity class (an existing term's name), or a new one written here ('Name | form'). */
const UMBRELLAS: Record<string, string> = {
  'Customer relationship management CRM software': 'CRM',
  'Computer aided design CAD software': 'CAD',
  'Business intelligence and data analysis software': 'Business intelligence',
  'Human resources software': 'HRIS',
  'Medical software': 'Electronic patient records',
  'Video creation and editing software': 'Video production',
  'Enterprise resource planning ERP software': 'ERP | enterprise resource planning | ERP systems | ERP system | ERP software',
  'Accounting software': 'Accounting software | accounting package | accounting packages | accounting system | accounting systems',
  'Geographic information system': 'GIS | geographic information systems | geographic information system | GIS software',
  'Desktop publishing software': 'Desktop publishing | =DTP',
  'Computer aided manufacturing CAM software': '=CAM | computer-aided manufacturing | CAM software',
};

/** The lexicon field of an O*NET-SOC major group (the code's first two digits). */
const FIELD_OF_GROUP: Record<string, string> = {
  '11': 'general', '13': 'finance', '15': 'tech', '17': 'trades', '19': 'data', '21': 'public', '23': 'legal',
  '25': 'teaching', '27': 'sales', '29': 'health', '31': 'health', '33': 'public', '35': 'hospitality', '37': 'trades',
  '39': 'general', '41': 'sales', '43': 'general', '45': 'trades', '47': 'trades', '49': 'trades', '51': 'trades', '53': 'logistics',
};

const words = new Set(readFileSync(dictionary, 'utf8').split('\n').filter((w) => /^\p{Ll}+$/u.test(w)));
const everyday = (word: string) => words.has(word.toLowerCase()) || words.has(word.toLowerCase().replace(/s$/, ''));
/** A word that names something: not an everyday word, or written with a capital inside, or with a digit. */
const nameLike = (word: string) => !everyday(word) || /.\p{Lu}|\d/u.test(word);

interface Example { name: string; occupations: Set<string>; classes: Map<string, number>; hot: boolean }
const examples = new Map<string, Example>();
for (const line of readFileSync(source, 'utf8').split('\n').slice(1)) {
  const [soc, name, , className, hot, demand] = line.split('\t');
  if (!soc || !name || !className) continue;
  const e = examples.get(name) ?? { name, occupations: new Set(), classes: new Map(), hot: false };
  e.occupations.add(soc);
  e.classes.set(className, (e.classes.get(className) ?? 0) + 1);
  e.hot ||= hot === 'Y' || demand?.trim() === 'Y';
  examples.set(name, e);
}

const mainClass = (e: Example) => [...e.classes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
const fieldOf = (e: Example) => {
  const counts = new Map<string, number>();
  for (const soc of e.occupations) {
    const field = FIELD_OF_GROUP[soc.slice(0, 2)] ?? 'general';
    counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
};

/** First words that are vendors: capitalised, not everyday, the first word of at least three examples. */
const firstWords = new Map<string, number>();
for (const name of examples.keys()) {
  const first = name.split(' ')[0]!;
  firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
}
const isVendor = (word: string) => (firstWords.get(word) ?? 0) >= 3 && /^\p{Lu}/u.test(word) && !everyday(word);

/** A word that can stand alone as a product's name: 'PeopleSoft', 'LabVIEW', 'Westlaw'; not 'Workplace', 'PM', 'Middleware'. */
const standsAlone = (word: string) =>
  word.length >= 4 && nameLike(word) && !/^\p{Lu}{1,3}$/u.test(word) && (/.\p{Lu}|\d/u.test(word) || !/(ing|ware|ion|ment|ness|er|or)$/.test(word));

/** The forms of one example, its display name first, or none when it is not a product's name. */
function formsOf(raw: string): string[] {
  const name = raw.replace(/\s+software$/i, '').replace(/\s*\([^)]*\)\s*/g, ' ').replace(/[™®]/g, '').trim();
  const parts = name.split(/\s+/);
  if (parts.length > 5 || SKIPPED_NAMES.test(name) || /^Software\b/.test(name) || !parts.some(nameLike)) return [];
  if (parts.length === 1 && !standsAlone(name) && !everyday(name) && !/^\p{Lu}{2,}$/u.test(name)) return [];
  // 'Structured query language SQL': the acronym is the name (matched in capitals only), the words a form.
  const last = parts.at(-1)!;
  const spelled = parts.slice(0, -1);
  if (/^\p{Lu}{2,6}$/u.test(last) && spelled.length >= 2 && spelled.map((w) => w[0]!.toUpperCase()).join('') === last) {
    return [`=${last}`, spelled.join(' ')];
  }
  const forms = [name];
  // 'Oracle PeopleSoft' is also 'PeopleSoft' ('The MathWorks MATLAB' also 'MATLAB'); 'Thomson Reuters Westlaw' also
  // 'Westlaw': the name without its vendor, or its last word, when that is a name on its own.
  const start = parts[0] === 'The' && parts.length > 2 ? 1 : 0;
  const rest = parts.slice(start + 1);
  if (parts.length > 1 && standsAlone(last)) forms.unshift(last);
  else if (rest.length > 1 && isVendor(parts[start]!) && /^[\p{Lu}\d]/u.test(rest[0]!) && rest.some(nameLike) && !isVendor(rest[0]!)) forms.unshift(rest.join(' '));
  // A one-word everyday name ('Slack', 'Tableau') is matched only as written.
  return [...new Set(forms)].map((f) => (!f.includes(' ') && everyday(f) ? `=${f}` : f));
}

/** Keys of a form as the lexicon compares it, joined. */
const keyOf = (form: string) => phraseKeys(form.replace(/^=/, '')).join(' ');
/** Every existing form's keys, to leave alone what the hand-written lexicon covers. */
const existing = new Set<string>();
for (const data of HAND_WRITTEN) {
  for (const block of [data.skills, data.qualifications, data.domains]) {
    for (const line of block.split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue;
      for (const form of line.split('>')[0]!.split('|')) {
        const key = keyOf(form.trim().replace(/^\[(.*)\]$/, '$1'));
        if (key) existing.add(key);
      }
    }
  }
}
const handWritten = new Set(existing);
for (const u of Object.values(UMBRELLAS)) for (const form of u.split('|')) existing.add(keyOf(form.trim()));
/** True when `key` is or holds (as whole words) a key of `keys`. */
const holds = (key: string, keys: Set<string>) => {
  const w = key.split(' ');
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j <= w.length; j++) if (keys.has(w.slice(i, j).join(' '))) return true;
  return false;
};

interface Product { forms: string[]; field: string; umbrella?: string; weight: number }
const chosen = [...examples.values()]
  .filter((e) => (e.occupations.size >= MIN_OCCUPATIONS || e.hot) && !SKIPPED_CLASSES.has(mainClass(e)))
  .sort((a, b) => b.occupations.size - a.occupations.size || (a.name < b.name ? -1 : 1));
const products: Product[] = [];
const taken = new Map<string, Product>();
const owners = new Map<string, Product>();
for (const e of chosen) {
  // A product the lexicon has under one of its names is left to it; a name holding another term's ('Oracle
  // PeopleSoft' holds Oracle) is left out, so the scan reads the product from its other names ('PeopleSoft').
  const all = formsOf(e.name);
  if (all.some((f) => existing.has(keyOf(f)))) continue;
  const forms = all.filter((f) => !holds(keyOf(f), existing));
  if (forms.length === 0) continue;
  const umbrella = UMBRELLAS[mainClass(e)]?.split('|')[0]!.trim().replace(/^=/, '');
  // A product whose name holds a chosen one's is a form of it ('Microsoft Dynamics GP' of 'Microsoft Dynamics').
  const owner = forms.map((f) => [...owners.entries()].find(([prefix]) => `${f.toLowerCase()} `.startsWith(`${prefix} `))?.[1]).find(Boolean);
  const product = owner ?? { forms: [], field: fieldOf(e), ...(umbrella ? { umbrella } : {}), weight: e.occupations.size };
  for (const f of forms) {
    if (taken.has(keyOf(f))) continue;
    product.forms.push(f);
    taken.set(keyOf(f), product);
  }
  if (!owner && product.forms.length > 0) {
    products.push(product);
    // Its own names, not a vendor's alone, may own longer names.
    for (const f of product.forms) if (f.includes(' ') || !isVendor(f)) owners.set(f.replace(/^=/, '').toLowerCase(), product);
  }
}

/** The umbrellas this file writes: the ones no field of the lexicon has. */
const newUmbrellas = Object.values(UMBRELLAS).filter((u) => !handWritten.has(keyOf(u.split('|')[0]!.trim())));
const byField = new Map<string, string[]>();
for (const p of products) {
  const line = `${p.forms.join(' | ')}${p.umbrella ? ` > ${p.umbrella}` : ''}`;
  byField.set(p.field, [...(byField.get(p.field) ?? []), line]);
}
const block = (lines: string[]) => `\n${lines.join('\n')}\n`;
const fields = [...byField.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
const out = `/**
 * Software and tools from O*NET's "Technology Skills" (O*NET 29.2 Database, U.S. Department of Labor, Employment and
 * Training Administration, CC BY 4.0: https://www.onetcenter.org/license_db.html), in the lexicon's format: products
 * used by at least ${MIN_OCCUPATIONS} occupations or marked hot or in demand, less what the hand-written fields cover, each
 * implying the umbrella of its class where there is one. Modified from the source: names cleaned, vendors dropped as
 * extra forms, grouped by lexicon field. GENERATED by scripts/build-onet-lexicon.ts: do not edit by hand.
 */
import type { FieldData } from '../types.ts';

const none = '';
export const onet: readonly FieldData[] = [
  { field: 'general', skills: \`${block(newUmbrellas)}\`, qualifications: none, domains: none, roles: none },
${fields.map(([field, lines]) => `  { field: '${field}', skills: \`${block(lines)}\`, qualifications: none, domains: none, roles: none },`).join('\n')}
];
`;
writeFileSync(OUT, out);
console.log(`${products.length} products (${products.reduce((n, p) => n + p.forms.length, 0)} forms) and ${newUmbrellas.length} umbrellas from ${examples.size} examples -> ${path.relative(root, OUT)} (${out.length} bytes)`);
