import { cutSpan, findDate, findDateRange, findLastDate, tidy } from './dates.ts';
import { PUB_TYPES } from './lexicon.ts';
import { isLinkOnly, isSentence, joinBroken, joinEntries, joinWrapped, PUBLISHED_IN, splitTopLevel, type Joined, type Placement } from './lines.ts';
import type { CvPublication } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * Publications: reference lists as CVs print them. Entries are found from the layout (numbers, bullets, a
 * date column, hanging indents, gaps), sub-headings ('Journal Articles', 'Talks') give the entries below them
 * their type, and the title is what is left once numbering, authors, venue and date are taken away.
 */

/**
 * A CV editor's message key printed where its label failed to load ('compact-cv-editor.templates.one.publication.links',
 * as the Europass editor prints before a link): dotted lower-case names, no words of a title.
 */
const UNFILLED_LABEL = /^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*){3,}(?:\s|$)/;

/** `heading` is the section's own heading: 'Invited Talks' or 'Patents' types every entry under it. */
export function parsePublications(lines: TextLine[], placement: Placement, heading = ''): CvPublication[] {
  const out: CvPublication[] = [];
  let groupType = typeOfHeading(heading);
  let group: TextLine[] = [];
  const flush = () => {
    let above: Joined | undefined;
    for (const entry of publicationEntries(group)) {
      const prose = describesEntryAbove(above, entry);
      above = entry;
      // Left for review: no field holds what a paper or a talk was about.
      if (prose) continue;
      // 'Published on Theoretical and Computational Fluid Dynamics | Sep 2020' under a title: where and when it appeared.
      const last = out[out.length - 1];
      if (last && !entry.first.bullet && PUBLISHED_IN.test(entry.text.trim())) {
        const found = firstDate(entry.text);
        if (!last.date && found) last.date = found;
        if (!last.pub_type) last.pub_type = groupType || inferredType(entry.text, last.title);
        placement.take(...entry.lines);
        continue;
      }
      // An editor's label left unfilled, or the address of the entry above ('https://vimeo.com/…' under a talk): left for review.
      if (UNFILLED_LABEL.test(entry.text.trim()) || isLinkOnly(entry.text)) continue;
      const p = parseEntry(entry, groupType);
      if (p) out.push(p);
      placement.take(...entry.lines);
    }
    group = [];
  };
  lines.forEach((line, i) => {
    if (isSubheading(line, lines[i + 1])) {
      flush();
      groupType = typeOfHeading(line.text);
      placement.take(line);
      return;
    }
    group.push(line);
  });
  flush();
  return out;
}

/**
 * Prose under a dated title of a few words not closed by a stop ('Facilitating sponsorships in open source 2022' /
 * 'Advising open source developers on how to …'): what the talk or paper was about, as an abstract would be, no
 * publication. It opens in capitals, is closed by its stop and reads as a sentence, and it carries none of what
 * marks a reference: no date, no quote, no numbering, no authors.
 */
