import { useStore } from '@nanostores/react';
import { computed, type ReadableAtom } from 'nanostores';
import type { EditableCv, EditableList } from '@/lib/cv/editable';
import { $cv } from '@/stores/cv';

/** One list store per CV list, made once: a list's store changes only when that list does. */
const listStores = new Map<EditableList, ReadableAtom<readonly unknown[]>>();
const NONE: readonly never[] = Object.freeze([]);

function listStore<L extends EditableList>(list: L): ReadableAtom<EditableCv[L]> {
  let store = listStores.get(list);
  if (!store) {
    store = computed($cv, (cv) => cv?.[list] ?? NONE);
    listStores.set(list, store);
  }
  return store as ReadableAtom<EditableCv[L]>;
}

/**
 * One list of the CV being edited. lib/cv keeps an untouched list the very same array, so a section using
 * this re-renders only when its own list changes, not on every keystroke elsewhere in the CV.
 */
export function useCvList<L extends EditableList>(list: L): EditableCv[L] {
  return useStore(listStore(list));
}
