/**
 * The Europass CV's own conventions, read in one place. Europass is the EU's CV format: its online editor
 * (2020 onwards), its older Word/LibreOffice template and LaTeX classes that copy it all print the same fixed
 * labels, so a rule that follows them reads every Europass CV. The flow calls in through narrow hooks:
 * - header.ts `looksLikeName`: a personal-information row ('Gender Male', 'Date of birth …') is never a name;
 * - education.ts `parseEducation`: the online editor's entries (`readEditorEducation`).
 */
import { parseLocation } from './contact.ts';
import { findDateRange, tidy, type DateRange } from './dates.ts';
import { splitDegree } from './education.ts';
import type { CvEducation } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * The labels of Europass's personal-information row, printed before their value with or without a colon
 * ('Gender Male | Date of birth 17 November 1996 | Nationality Italian', 'Sex Female', 'Nationality: Czech').
 */
const PERSONAL_ROW_LABEL = /^(?:gender|sex|date of birth|place of birth|birth ?date|nationality|citizenship|marital status)\b\s*:?\s*\S/i;

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

/** An entry of the online editor: its title line, its head and the labelled lines under it. */
export interface EditorEntry {
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
  const range = m ? findDateRange(m[2]!) : null;
  return m && range && !editorField(m[1]!) ? { organisation: tidy(m[1]!), range } : null;
}

/**
 * The online editor's entries ('Technical Diploma in Computer Science' / 'IISS Galileo Galilei [ 07/09/2020 –
 * Current ]' / 'Address: …' / 'Field(s) of study: …'), or null when the lines hold none. A dash stands in the title
 * line when no title was typed ('–'). Lines before the first entry are not read here.
 */
export function editorEntries(lines: TextLine[]): EditorEntry[] | null {
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
    const degree = titleDegree(title, fields.course);
    return {
      institution: organisation,
      location: { city: fields.city ?? place?.city ?? '', country: fields.country ?? place?.country ?? '' },
      qualifications: [{ ...degree, start: range.start, end: range.current ? '' : range.end, grade: fields.grade ?? '' }],
    };
  });
  return { used: found.flatMap((e) => e.used), skipped: found.flatMap((e) => e.rest), entries };
}
