import type { ParsedCv } from './schema.ts';

/**
 * The registry of CV sections: each section of the Parsed CV declared once, with the name every other
 * vocabulary knows it by. The export order, the editor's list, the id kinds, the coach's topics and the
 * parser's section kinds are read from here, so adding a section is an entry below plus its editor form
 * (and the code that reads, prints and answers about its items, which the compiler then asks for).
 *
 * Words stay where they belong: headings and labels in content files (keyed by `key`), the parser's heading
 * words in src/server/cv-parse/structure/sections.ts (keyed by `parserKind`), the coach's question words in
 * src/lib/coach/intent.ts (keyed by `coachTopic`).
 */

/** The fields of the Parsed CV that are about the person rather than a section (the editor's header). */
export const PERSONAL_FIELDS = ['first_name', 'surname', 'email', 'phone', 'headline', 'location', 'links'] as const;

/**
 * How a section's items are held: one paragraph, a list of texts, a list of names (skills), roles with their
 * highlights, or records of several fields (edited through a record form).
 */
export type SectionItems = 'paragraph' | 'texts' | 'names' | 'roles' | 'records';

/** The standard headings an ATS looks for (scoring's 'standard sections' check). */
export type StandardSection = 'profile' | 'experience' | 'education' | 'skills';

interface SectionSpec {
  /** The section's name: its key in the export layout and in the content's headings. */
  key: string;
  /** Its field in the Parsed CV (schema.ts). */
  field: Exclude<keyof ParsedCv, (typeof PERSONAL_FIELDS)[number]>;
  items: SectionItems;
  /** Prefix of its items' editor ids (`itemId(idKind, index)`); null where ids.ts makes them another way. */
  idKind: string | null;
  /** The parser's section kind whose headings fill this field. */
  parserKind: string;
  /** The coach's topic for questions about it; null where the coach has an intent of its own. */
  coachTopic: string | null;
  /** The standard heading it counts towards in scoring, or null. */
  standard: StandardSection | null;
}

/** Every section, in SPEC §2 order: the order of the editor and of the exported document. */
export const CV_SECTIONS = [
  { key: 'profile', field: 'profile_statement', items: 'paragraph', idKind: null, parserKind: 'profile', coachTopic: null, standard: 'profile' },
  { key: 'achievements', field: 'achievements', items: 'texts', idKind: null, parserKind: 'achievements', coachTopic: null, standard: null },
  { key: 'skills', field: 'skills', items: 'names', idKind: null, parserKind: 'skills', coachTopic: null, standard: 'skills' },
  // Volunteering is career history: see VOLUNTEERING_SECTION.
  { key: 'roles', field: 'roles', items: 'roles', idKind: 'role', parserKind: 'experience', coachTopic: 'experience', standard: 'experience' },
  { key: 'earlier', field: 'earlier_career', items: 'records', idKind: 'earlier', parserKind: 'earlier', coachTopic: 'experience', standard: 'experience' },
  { key: 'education', field: 'education', items: 'records', idKind: 'education', parserKind: 'education', coachTopic: 'education', standard: 'education' },
  { key: 'certifications', field: 'certifications', items: 'records', idKind: 'certification', parserKind: 'certifications', coachTopic: 'certifications', standard: null },
  { key: 'languages', field: 'languages', items: 'records', idKind: 'language', parserKind: 'languages', coachTopic: 'languages', standard: null },
  { key: 'memberships', field: 'professional_memberships', items: 'records', idKind: 'membership', parserKind: 'memberships', coachTopic: 'memberships', standard: null },
  { key: 'publications', field: 'publications', items: 'records', idKind: 'publication', parserKind: 'publications', coachTopic: 'publications', standard: null },
  { key: 'additional', field: 'add_details', items: 'texts', idKind: 'detail', parserKind: 'additional', coachTopic: 'details', standard: null },
] as const satisfies readonly SectionSpec[];

export type CvSection = (typeof CV_SECTIONS)[number];
/** A section's name (export layout, content headings). */
export type CvSectionKey = CvSection['key'];
/** A section's field in the Parsed CV. */
export type CvSectionField = CvSection['field'];
/** The parser's kinds of section that fill a field (the parser adds kinds of its own: contact, projects ...). */
export type CvSectionParserKind = CvSection['parserKind'];
/** The coach's topics that name a section. */
export type CvSectionCoachTopic = NonNullable<CvSection['coachTopic']>;

/** The sections whose items are held as `items`. */
export type SectionsHolding<I extends SectionItems> = Extract<CvSection, { items: I }>;
/** The fields of the sections whose items are held as `items`. */
export type FieldsHolding<I extends SectionItems> = SectionsHolding<I>['field'];

/** Section names in SPEC §2 order. */
export const CV_SECTION_KEYS = CV_SECTIONS.map((section) => section.key);

/** The sections whose items are held as `items`, in SPEC §2 order. */
export const sectionsHolding = <I extends SectionItems>(items: I): SectionsHolding<I>[] =>
  CV_SECTIONS.filter((section): section is SectionsHolding<I> => section.items === items);

/** The coach's section topics, each once, in SPEC §2 order. */
export const CV_SECTION_COACH_TOPICS = [
  ...new Set(CV_SECTIONS.flatMap((section) => (section.coachTopic ? [section.coachTopic] : []))),
] as CvSectionCoachTopic[];

/**
 * Where volunteering goes, for every reader: it is career history. The parser reads a 'Volunteering' heading
 * into roles, and the coach answers a question about volunteering as one about experience;
 * tests/unit/cv/sections.test.ts holds both readers to it.
 */
export const VOLUNTEERING_SECTION = 'roles' satisfies CvSectionKey;

// Every field of the Parsed CV is either the person's or a section's: a schema field without a registry entry
// fails to compile here.
type Unregistered = Exclude<keyof ParsedCv, (typeof PERSONAL_FIELDS)[number] | CvSectionField>;
const everyFieldRegistered: [Unregistered] extends [never] ? true : Unregistered = true;
void everyFieldRegistered;
