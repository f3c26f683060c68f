import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Group, Panel, Separator, useGroupRef, type Layout } from 'react-resizable-panels';
import { LAYOUT_SAVE_DEBOUNCE_MS, RESIZE_HIT_MARGIN, RESIZE_KEYBOARD_STEP_PERCENT, SIDE_PANEL } from '@/lib/constants';
import { useEditorCopy } from './copy';
import { CV_PANE_ID, PANEL_ID, layoutWithPanel, readLayout, writeLayout, type EditorLayout } from './layout-storage';
import { useMediaQuery } from '@/lib/browser/use-media-query';
import PanelShortcuts from './PanelShortcuts';

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

/**
 * The library makes its group and panels scroll containers, which would pin the side panel's `position: sticky`
 * to them instead of the page: the group clips instead (no scrolling box), the side panel lets its aside stick.
 */
const GROUP_STYLE: CSSProperties = { overflow: 'clip' };
const STICKY_PANEL_STYLE: CSSProperties = { overflow: 'visible' };

export interface EditorWorkspaceProps {
  panel: ReactNode;
  cv: ReactNode;
}

/**
 * SPEC §2 'Editor screen': on wide screens the coaching side panel and the CV side by side with a drag handle
 * between (side panel default 25%, 15% to 50%), on small screens one column. Arrow keys on the handle move it
 * RESIZE_KEYBOARD_STEP_PERCENT, with Shift all the way (SPEC §9: 100%, i.e. to the limit); the layout is saved
 * LAYOUT_SAVE_DEBOUNCE_MS after the last change and restored on the next visit. The side panel stays in view
 * while the CV scrolls (sticky, scrolling within itself); on small screens floating shortcuts reach it.
 */
export default function EditorWorkspace({ panel, cv }: EditorWorkspaceProps) {
  const { editor: copy } = useEditorCopy();
  const wide = useMediaQuery(WIDE_QUERY);
  const groupRef = useGroupRef();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const defaultLayout = useMemo(() => readLayout('localStorage'), []);
  const stackedPanel = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  if (!wide) {
    return (
      <div className="editor-workspace editor-workspace--stacked">
        <section className="editor-workspace__cv" aria-label={copy.layout.cv}>
          {cv}
        </section>
        {/* Focusable from script only: a shortcut lands here while the panel is still loading. */}
        <aside ref={stackedPanel} className="editor-workspace__panel" aria-label={copy.layout.panel} tabIndex={-1}>
          {panel}
        </aside>
        <PanelShortcuts panel={stackedPanel} />
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
      style={GROUP_STYLE}
    >
      <Panel id={PANEL_ID} defaultSize={SIDE_PANEL.default} minSize={SIDE_PANEL.min} maxSize={SIDE_PANEL.max} style={STICKY_PANEL_STYLE}>
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
