/**
 * Field-level agreement between a hand-written Parsed CV (the truth) and a parser's answer: how the parse
 * benchmark and the parser's set tests measure reading quality.
 *
 * Every non-empty leaf counts once. A leaf equal to the truth's is a true positive; a different one is both a
 * false positive and a false negative; one only in the answer is a false positive, one only in the truth a
 * false negative. List items (roles, schools, links ...) are first paired one to one, greedily by similarity;
 * unpaired items count all their leaves. Text is compared after normalisation (accents, case, punctuation),
 * dates by month and year, free text by token overlap.
 */

/** True positives, false positives and false negatives. */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** Counts per field path ("roles.company", "skills" ...), in the order fields were first met. */
export type FieldCounts = Map<string, Counts>;

const FREE_TEXT_MATCH = 0.8;
const PAIRING_MIN = 0.5;

// ---------- normalisation ----------

const FOLDED: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', æ: 'ae', Æ: 'AE', ı: 'i', đ: 'd', œ: 'oe' };

/** Lower case without accents; '&', '+' and '#' spelled out; every other run of punctuation one space. */
export function normalise(value: unknown): string {
  if (value == null || typeof value === 'object') return '';
  return String(value)
    .replace(/[łŁøØßæÆıđœ]/g, (c) => FOLDED[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (value: unknown) => normalise(value).split(' ').filter(Boolean);

/** F1 of the two texts' words (as multisets): 1 for the same words in any order, 0 for none shared. */
export function wordOverlap(a: unknown, b: unknown): number {
  const [left, right] = [wordsOf(a), wordsOf(b)];
  if (!left.length && !right.length) return 1;
  if (!left.length || !right.length) return 0;
  const pool = new Map<string, number>();
  for (const word of left) pool.set(word, (pool.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of right) {
    const left = pool.get(word);
    if (left) {
      shared++;
      pool.set(word, left - 1);
    }
  }
  if (!shared) return 0;
  const [precision, recall] = [shared / right.length, shared / left.length];
  return (2 * precision * recall) / (precision + recall);
}

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** An address without scheme, mailto:, 'www.' or trailing slashes. */
const bareAddress = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '')
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

const COUNTRY_NAMES = [
  ['united kingdom', 'uk', 'u k', 'great britain', 'gb', 'england', 'scotland', 'wales', 'northern ireland', 'britain'],
  ['united states', 'usa', 'us', 'u s', 'u s a', 'united states of america', 'america'],
  ['united arab emirates', 'uae', 'u a e'],
  ['netherlands', 'the netherlands', 'holland', 'nl'],
  ['germany', 'deutschland'],
  ['spain', 'espana'],
  ['brazil', 'brasil'],
  ['turkey', 'turkiye'],
  ['south korea', 'korea', 'republic of korea', 's korea'],
  ['india', 'bharat'],
  ['ireland', 'republic of ireland', 'eire'],
];
const COUNTRY = new Map(COUNTRY_NAMES.flatMap((names) => names.map((name) => [name, names[0]!] as const)));
const countryOf = (value: unknown) => {
  const name = normalise(value);
  return COUNTRY.get(name) ?? name;
};

// ---------- dates ----------

const MONTH: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };
const NO_DATE = /^(present|current|currently|now|ongoing|to date|till date|until now|today|date|-|–|—|n\/?a|null)$/;

/** A date as year and month (null for a year alone), 'none' for an empty or open end, 'unreadable' otherwise. */
type ReadDate = { year: number; month: number | null } | 'none' | 'unreadable';

export function readDate(value: unknown): ReadDate {
  if (value == null || value === false) return 'none';
  const text = String(value).trim().toLowerCase();
  if (!text || NO_DATE.test(text)) return 'none';
  const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) - (Number(y) > 50 ? 100 : 0) : Number(y));
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/))) return { year: +m[1]!, month: +m[2]! };
  if ((m = text.match(/^(\d{1,2})[-/.](\d{4})$/))) return { year: +m[2]!, month: +m[1]! };
  if ((m = text.match(/^\d{1,2}[-/.](\d{1,2})[-/.](\d{4})$/))) return { year: +m[2]!, month: +m[1]! };
  // A month name, maybe a day, then a year of four digits or an apostrophe and two: "Sept. 2019", "January 5, 2019", "Jan '19".
  if ((m = text.match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sept|sep|oct|nov|dec)[a-z]*\.?[\s,/-]*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?('\d{2}|\d{4})\b/))) {
    return { year: fullYear(m[2]!.replace("'", '')), month: MONTH[m[1]!]! };
  }
  if ((m = text.match(/\b(\d{4})\s+(jan|feb|mar|apr|may|jun|jul|aug|sept|sep|oct|nov|dec)[a-z]*\b/))) return { year: +m[1]!, month: MONTH[m[2]!]! };
  if ((m = text.match(/\b(19\d{2}|20\d{2})\b/))) return { year: +m[1]!, month: null };
  return 'unreadable';
}

