import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focus that has to wait for the next render: the element to focus appears only once an editor closes or the
 * list changes. The returned function names a target; after the next render `find` looks it up inside
 * `container` and it gets focus. The function is stable, so callbacks that use it need not list it.
 */
export function useFocusAfterRender<T>(
  container: RefObject<Element | null>,
  find: (container: Element, target: T) => HTMLElement | null | undefined,
): (target: T) => void {
  const pending = useRef<{ target: T } | null>(null);
  useEffect(() => {
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    if (container.current) find(container.current, next.target)?.focus();
  });
  return useCallback((target: T) => {
    pending.current = { target };
  }, []);
}

/**
 * Opens Career History's editor (when it is not open yet) and puts focus in role `roleId`'s title with its text
 * selected, so typing replaces it: where the export check's 'Go back and fix' takes the user. The section's
 * pencil is pressed as a user would; the form is there only after React has rendered that, hence the timeout.
 */
export function openRoleForFixing(roleId: string): void {
  const section = document.querySelector('.cv-section[data-field="roles"]');
  if (!section) return;
  if (!section.hasAttribute('data-editing')) section.querySelector<HTMLButtonElement>('.cv-section__head button')?.click();
  setTimeout(() => {
    // Role ids are [A-Za-z0-9_.-] (lib/cv/ids.ts): safe inside a quoted attribute selector.
    const title = section.querySelector<HTMLInputElement>(`fieldset[data-role-id="${roleId}"] input`);
    title?.focus();
    title?.select();
  });
}
