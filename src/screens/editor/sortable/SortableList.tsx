/**
 * SortableList: a drag-and-drop list (SPEC §4 'Drag and drop', §9) over any items with string ids.
 *
 * Usage:
 *   <SortableList
 *     items={cv.skills}                                  // items with a string `id`
 *     getLabel={(skill) => skill.name}                   // full text; cut to 30 characters in accessibility text only
 *     onMove={(fromId, toId) => editCv((cv) => moveInList(cv, 'skills', fromId, toId))}
 *     renderItem={(skill, handle) => (                   // memoise with useCallback: long lists skip re-rendering rows
 *       <div className="cv-row"><DragHandle {...handle} /> <span>{skill.name}</span></div>
 *     )}
 *     strategy="grid"                                    // 'list' (default, vertical) or 'grid' (two-column skills)
 *     label="Core skills"                                // accessible name of the <ul>
 *     className="cv-skills"                             // extra class on the <ul>
 *   />
 *
 * Each item becomes an <li>; renderItem draws its content and renders `<DragHandle {...handle} />` exactly once:
 * only the handle starts a drag (mouse after 100 ms within 8 px, touch after 150 ms within 10 px, or Space/Enter,
 * then each arrow press moves the item one place, Space/Enter to drop, Escape to cancel). The list never reorders itself: it
 * calls onMove(fromId, toId) (dnd-kit `arrayMove` semantics, as lib/cv's `moveItem`) and shows what `items` says.
 * Needs EditorCopyProvider (screen-reader texts and the handle's name come from app/editor-sections.yaml `editorSections.sortable`).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type MeasuringConfiguration,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { GripIcon } from '@/components/ui/icons';
import { DRAG_MOUSE, DRAG_TOUCH } from '@/lib/constants';
import { useEditorCopy } from '../copy';
import { buildAnnouncements, buildInstructions, handleLabel, usesPerformanceMode, type ItemPlace } from './sortable-a11y';
import './sortable.css';

/*
 * Sensor options are module constants: new objects on each render would make dnd-kit hand out new listeners,
 * and every memoised row would re-render on each keystroke.
 * The keyboard moves the item one place per arrow press (dnd-kit's sortableKeyboardCoordinates: the item jumps
 * onto the next row's box, whatever its height), not SPEC §9's 25 px step: a role row is hundreds of pixels high,
 * so fixed steps left the first presses doing and announcing nothing, and could land it over the wrong row
 * (docs/journeys.md 'Editing the CV'). It scrolls instantly ('instant'; 'auto' would mean the page's own
 * `scroll-behavior: smooth`, global.css): while a smooth scroll runs, dnd-kit measures rows half-way and a press
 * past mid-screen could land the item two places on, or a quick drop put it back where it was.
 */
const MOUSE_OPTIONS = { activationConstraint: DRAG_MOUSE };
const TOUCH_OPTIONS = { activationConstraint: DRAG_TOUCH };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'instant' as const };

/** What a row gives its drag handle: spread it onto `<DragHandle />`. */
export interface DragHandleProps {
  /** The handle element (dnd-kit's activator node: only it starts a drag). */
  handleRef: (element: HTMLElement | null) => void;
  /** Accessible name, e.g. 'Reorder: Led the migration of…'. */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  /** True while this row is being dragged. */
  dragging: boolean;
}

/** The drag handle: a real button named 'Reorder: {label}' with a grip icon; aria-pressed while dragging. */
export function DragHandle({ handleRef, label, attributes, listeners, dragging }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={handleRef}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'sortable-handle' })}
      data-dragging={dragging || undefined}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <GripIcon />
    </button>
  );
}

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The item's text, for the handle's name and the announcements (cut there, never on screen). */
  getLabel: (item: T) => string;
  /** Called on a drop that changes the order: put `fromId` where `toId` is. */
  onMove: (fromId: string, toId: string) => void;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
  /** 'list' for a vertical list (default), 'grid' for a wrapping grid such as the two-column skills. */
  strategy?: 'list' | 'grid';
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/**
 * Measure the items only while a drag is on (dnd-kit's WhileDragging): typing into a long list never triggers
 * measuring, and a drag measures every row once when it starts, then only rows whose layout changed.
 */
const MEASURING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * Stops a smooth scroll still under way when a drag starts. Focusing a handle scrolls it into view smoothly
 * (global.css), and dnd-kit takes a page scroll during a keyboard drag for a move of the item: Space pressed
 * before that scroll ended carried the item two places on without an arrow press (seen in Chromium). A new
 * instant scroll to where the page is now ends the smooth one.
 */
