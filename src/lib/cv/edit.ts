import { isBlank, trimDeep, withConsistentDates } from './clean.ts';
import {
  collectIds,
  ITEM_KINDS,
  textItemId,
  type EditableCv,
  type EditableRole,
  type TextItem,
  type TextList,
  type WithId,
} from './editable.ts';
import { highlightId, idAllocator, itemId, nextSkillId } from './ids.ts';
import { deleteFromList, moveItem, replaceList, updateById } from './list.ts';
import type { CvRole } from './schema.ts';
import type { FieldsHolding } from './sections.ts';

export { deleteFromList, moveInList, moveItem } from './list.ts';
export { isValidCvEmail, updatePersonal, type PersonalChanges, type PersonalFields, type PersonalUpdate } from './edit-personal.ts';

/**
 * Pure edits of the editor's CV (STYLE.md example 2: store actions just `set(edit(cv, ...))`).
 * Every function returns a new CV and never mutates its input. An edit that changes nothing (unknown id,
 * blank or duplicate text) returns the very same CV object, so callers can tell it was ignored with `===`.
 * Text is trimmed before it is saved; blank list items are ignored (SPEC.md §5 'Text-list item').
 */

/**
 * The default role that 'add role' creates (SPEC.md §4 'Section edit mode': company 'New Company', title
 * 'New Position', current, a summary and one highlight placeholder). Company and title are CV data, not page
 * copy: the form selects the title so typing replaces it, and exporting warns while either is still the default
 * (lib/cv/unfinished.ts). SPEC's summary and highlight placeholders are hint text in the form
 * (editor-records.yaml `roles.hints`), never values: the role starts with an empty summary and no highlight, so
 * nothing the user did not write can reach an exported CV.
 */
export const NEW_ROLE_COMPANY = 'New Company';
/** Title of a newly added role (SPEC.md §4). */
export const NEW_ROLE_TITLE = 'New Position';

/** True when two items hold the same data in the same key order (items come from the same spread, so it holds). */
const sameContent = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------- skills

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** `cv` with skill `name` (trimmed) added last; blank names and names already listed (any case) are ignored. */
export function addSkill(cv: EditableCv, name: string): EditableCv {
  const trimmed = name.trim();
  if (!trimmed || cv.skills.some((skill) => sameName(skill.name, trimmed))) return cv;
  const id = nextSkillId(cv.skills.length, collectIds(cv));
  return { ...cv, skills: [...cv.skills, { id, name: trimmed }] };
}

/** `cv` with skill `id` renamed to `name` (trimmed); blank names and names of another listed skill are ignored. */
export function renameSkill(cv: EditableCv, id: string, name: string): EditableCv {
  const trimmed = name.trim();
  if (!trimmed || cv.skills.some((skill) => skill.id !== id && sameName(skill.name, trimmed))) return cv;
  const skills = updateById(cv.skills, id, (skill) => (skill.name === trimmed ? skill : { ...skill, name: trimmed }));
  return replaceList(cv, 'skills', skills);
}

/** `cv` without skill `id`. */
export const deleteSkill = (cv: EditableCv, id: string): EditableCv => deleteFromList(cv, 'skills', id);

// ---------------------------------------------------------------- text lists (achievements, additional details)

export type { TextList } from './editable.ts';

/** `cv` with `text` (trimmed) appended to `list`; blank text is ignored. */
export function addTextItem(cv: EditableCv, list: TextList, text: string): EditableCv {
  const trimmed = text.trim();
  if (!trimmed) return cv;
  const id = idAllocator(collectIds(cv))(textItemId(list, cv[list].length, trimmed));
  return { ...cv, [list]: [...cv[list], { id, text: trimmed }] };
}

/** `cv` with item `id` of `list` changed to `text` (trimmed); blank text is ignored (the item stays). */
export function updateTextItem(cv: EditableCv, list: TextList, id: string, text: string): EditableCv {
  const trimmed = text.trim();
  if (!trimmed) return cv;
  return replaceList(cv, list, updateById(cv[list], id, (item) => (item.text === trimmed ? item : { ...item, text: trimmed })));
}

/** `cv` with achievement `text` added last (trimmed; blank ignored). */
export const addAchievement = (cv: EditableCv, text: string) => addTextItem(cv, 'achievements', text);
/** `cv` with achievement `id` reworded (trimmed; blank ignored). Its id does not change. */
export const updateAchievement = (cv: EditableCv, id: string, text: string) => updateTextItem(cv, 'achievements', id, text);
/** `cv` without achievement `id`. */
export const deleteAchievement = (cv: EditableCv, id: string) => deleteFromList(cv, 'achievements', id);

// ---------------------------------------------------------------- other sections (records)

/** The lists whose items are records of several fields, edited through a section form. */
export type RecordList = 'links' | FieldsHolding<'records'>;

/** The fields of an item of `L`, without its id. */
export type RecordFields<L extends RecordList> = Omit<EditableCv[L][number], 'id'>;

