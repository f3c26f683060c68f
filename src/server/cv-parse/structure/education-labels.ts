import type { TextLine } from '../types.ts';
import { tidy } from './dates.ts';

/**
 * Education's fields named by a label: the headings of an education table ('COURSE | COLLEGE/SCHOOL | YEAR OF
 * PASSING | PERCENTAGE') and the labels of entries printed one field a line ('Qualification: Matric Certificate' /
 * 'Institution: Hoerskool Ben Viljoen' / 'Duration: January 2022 – November 2022').
 */

/** What a heading or a label names. 'board' is the exam board or university that set an Indian school's exams. */
export type EducationField = 'qualification' | 'institution' | 'board' | 'year' | 'grade' | 'course' | null;

/** The field a table's heading names. */
export function headingField(heading: string): EducationField {
  const text = heading.toLowerCase();
  if (/\d/.test(text) || text.length > 40) return null;
  if (/\b(?:college|school|instit\w*)\b/.test(text)) return 'institution';
  if (/\b(?:board|universit\w*)\b/.test(text)) return 'board';
  if (/\b(?:specialis\w*|specializ\w*|stream|branch|subjects?|major|discipline|field)\b/.test(text)) return 'course';
  if (/\b(?:course|degree|qualifications?|exam(?:ination)?|standard|programme|program|level|education)\b/.test(text)) return 'qualification';
  if (/\b(?:years?|passing|passed|duration|period|session|dates?)\b/.test(text)) return 'year';
  if (/\b(?:percent\w*|c?gpa|grades?|marks|score|result|aggregate|division)\b|%/.test(text)) return 'grade';
  return null;
}

/** A field an entry's label can name. */
type LabelledField = Exclude<EducationField, 'board' | null>;

/** One entry's labelled fields, values as printed; a grade keeps its label ('CGPA: 8.1/10', 'Percentage: 85%'). */
export interface LabelledEntry {
  fields: Partial<Record<LabelledField, string>>;
  lines: TextLine[];
}

/** 'Label: value' with a short label of words. */
const LABELLED = /^([\p{L}][\p{L} /&().'’-]{1,28}?)\s*:\s*(\S.*)$/u;

/**
 * Labels set in a cell of their own before the value ('Institution ‖ Massachusetts Institute of Technology'), as a
 * form-like template prints its fields: the first cells that name a field and open the lines of two entries at least,
 * when two fields at least are so named.
 */
function labelCells(lines: TextLine[]): Set<string> {
  const labels = new Set<string>();
  const fields = new Set<LabelledField>();
  const opens = (line: TextLine, label: string) => line.text.toLowerCase().startsWith(`${label} `);
  for (const line of lines) {
    const label = line.cells.length >= 2 ? line.cells[0]!.text.trim().toLowerCase() : '';
    const field = label && !label.includes(':') && label.split(/\s+/).length <= 3 ? labelField(label) : null;
    // A label opens the lines of every entry; a value ('BS-MS Dual Degree ‖ Tirupati') is printed once.
    if (field && lines.filter((l) => opens(l, label)).length >= 2) {
      labels.add(label);
      fields.add(field);
    }
  }
  return fields.size >= 2 ? labels : new Set();
}

/**
 * A line opened by one of the labels the layout sets in a cell, as 'Label: value' parts ([, label, value]); the
 * extractor may have run the two cells together on another page ('Institution Massachusetts …'). Null otherwise.
 */
function labelledByCell(line: TextLine, labels: Set<string>): [string, string, string] | null {
  const text = tidy(line.text.replace(/\s*\|\s*/, ' '));
  for (const label of labels) {
    const value = text.slice(label.length).trim();
    if (text.toLowerCase().startsWith(`${label} `) && value) return [text, text.slice(0, label.length), value];
  }
  return null;
}

/** The field a line's label names; a university is the school itself when printed as a label ('University: Anna University'). */
function labelField(label: string): LabelledField | null {
  if (/^universit\w*(?:\s+name)?$/i.test(label.trim())) return 'institution';
  // A list of the subjects taken ('Subjects: Afrikaans, English, …') is coursework, no field.
  if (/^subjects$/i.test(label.trim())) return null;
  const field = headingField(label);
  return field === 'board' ? null : field;
}

/** The subject a labelled line names ('Specialization: Mathematics', 'Stream: Science (PCM)'); '' for any other line. */
export function labelledCourse(text: string): string {
  const m = LABELLED.exec(text.trim());
  return m && labelField(m[1]!) === 'course' ? tidy(m[2]!) : '';
}

/**
 * Entries printed as labelled fields, one a line: a label met again starts the next entry. Only when both a
 * qualification and an institution are named by labels; otherwise null (a stray 'Stream: Science' is read with
 * the lines around it). A line without a label that wraps the field above continues it; a labelled line that
 * names no field ('Subjects: Afrikaans, English, …', 'Board: CBSE') is the entry's too, and gives nothing; other lines are left.
 */
export function labelledEntries(lines: TextLine[]): LabelledEntry[] | null {
  const entries: LabelledEntry[] = [];
  let current: LabelledEntry | null = null;
  // The field the line above gave ('' for a labelled line that gives none, 'Subjects: …'), which a wrapped line continues.
  let last: LabelledField | '' | null = null;
  const cellLabels = labelCells(lines);
  for (const line of lines) {
    const m = LABELLED.exec(line.text.trim()) ?? labelledByCell(line, cellLabels);
    const field = m ? labelField(m[1]!) : null;
    if (current && !field && (m || (last !== null && line.wrap))) {
      if (last && !m) current.fields[last] = tidy(`${current.fields[last]} ${line.text}`);
      current.lines.push(line);
      if (m) last = '';
      continue;
    }
    if (!m || !field) {
      last = null;
      continue;
    }
    if (!current || current.fields[field] !== undefined) {
      current = { fields: {}, lines: [] };
      entries.push(current);
    }
    current.fields[field] = field === 'grade' ? tidy(line.text) : tidy(m[2]!);
    current.lines.push(line);
    last = field;
  }
  const named = (field: LabelledField) => entries.some((e) => e.fields[field] !== undefined);
  return named('qualification') && named('institution') ? entries : null;
}