function sameDate(a: unknown, b: unknown): boolean {
  const [x, y] = [readDate(a), readDate(b)];
  if (typeof x !== 'object' || typeof y !== 'object') return false;
  return x.year === y.year && x.month === y.month;
}

// ---------- comparisons ----------

/** How a leaf is compared: when it counts as empty, when two values agree, and how alike they are for pairing. */
interface Comparison {
  isEmpty(value: unknown): boolean;
  agree(a: unknown, b: unknown): boolean;
  similarity?(a: unknown, b: unknown): number;
}

const exact: Comparison = {
  isEmpty: (v) => normalise(v) === '',
  agree: (a, b) => normalise(a) === normalise(b),
  similarity: (a, b) => (normalise(a) === normalise(b) ? 1 : wordOverlap(a, b)),
};
type ComparisonName = 'exact' | 'email' | 'phone' | 'url' | 'country' | 'date' | 'text' | 'flag';
const COMPARISONS: Record<ComparisonName, Comparison> = {
  exact,
  email: { isEmpty: (v) => bareAddress(v) === '', agree: (a, b) => bareAddress(a).replace(/\s/g, '') === bareAddress(b).replace(/\s/g, '') },
  phone: {
    isEmpty: (v) => digitsOf(v) === '',
    agree: (a, b) => {
      const [x, y] = [digitsOf(a), digitsOf(b)];
      return x === y || (x.length >= 10 && y.length >= 10 && x.slice(-10) === y.slice(-10));
    },
  },
  url: {
    isEmpty: (v) => bareAddress(v) === '',
    agree: (a, b) => bareAddress(a) === bareAddress(b),
    similarity: (a, b) => (bareAddress(a) === bareAddress(b) ? 1 : wordOverlap(a, b)),
  },
  country: { isEmpty: (v) => normalise(v) === '', agree: (a, b) => countryOf(a) === countryOf(b) },
  date: { isEmpty: (v) => readDate(v) === 'none', agree: sameDate },
  text: { isEmpty: (v) => normalise(v) === '', agree: (a, b) => wordOverlap(a, b) >= FREE_TEXT_MATCH, similarity: wordOverlap },
  flag: { isEmpty: (v) => !(v === true || v === 'true'), agree: () => true },
};

// ---------- what is compared ----------

/** A leaf compared one way; a list of free texts; a set of exact names; or a list of records paired by some keys. */
type FieldSpec =
  | { key: string; compare: ComparisonName }
  | { key: string; texts: true }
  | { key: string; names: string }
  | { key: string; pairBy: [key: string, compare: ComparisonName, weight: number][]; fields: FieldSpec[] };

