/**
 * Dates as CVs print them ('Jan 2020', 'January 2020', 'Sept. 2019', '01/2020', '2020-01', '2020-01-15', '2020.01.15', '2019', 'Summer 2020')
 * and ranges between them ('2019 – Present', '2018 to 2020'), normalised to 'MMM YYYY' or 'YYYY'.
 */

// English, German, French, Spanish, Italian and Portuguese names, and the Romance abbreviations that are no English
// word ('ene', 'abr', 'ago', 'dic'; 'set' and 'out' are left out), as CV templates localised by halves print them ('AGO/2015').
const MONTH_NAMES: Array<[RegExp, number]> = [
  [/^(jan|january|januar|janvier|enero|ene|gennaio|gen|janeiro|jänner)$/, 1],
  [/^(feb|february|februar|février|fevrier|febrero|febbraio|fevereiro|fev)$/, 2],
  [/^(mar|march|märz|maerz|mars|marzo|março)$/, 3],
  [/^(apr|april|avril|abril|abr|aprile)$/, 4],
  [/^(may|mai|mayo|maggio|mag|maio)$/, 5],
  [/^(jun|june|juni|juin|junio|giugno|giu|junho)$/, 6],
  [/^(jul|july|juli|juillet|julio|luglio|lug|julho)$/, 7],
  [/^(aug|august|août|aout|agosto|ago)$/, 8],
  [/^(sep|sept|september|septembre|septiembre|settembre|setembro)$/, 9],
  [/^(oct|october|oktober|octobre|octubre|ottobre|ott|outubro|okt)$/, 10],
  [/^(nov|november|novembre|noviembre|novembro)$/, 11],
  [/^(dec|december|dezember|décembre|decembre|diciembre|dicembre|dic|dezembro|dez)$/, 12],
];
const ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The names of MONTH_NAMES as one alternation, longest first so 'ago' never stops 'agosto' short. */
const MONTH_WORD = MONTH_NAMES.flatMap(([re]) => re.source.replace(/^\^\(|\)\$$/g, '').split('|'))
  .sort((a, b) => b.length - a.length)
  .join('|');
const SEASON = 'spring|summer|autumn|fall|winter';
const PRESENT =
  "present|current(?:ly)?|now|ongoing|to date|till date|till now|until now|up to now|so far|today|date|heute|jetzt|actuel|aujourd'hui|presente|actualidad|actualmente|oggi|atual|" +
  // 'Jun 2019 – Onwards', 'Jan 2020 – till present', as Indian CVs write a post still held; Spanish 'hasta hoy'.
  'onwards?|till present|till today|up to date|presently|continuing|hoy';

/**
 * Where a year-first date ('2019.09', '2019-09-01') must end: not inside a longer number or date, though a hyphen
 * may follow when the end of a range does ('2017.09-2021.06', '2020.12-Present', as Chinese CV themes print them).
 */
const YEAR_FIRST_END = `(?![\\d/.]|-(?!(?:19|20)\\d{2}|(?:${PRESENT})\\b))`;

/** One date in any supported style. Named group alternatives keep each style's parts apart. */
const DATE_SOURCE =
  `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTH_WORD})\\.?,?\\s+(?:19|20)\\d{2}` +
  `|(?<![a-zà-ÿ])(?:${MONTH_WORD})\\.?[\\s,/-]*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:'\\d{2}|(?:19|20)\\d{2})` +
  `|(?:${SEASON})\\s+(?:19|20)\\d{2}` +
  `|\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)\\d{2}` +
  `|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d{2}` +
  `|(?:19|20)\\d{2}(?:-(?:0[1-9]|1[0-2])-|\\.(?:0[1-9]|1[0-2])\\.|/(?:0[1-9]|1[0-2])/)(?:0[1-9]|[12]\\d|3[01])${YEAR_FIRST_END}` +
  `|(?:19|20)\\d{2}[/.-](?:0?[1-9]|1[0-2])${YEAR_FIRST_END}` +
  `|(?:19|20)\\d{2})`;

const DATE = new RegExp(`(?<![\\w/.-])${DATE_SOURCE}(?![\\w])`, 'i');
const RANGE = new RegExp(
  `(?:(?:from|since)\\s+)?(${DATE_SOURCE})\\s*(?:--|-|‐|‑|–|—|−|‒|―|~|to|until|till|through|thru|→|>|bis|à|a)\\s*(${DATE_SOURCE}|${PRESENT})(?![\\w])`,
  'i',
);
/** Two months of one year: 'June-July 2017', 'May – August 2016'. */
const MONTHS_OF_A_YEAR = new RegExp(`(?<![\\w/.-])(${MONTH_WORD})\\.?\\s*(?:-|‐|‑|–|—|to)\\s*(${MONTH_WORD})\\.?,?\\s+((?:19|20)\\d{2})(?![\\w])`, 'i');
/**
 * A year and the next ones in two digits: '2019–21', '2018-19'. With a plain hyphen and a month-like end ('2019-12')
 * it is the month of 'YYYY-MM' instead, so only an end past twelve or a typographic dash reads as a range.
 */
