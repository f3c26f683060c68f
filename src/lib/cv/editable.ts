import { cleanParsedCv } from './clean.ts';
import { achievementId, highlightId, idAllocator, itemId, skillId } from './ids.ts';
import type { CvLink, CvRole, ParsedCv } from './schema.ts';
import { CV_SECTIONS, sectionsHolding, type CvSection, type FieldsHolding } from './sections.ts';

/** A list item with its front-end-only id (see ids.ts); the id never leaves the browser's editor state. */
export type WithId<T> = T & { id: string };

/** One line of a text list (achievements, highlights, additional details). */
export type TextItem = WithId<{ text: string }>;

/** A skill with its id. */
export type EditableSkill = WithId<{ name: string }>;

/** A role with its id and identified highlights. */
export type EditableRole = WithId<Omit<CvRole, 'highlights'> & { highlights: TextItem[] }>;

type ItemOf<F extends keyof ParsedCv> = ParsedCv[F] extends readonly (infer T)[] ? T : never;

/** Each list section of the registry as the editor holds it (sections.ts says how its items are held). */
type EditableSections = {
  [S in CvSection as S['items'] extends 'paragraph' ? never : S['field']]: S['items'] extends 'texts'
    ? TextItem[]
    : S['items'] extends 'names'
      ? EditableSkill[]
      : S['items'] extends 'roles'
        ? EditableRole[]
        : WithId<ItemOf<S['field']>>[];
};

/** The lists of the Parsed CV that carry ids while editing: the links, and every section but the profile. */
export type EditableList = 'links' | keyof EditableSections;

/**
 * The CV as the editor holds it: the Parsed CV (SPEC.md §3) with an id on every item the editor reorders,
 * edits or deletes. Text lists become `{ id, text }` items. Build it with `normaliseCv`, leave it with
 * `toParsedCv`.
 */
export type EditableCv = Omit<ParsedCv, EditableList> & { links: WithId<CvLink>[] } & EditableSections;

type SectionIdKinds = { [S in CvSection as S['idKind'] extends string ? S['field'] : never]: S['idKind'] };

/** Id kinds of the object lists, used as `itemId(kind, index)` prefixes (the sections' from sections.ts). */
export const ITEM_KINDS = {
  links: 'link',
  ...Object.fromEntries(CV_SECTIONS.flatMap((section) => (section.idKind ? [[section.field, section.idKind]] : []))),
} as { links: 'link' } & SectionIdKinds;

/** The lists whose items are single lines of text. */
export type TextList = FieldsHolding<'texts'>;

/** The candidate id of a line of text list `list` at `index`: by its kind where it has one, else as an achievement. */
export function textItemId(list: TextList, index: number, text: string): string {
  const kind = (ITEM_KINDS as Partial<Record<TextList, string>>)[list];
  return kind ? itemId(kind, index) : achievementId(index, text);
}

/**
 * The editor's CV from a Parsed CV: cleaned (see `cleanParsedCv`: trimmed, blank items dropped, current roles
 * without end date), then every list item gets its id, once. Ids are unique across the whole CV.
 */
export function normaliseCv(parsed: ParsedCv): EditableCv {
  const cv = cleanParsedCv(parsed);
  const nextId = idAllocator();
  const identify = <T extends object>(items: T[], kind: string): WithId<T>[] =>
    items.map((item, index) => ({ ...item, id: nextId(itemId(kind, index)) }));
  const identifyTexts = (list: TextList): TextItem[] => cv[list].map((text, index) => ({ id: nextId(textItemId(list, index, text)), text }));
  const records = sectionsHolding('records').map((section) => [section.field, identify<object>(cv[section.field], section.idKind)]);
  const textLists = sectionsHolding('texts').map((section) => [section.field, identifyTexts(section.field)]);
  return {
    ...cv,
    links: identify(cv.links, ITEM_KINDS.links),
    skills: cv.skills.map((skill, index) => ({ id: nextId(skillId(index)), name: skill.name })),
    roles: cv.roles.map((role, index) => ({
      ...role,
      id: nextId(itemId(ITEM_KINDS.roles, index)),
      highlights: role.highlights.map((text, at) => ({ id: nextId(highlightId(role.company, role.title, at)), text })),
    })),
    ...(Object.fromEntries([...records, ...textLists]) as Pick<EditableCv, FieldsHolding<'records' | 'texts'>>),
  };
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;
const texts = (items: readonly TextItem[]): string[] => items.map((item) => item.text);

/** The Parsed CV of an editor CV: ids stripped, everything else as it is (for saving, export and scoring). */
export function toParsedCv(cv: EditableCv): ParsedCv {
  const records = sectionsHolding('records').map((section) => [section.field, (cv[section.field] as { id: string }[]).map(withoutId)]);
  const textLists = sectionsHolding('texts').map((section) => [section.field, texts(cv[section.field])]);
  return {
    ...cv,
    location: { ...cv.location },
    links: cv.links.map(withoutId),
    skills: cv.skills.map((skill) => ({ name: skill.name })),
    roles: cv.roles.map(({ id: _id, highlights, ...role }) => ({ ...role, highlights: texts(highlights) })),
    ...(Object.fromEntries([...records, ...textLists]) as Pick<ParsedCv, FieldsHolding<'records' | 'texts'>>),
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
