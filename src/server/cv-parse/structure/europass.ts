/**
 * The Europass CV's own conventions, read in one place. Europass is the EU's CV format: its online editor
 * (2020 onwards), its older Word/LibreOffice template and LaTeX classes that copy it all print the same fixed
 * labels, so a rule that follows them reads every Europass CV. The flow calls in through narrow hooks:
 * - header.ts `looksLikeName`: a personal-information row ('Gender Male', 'Date of birth …') is never a name;
 * - education.ts `parseEducation`: the online editor's entries (`editorEducation`) and the label column's
 *   (`labelColumnEducation`); sections.ts `educationFieldLabel`: an editor's field label opens no section;
 * - roles.ts `readRoles`: the label column's roles (`labelColumnRoles`) and the editor's bracketed
 *   organisation (`withoutBracketShell`).
 */
import { parseLocation } from './contact.ts';
import { findDate, findDateRange, loneDate, tidy, type DateRange } from './dates.ts';
import { degreesWithOwnSubjects, splitDegree } from './education.ts';
import { PERSONAL_DETAIL_NAMES } from './facts.ts';
import { isSentence, joinWrapped } from './lines.ts';
import { companyScore, DEGREE_RE, INSTITUTION_RE, titleScore } from './lexicon.ts';
import type { CvEducation, CvRole } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * The labels of Europass's personal-information row, printed before their value with or without a colon
 * ('Gender Male | Date of birth 17 November 1996 | Nationality Italian', 'Sex Female', 'Nationality: Czech').
 */
const PERSONAL_ROW_LABEL = new RegExp(String.raw`^(?:${PERSONAL_DETAIL_NAMES}|place of birth)\b\s*:?\s*\S`, 'i');

/** A part of the personal-information row: a label and its value, never a person's name. */
export function isPersonalRowPart(text: string): boolean {
  return PERSONAL_ROW_LABEL.test(text.trim());
}

/**
 * The online editor's entry head: the organisation with its dates in square brackets after it
 * ('IISS Galileo Galilei [ 07/09/2020 – Current ]'), under the line naming the qualification or the post.
 */
const BRACKETED_HEAD = /^(.*\S)\s*\[\s*([^[\]]+?)\s*\]$/;

/** The online editor's labelled lines under an entry, by what they give ('Field(s) of study: Programming'). */
const EDITOR_FIELD: Array<[RegExp, EditorField]> = [
  [/^address$/i, 'address'],
  [/^city$/i, 'city'],
  [/^country$/i, 'country'],
  [/^field(?:\(s\)|s)? of study$/i, 'course'],
  [/^(?:final )?grade$/i, 'grade'],
  // What no field holds: the level on the European scale, the school's site, the thesis, the credits.
  [/^(?:level in eqf|eqf level|national classification|website|thesis|type of credits|number of credits|hours)$/i, 'none'],
];

type EditorField = 'address' | 'city' | 'country' | 'course' | 'grade' | 'none';

/** 'Field(s) of study: Programming' → ['course', 'Programming']; null for a line with no label the editor prints. */
export function editorField(text: string): [EditorField, string] | null {
  const m = /^([\p{L}() ]{3,30}?)\s*:\s*(.*)$/u.exec(text.trim());
  if (!m) return null;
  const found = EDITOR_FIELD.find(([label]) => label.test(m[1]!.trim()));
  return found ? [found[1], tidy(m[2]!)] : null;
}

/**
 * The online editor's labelled lines under a post: 'Business or sector Financial and insurance activities | Email: … |
 * Website: …' (its own label, printed without a colon), and a lone 'Website: https://…' or 'Email: …'. They describe
 * the employer, which no field holds: no text of the post.
 */
const EDITOR_ROLE_FIELD = /^(?:business or sector\s|(?:website|e-?mail(?: address)?)\s*:\s*\S+$)/i;

/** Whether a line under a post is one of the online editor's labelled fields about the employer. */
export function isEditorRoleField(text: string): boolean {
  return EDITOR_ROLE_FIELD.test(text.trim());
}

/** An entry of the online editor: its title line, its head and the labelled lines under it. */
interface EditorEntry {
  title: string;
  organisation: string;
  range: DateRange;
  fields: Partial<Record<EditorField, string>>;
  /** The lines the entry's fields came from. */
  used: TextLine[];
  /** The lines under it that no field holds (points, a description), to be left for review. */
  rest: TextLine[];
}