const SHORT_END = /(?<![\w/.-])((?:19|20)(\d{2}))\s*([-‐‑–—−])\s*(\d{2})(?![\w/.-])/;
/** Months with two-digit years, in a range only ('06/19 – 05/21', '06/19 - Present'): alone they could be anything. */
const SHORT_YEARS = new RegExp(`(?<![\\w/.-])(0?[1-9]|1[0-2])/(\\d{2})\\s*[-‐‑–—−]\\s*(?:(0?[1-9]|1[0-2])/(\\d{2})|(${PRESENT}))(?![\\w/.-])`, 'i');

/**
 * Month names with two-digit years, in a range only ('Jan 19 – Dec 20', 'Sep 21 – Present'): alone, 'May 19' could
 * as well be a day.
 */
const SHORT_MONTH_YEARS = new RegExp(
  `(?<![\\w/.-])(${MONTH_WORD})\\.?\\s+(\\d{2})\\s*[-‐‑–—−]\\s*(?:(${MONTH_WORD})\\.?\\s+(\\d{2})|(${PRESENT}))(?![\\w/.-])`,
  'i',
);

/**
 * A start with nothing after its dash, where the line or its cell ends ('03/2019 –', '2019 – | Acme'): the
 * post is still held. A bare hyphen needs a space before it: '2019-' at a line's end is a range broken over
 * two lines.
 */
const OPEN_END = new RegExp(`(?<![\\w/.-])(${DATE_SOURCE})(?:\\s*[–—−]|\\s+[-‐‑])\\s*(?=$|\\|)`, 'i');
/**
 * One season over several years, at the end of a line or its cell ('Summer 2013, 2014', 'Summers 2012 & 2013'), as
 * American student CVs date seasonal work: a range from the first year to the last. Without the season a list of
 * years is as often an award's ('Dean's List 2013, 2014').
 */
const SEASON_YEARS = new RegExp(
  `(?<![\\w/.-])(?:${SEASON})s?\\s+((?:19|20)\\d{2})(?:\\s*(?:,|&|and)\\s*(?:(?:${SEASON})s?\\s+)?(?:19|20)\\d{2})*` +
    `\\s*(?:,|&|and)\\s*(?:(?:${SEASON})s?\\s+)?((?:19|20)\\d{2})\\s*(?=$|\\|)`,
  'i',
);
/**
 * A year before its month on both sides of a range ('2023 Mar. — 2024 Jul.', '2024 Aug. – present'), as Typst and
 * some East Asian CV themes print them, or with a slash between ('2008/Apr to 2012/May', as some LaTeX CV classes
 * print them). Only in a range: alone, '2020 May' could be the start of a sentence.
 */
const YEAR_MONTH_RANGE = new RegExp(
  `(?<![\\w/.-])((?:19|20)\\d{2})(?:\\s+|/)(${MONTH_WORD})\\.?\\s*(?:--|-|‐|‑|–|—|−|~|to)\\s*(?:((?:19|20)\\d{2})(?:\\s+|/)(${MONTH_WORD})\\.?|(${PRESENT}))(?![\\w])`,
  'i',
);
const SINCE = new RegExp(`\\bsince\\s+(${DATE_SOURCE})(?![\\w])`, 'i');
/** 'March 2019 onwards': a start and the word that says the post goes on, with no dash between. */
const ONWARDS = new RegExp(`(?<![\\w/.-])(${DATE_SOURCE})\\s+onwards?\\b`, 'i');
const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, 'i');

function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  for (const [re, n] of MONTH_NAMES) if (re.test(w)) return n;
  return null;
}