const FIELDS: FieldSpec[] = [
  { key: 'first_name', compare: 'exact' },
  { key: 'surname', compare: 'exact' },
  { key: 'email', compare: 'email' },
  { key: 'phone', compare: 'phone' },
  { key: 'headline', compare: 'exact' },
  { key: 'location.city', compare: 'exact' },
  { key: 'location.country', compare: 'country' },
  { key: 'profile_statement', compare: 'text' },
  { key: 'links', pairBy: [['url', 'url', 1]], fields: [{ key: 'title', compare: 'exact' }, { key: 'url', compare: 'url' }] },
  { key: 'skills', names: 'name' },
  { key: 'achievements', texts: true },
  {
    key: 'roles',
    pairBy: [['company', 'exact', 0.5], ['title', 'exact', 0.5]],
    fields: [
      { key: 'company', compare: 'exact' },
      { key: 'title', compare: 'exact' },
      { key: 'start', compare: 'date' },
      { key: 'end', compare: 'date' },
      { key: 'current', compare: 'flag' },
      { key: 'summary', compare: 'text' },
      { key: 'highlights', texts: true },
    ],
  },
  {
    key: 'earlier_career',
    pairBy: [['company', 'exact', 0.5], ['title', 'exact', 0.5]],
    fields: [
      { key: 'title', compare: 'exact' },
      { key: 'company', compare: 'exact' },
      { key: 'start', compare: 'date' },
      { key: 'end', compare: 'date' },
    ],
  },
  {
    key: 'education',
    pairBy: [['institution', 'exact', 1]],
    fields: [
      { key: 'institution', compare: 'exact' },
      { key: 'location.city', compare: 'exact' },
      { key: 'location.country', compare: 'country' },
      {
        key: 'qualifications',
        pairBy: [['qualification', 'exact', 0.5], ['course', 'exact', 0.5]],
        fields: [
          { key: 'qualification', compare: 'exact' },
          { key: 'course', compare: 'exact' },
          { key: 'start', compare: 'date' },
          { key: 'end', compare: 'date' },
          { key: 'grade', compare: 'exact' },
        ],
      },
    ],
  },
  { key: 'languages', pairBy: [['name', 'exact', 1]], fields: [{ key: 'name', compare: 'exact' }, { key: 'level', compare: 'exact' }] },
  {
    key: 'certifications',
    pairBy: [['name', 'exact', 1]],
    fields: [{ key: 'name', compare: 'exact' }, { key: 'issuer', compare: 'exact' }, { key: 'date', compare: 'date' }],
  },
  {
    key: 'professional_memberships',
    pairBy: [['institution', 'exact', 0.5], ['name', 'exact', 0.5]],
    fields: [{ key: 'institution', compare: 'exact' }, { key: 'name', compare: 'exact' }],
  },
  {
    key: 'publications',
    pairBy: [['title', 'text', 1]],
    fields: [{ key: 'title', compare: 'text' }, { key: 'pub_type', compare: 'exact' }, { key: 'date', compare: 'date' }],
  },
  { key: 'add_details', texts: true },
];

// ---------- reading values loosely (an answer may be malformed) ----------

type Loose = Record<string, unknown>;
const at = (value: unknown, keyPath: string): unknown =>
  keyPath.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Loose)[k] : undefined), value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]);
const recordOf = (value: unknown, mainKey: string): Loose =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : typeof value === 'string' ? { [mainKey]: value } : {};
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const v = value as Loose;
    return (v.text ?? v.description ?? v.name ?? v.title ?? '') as string;
  }
  return value == null ? '' : String(value);
};

// ---------- counting ----------

function add(counts: FieldCounts, field: string, kind: keyof Counts, n = 1) {
  let c = counts.get(field);
  if (!c) counts.set(field, (c = { tp: 0, fp: 0, fn: 0 }));
  c[kind] += n;
}

/** Greedy one-to-one pairing: the most alike pair first, ties by position. Returns [truth index, answer index] pairs. */
function pairUp(n: number, m: number, similarity: (i: number, j: number) => number, min: number): [number, number][] {
  const candidates: [number, number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) {
      const s = similarity(i, j);
      if (s >= min) candidates.push([s, i, j]);
    }
  candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const [pairedTruth, pairedAnswer] = [new Set<number>(), new Set<number>()];
  const pairs: [number, number][] = [];
  for (const [, i, j] of candidates) {
    if (pairedTruth.has(i) || pairedAnswer.has(j)) continue;
    pairedTruth.add(i);
    pairedAnswer.add(j);
    pairs.push([i, j]);
  }
  return pairs;
}

/** Counts every non-empty leaf of an unpaired value on one side. */
function countUnpaired(counts: FieldCounts, spec: FieldSpec, name: string, value: unknown, side: 'fp' | 'fn') {
  if ('texts' in spec) {
    for (const item of listOf(value)) if (!COMPARISONS.text.isEmpty(textOf(item))) add(counts, name, side);
  } else if ('names' in spec) {
    for (const item of listOf(value)) if (!exact.isEmpty(recordOf(item, spec.names)[spec.names])) add(counts, name, side);
  } else if ('pairBy' in spec) {
    for (const item of listOf(value)) {
      const record = recordOf(item, spec.pairBy[0]![0]);
      for (const field of spec.fields) countUnpaired(counts, field, `${name}.${field.key}`, at(record, field.key), side);
    }
  } else if (!COMPARISONS[spec.compare].isEmpty(value)) add(counts, name, side);
}

