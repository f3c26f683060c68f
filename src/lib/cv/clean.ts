import type { CvRole, ParsedCv } from './schema.ts';
import { CV_SECTIONS, type CvSectionField, type FieldsHolding } from './sections.ts';

/**
 * Cleaning rules shared by normalisation and the edit functions: strings are trimmed, list items without any
 * text are dropped, and an ongoing role has no end date.
 */

/** `value` with every string in it trimmed, at any depth; numbers, booleans and null are kept as they are. */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimDeep(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimDeep(inner)])) as T;
  }
  return value;
}

/**
 * True when `value` holds no text at any depth. Booleans and the `id` of an editable item do not count as
 * content, so a role that is only `current: true` is blank.
 */
export function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, inner]) => key === 'id' || isBlank(inner));
  }
  return true;
}

/** `role` with its dates made consistent: an ongoing role (`current: true`) has end ''. */
export function withConsistentDates<T extends Pick<CvRole, 'current' | 'end'>>(role: T): T {
  return role.current && role.end !== '' ? { ...role, end: '' } : role;
}

const keepFilled = <T>(items: readonly T[]): T[] => items.filter((item) => !isBlank(item));

/**
 * A cleaned copy of a Parsed CV: strings trimmed, blank list items (and blank highlights and qualifications)
 * dropped, current roles without an end date. What `toParsedCv(normaliseCv(cv))` gives back.
 */
export function cleanParsedCv(parsed: ParsedCv): ParsedCv {
  const cv = trimDeep(parsed);
  // Every section held as a list (sections.ts): its blank items go.
  const lists = CV_SECTIONS.flatMap((section) => (section.items === 'paragraph' ? [] : [[section.field, keepFilled<unknown>(cv[section.field])]]));
  return {
    ...cv,
    links: keepFilled(cv.links),
    ...(Object.fromEntries(lists) as Pick<ParsedCv, Exclude<CvSectionField, FieldsHolding<'paragraph'>>>),
    // Within roles and schools, blank highlights and qualifications go too.
    roles: keepFilled(cv.roles).map((role) => withConsistentDates({ ...role, highlights: keepFilled(role.highlights) })),
    education: keepFilled(cv.education).map((place) => ({ ...place, qualifications: keepFilled(place.qualifications) })),
  };
}
