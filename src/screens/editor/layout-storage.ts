/**
 * The editor's pane sizes in localStorage (SPEC §9: 'layout saved with a 100 ms debounce'), restored on the
 * next visit. Only a layout that fits SPEC's limits is restored; anything else falls back to the default.
 */
import { SIDE_PANEL } from '@/lib/constants';

export const EDITOR_LAYOUT_KEY = 'hirewise:editor-layout';
export const PANEL_ID = 'coaching-panel';
export const CV_PANE_ID = 'cv-pane';

/** Percent sizes by pane id, summing to 100. */
export type EditorLayout = Record<typeof PANEL_ID | typeof CV_PANE_ID, number>;

const percent = (size: string) => Number.parseFloat(size);
export const PANEL_MIN = percent(SIDE_PANEL.min);
export const PANEL_MAX = percent(SIDE_PANEL.max);
export const PANEL_DEFAULT = percent(SIDE_PANEL.default);

/** The side panel's size clamped to SPEC's 15% to 50%. */
export function clampPanel(size: number): number {
  return Math.min(PANEL_MAX, Math.max(PANEL_MIN, size));
}

/** The layout with the side panel at `panel` percent (clamped) and the CV pane taking the rest. */
export function layoutWithPanel(panel: number): EditorLayout {
  const size = clampPanel(panel);
  return { [PANEL_ID]: size, [CV_PANE_ID]: 100 - size } as EditorLayout;
}

/** The saved layout, or undefined when there is none or it is not a valid one. */
export function readLayout(storage: Pick<Storage, 'getItem'> | null): EditorLayout | undefined {
  try {
    const saved = JSON.parse(storage?.getItem(EDITOR_LAYOUT_KEY) ?? 'null') as Partial<EditorLayout> | null;
    const panel = saved?.[PANEL_ID];
    const cv = saved?.[CV_PANE_ID];
    if (typeof panel !== 'number' || typeof cv !== 'number') return undefined;
    if (panel < PANEL_MIN - 0.01 || panel > PANEL_MAX + 0.01 || Math.abs(panel + cv - 100) > 0.1) return undefined;
    return layoutWithPanel(panel);
  } catch {
    return undefined;
  }
}

/** Saves `layout`; a blocked or full storage just forgets it. */
export function writeLayout(storage: Pick<Storage, 'setItem'> | null, layout: EditorLayout): void {
  try {
    storage?.setItem(EDITOR_LAYOUT_KEY, JSON.stringify(layout));
  } catch {
    // The layout is a convenience; losing it is harmless.
  }
}
