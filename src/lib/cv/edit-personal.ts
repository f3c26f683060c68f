import { isEmailAddress } from '../email.ts';
import { trimDeep } from './clean.ts';
import type { EditableCv } from './editable.ts';
import type { CvLocation, ParsedCv } from './schema.ts';

/** The personal header fields (SPEC.md §4: First Name, Surname, Email, Phone, City, Country, Headline). */
export type PersonalFields = Pick<ParsedCv, 'first_name' | 'surname' | 'email' | 'phone' | 'headline'> & {
  location: CvLocation;
};

/** Changes to the personal header; `location` may change only city or only country. */
export type PersonalChanges = Partial<Omit<PersonalFields, 'location'>> & { location?: Partial<CvLocation> };

/** The outcome of `updatePersonal`: the new CV, or the unchanged CV and the fields that failed validation. */
export type PersonalUpdate =
  | { ok: true; cv: EditableCv }
  | { ok: false; cv: EditableCv; invalid: (keyof PersonalFields)[] };

/**
 * True when `email` may be saved on a CV: empty (a CV need not show one) or an address by the project's one
 * e-mail rule (src/lib/email.ts).
 */
export function isValidCvEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || isEmailAddress(trimmed);
}

/** `cv` with personal header fields changed (trimmed). An invalid e-mail rejects the whole change. */
export function updatePersonal(cv: EditableCv, changes: PersonalChanges): PersonalUpdate {
  const { location, ...fields } = trimDeep(changes);
  if (fields.email !== undefined && !isValidCvEmail(fields.email)) return { ok: false, cv, invalid: ['email'] };
  return { ok: true, cv: { ...cv, ...fields, location: { ...cv.location, ...location } } };
}