/** Normalises one date to 'MMM YYYY' or 'YYYY'; '' when it is not a date. */
export function normaliseDate(raw: string): string {
  const s = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!s || PRESENT_ONLY.test(s)) return '';
  let m: RegExpExecArray | null;
  const fullYear = (y: string) => (y.startsWith("'") ? String(2000 + Number(y.slice(1)) - (Number(y.slice(1)) > 50 ? 100 : 0)) : y);
  if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(s))) return withMonth(Number(m[2]), m[3]!);
  if ((m = /^(\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(s))) return withMonth(Number(m[1]), m[2]!);
  if ((m = /^((?:19|20)\d{2})[/.-](\d{1,2})$/.exec(s))) return withMonth(Number(m[2]), m[1]!);
  // ISO dates ('2019-03-01'), as JSON résumé themes print them, and year-first dates with dots or slashes
  // ('2023.07.14', '2023/07/14'), as CVs from Korea, China and Japan print them.
  if ((m = /^((?:19|20)\d{2})([-./])(\d{2})\2\d{2}$/.exec(s))) return withMonth(Number(m[3]), m[1]!);
  // A day before the month ('21 October 2019', '3rd Mar. 2020'), as British and Indian CVs print a date.
  if ((m = /^\d{1,2}(?:st|nd|rd|th)?\s+([a-zäéèûôç]+)\.?,?\s+((?:19|20)\d{2})$/.exec(s))) {
    const month = monthNumber(m[1]!);
    if (month) return withMonth(month, m[2]!);
  }
  if ((m = /^([a-zäéèûôç]+)\.?[\s,/-]*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?('\d{2}|(?:19|20)\d{2})$/.exec(s))) {
    const month = monthNumber(m[1]!);
    if (month) return withMonth(month, fullYear(m[2]!));
    if (new RegExp(`^(?:${SEASON})$`).test(m[1]!)) return fullYear(m[2]!);
  }
  if ((m = /^((?:19|20)\d{2})$/.exec(s))) return m[1]!;
  return '';
}

function withMonth(month: number, year: string): string {
  return month >= 1 && month <= 12 ? `${ABBR[month - 1]} ${year}` : year;
}

/** A date range found in a piece of text, with where it was. */
export interface DateRange {
  start: string;
  end: string;
  current: boolean;
  index: number;
  length: number;
}

/**
 * Answers of pure text functions asked again and again (readers try the same line's text for a range, and cut and
 * tidy it, many times over: about half the calls repeat one): kept by text, forgotten when many.
 */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let answer = known.get(text);
    if (answer === undefined && !known.has(text)) {
      if (known.size >= 4096) known.clear();
      answer = read(text);
      known.set(text, answer);
    }
    return answer as T;
  };
}

const rangeIn = remembered(readDateRange);

/** Finds the first date range ('Jan 2020 – Present', '2018 to 2020', 'since 2019') in text. */
export function findDateRange(text: string): DateRange | null {
  const range = rangeIn(text);
  // A copy: callers may change what they are given.
  return range && { ...range };
}

function readDateRange(text: string): DateRange | null {
  const yearFirst = yearMonthRange(text);
  if (yearFirst) return yearFirst;
  const m = RANGE.exec(text);
  if (m) {
    const endRaw = m[2]!;
    const current = PRESENT_ONLY.test(endRaw.trim());
    const start = normaliseDate(m[1]!);
    const end = current ? '' : normaliseDate(endRaw);
    if (start && (current || end)) return { start, end, current, index: m.index, length: m[0].length };
  }
  const months = MONTHS_OF_A_YEAR.exec(text);
  if (months) {
    const start = normaliseDate(`${months[1]} ${months[3]}`);
    const end = normaliseDate(`${months[2]} ${months[3]}`);
    if (start && end) return { start, end, current: false, index: months.index, length: months[0].length };
  }
  const short = SHORT_END.exec(text);
  if (short) {
    const [whole, start, startTail, dash, endTail] = short as unknown as [string, string, string, string, string];
    const spaced = /\s/.test(whole);
    if (Number(endTail) > Number(startTail) && (dash !== '-' || spaced || Number(endTail) > 12)) {
      return { start: start, end: start.slice(0, 2) + endTail, current: false, index: short.index, length: whole.length };
    }
  }
  const shortYears = SHORT_YEARS.exec(text);
  if (shortYears) {
    const year = (yy: string) => String(Number(yy) > 50 ? 1900 + Number(yy) : 2000 + Number(yy));
    const start = withMonth(Number(shortYears[1]), year(shortYears[2]!));
    const current = !!shortYears[5];
    const end = current ? '' : withMonth(Number(shortYears[3]), year(shortYears[4]!));
    return { start, end, current, index: shortYears.index, length: shortYears[0].length };
  }
  const monthYears = shortMonthYears(text);
  if (monthYears) return monthYears;
  const seasons = SEASON_YEARS.exec(text);
  if (seasons && Number(seasons[2]) > Number(seasons[1])) {
    return { start: seasons[1]!, end: seasons[2]!, current: false, index: seasons.index, length: seasons[0].length };
  }
  const open = OPEN_END.exec(text);
  if (open) {
    const start = normaliseDate(open[1]!);
    if (start) return { start, end: '', current: true, index: open.index, length: open[0].length };
  }
  const since = SINCE.exec(text) ?? ONWARDS.exec(text);
  if (since) return { start: normaliseDate(since[1]!), end: '', current: true, index: since.index, length: since[0].length };
  return null;
}