/** The head of an online-editor entry at a line: the organisation and its bracketed dates. */
function bracketedHead(line: TextLine): { organisation: string; range: DateRange } | null {
  if (line.bullet || line.cells.length > 1) return null;
  const m = BRACKETED_HEAD.exec(line.text.trim());
  const range = m ? (findDateRange(m[2]!) ?? oneDate(m[2]!)) : null;
  return m && range && !editorField(m[1]!) ? { organisation: tidy(m[1]!), range } : null;
}

/** One date in the brackets ('Ajmera School [ 2017 ]'): an entry dated once, its start left empty (a school's year is the year it ended). */
function oneDate(text: string): DateRange | null {
  const date = loneDate(text);
  return date ? { start: '', end: date, current: false, index: 0, length: text.length } : null;
}

/**
 * The online editor's entries ('Technical Diploma in Computer Science' / 'IISS Galileo Galilei [ 07/09/2020 –
 * Current ]' / 'Address: …' / 'Field(s) of study: …'), or null when the lines hold none. A dash stands in the title
 * line when no title was typed ('–'). Lines before the first entry are not read here.
 */
function editorEntries(lines: TextLine[]): EditorEntry[] | null {
  const heads = lines.flatMap((line, i) => {
    const head = i > 0 ? bracketedHead(line) : null;
    const above = lines[i - 1];
    return head && above && !above.bullet && !editorField(above.text) && !bracketedHead(above) ? [{ i, ...head }] : [];
  });
  if (!heads.length) return null;
  return heads.map(({ i, organisation, range }, k) => {
    const title = lines[i - 1]!;
    const entry: EditorEntry = { title: /^[–—-]$/.test(title.text.trim()) ? '' : tidy(title.text), organisation, range, fields: {}, used: [title, lines[i]!], rest: [] };
    // The entry runs to the next one's title line.
    for (const line of lines.slice(i + 1, k + 1 < heads.length ? heads[k + 1]!.i - 1 : lines.length)) {
      const field = line.bullet ? null : editorField(line.text);
      if (field) {
        entry.fields[field[0]] ??= field[1];
        entry.used.push(line);
      } else if (!line.bullet && /^(?:https?:\/\/|www\.)\S+$/i.test(line.text.trim())) entry.used.push(line);
      else entry.rest.push(line);
    }
    return entry;
  });
}

/** 'Second level diploma - Piano': the editor's free title parts the award from its subject with a spaced dash. */
const AWARD_DASH_SUBJECT = /^(.*\b(?:diploma|degree|certificate|qualification|licen[cs]e|baccalaureate))\s+[-–—]\s+(\S.*)$/i;

/** The qualification and the subject an editor entry's title names; the 'Field(s) of study' line gives the subject too. */
function titleDegree(title: string, studied: string | undefined): { qualification: string; course: string } {
  const dashed = AWARD_DASH_SUBJECT.exec(title);
  const degree = dashed ? { qualification: dashed[1]!, course: dashed[2]! } : splitDegree(title);
  return { qualification: degree.qualification, course: studied || degree.course };
}

/**
 * The education the online editor's entries give: the school is the head's organisation, its place the
 * 'Address:' line's town and country (or 'City:' / 'Country:'), the grade the 'Final grade:' line's value as
 * printed. What else is printed under an entry is left for review.
 */
export function editorEducation(lines: TextLine[]): { used: TextLine[]; skipped: TextLine[]; entries: CvEducation[] } | null {
  const found = editorEntries(lines);
  if (!found) return null;
  const entries = found.map(({ title, organisation, range, fields }): CvEducation => {
    const place = fields.address ? parseLocation(fields.address) : null;
    // 'BTech in Mechanical Engineering + MTech in …': a title naming two degrees, each with its subject, gives both.
    const titles = (!fields.course && degreesWithOwnSubjects(title)) || [title];
    return {
      institution: organisation,
      location: { city: fields.city ?? place?.city ?? '', country: fields.country ?? place?.country ?? '' },
      qualifications: titles.map((named, i) => ({ ...titleDegree(named, fields.course), start: range.start, end: range.current ? '' : range.end, grade: i ? '' : (fields.grade ?? '') })),
    };
  });
  return { used: found.flatMap((e) => e.used), skipped: found.flatMap((e) => e.rest), entries };
}

