/**
 * Puts focus on the pencil/tick of the section that holds `element`. A section's form calls it as it closes
 * itself (Save, Cancel): the focused button is about to disappear, and keyboard users should stay where they
 * started rather than be thrown to the top of the page.
 */
export function focusSectionToggle(element: Element | null): void {
  element?.closest('.cv-section')?.querySelector<HTMLButtonElement>('.cv-section__head button')?.focus();
}

/** Focuses the first element matching `selector` inside `container`, when there is one. */
export function focusWithin(container: Element | null, selector: string): void {
  container?.querySelector<HTMLElement>(selector)?.focus();
}
