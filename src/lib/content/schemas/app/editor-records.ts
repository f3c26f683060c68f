import { z } from 'zod';
import { text } from '../common.ts';

/** A text naming an entry by its number in its list, {n} (1 for the first). */
const numbered = z.string().includes('{n}');

/** How the entries of one list are named and added in its edit form. */
const recordEntries = z.object({
  /** Legend of an entry's group of fields; {n} is its number. Field labels name it too, for screen readers. */
  entry: numbered,
  /** Legend of the form that adds an entry, and the button that opens that form. */
  newEntry: text,
  addEntry: text,
  /** Accessible name of an entry's delete button; {n} is its number. */
  deleteEntry: numbered,
});

/** One record section: SPEC §2's heading and empty-section message, its entries, and its field labels. */
const recordSection = <Fields extends z.ZodRawShape>(fields: Fields) =>
  recordEntries.extend({ title: text, empty: text, fields: z.object(fields) });

/** Copy of the editor's record sections (SPEC §2 'Editor screen', §4 'Section edit mode'). */
export const editorRecordsSchema = z.object({
  /** Appended, for screen readers only, to a field's label to name its entry: '({entry})' reads 'Title (Role 2)'. */
  scope: z.string().includes('{entry}'),
  /** The name of an entry inside another ('Qualification 1, Education 2'). */
  nested: z.string().includes('{entry}').includes('{parent}'),
  /** Date fields: the format hint, the gentle note on anything else (what was typed is kept), and a date range. */
  dates: z.object({ hint: text, invalid: text, range: z.string().includes('{start}').includes('{end}') }),
  /** The buttons of a new-entry form, and its note when every field is still empty. */
  add: text,
  cancel: text,
  blank: text,
  /** Visible text of an entry's delete button (its accessible name is the list's `deleteEntry`). */
  delete: text,
  /** SPEC §2 'Career History': roles with highlights; 'Add role' adds SPEC §4's default role. */
  roles: z.object({
    title: text,
    empty: text,
    entry: numbered,
    addEntry: text,
    deleteEntry: numbered,
    /** SPEC §4: the end of a current role's dates. */
    present: text,
    fields: z.object({ title: text, company: text, start: text, end: text, current: text, summary: text }),
    /** SPEC §4's placeholders of a new role, shown as hint text (placeholder attributes), never saved as values. */
    hints: z.object({ summary: text, highlight: text }),
    /** A role's highlight bullets; `keys` sits under a new highlight's text area (SPEC §4 'Text-item editing'). */
    highlights: recordEntries.extend({ heading: text, keys: text }),
  }),
  earlierCareer: recordSection({ title: text, company: text, start: text, end: text }),
  /** Education; each place has its qualifications, a list of their own. */
  education: recordSection({ institution: text, city: text, country: text }).extend({
    qualifications: recordEntries.extend({
      heading: text,
      fields: z.object({ qualification: text, course: text, start: text, end: text, grade: text }),
    }),
  }),
  certifications: recordSection({ name: text, issuer: text, date: text }),
  languages: recordSection({ name: text, level: text }),
  memberships: recordSection({ institution: text, name: text }),
  publications: recordSection({ title: text, type: text, date: text }),
});
