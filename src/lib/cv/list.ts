import type { EditableCv, EditableList } from './editable.ts';

/**
 * Id-based list edits shared by every section. Like the rest of lib/cv they never mutate, and return the
 * input itself when nothing changes.
 */

/**
 * `list` with the item `fromId` moved to where the item `toId` is, dnd-kit `arrayMove` semantics (the items in
 * between shift by one). Returns `list` itself when either id is unknown or both are the same.
 */
export function moveItem<T extends { id: string }>(list: T[], fromId: string, toId: string): T[] {
  const from = list.findIndex((item) => item.id === fromId);
  const to = list.findIndex((item) => item.id === toId);
  if (from < 0 || to < 0 || from === to) return list;
  const moved = list.slice();
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/** `cv` with `list` replaced by `items`; `cv` itself when `items` is the list it already has. */
export function replaceList<L extends EditableList>(cv: EditableCv, list: L, items: EditableCv[L]): EditableCv {
  return items === cv[list] ? cv : { ...cv, [list]: items };
}

/** `list` with item `id` replaced by `update(item)`; `list` itself when the id is unknown or nothing changed. */
export function updateById<T extends { id: string }>(list: T[], id: string, update: (item: T) => T): T[] {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return list;
  const next = update(list[index]!);
  return next === list[index] ? list : list.with(index, next);
}

/** `cv` with the item `fromId` of `list` moved to the position of `toId` (any identified list). */
export function moveInList(cv: EditableCv, list: EditableList, fromId: string, toId: string): EditableCv {
  return replaceList(cv, list, moveItem(cv[list] as { id: string }[], fromId, toId) as EditableCv[typeof list]);
}

/** `cv` without the item `id` of `list` (any identified list); unchanged when no item has that id. */
export function deleteFromList(cv: EditableCv, list: EditableList, id: string): EditableCv {
  const items = cv[list] as { id: string }[];
  if (!items.some((item) => item.id === id)) return cv;
  return replaceList(cv, list, items.filter((item) => item.id !== id) as EditableCv[typeof list]);
}
