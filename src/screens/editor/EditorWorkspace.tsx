import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Group, Panel, Separator, useGroupRef, type Layout } from 'react-resizable-panels';
import { LAYOUT_SAVE_DEBOUNCE_MS, RESIZE_HIT_MARGIN, RESIZE_KEYBOARD_STEP_PERCENT, SIDE_PANEL } from '@/lib/constants';
import { useEditorCopy } from './copy';
import { CV_PANE_ID, PANEL_ID, layoutWithPanel, readLayout, writeLayout, type EditorLayout } from './layout-storage';
import { useMediaQuery } from '@/lib/browser/use-media-query';

/** From this width the panel and the CV sit side by side; below it they stack in one column. */
const WIDE_QUERY = '(min-width: 64rem)';

/**
 * react-resizable-panels sizes the whole hit target; SPEC's hit margins extend each side of the handle,
 * so the target is twice the margin plus the visible handle.
 */
const HANDLE_PX = 6;
const RESIZE_TARGET = {
  coarse: 2 * RESIZE_HIT_MARGIN.coarse + HANDLE_PX,
  fine: 2 * RESIZE_HIT_MARGIN.fine + HANDLE_PX,
};

export interface EditorWorkspaceProps {
  panel: ReactNode;
  cv: ReactNode;
}

/**
 * SPEC §2 'Editor screen': on wide screens the coaching side panel and the CV side by side with a drag handle
 * between (side panel default 25%, 15% to 50%), on small screens one column. Arrow keys on the handle move it
 * RESIZE_KEYBOARD_STEP_PERCENT, with Shift all the way (SPEC §9: 100%, i.e. to the limit); the layout is saved
 * LAYOUT_SAVE_DEBOUNCE_MS after the last change and restored on the next visit.
 */
export default function EditorWorkspace({ panel, cv }: EditorWorkspaceProps) {
  const { editor: copy } = useEditorCopy();
  const wide = useMediaQuery(WIDE_QUERY);
  const groupRef = useGroupRef();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const defaultLayout = useMemo(() => readLayout('localStorage'), []);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  if (!wide) {
    return (
      <div className="editor-workspace editor-workspace--stacked">
        <section className="editor-workspace__cv" aria-label={copy.layout.cv}>
          {cv}
        </section>
        <aside className="editor-workspace__panel" aria-label={copy.layout.panel}>
          {panel}
        </aside>
      </div>
    );
  }

  const saveLayout = (layout: Layout) => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => writeLayout('localStorage', layout as EditorLayout), LAYOUT_SAVE_DEBOUNCE_MS);
  };

  // Captured before the library's own 5% arrow step, which then sees the event handled and leaves it.
  const resizeByKeyboard = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    const group = groupRef.current;
    if (!direction || !group) return;
    event.preventDefault();
    const step = event.shiftKey ? 100 : RESIZE_KEYBOARD_STEP_PERCENT;
    group.setLayout(layoutWithPanel(group.getLayout()[PANEL_ID] + direction * step));
    saveLayout(group.getLayout());
  };

  return (
    <Group
      className="editor-workspace editor-workspace--split"
      groupRef={groupRef}
      orientation="horizontal"
      defaultLayout={defaultLayout}
      onLayoutChanged={saveLayout}
      resizeTargetMinimumSize={RESIZE_TARGET}
    >
      <Panel id={PANEL_ID} defaultSize={SIDE_PANEL.default} minSize={SIDE_PANEL.min} maxSize={SIDE_PANEL.max}>
        <aside className="editor-workspace__panel" aria-label={copy.layout.panel}>
          {panel}
        </aside>
      </Panel>
      <Separator className="editor-workspace__handle" aria-label={copy.layout.handle} onKeyDownCapture={resizeByKeyboard} />
      <Panel id={CV_PANE_ID}>
        <section className="editor-workspace__cv" aria-label={copy.layout.cv}>
          {cv}
        </section>
      </Panel>
    </Group>
  );
}
