import { describe, expect, test } from 'vitest';
import {
  CV_PANE_ID,
  EDITOR_LAYOUT_KEY,
  PANEL_ID,
  clampPanel,
  layoutWithPanel,
  readLayout,
  writeLayout,
} from '@/screens/editor/layout-storage';

function storage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[EDITOR_LAYOUT_KEY, initial]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('editor layout (SPEC §9: side panel 25%, 15% to 50%)', () => {
  test('the side panel is held within 15% and 50%, and the CV takes the rest', () => {
    expect(clampPanel(5)).toBe(15);
    expect(clampPanel(80)).toBe(50);
    expect(layoutWithPanel(35)).toEqual({ [PANEL_ID]: 35, [CV_PANE_ID]: 65 });
  });

  test('a saved layout is restored', () => {
    const store = storage();
    writeLayout(store, layoutWithPanel(40));
    expect(readLayout(store)).toEqual(layoutWithPanel(40));
  });

  test.each([
    ['nothing saved', undefined],
    ['not JSON', '{'],
    ['outside the limits', JSON.stringify({ [PANEL_ID]: 70, [CV_PANE_ID]: 30 })],
    ['not summing to 100', JSON.stringify({ [PANEL_ID]: 30, [CV_PANE_ID]: 30 })],
    ['wrong panels', JSON.stringify({ left: 30, right: 70 })],
  ])('%s falls back to the default', (_case, saved) => {
    expect(readLayout(storage(saved))).toBeUndefined();
  });

  test('blocked storage neither throws nor restores', () => {
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(() => writeLayout(blocked, layoutWithPanel(30))).not.toThrow();
    expect(readLayout(blocked)).toBeUndefined();
  });
});
