/**
 * Where the phone's floating shortcuts take the user inside the coaching panel: the score card's button and
 * the coach's message box. Marked with a data attribute so the shortcut finds them whether or not the
 * panel's code has arrived yet (it loads after the CV: EditorScreen).
 */
export type PanelTarget = 'score' | 'coach';

export const PANEL_TARGET_ATTRIBUTE = 'data-panel-target';

/** Props that mark the element a shortcut goes to. */
export const panelTarget = (target: PanelTarget) => ({ [PANEL_TARGET_ATTRIBUTE]: target });

/**
 * Brings the section of `target` inside `panel` into view and puts focus on the target: the marked button, or
 * the message box inside a marked area. While the panel is still loading, on the panel itself, which says so.
 * Instant for reduced motion.
 */
export function goToPanelTarget(panel: HTMLElement, target: PanelTarget, smooth: boolean): void {
  const marked = panel.querySelector<HTMLElement>(`[${PANEL_TARGET_ATTRIBUTE}="${target}"]`);
  const control = marked?.matches('button, textarea') ? marked : (marked?.querySelector<HTMLElement>('textarea') ?? null);
  const section = marked?.closest<HTMLElement>('section') ?? panel;
  section.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  (control ?? panel).focus({ preventScroll: true });
}
