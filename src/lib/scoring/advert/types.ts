/**
 * The shape of the lexicon's source data: one compact text block per kind of term, per field, so the lists
 * read (and review) like lists. Parsed and indexed once, on first use (lexicon.ts).
 *
 * A term line: `Canonical | form | form > Implied, Implied`.
 *  - The first form is the name shown to the user; every form (synonym, abbreviation, other spelling) counts.
 *  - A form written `=Go` matches only as written (case-sensitive), for short or everyday words (R, Go, Excel).
 *  - `> Implied` names terms a CV shows by showing this one (PostgreSQL shows SQL; RMN shows Registered Nurse).
 * A role line: `Title | other title : Skill, Skill, Skill` (skills by their canonical names).
 */
export interface FieldData {
  /** Field id, e.g. 'tech'. */
  field: string;
  /** Hard skills, tools, methods. */
  skills: string;
  /** Qualifications, certifications, registrations and licences. */
  qualifications: string;
  /** Domain knowledge an advert may ask for (payments, acute care, SEND). */
  domains: string;
  /** Job titles, each with the skills the role usually asks for. */
  roles: string;
}

/** What a term is, as a recruiter reads it. */
export type TermKind = 'skill' | 'qualification' | 'domain';