/**
 * An entry of the layout with a label column (Europass's Word template and its LaTeX classes): the dates alone in
 * the label column on the row of the title ('October 2021 – October 2024 ‖ PhD Student in Computer Science ‖
 * 110/110'), the organisation in the label column on the rows under it ('University of Milan ‖ Department of
 * Computer Science'), a wrapped name on further rows, and what the entry says in the content column under that.
 */
interface LabelColumnEntry {
  range: DateRange;
  title: string;
  /** A third cell on the dated row, flush right: a qualification's grade. */
  aside: string;
  organisation: string;
  /** The place the content column's postal-address line under the organisation names. */
  place: { city: string; country: string } | null;
  /** The dated row, the organisation's rows and the place details beside and under them. */
  header: TextLine[];
  /** The entry's text: its own paragraphs and points. */
  body: TextLine[];
}

/** The dated row of a label-column entry: a cell holding a date range alone, left of the title's cell. */
function datedRow(line: TextLine): { range: DateRange; contentX: number } | null {
  if (line.bullet || line.cells.length < 2 || line.cells.length > 3) return null;
  const [dates, title] = line.cells as [TextLine['cells'][0], TextLine['cells'][0]];
  const range = dateCell(dates.text);
  if (!range || findDateRange(title.text)) return null;
  return dates.x < title.x ? { range, contentX: title.x } : null;
}

/**
 * A cell holding dates alone: a range, or one date ('March 2024') that is both the start and the end. A date
 * before a dash ('March 2019 –') starts a range broken onto the row below, which is read elsewhere.
 */
function dateCell(text: string): DateRange | null {
  if (/[–—-]\s*$/.test(text)) return null;
  const range = findDateRange(text);
  if (range) return range.length >= text.trim().length - 1 ? range : null;
  const single = findDate(text);
  return single && single.length >= text.trim().length - 1 ? { start: single.date, end: single.date, current: false, index: single.index, length: single.length } : null;
}

/**
 * A row whose first cell stands in the label column and its second in the content column ('KU Leuven ‖ Faculty
 * of Arts'): an organisation's name, or its wrapped end, beside its department. A lower-case word there goes on
 * the dates above ('February 2006–' / 'current'), as a date's wrapped end does.
 */
function inLabelColumn(line: TextLine | undefined, contentX: number): line is TextLine {
  if (!line || line.bullet || line.cells.length < 2 || line.cells[0]!.x >= contentX - 8 || Math.abs(line.cells[1]!.x - contentX) > 8 || datedRow(line)) return false;
  const label = line.cells[0]!.text.trim();
  return /^[\p{Lu}\d]/u.test(label) && !dateCell(label) && !findDateRange(label) && label.split(/\s+/).length <= 8 && !/[.:;]$/.test(label);
}

/** Europass joins an organisation's wrapped name at a word that cannot end it ('… School of' / 'Linguistics'). */
const OPEN_END = /\b(?:of|the|and|for|in|at|de|di|del|della|da|für|&)$/i;

