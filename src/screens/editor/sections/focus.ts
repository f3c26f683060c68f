import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Puts focus on the pencil/tick of the section that holds `element`. A section's form calls it as it closes
 * itself (Save, Cancel): the focused button is about to disappear, and keyboard users should stay where they
 * started rather than be thrown to the top of the page.
 */
export function focusSectionToggle(element: Element | null): void {
  element?.closest('.cv-section')?.querySelector<HTMLButtonElement>('.cv-section__head button')?.focus();
}

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
