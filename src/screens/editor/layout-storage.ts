/**
 * The editor's pane sizes in localStorage (SPEC §9: 'layout saved with a 100 ms debounce'), restored on the
 * next visit. Only a layout that fits SPEC's limits is restored; anything else falls back to the default.
 */
import { z } from 'zod';
import { readJson, writeJson, type StorageSource } from '@/lib/browser/safe-storage';
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

/** A saved layout within SPEC's limits: the side panel 15% to 50% and the two panes summing to 100. */
const savedLayoutSchema = z
  .object({ [PANEL_ID]: z.number(), [CV_PANE_ID]: z.number() })
  .refine(({ [PANEL_ID]: panel, [CV_PANE_ID]: cv }) => panel >= PANEL_MIN - 0.01 && panel <= PANEL_MAX + 0.01 && Math.abs(panel + cv - 100) <= 0.1);

/** The saved layout, or undefined when there is none or it is not a valid one. */
export function readLayout(storage: StorageSource): EditorLayout | undefined {
  const saved = readJson(storage, EDITOR_LAYOUT_KEY, savedLayoutSchema);
  return saved ? layoutWithPanel(saved[PANEL_ID]) : undefined;
}

/** Saves `layout`; a blocked or full storage just forgets it (the layout is a convenience). */
export function writeLayout(storage: StorageSource, layout: EditorLayout): void {
  writeJson(storage, EDITOR_LAYOUT_KEY, layout);
}