function stopSmoothScroll(): void {
  const page = document.scrollingElement;
  // jsdom (component tests) lays nothing out and has no element scrolling: nothing to stop there.
  if (typeof page?.scrollTo !== 'function') return;
  page.scrollTo({ left: page.scrollLeft, top: page.scrollTop, behavior: 'instant' });
}

export default function SortableList<T extends { id: string }>({
  items,
  getLabel,
  onMove,
  renderItem,
  strategy = 'list',
  label,
  className,
}: SortableListProps<T>) {
  const { sortable: copy } = useEditorCopy().editorSections;
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const ids = useStableIds(items);
  // Announcements read the items when they are made, so typing into a row leaves the context's props alone.
  const latest = useRef({ items, getLabel });
  latest.current = { items, getLabel };

  const accessibility = useMemo(() => {
    const placeOf = (id: string | number): ItemPlace | undefined => {
      const { items: now, getLabel: labelOf } = latest.current;
      const index = now.findIndex((item) => item.id === String(id));
      return index < 0 ? undefined : { label: labelOf(now[index]!), position: index + 1, total: now.length };
    };
    return { announcements: buildAnnouncements(copy, placeOf), screenReaderInstructions: buildInstructions(copy) };
  }, [copy]);

  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
    },
    [onMove],
  );

  /*
   * Performance mode (SPEC §9: lists above DRAG_PERFORMANCE_MODE_ABOVE items): rows jump into place instead of
   * sliding (no transitions, no layout animation after a drop), so a drag over 200 highlights does no per-frame
   * style work for every row it passes. (Row content is memoised in every list, long or short: during a drag
   * only the rows that move re-render their <li>, never their content.)
   */
  const performanceMode = usesPerformanceMode(items.length);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={MEASURING}
      accessibility={accessibility}
      onDragStart={stopSmoothScroll}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={ids} strategy={strategy === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul
          className={['sortable-list', `sortable-list--${strategy}`, className].filter(Boolean).join(' ')}
          aria-label={label}
          data-performance-mode={performanceMode || undefined}
        >
          {items.map((item) => (
            <SortableRow
              key={item.id}
              item={item}
              label={handleLabel(copy, getLabel(item))}
              renderItem={renderItem}
              performanceMode={performanceMode}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps<T extends { id: string }> {
  item: T;
  label: string;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
  performanceMode: boolean;
}

/**
 * The items' ids, as the same array until the ids or their order change: SortableContext hands every row a new
 * context for a new array, so typing into one row would otherwise re-render all of them.
 */
function useStableIds(items: readonly { id: string }[]): string[] {
  const previous = useRef<string[]>([]);
  const same = items.length === previous.current.length && items.every((item, index) => item.id === previous.current[index]);
  if (!same) previous.current = items.map((item) => item.id);
  return previous.current;
}

const noLayoutAnimation = () => false;

/** One sortable <li>; memoised, so rows whose item did not change skip rendering when another row is edited. */
const SortableRow = memo(function SortableRow<T extends { id: string }>({ item, label, renderItem, performanceMode }: SortableRowProps<T>) {
  const { roleDescription } = useEditorCopy().editorSections.sortable;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription },
    ...(performanceMode ? { transition: null, animateLayoutChanges: noLayoutAnimation } : {}),
  });
  const handle = useMemo<DragHandleProps>(
    () => ({ handleRef: setActivatorNodeRef, label, attributes, listeners, dragging: isDragging }),
    [setActivatorNodeRef, label, attributes, listeners, isDragging],
  );
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition: transition ?? undefined };

  return (
    <li ref={setNodeRef} style={style} className="sortable-row" data-dragging={isDragging || undefined}>
      <RowContent item={item} handle={handle} renderItem={renderItem} />
    </li>
  );
}) as <T extends { id: string }>(props: SortableRowProps<T>) => ReactNode;

interface RowContentProps<T> {
  item: T;
  handle: DragHandleProps;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
}

/** The row's own content, re-rendered only when its item, handle state or renderItem change (see usage). */
const RowContent = memo(function RowContent<T>({ item, handle, renderItem }: RowContentProps<T>) {
  return <>{renderItem(item, handle)}</>;
}) as <T>(props: RowContentProps<T>) => ReactNode;