function describesEntryAbove(above: Joined | undefined, entry: Joined): boolean {
  const dated = above && (findDateRange(above.text) ?? findDate(above.text));
  if (!above || !dated || above.text.split(/\s+/).length > 10 || /[.!?]$/.test(cutSpan(above.text, dated.index, dated.length).trim())) return false;
  const text = entry.text.trim();
  if (entry.first.bullet || NUMBERING.test(text) || findDate(text) || /["“”«»]/.test(text) || authorsEnd(text) > 0) return false;
  return /^\p{Lu}/u.test(text) && /[.!?]$/.test(text) && text.split(/\s+/).length >= 8 && isSentence(text);
}

/** Words that name a kind of publication, in headings ('Conference Proceedings') and in entries ('Tech Report'). */
const TYPE_WORD =
  /\b(journal|conference|proceeding|book|chapter|talk|presentation|poster|patent|pre-?print|report|article|paper|thes[ie]s|dissertation|newsletter|workshop|publication|seminar|lecture|abstract|manuscript|keynote)(s?)\b/i;

/** A heading's wording → the type a recruiter would type for the entries under it. */
const TYPE_OF_HEADING: Array<[RegExp, string]> = [
  [/patent/i, 'Patent'],
  [/poster/i, 'Poster'],
  [/talk|presentation|seminar|lecture|keynote/i, 'Talk'],
  [/chapter/i, 'Book Chapter'],
  [/\bbook/i, 'Book'],
  [/pre-?print/i, 'Preprint'],
  [/thes[ie]s|dissertation/i, 'Thesis'],
  [/report/i, 'Report'],
  [/conference|proceeding|symposi|workshop/i, 'Conference Paper'],
  [/journal/i, 'Journal Article'],
  [/newsletter/i, 'Newsletter'],
  [/article/i, 'Article'],
];

export function typeOfHeading(text: string): string {
  return TYPE_OF_HEADING.find(([re]) => re.test(text))?.[1] ?? '';
}

/**
 * A sub-heading inside a publications list: a few words naming a kind of publication, set apart from the
 * entries by a bigger font, capitals, or bold plural wording ('Presentations'). A bold title of one entry
 * ('Annual report on X') is singular and sized like its entry, so it stays an entry.
 */
function isSubheading(line: TextLine, next: TextLine | undefined): boolean {
  if (!next) return false;
  const text = line.text.replace(/^[^\p{L}]+/u, '').trim();
  const type = TYPE_WORD.exec(text);
  if (!type || /\d/.test(text) || /\.$/.test(text) || text.split(/\s+/).length > 6) return false;
  const caps = text === text.toUpperCase();
  return line.size > next.size + 0.05 || caps || (line.bold && type[2] === 's');
}

/** '[3]', '(3)', '3.' before an entry. */
const NUMBERING = /^\s*(?:\[\d{1,4}\]\s*|\(\d{1,3}\)\s+|\d{1,3}[.)]\s+)(?:\|\s*)?/;

/**
 * A numbered or bulleted list of references ('1. A. Author, B. Author. “Title”, 2021'): publications, whatever
 * the heading above it says ('Research'). The list opens the section, and most of its entries, two at least, open
 * with authors or a quoted title.
 */
export function isReferenceList(lines: TextLine[]): boolean {
  const isStart = (l: TextLine) => l.bullet || NUMBERING.test(l.text);
  const starts = lines.filter(isStart).map((l) => l.text.replace(NUMBERING, '').trim());
  if (!lines[0] || !isStart(lines[0]) || starts.length < 2) return false;
  const references = starts.filter((text) => authorsEnd(text) > 0 || QUOTED.test(text.slice(0, 12))).length;
  return references >= 2 && references * 2 > starts.length;
}

/**
 * Splits a list into entries by the first layout signal it uses consistently: numbers, bullets, a date
 * column, a hanging indent, then gaps. Without any, lines join only where the extractor saw a wrap.
 */
function publicationEntries(lines: TextLine[]): Joined[] {
  if (!lines.length) return [];
  // A line the extractor is sure continues the one above never starts an entry, whatever its indent.
  const starts = entryStarts(lines)?.map((start, i) => start && (lines[i]!.wrap < 2 || lines[i]!.bullet));
  if (!starts) return joinLowerCaseTails(joinHangingIndents(joinWrapped(lines, 1)));
  const out: Joined[] = [];
  lines.forEach((line, i) => {
    const prev = out[out.length - 1];
    if (prev && !starts[i]) {
      prev.text = joinBroken(prev.text, line.text);
      prev.lines.push(line);
      return;
    }
    out.push({ text: line.text, first: line, lines: [line] });
  });
  return out;
}

function entryStarts(lines: TextLine[]): boolean[] | null {
  const pick = (test: (line: TextLine, i: number) => boolean, one = false) => {
    const starts = lines.map(test);
    const count = starts.filter(Boolean).length;
    return count >= 2 || (one && count === 1 && starts[0]) ? starts : null;
  };
  const left = Math.min(...lines.map((l) => l.x));
  const hanging = lines.some((l) => l.x > left + 3) && lines[0]!.x <= left + 3;
  // Gaps only mark entries when the entries run over several lines; one-line entries are split by wraps.
  const wrapped = lines.some((l, i) => i > 0 && !l.gapBefore && l.wrap > 0);
  return (
    // A list of one numbered or bulleted entry is one entry, however many lines it runs over.
    pick((l) => NUMBERING.test(l.text), true) ??
    pick((l) => l.bullet, true) ??
    pick((l) => leadingDateCell(l.text) !== null) ??
    pick((l) => l.cells.length > 1 && isDateCell(l.cells[l.cells.length - 1]!.text)) ??
    (hanging ? lines.map((l) => l.x <= left + 3) : null) ??
    (wrapped ? pick((l, i) => l.gapBefore || (i > 0 && l.page !== lines[i - 1]!.page && l.wrap === 0)) : null)
  );
}

/**
 * Reference lists wrap with a hanging indent: an entry's later lines sit to the right of its first. A line
 * indented past the list's left edge continues the entry above it.
 */
function joinHangingIndents(entries: Joined[]): Joined[] {
  const left = Math.min(...entries.map((e) => e.first.x));
  return joinEntries(
    entries,
    (prev, entry) => !entry.first.bullet && entry.first.x > left + 3 && prev.first.x <= left + 3,
    (first, second) => (/[–-]$/.test(first) ? first + second : `${first} ${second}`),
  );
}

/**
 * With no layout signal, a line that opens with a word in lower case goes on with the entry above, where the
 * extractor saw no wrap ('… Equivalent Set Transformations.' / 'the International Conference for High Performance
 * Computing'): no entry opens so. A name in mixed case ('iOS', 'eBPF') may.
 */
function joinLowerCaseTails(entries: Joined[]): Joined[] {
  return joinEntries(entries, (prev, entry) => /^\p{Ll}+\s/u.test(entry.text.trim()) && entry.first.page === prev.lines[prev.lines.length - 1]!.page);
}

/** A date printed in a column of its own before the entry ('July 2023 | Title'). */
function leadingDateCell(text: string): { date: string; rest: string } | null {
  const m = /^([^|]{3,25}?)\s*\|\s*(.+)$/.exec(text.trim());
  const date = m && findDate(m[1]!);
  if (!m || !date || date.length < m[1]!.trim().length - 1) return null;
  return { date: date.date, rest: m[2]! };
}

/** The date a text prints, or a range's start ('Sep 2020', '2019 – Present' → '2019'). */
function firstDate(text: string): string | null {
  const found = findDateRange(text) ?? findDate(text);
  return found ? ('start' in found ? found.start : found.date) : null;
}

/** A line's text without the cells that hold only a date ('Title | July 2023' → 'Title'). */
function withoutDateCells(line: TextLine): string {
  return line.cells.filter((c) => !isDateCell(c.text)).map((c) => c.text).join(' | ');
}

/** A cell holding only a date or a date range ('July 2014', '2019 – Present'). */
function isDateCell(text: string): boolean {
  const range = findDateRange(text) ?? findDate(text);
  return !!range && range.length >= text.trim().length - 1;
}

function parseEntry(entry: Joined, groupType: string): CvPublication | null {
  const p = parsePublication(withDateColumnStop(entry));
  if (!p) return null;
  const title = styledTitle(entry.lines);
  const date = columnDate(entry.lines) ?? p.date;
  return { ...p, title: title ?? p.title, date, pub_type: p.pub_type || groupType || inferredType(entry.text, title ?? p.title) };
}

/**
 * The date an entry prints in a column of its own ('Title ... July 2023'): the date of the publication, where a
 * year in the venue ('(NeurIPS 2023)', 'the 2020 COSPAR Award') is only part of a name.
 */
function columnDate(lines: TextLine[]): string | null {
  for (const line of lines) {
    if (line.cells.length < 2) continue;
    const cell = line.cells.find((c) => isDateCell(c.text));
    const found = cell ? firstDate(cell.text) : null;
    if (found !== null) return found;
  }
  return null;
}

/**
 * 'Title | 2022' over 'Venue. doi:…': the date column is no part of the text, and a first line that ends in one
 * holds the whole title unless the line under it is sure to continue it, so there it ends the title as a full
 * stop would.
 */
function withDateColumnStop(entry: Joined): string {
  const [first, ...rest] = entry.lines;
  const cells = first?.cells ?? [];
  if (cells.length < 2 || !isDateCell(cells[cells.length - 1]!.text) || !rest.length) return entry.text;
  const own = withoutDateCells(first!).trim();
  if (!own) return entry.text;
  const after = rest.map((l) => l.text).reduce((a, b) => joinBroken(a, b));
  return rest[0]!.wrap > 0 ? joinBroken(own, after) : `${own.replace(/[.,;:]$/, '')}. ${after}`;
}

/**
 * Many templates set the title on its own line(s), in a style of its own, above the authors and the venue
 * ('Title' / 'A. Author, B. Author' / 'Journal, 2011'). When the entry's first style run is neither an author
 * list nor a whole reference, it is the title.
 */
function styledTitle(lines: TextLine[]): string | null {
  const runs: TextLine[][] = [];
  let authors = false;
  for (const line of lines) {
    const prev = runs[runs.length - 1]?.at(-1);
    const author = isAuthorLine(line.text);
    if (!prev || Math.abs(line.size - prev.size) > 0.04 || line.bold !== prev.bold || (author && !authors)) {
      runs.push([line]);
      authors = author;
    } else runs[runs.length - 1]!.push(line);
  }
  if (runs.length < 2) return null;
  // A date in a column of its own beside the title is not part of it.
  let text = runs[0]!.map(withoutDateCells).reduce((a, b) => joinBroken(a, b));
  text = withoutLead(text).text;
  if (!text || authorsEnd(text) > 0 || isAuthorLine(text) || QUOTED.test(text) || text.split(/\s+/).length > 40) return null;
  // A quote the run opens and does not close ('“Searching … with the Cherenkov' / 'Telescope Array”. Authors …'):
  // the title runs on past the style run, and the whole entry tells where it ends.
  if (UNCLOSED_QUOTE.test(text)) return null;
  // A run that opens with the venue ('Lunchtime Seminar, University of X - Automatic' / 'Player Identification')
  // holds only the start of the title: the whole entry tells where it ends.
  if (afterVenue(text)) return null;
  return cleanTitle(text).title || null;
}

/** One person's name as an author line prints it: 'Adrien Friggeri', 'Amin M Khan', 'J.-C. Lucet', 'van der Berg'. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|da|di|du|del|la|le|et|al\.?)$/u;

/** A line listing people ('Adrien Friggeri, Guillaume Chelius, Eric Fleury'), not a title. */
function isAuthorLine(text: string): boolean {
  const items = splitTopLevel(text.replace(/\s+(?:and|&)\s+/g, ', ').replace(/[*†‡]/g, ''), /[,;]/);
  if (items.length < 2) return false;
  return items.every((item) => {
    const words = item.split(/\s+/);
    return words.length <= 4 && words.every((w) => NAME_WORD.test(w)) && words.some((w) => /\p{L}{2}/u.test(w));
  });
}

/** Numbering and a date column before the entry: cut, with the date kept. */
function withoutLead(raw: string): { text: string; date: string } {
  let text = raw.trim().replace(NUMBERING, '');
  const cell = leadingDateCell(text);
  if (cell) return { text: cell.rest.trim(), date: cell.date };
  // A year printed before the reference as its label ('2014: Claes, P.-J. and …') is not part of it.
  const label = /^\(?((?:19|20)\d{2})\)?\s*[:.|–—-]\s+/.exec(text);
  return label ? { text: text.slice(label[0].length), date: label[1]! } : { text, date: '' };
}

// One author as references print them, tried at the current position.
const SURNAME = String.raw`\p{Lu}[\p{L}'’-]+`;
const PARTICLE = 'de|da|di|du|des|del|van|von|der|den|la|le';
const INITIALS = String.raw`\p{Lu}\.?(?:\s?-?\s?\p{Lu}\.?){0,2}(?![\p{L}])`;
const AUTHOR_FORMS = [
  // 'Zhang, S.', 'Wei, G. X.', 'Claes, P.-J.', 'Van Dyke, J'
  new RegExp(String.raw`${SURNAME}(?:\s${SURNAME})?,\s?${INITIALS}`, 'uy'),
  // 'Adeyemi O', 'Khan AM'
  new RegExp(String.raw`${SURNAME}\s\p{Lu}{1,3}\.?(?![\p{L}])`, 'uy'),
  // 'A. Jain', 'T. H. G. Ezard', 'J.-C. Lucet', and with a given name or a particle after the initials as BibTeX
  // prints them ('R. Byron Bird', 'P. G. de Gennes', 'J. Des Cloizeaux')
  new RegExp(String.raw`(?:\p{Lu}\.\s?-?){1,3}\s?(?:(?:\p{Lu}\p{Ll}+|${PARTICLE})\s)?${SURNAME}`, 'uy'),
];
/**
 * 'Robert C. Armstrong', 'Ole Hassager': a name written out, an author only among names with initials and only
 * where the next author or the stop before the title follows ('Hughes K. Single-cell atlas' is no such name).
 */
const FULL_NAME = new RegExp(String.raw`\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)?\s(?:${PARTICLE}\s)?${SURNAME}(?=,|\s(?:and|&)\s|\.(?:\s|$))`, 'uy');
/** Between authors: ', ', ', and ', ' & ', an elision ', . . . ' or ', ... &'. */
const AUTHOR_SEPARATOR = /\.?(?:,?\s*(?:\.\s?){3}\s*(?:&\s*)?|,?\s*…\s*(?:&\s*)?|,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+)/y;
/** After the authors: 'et al.', an APA year '(2023).' or '(in press).', then the stop before the title. */
const AUTHORS_TAIL = /,?\s*(?:et al\.?)?\s*(?:\((?:(?:19|20)\d{2}[a-z]?|in press|forthcoming|n\.d\.)\))?\s*[.,:]?\s*/iy;

/**
 * Where the title starts after a leading author list ('A. Jain, D. Das, and A. Saxena. Planit: …',
 * 'Zhang, S., Zhou, Y., … Zhang, X. Y. (2021). Insomnia …'), or 0 when the text does not open with one.
 * Scans name by name (no backtracking), so a long run of names costs linear time.
 */
export function authorsEnd(text: string): number {
  let pos = 0;
  let count = 0;
  let initialled = 0;
  let joined = false;
  for (;;) {
    let at = pos;
    let separator = '';
    if (count > 0) {
      AUTHOR_SEPARATOR.lastIndex = pos;
      const sep = AUTHOR_SEPARATOR.exec(text);
      if (!sep) break;
      at = pos + sep[0].length;
      separator = sep[0];
    }
    // The longest reading: 'Robert C. Armstrong' is one name, not 'Robert C.' and a title.
    const name = [...AUTHOR_FORMS, FULL_NAME]
      .map((re) => {
        re.lastIndex = at;
        return re.exec(text)?.[0] ?? '';
      })
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    if (!name) break;
    pos = at + name.length;
    count++;
    joined = /\band\b|&/.test(separator);
    FULL_NAME.lastIndex = at;
    if (FULL_NAME.exec(text)?.[0] !== name) initialled++;
  }
  if (!count) return 0;
  AUTHORS_TAIL.lastIndex = pos;
  const tail = AUTHORS_TAIL.exec(text)?.[0] ?? '';
  // Names written out in full are authors beside a name with initials ('Masao Doi and S. F. Edwards'), or as a
  // list of their own that a reference style prints so (see fullNameAuthors); capitalised words alone could as
  // well open a title ('Deep Learning, Vision and Robotics.').
  if (!initialled && !fullNameAuthors(text.slice(pos), count, joined, tail)) return 0;
  // One author is told from a title's first words by 'et al.', a year, or initials before the stop ('J. Des Cloizeaux.').
  const marked = /et al|\(/.test(tail) || (count === 1 && /^(?:\p{Lu}\.\s?)+/u.test(text) && /^\.\s/.test(tail));
  if (count < 2 && !marked) return 0;
  // Something must follow, and the stop must be there: a name run that ends the text is no author list.
  if (!(tail.trim() || text[pos - 1] === '.') || pos + tail.length >= text.length) return 0;
  // The ACM style prints the year as a sentence of its own between the authors and the title ('… Chen. 2023. GraphSet: …').
  ACM_YEAR.lastIndex = pos + tail.length;
  return pos + tail.length + (ACM_YEAR.exec(text)?.[0].length ?? 0);
}

const ACM_YEAR = /(?:19|20)\d{2}[a-z]?\.\s+(?=\S)/y;
const ACM_YEAR_AT_START = new RegExp(`^${ACM_YEAR.source}`);

/** What opens a reference's venue, not its title ('In Proceedings of …', 'Journal of …', 'arXiv …'). */
const VENUE_OPENING = /^(?:in\b|proc(?:eedings|\.)|journal\b|arxiv\b|accepted\b|submitted\b|under review\b|preprint\b)/i;

/**
 * An author list of names written out in full, as biblatex and the ACM style print them ('Francesco Periti and
 * Nina Tahmasebi. A Systematic Comparison …', 'Tianhui Shi, Jidong Zhai, …, Wenguang Chen. 2023. GraphSet: …'):
 * two names or more closed by a full stop ('and' between two), then a title that is no venue. A title of
 * capitalised words ('Deep Learning, Vision and Robotics.') has a one-word part, or two parts and no venue after.
 */
function fullNameAuthors(after: string, count: number, joined: boolean, tail: string): boolean {
  if (count < 2 || after[0] !== '.' || (count === 2 && !joined)) return false;
  const title = after.slice(tail.length);
  const rest = title.replace(ACM_YEAR_AT_START, '');
  if (VENUE_OPENING.test(rest)) return false;
  // Three names, or a year set after them, mark an author list; two names need the venue after the title.
  return count >= 3 || rest !== title || /[.?!]\s+\S/.test(rest);
}

/** Text that opens a quote and never closes it. */
const UNCLOSED_QUOTE = /^[^"“”«»]*["“«][^"“”«»]*$/;
/** A quote mark left at one end of a title whose other mark was lost ('A Registry of Smart Contracts”'). */
const STRAY_QUOTE = /^["“«](?=[^"“”«»]*$)|(?<=^[^"“”«»]*)["”»]$/g;

/** A quoted title ('“A non-existant paper,” Journal of …'); a quote followed by ':' only opens the title. */
const QUOTED = /["“”‘'«]([^"“”«»]{3,}?)[.,]?["”’'»](?=[\s,.;)]|$)/;

export function parsePublication(raw: string): CvPublication | null {
  const lead = withoutLead(tidy(raw));
  if (!lead.text) return null;
  const end = authorsEnd(lead.text);
  let text = lead.text.slice(end);
  const date = lead.date || (apaDate(lead.text.slice(0, end)) ?? findLastDate(lead.text)?.date ?? '');
  // A range the last date opens is cut whole ('frequent11y (2019 – Present)'): its open end is no part of the title either.
  const last = findLastDate(text);
  const range = findDateRange(text);
  const span = last && range && last.index >= range.index && last.index < range.index + range.length ? range : last;
  if (span) text = cutSpan(text, span.index, span.length);
  text = tidy(text.replace(/\(\s*\)/g, ''));
  if (!text) return null;
  const { title, rest } = splitTitle(text);
  const clean = cleanTitle(title);
  let pubType = '';
  for (const piece of `${rest} ${clean.type}`.split(/[.,;()|–—]+/).map((p) => p.trim()).filter(Boolean)) {
    if (PUB_TYPES.test(piece) || /^tech(?:nical|\.)? reports?$/i.test(piece)) {
      pubType = piece;
      break;
    }
  }
  return { title: clean.title, pub_type: pubType, date };
}

/**
 * The year an APA reference prints after its authors ('Basu, A. (2024).'); '(in press)' there means no date
 * yet, whatever years the venue's name holds. Null when the authors carry no year.
 */
function apaDate(authors: string): string | null {
  const year = /\(((?:19|20)\d{2})[a-z]?\)/.exec(authors);
  if (year) return year[1]!;
  return /\((?:in press|forthcoming)\)/i.test(authors) ? '' : null;
}

/** The title and what follows it: a quoted title, a title after 'Topic:', or the first sentence. */
function splitTitle(text: string): { title: string; rest: string } {
  const quoted = QUOTED.exec(text);
  if (quoted) return { title: quoted[1]!, rest: text.slice(0, quoted.index) + ' ' + text.slice(quoted.index + quoted[0].length) };
  // 'Conference of Sports Psychology, Beijing. Topic: Correlation between …': the label names the title. A
  // title's own last word is no label ('Job Talk Title: Description here.').
  const topic = /\btopic\s*:\s*|(?:^|[.;|]\s*)title\s*:\s*/i.exec(text);
  if (topic) return splitTitle(text.slice(topic.index + topic[0].length));
  // The first full stop that ends a sentence, not an initial ('C. elegans') or an abbreviation ('vs.').
  const stop = /(?<!\b(?:\p{Lu}|vs|e\.g|i\.e|al|St|Dr|No|Vol))\.\s+/u.exec(text);
  if (!stop) return { title: text, rest: '' };
  return { title: text.slice(0, stop.index), rest: text.slice(stop.index + stop[0].length) };
}

/**
 * A title's own trimmings: a trailing '(US Patent 11,234,567)' names the type, and ' — Venue' after a talk's
 * title names where it was given.
 */
function cleanTitle(raw: string): { title: string; type: string } {
  let title = tidy(raw);
  let type = '';
  const paren = /\s*\(([^()]*)\)$/.exec(title);
  const named = paren && /^(?:\p{Lu}{2,3}\s)?(patent|poster|(?:invited )?talk|keynote|pre-?print|book chapter|abstract)\b/iu.exec(paren[1]!);
  const whole = paren && PUB_TYPES.test(paren[1]!.trim()) ? paren[1]!.trim() : null;
  if (paren && (named || whole)) {
    type = whole ?? named![1]!;
    title = title.slice(0, paren.index);
  }
  const venueFirst = afterVenue(title);
  const dash = /\s+[—–]\s+/.exec(title);
  if (venueFirst) title = venueFirst;
  else if (dash && dash.index > 10) title = title.slice(0, dash.index);
  return { title: tidy(title.replace(STRAY_QUOTE, '').replace(/[.,]$/, '')), type };
}

/** Words naming where a talk was given. */
const VENUE_WORD = /\b(?:seminar|conference|symposium|workshop|meeting|colloquium|congress|summit|forum|universit(?:y|ies)|institute|school|college|society|academy)\b/i;

/**
 * Talks listed venue first: 'Lunchtime Seminar, University of Southampton - Automatic Player Identification'.
 * The title is what follows the dash when only the part before it names a venue.
 */
function afterVenue(text: string): string | null {
  const dash = /\s+[—–-]\s+/.exec(text);
  if (!dash) return null;
  const before = text.slice(0, dash.index);
  const after = text.slice(dash.index + dash[0].length).trim();
  return VENUE_WORD.test(before) && !VENUE_WORD.test(after) && after ? after : null;
}

/** Types the venue makes plain when the CV does not print one. */
const INFERRED_TYPES: Array<[RegExp, string]> = [
  [/\bpatent\b/i, 'Patent'],
  [/\barxiv\b|\bpre-?print\b/i, 'Preprint'],
  // 'Proceedings of the Institution of Civil Engineers' is a journal: only 'in Proceedings' or a meeting's name tells.
  [/\bin:?\s+proc(?:eedings\b|\.)|\bconference\b|\bsymposium\b|\bworkshop\b/i, 'Conference Paper'],
  // A volume, issue and pages ('11(1), 1-11', 'vol. 89, no. 2', '17: 2539', '10, 902') only a periodical has.
  [/\b\d{1,4}\s?\(\d{1,3}\)|\bvol(?:ume)?\.?\s?\d|[,.]\s\d{1,4}:\s?\d{1,6}\b|,\s\d{1,4},\s(?:pp?\.\s?)?\d{1,6}\b/i, 'Journal Article'],
  // A meeting's acronym and year as CS lists cite them ('(NeurIPS 2023)', 'ICML 2022', 'SC’23').
  [/(?<![\p{L}])(?=[\p{L}-]*\p{Lu}[\p{L}-]*\p{Lu})[\p{L}]{2,9}\s?(?:(?:19|20)\d{2}|['’]\d{2})\b/u, 'Conference Paper'],
  // 'Journal of …', 'Transactions on …': a journal's name, where 'The Energy Journal' alone could be a magazine.
  [/\bjournal of\b|\btransactions on\b/i, 'Journal Article'],
  // Last: a venue with 'Journal' in its name in any order ('Random Journal', 'Journal ABC').
  [/\bjournal\b/i, 'Journal Article'],
  // A publisher's name ('Oxford University Press', 'John Wiley & Sons') prints a book.
  [/\buniversity press\b|\b(?:wiley|sons|publishers|publishing)\b/i, 'Book'],
  // Last of all: a venue named after 'in:' (biblatex) or 'Published in/on' that is no meeting, book or press is a
  // periodical ('in: Astronomy and Computing (2025)', 'Published on Theoretical and Computational Fluid Dynamics').
  [/(?:\bin:|\bpublished (?:in|on))\s+\p{Lu}(?![\s\S]*\b(?:eds?\.|edited by|ed\. by)\b)/iu, 'Journal Article'],
];

/** A DOI's number ('10.1016/j.lssr.2024.01.002'): the registrant's prefix, a slash, the item's suffix. */
const DOI_NUMBER = String.raw`10\.\d{4,}\/\S+`;
const DOI = new RegExp(String.raw`\b${DOI_NUMBER}`);
/** A DOI or an address in a reference: its letters and numbers say nothing about the venue. */
const IDENTIFIER = new RegExp(String.raw`\b(?:doi:?\s*)?${DOI_NUMBER}|https?:\/\/\S+|\bdoi:`, 'gi');

function inferredType(text: string, title: string): string {
  const venue = text.replace(title, ' ').replace(IDENTIFIER, ' ');
  const named = INFERRED_TYPES.find(([re]) => re.test(venue))?.[1];
  if (named) return named;
  // A venue no pattern reads ('Life Sciences in Space Research. doi:10.1016/…', 'Linguistics Vanguard, in press'):
  // a DOI, or a paper accepted and waiting for its issue, is most often a journal's.
  return DOI.test(text) || /\bin press\b/i.test(venue) ? 'Journal Article' : '';
}

/** An entry named by its kind at its start ('Talk: Rust in production; RustConf', 'Podcast: Rust - TOTVS'). */
const KIND_LEAD = /^(invited talk|talk|keynote|presentation|webinar|podcast|poster)\s*:\s+(\S.*)$/i;

/**
 * Talks, podcasts and posters listed among activities, each on a line that says what it is ('Talk: How zero
 * bytes help; GambiConf (Brazil, remote) | 2021/12'): a publication of that kind, titled by what comes before
 * the venue. The prose under it, down to the next entry, describes the talk, as a paper's abstract would: no
 * field holds it, so its lines go to `described`, for review, and are no detail of the section's.
 */
export function kindLedEntries(lines: TextLine[], placement: Placement, described?: Set<TextLine>): CvPublication[] {
  const out: CvPublication[] = [];
  const entries = joinWrapped(lines.filter((l) => !placement.has(l)));
  const kindLed = (entry: Joined) => {
    const cells = entry.text.split(/\s+\|\s+/);
    const dates = cells.filter(isDateCell);
    const rest = cells.filter((c) => !isDateCell(c));
    const m = !entry.first.bullet && rest.length === 1 && dates.length <= 1 ? KIND_LEAD.exec(rest[0]!.trim()) : null;
    return m && { m, dates };
  };
  entries.forEach((entry, i) => {
    const led = kindLed(entry);
    if (!led) return;
    const { m, dates } = led;
    const title = tidy(m[2]!.split(/\s*;\s+|\s+[-–—]\s+/)[0]!);
    const kind = m[1]!.toLowerCase();
    const pub_type = kind === 'podcast' ? 'Podcast' : kind === 'poster' ? 'Poster' : 'Talk';
    out.push({ title, pub_type, date: dates.length ? (firstDate(dates[0]!) ?? '') : '' });
    placement.take(...entry.lines);
    // The venue's place broken onto a line of its own ('(Uruguay)') goes with it.
    let j = i + 1;
    if (entries[j] && /^\([^()]*\)$/.test(entries[j]!.text.trim())) placement.take(...entries[j++]!.lines);
    // Its description: unbulleted prose, or its tail going on in lower case ('link'), with no date cell of its own.
    for (let next = entries[j]; described && next && !next.first.bullet && next.first.cells.length === 1 && !kindLed(next); next = entries[++j]) {
      if (!isSentence(next.text) && !/^\p{Ll}/u.test(next.text.trim())) break;
      for (const line of next.lines) described.add(line);
    }
  });
  return out;
}
