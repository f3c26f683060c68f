/**
 * How much text a CV may hold (issue 15: what reaches the model is bounded). Declared once: the CV schema
 * (schema.ts) refuses more, the parser keeps its answer within them (fit-limits.ts), the editor's fields stop at
 * them and show a count near them. Generous on purpose: no honest CV comes near (tests/unit/cv/limits.test.ts
 * checks every fixture CV's parse).
 */

/** Longest text of each kind of field, in characters (UTF-16 code units, as `String.length` and `maxLength` count). */
export const CV_FIELD_MAX_CHARS = {
  /** Names, dates, places, phone, e-mail, levels, grades, skill names. */
  short: 300,
  /** One line: headline, job and publication titles, employers, schools, qualifications. */
  line: 500,
  /** A web address. */
  url: 2_048,
  /** One bullet: a highlight, an achievement, an other detail. */
  bullet: 2_000,
  /** A paragraph: the profile statement, a role's summary. */
  paragraph: 5_000,
} as const;

export type CvFieldKind = keyof typeof CV_FIELD_MAX_CHARS;

/** Most items of each list of a CV. */
export const CV_LIST_MAX_ITEMS = {
  links: 30,
  skills: 300,
  achievements: 100,
  roles: 60,
  /** Bullets of one role. */
  highlights: 60,
  earlier_career: 60,
  education: 30,
  /** Qualifications at one institution. */
  qualifications: 10,
  languages: 30,
  certifications: 100,
  professional_memberships: 50,
  publications: 300,
  add_details: 100,
} as const;

export type CvListName = keyof typeof CV_LIST_MAX_ITEMS;

/** The whole CV: every string of it together, in characters. */
export const CV_MAX_TEXT_CHARS = 60_000;

/** A field or the CV shows its count from this share of its cap. */
export const CV_COUNT_FROM_SHARE = 0.8;

/** The characters of text in `value`: the sum of the lengths of all its strings, at any depth. */
export function textChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textChars(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + textChars(item), 0);
  return 0;
}

/** True once `length` is near enough to `max` that its count is worth showing. */
export const nearCap = (length: number, max: number) => length >= Math.ceil(max * CV_COUNT_FROM_SHARE);

/** The kind, and so the cap, of every text field of a CV, by record and field name (schema.ts builds on it). */
export const CV_FIELD_KINDS = {
  cv: { first_name: 'short', surname: 'short', email: 'short', phone: 'short', headline: 'line', profile_statement: 'paragraph' },
  location: { city: 'short', country: 'short' },
  link: { title: 'short', url: 'url' },
  skill: { name: 'short' },
  achievement: 'bullet',
  add_detail: 'bullet',
  role: { company: 'line', title: 'line', start: 'short', end: 'short', summary: 'paragraph', highlight: 'bullet' },
  earlier_role: { title: 'line', company: 'line', start: 'short', end: 'short' },
  education: { institution: 'line' },
  qualification: { qualification: 'line', course: 'line', start: 'short', end: 'short', grade: 'short' },
  language: { name: 'short', level: 'short' },
  certification: { name: 'line', issuer: 'line', date: 'short' },
  membership: { institution: 'line', name: 'line' },
  publication: { title: 'line', pub_type: 'short', date: 'short' },
} as const satisfies Record<string, CvFieldKind | Record<string, CvFieldKind>>;

/** A count as the messages write it: '60,000'. */
export const formatCount = (count: number) => count.toLocaleString('en-GB');