/** Pairs two lists of single values (texts or names) and counts pairs, leftovers on either side. */
function countPairedValues(counts: FieldCounts, name: string, truth: string[], answer: string[], similarity: (a: string, b: string) => number, min: number) {
  const pairs = pairUp(truth.length, answer.length, (i, j) => similarity(truth[i]!, answer[j]!), min);
  add(counts, name, 'tp', pairs.length);
  add(counts, name, 'fn', truth.length - pairs.length);
  add(counts, name, 'fp', answer.length - pairs.length);
}

function countField(counts: FieldCounts, spec: FieldSpec, name: string, truth: unknown, answer: unknown) {
  if ('texts' in spec) {
    const texts = (v: unknown) => listOf(v).map(textOf).filter((s) => !COMPARISONS.text.isEmpty(s));
    countPairedValues(counts, name, texts(truth), texts(answer), wordOverlap, FREE_TEXT_MATCH);
  } else if ('names' in spec) {
    const names = (v: unknown) => listOf(v).map((x) => recordOf(x, spec.names)[spec.names]).filter((s) => !exact.isEmpty(s)) as string[];
    countPairedValues(counts, name, names(truth), names(answer), (a, b) => (exact.agree(a, b) ? 1 : 0), 1);
  } else if ('pairBy' in spec) countRecords(counts, spec, name, truth, answer);
  else countLeaf(counts, name, COMPARISONS[spec.compare], truth, answer);
}

function countRecords(counts: FieldCounts, spec: Extract<FieldSpec, { pairBy: unknown }>, name: string, truth: unknown, answer: unknown) {
  const mainKey = spec.pairBy[0]![0];
  const [t, a] = [listOf(truth).map((x) => recordOf(x, mainKey)), listOf(answer).map((x) => recordOf(x, mainKey))];
  const similarity = (i: number, j: number) =>
    spec.pairBy.reduce((s, [key, compare, weight]) => s + weight * (COMPARISONS[compare].similarity ?? exact.similarity!)(at(t[i], key), at(a[j], key)), 0);
  const pairs = pairUp(t.length, a.length, similarity, PAIRING_MIN);
  for (const [i, j] of pairs) for (const field of spec.fields) countField(counts, field, `${name}.${field.key}`, at(t[i], field.key), at(a[j], field.key));
  const [pairedTruth, pairedAnswer] = [new Set(pairs.map((p) => p[0])), new Set(pairs.map((p) => p[1]))];
  t.forEach((record, i) => {
    if (!pairedTruth.has(i)) for (const field of spec.fields) countUnpaired(counts, field, `${name}.${field.key}`, at(record, field.key), 'fn');
  });
  a.forEach((record, j) => {
    if (!pairedAnswer.has(j)) for (const field of spec.fields) countUnpaired(counts, field, `${name}.${field.key}`, at(record, field.key), 'fp');
  });
}

function countLeaf(counts: FieldCounts, name: string, comparison: Comparison, truth: unknown, answer: unknown) {
  const [noTruth, noAnswer] = [comparison.isEmpty(truth), comparison.isEmpty(answer)];
  if (noTruth && noAnswer) return;
  if (noTruth) return add(counts, name, 'fp');
  if (noAnswer) return add(counts, name, 'fn');
  if (comparison.agree(truth, answer)) add(counts, name, 'tp');
  else {
    add(counts, name, 'fp');
    add(counts, name, 'fn');
  }
}

/** Field-by-field counts of an answer against the truth. The answer may be a Parsed CV or the /parse envelope. */
export function scoreFields(truth: unknown, answer: unknown): FieldCounts {
  const counts: FieldCounts = new Map();
  let cv = answer;
  if (cv && typeof cv === 'object' && 'data' in cv && cv.data && typeof cv.data === 'object' && !('first_name' in cv)) cv = cv.data;
  if (!cv || typeof cv !== 'object' || Array.isArray(cv)) cv = {};
  for (const field of FIELDS) countField(counts, field, field.key, at(truth, field.key), at(cv, field.key));
  return counts;
}

/** The counts of several fields (or files) added up. */
export function sumCounts(all: Iterable<Counts>): Counts {
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const c of all) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  return total;
}

/** Micro F1 over the counts; 0 when nothing was found. */
export const f1Of = ({ tp, fp, fn }: Counts) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0);
