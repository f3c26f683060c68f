import { useStore } from '@nanostores/react';
import { computed, type ReadableAtom } from 'nanostores';
import type { EditableCv } from '@/lib/cv/editable';
import { $cv } from '@/stores/cv';

/** True when two flat records hold the same values under the same keys (strings, or arrays compared by identity). */
function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A store of one slice of the CV (a few fields picked from it) that keeps the same object while those fields
 * are unchanged, so a section using it does not re-render while the user types somewhere else in the CV.
 * Make it once, at module level.
 */
export function cvSlice<T extends object>(pick: (cv: EditableCv | null) => T): ReadableAtom<T> {
  let last: T | undefined;
  return computed($cv, (cv) => {
    const next = pick(cv);
    if (last && shallowEqual(last, next)) return last;
    last = next;
    return next;
  });
}

/** The current value of a slice made with `cvSlice`. */
export const useCvSlice = <T extends object>(slice: ReadableAtom<T>): T => useStore(slice);