/** A postal address line under the organisation ('Via Celoria, 18 - 20133 Milano, Italy'): a postcode and a town. */
function postalPlace(line: TextLine | undefined): { city: string; country: string } | null {
  if (!line || line.bullet || line.cells.length > 1 || isSentence(line.text)) return null;
  const text = line.text.trim();
  const coded = /^(.*?)\b\d{4,6}\s+(\p{Lu}[\p{L}' .-]*?)\s*(?:,\s*|\()(\p{Lu}[\p{L} .]*?)\)?$/u.exec(text);
  return coded ? { city: coded[2]!, country: coded[3]! } : null;
}

/**
 * The label-column entries of a section, or null when it has none: at least one dated row with its
 * organisation in the label column on the row under it. Lines before the first entry are not read here.
 */
function labelColumnEntries(lines: TextLine[]): LabelColumnEntry[] | null {
  const starts = lines.flatMap((line, i) => {
    const row = datedRow(line);
    return row && inLabelColumn(lines[i + 1], row.contentX) ? [{ i, ...row }] : [];
  });
  if (!starts.length) return null;
  return starts.map(({ i, range, contentX }, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]!.i : lines.length;
    const dated = lines[i]!;
    const header = [dated];
    const names: string[] = [];
    let at = i + 1;
    for (; at < end && inLabelColumn(lines[at], contentX); at++) {
      const name = lines[at]!.cells[0]!.text.trim();
      const last = names.length - 1;
      // A wrapped name goes on ('Netherlands Graduate School of' / 'Linguistics'); a row that names an organisation
      // of its own is a second one (one post held at two), listed after a comma.
      const another = !OPEN_END.test(names[last] ?? '') && (INSTITUTION_RE.test(name) || companyScore(name) >= 2);
      if (last >= 0 && !another) names[last] = `${names[last]} ${name}`;
      else names.push(name);
      header.push(lines[at]!);
    }
    // The lines under the organisation up to a gap are its department, its programme and its address.
    let place: LabelColumnEntry['place'] = null;
    for (; at < end && !lines[at]!.gapBefore && !lines[at]!.bullet; at++) {
      place ??= postalPlace(lines[at]);
      header.push(lines[at]!);
    }
    // A group's subheading in the content column ('Master’s Degree courses', set larger and bold) ends the entry.
    const subheading = lines.slice(at, end).findIndex((l) => l.bold && l.size >= 1.2 && !l.bullet);
    return {
      range,
      title: tidy(dated.cells[1]!.text),
      aside: dated.cells[2] ? tidy(dated.cells[2].text) : '',
      organisation: tidy(names.join(', ')),
      place,
      header,
      body: lines.slice(at, subheading < 0 ? end : at + subheading),
    };
  });
}

/**
 * The roles a section of label-column entries gives (null when it has none): the title beside the dates, the
 * organisation under them; the entry's points are its highlights and its paragraphs its summary.
 */
export function labelColumnRoles(lines: TextLine[]): Array<{ roles: CvRole[]; header: TextLine[]; lines: TextLine[] }> | null {
  const entries = labelColumnEntries(lines);
  if (!entries) return null;
  return entries.map(({ range, title, organisation, header, body }) => {
    const joined = joinWrapped(body, 2);
    const role: CvRole = {
      company: organisation,
      title,
      start: range.start,
      end: range.current ? '' : range.end,
      current: range.current,
      summary: tidy(joined.filter((j) => !j.first.bullet).map((j) => j.text).join(' ')),
      highlights: joined.filter((j) => j.first.bullet).map((j) => tidy(j.text)),
    };
    return { roles: [role], header, lines: [...header, ...body] };
  });
}

/**
 * The education a section of label-column entries gives (null when it has none): the school under the dates, its
 * place from the address line, the grade flush right on the dated row ('110/110 cum laude'). An entry whose title
 * names a post and no award (a research fellowship listed under Education) gives none, and is left for review.
 */
export function labelColumnEducation(lines: TextLine[]): { used: TextLine[]; skipped: TextLine[]; entries: CvEducation[] } | null {
  // The school is named in the label column: a row there that names none is another layout's labelled item
  // ('Master thesis ‖ On the design of …', as moderncv prints it).
  const found = labelColumnEntries(lines);
  if (!found || !found.every((e) => INSTITUTION_RE.test(e.organisation))) return null;
  const awards = found.filter((e) => DEGREE_RE.test(e.title) || titleScore(e.title) < 1);
  const entries = awards.map(({ title, aside, organisation, place, range }): CvEducation => ({
    institution: organisation,
    location: place ?? { city: '', country: '' },
    qualifications: [{ ...splitDegree(title), start: range.start, end: range.current ? '' : range.end, grade: aside }],
  }));
  return {
    used: awards.flatMap((e) => e.header),
    skipped: found.flatMap((e) => (awards.includes(e) ? e.body : [...e.header, ...e.body])),
    entries,
  };
}

/**
 * '[ Atelier Rossi, 01/07/2020 – Current ]', as the online editor prints a volunteering entry's organisation and
 * dates: once the dates are cut, the brackets and the comma left around the organisation are no part of its name.
 */
export function withoutBracketShell(rest: string): string {
  const m = /^\[\s*(.*?)[\s,;–—-]*\]$/.exec(rest.trim());
  return m ? m[1]! : rest;
}