/** '2023 Mar. — 2024 Jul.' as a range, when both months are months and the end does not come before the start. */
function yearMonthRange(text: string): DateRange | null {
  const m = YEAR_MONTH_RANGE.exec(text);
  return m && monthsRange(m, [m[2]!, Number(m[1])], m[5] ? null : [m[4]!, Number(m[3])]);
}

/** 'Jan 19 – Dec 20' as a range, when the end does not come before the start. */
function shortMonthYears(text: string): DateRange | null {
  const m = SHORT_MONTH_YEARS.exec(text);
  const year = (yy: string) => (Number(yy) > 50 ? 1900 + Number(yy) : 2000 + Number(yy));
  return m && monthsRange(m, [m[1]!, year(m[2]!)], m[5] ? null : [m[3]!, year(m[4]!)]);
}

/**
 * The range a match names from a start month and year to an end month and year (null: still held), when both
 * month words are months and the end does not come before the start.
 */
function monthsRange(match: RegExpExecArray, [startWord, startYear]: [string, number], endAt: [string, number] | null): DateRange | null {
  const startMonth = monthNumber(startWord);
  const endMonth = endAt && monthNumber(endAt[0]);
  if (!startMonth || (endAt && !endMonth)) return null;
  if (endAt && endAt[1] * 12 + endMonth! < startYear * 12 + startMonth) return null;
  const end = endAt ? withMonth(endMonth!, String(endAt[1])) : '';
  return { start: withMonth(startMonth, String(startYear)), end, current: !endAt, index: match.index, length: match[0].length };
}

/**
 * 'September 2013 – January' over '2016': a narrow date column broke the range between the end's month and its
 * year. Roles and education both join the two rows back.
 */
export function brokenBeforeEndYear(head: string, below: string): boolean {
  return /\d{2}\s*[–—−-]\s*\p{L}{3,}\.?$/u.test(head) && /^(?:19|20)\d{2}$/.test(below);
}

/** The date a text holds alone ('Summer 2015'), maybe in square brackets ('[ 12/2019 ]', as Europass's editor prints dates); null for any other text. */
export function loneDate(text: string): string | null {
  const bare = text.trim().replace(/^\[\s*([^[\]]*?)\s*\]$/, '$1');
  const date = findDate(bare);
  return date && date.index === 0 && date.length === bare.length ? date.date : null;
}

/** Finds the first single date in text. */
export function findDate(text: string): { date: string; index: number; length: number } | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const date = normaliseDate(m[0]);
  return date ? { date, index: m.index, length: m[0].length } : null;
}

const EVERY_DATE = new RegExp(DATE.source, 'gi');

/** Finds the last single date in text. */
export function findLastDate(text: string): { date: string; index: number; length: number } | null {
  let last: { date: string; index: number; length: number } | null = null;
  // matchAll reads with a copy of the pattern, so the shared one keeps no state between calls.
  for (const m of text.matchAll(EVERY_DATE)) {
    const date = normaliseDate(m[0]);
    if (date) last = { date, index: m.index!, length: m[0].length };
  }
  return last;
}

/** Removes a span from text and tidies the separators left around it. */
export function cutSpan(text: string, index: number, length: number): string {
  return tidy(`${text.slice(0, index)} ${text.slice(index + length)}`);
}

/** Where a normalised date ('Jun 2021', '2021') falls in time, for comparing two: a year alone counts as its start. */
function timeOf(date: string): number {
  const m = /^(?:(\p{L}{3}) )?((?:19|20)\d{2})$/u.exec(date);
  if (!m) return 0;
  return Number(m[2]) * 100 + (m[1] ? ABBR.indexOf(m[1]) + 1 : 0);
}

/**
 * One post held in two spells printed on one line ('Feb 2021 – Jun 2021 and Sep 2021 – Present'): it runs from the
 * first spell's start to the end of whichever spell ends later.
 */
export function spanOfSpells(first: DateRange, second: DateRange): DateRange {
  if (first.current) return first;
  const later = second.current || timeOf(second.end) > timeOf(first.end) ? second : first;
  return { ...first, end: later.end, current: later.current };
}

/** Trims separators, empty brackets and stray punctuation left after cutting parts out of a line. */
export const tidy = remembered(tidyText);

function tidyText(text: string): string {
  // '(2023-2024, Canada)' with its dates cut leaves '(, Canada)': the separator goes with them.
  let out = text
    .replace(/\(\s*[,;:–—-]?\s*\)|\[\s*\]/g, ' ')
    .replace(/\(\s*[,;]\s*/g, '(')
    .replace(/\s*[,;]\s*\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/^[\s,;:|•·–—\-/_]+/, '')
      .replace(/[\s,;:|•·–—\-/_]+$/, '')
      .replace(/\s+([,;:])/g, '$1')
      .replace(/\s*[|]\s*[|]\s*/g, ' | ')
      .trim();
  }
  return out;
}