/** `cv` with `fields` (trimmed) appended to section `list`; an item without any text is ignored. */
export function addRecord<L extends RecordList>(cv: EditableCv, list: L, fields: RecordFields<L>): EditableCv {
  const item = trimDeep(fields);
  if (isBlank(item)) return cv;
  const id = idAllocator(collectIds(cv))(itemId(ITEM_KINDS[list], cv[list].length));
  return { ...cv, [list]: [...cv[list], { ...item, id }] };
}

/**
 * `cv` with item `id` of section `list` merged with `changes` (trimmed). A change that would leave the item
 * without any text is ignored: removing an item is `deleteFromList`.
 */
export function updateRecord<L extends RecordList>(
  cv: EditableCv,
  list: L,
  id: string,
  changes: Partial<RecordFields<L>>,
): EditableCv {
  const items = cv[list] as WithId<RecordFields<L>>[];
  const next = updateById(items, id, (item) => {
    const merged = { ...item, ...trimDeep(changes), id: item.id };
    return isBlank(merged) || sameContent(merged, item) ? item : merged;
  });
  return replaceList(cv, list, next as EditableCv[L]);
}

// ---------------------------------------------------------------- roles and highlights

/** The fields of a role that `updateRole` changes (highlights have their own edits). */
export type RoleFields = Omit<CvRole, 'highlights'>;

/** `cv` with SPEC.md's default role appended: 'New Company', 'New Position', current, no summary or highlight yet. */
export function addRole(cv: EditableCv): EditableCv {
  const nextId = idAllocator(collectIds(cv));
  const role: EditableRole = {
    id: nextId(itemId(ITEM_KINDS.roles, cv.roles.length)),
    company: NEW_ROLE_COMPANY,
    title: NEW_ROLE_TITLE,
    start: '',
    end: '',
    current: true,
    summary: '',
    highlights: [],
  };
  return { ...cv, roles: [...cv.roles, role] };
}

/**
 * `cv` with role `id` merged with `changes` (trimmed), dates kept consistent: a role marked current loses its
 * end date, and giving an ongoing role an end date (without also saying `current: true`) marks it ended.
 * Highlight ids stay as they were, even when company or title change.
 */
export function updateRole(cv: EditableCv, id: string, changes: Partial<RoleFields>): EditableCv {
  const trimmed = trimDeep(changes);
  const endsIt = trimmed.end !== undefined && trimmed.end !== '' && trimmed.current === undefined;
  const roles = updateById(cv.roles, id, (role) => {
    const next = withConsistentDates({ ...role, ...trimmed, ...(endsIt ? { current: false } : {}), id: role.id });
    return sameContent(next, role) ? role : next;
  });
  return replaceList(cv, 'roles', roles);
}

/** `cv` without role `id` (and its highlights). */
export const deleteRole = (cv: EditableCv, id: string) => deleteFromList(cv, 'roles', id);

function updateHighlights(cv: EditableCv, roleId: string, edit: (role: EditableRole) => TextItem[]): EditableCv {
  const roles = updateById(cv.roles, roleId, (role) => {
    const highlights = edit(role);
    return highlights === role.highlights ? role : { ...role, highlights };
  });
  return replaceList(cv, 'roles', roles);
}

/** `cv` with highlight `text` (trimmed) added last to role `roleId`; blank text is ignored. */
export function addHighlight(cv: EditableCv, roleId: string, text: string): EditableCv {
  const trimmed = text.trim();
  if (!trimmed) return cv;
  const nextId = idAllocator(collectIds(cv));
  return updateHighlights(cv, roleId, (role) => [
    ...role.highlights,
    { id: nextId(highlightId(role.company, role.title, role.highlights.length)), text: trimmed },
  ]);
}

/** `cv` with highlight `id` of role `roleId` reworded (trimmed); blank text is ignored. */
export function updateHighlight(cv: EditableCv, roleId: string, id: string, text: string): EditableCv {
  const trimmed = text.trim();
  if (!trimmed) return cv;
  return updateHighlights(cv, roleId, (role) =>
    updateById(role.highlights, id, (item) => (item.text === trimmed ? item : { ...item, text: trimmed })),
  );
}

/** `cv` without highlight `id` of role `roleId`. */
export function deleteHighlight(cv: EditableCv, roleId: string, id: string): EditableCv {
  return updateHighlights(cv, roleId, (role) =>
    role.highlights.some((item) => item.id === id) ? role.highlights.filter((item) => item.id !== id) : role.highlights,
  );
}

/** `cv` with highlight `fromId` of role `roleId` moved to the position of `toId` (arrayMove semantics). */
export function moveHighlight(cv: EditableCv, roleId: string, fromId: string, toId: string): EditableCv {
  return updateHighlights(cv, roleId, (role) => moveItem(role.highlights, fromId, toId));
}

// ---------------------------------------------------------------- profile and personal header

/** `cv` with the profile statement replaced by `text` (trimmed; may be emptied). */
export function updateProfileStatement(cv: EditableCv, text: string): EditableCv {
  const trimmed = text.trim();
  return trimmed === cv.profile_statement ? cv : { ...cv, profile_statement: trimmed };
}
