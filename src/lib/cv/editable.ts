import { cleanParsedCv } from './clean.ts';
import { achievementId, highlightId, idAllocator, itemId, skillId } from './ids.ts';
import type {
  CvCertification,
  CvEarlierRole,
  CvEducation,
  CvLanguage,
  CvLink,
  CvMembership,
  CvPublication,
  CvRole,
  ParsedCv,
} from './schema.ts';

/** A list item with its front-end-only id (see ids.ts); the id never leaves the browser's editor state. */
export type WithId<T> = T & { id: string };

/** One line of a text list (achievements, highlights, additional details). */
export type TextItem = WithId<{ text: string }>;

/** A skill with its id. */
export type EditableSkill = WithId<{ name: string }>;

/** A role with its id and identified highlights. */
export type EditableRole = WithId<Omit<CvRole, 'highlights'> & { highlights: TextItem[] }>;

/** The lists of the Parsed CV that carry ids while editing. */
export type EditableList =
  | 'links'
  | 'skills'
  | 'achievements'
  | 'roles'
  | 'earlier_career'
  | 'education'
  | 'languages'
  | 'certifications'
  | 'professional_memberships'
  | 'publications'
  | 'add_details';

/**
 * The CV as the editor holds it: the Parsed CV (SPEC.md §3) with an id on every item the editor reorders,
 * edits or deletes. Text lists become `{ id, text }` items. Build it with `normaliseCv`, leave it with
 * `toParsedCv`.
 */
export type EditableCv = Omit<ParsedCv, EditableList> & {
  links: WithId<CvLink>[];
  skills: EditableSkill[];
  achievements: TextItem[];
  roles: EditableRole[];
  earlier_career: WithId<CvEarlierRole>[];
  education: WithId<CvEducation>[];
  languages: WithId<CvLanguage>[];
  certifications: WithId<CvCertification>[];
  professional_memberships: WithId<CvMembership>[];
  publications: WithId<CvPublication>[];
  add_details: TextItem[];
};

/** Id kinds of the object lists, used as `itemId(kind, index)` prefixes. */
export const ITEM_KINDS = {
  links: 'link',
  roles: 'role',
  earlier_career: 'earlier',
  education: 'education',
  languages: 'language',
  certifications: 'certification',
  professional_memberships: 'membership',
  publications: 'publication',
  add_details: 'detail',
} as const;

/**
 * The editor's CV from a Parsed CV: cleaned (see `cleanParsedCv`: trimmed, blank items dropped, current roles
 * without end date), then every list item gets its id, once. Ids are unique across the whole CV.
 */
export function normaliseCv(parsed: ParsedCv): EditableCv {
  const cv = cleanParsedCv(parsed);
  const nextId = idAllocator();
  const identify = <T extends object>(items: T[], kind: string): WithId<T>[] =>
    items.map((item, index) => ({ ...item, id: nextId(itemId(kind, index)) }));
  return {
    ...cv,
    links: identify(cv.links, ITEM_KINDS.links),
    skills: cv.skills.map((skill, index) => ({ id: nextId(skillId(index)), name: skill.name })),
    achievements: cv.achievements.map((text, index) => ({ id: nextId(achievementId(index, text)), text })),
    roles: cv.roles.map((role, index) => ({
      ...role,
      id: nextId(itemId(ITEM_KINDS.roles, index)),
      highlights: role.highlights.map((text, at) => ({ id: nextId(highlightId(role.company, role.title, at)), text })),
    })),
    earlier_career: identify(cv.earlier_career, ITEM_KINDS.earlier_career),
    education: identify(cv.education, ITEM_KINDS.education),
    languages: identify(cv.languages, ITEM_KINDS.languages),
    certifications: identify(cv.certifications, ITEM_KINDS.certifications),
    professional_memberships: identify(cv.professional_memberships, ITEM_KINDS.professional_memberships),
    publications: identify(cv.publications, ITEM_KINDS.publications),
    add_details: cv.add_details.map((text, index) => ({ id: nextId(itemId(ITEM_KINDS.add_details, index)), text })),
  };
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;
const texts = (items: readonly TextItem[]): string[] => items.map((item) => item.text);

/** The Parsed CV of an editor CV: ids stripped, everything else as it is (for saving, export and scoring). */
export function toParsedCv(cv: EditableCv): ParsedCv {
  return {
    ...cv,
    location: { ...cv.location },
    links: cv.links.map(withoutId),
    skills: cv.skills.map((skill) => ({ name: skill.name })),
    achievements: texts(cv.achievements),
    roles: cv.roles.map(({ id: _id, highlights, ...role }) => ({ ...role, highlights: texts(highlights) })),
    earlier_career: cv.earlier_career.map(withoutId),
    education: cv.education.map(withoutId),
    languages: cv.languages.map(withoutId),
    certifications: cv.certifications.map(withoutId),
    professional_memberships: cv.professional_memberships.map(withoutId),
    publications: cv.publications.map(withoutId),
    add_details: texts(cv.add_details),
  };
}

/** Every id in use in `cv`, so that added items can be given fresh ones. */
export function collectIds(cv: EditableCv): Set<string> {
  const ids = new Set<string>();
  for (const value of Object.values(cv)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as { id?: unknown; highlights?: unknown }[]) {
      if (typeof item.id === 'string') ids.add(item.id);
      if (Array.isArray(item.highlights)) for (const highlight of item.highlights as TextItem[]) ids.add(highlight.id);
    }
  }
  return ids;
}
