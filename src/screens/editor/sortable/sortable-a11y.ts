import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { DRAG_LABEL_MAX_CHARS, DRAG_PERFORMANCE_MODE_ABOVE } from '@/lib/constants';
import { fillTemplate } from '@/lib/content/template';
import type { EditorSectionsCopy } from '@/lib/content/schemas/app';

/**
 * The pure parts of SortableList (SPEC §4 'Drag and drop', §9): item labels for accessibility text, the
 * screen-reader announcements and the performance-mode threshold. Kept apart from the component so they are unit-tested.
 */

/** The drag-and-drop copy (app/editor-sections.yaml `editorSections.sortable`). */
export type SortableCopy = EditorSectionsCopy['sortable'];

/**
 * `text` as an item label in accessibility text (SPEC §9: cut at DRAG_LABEL_MAX_CHARS characters, for
 * accessibility text only; what the page shows is never cut). Runs of white space become one space, and a
 * cut label ends in an ellipsis so a listener knows it goes on. Counts characters, not UTF-16 units, so an
 * emoji or accented letter is never split.
 */
export function truncateLabel(text: string, max: number = DRAG_LABEL_MAX_CHARS): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** What the announcements need to know about an item: its label (uncut) and 1-based position. */
export interface ItemPlace {
  label: string;
  position: number;
  total: number;
}

/** Finds an item's place by dnd-kit id; undefined for ids that are no longer in the list. */
export type PlaceOf = (id: UniqueIdentifier) => ItemPlace | undefined;

function say(template: string, place: ItemPlace | undefined, at: ItemPlace | undefined = place): string | undefined {
  if (!place || !at) return undefined;
  return fillTemplate(template, { label: truncateLabel(place.label), position: at.position, total: at.total });
}

/**
 * dnd-kit `accessibility.announcements` in our words: what was picked up, where it is over, where it was
 * dropped. Positions are where the item would land (the position of the item it is over), 1-based.
 * dnd-kit reports the item as over its own place right after pick-up; that is not a move, and announcing it
 * would replace 'Picked up…' in the live region before it is read, so it is skipped. Later returns to the
 * starting place are announced.
 */
export function buildAnnouncements(copy: SortableCopy, placeOf: PlaceOf): Announcements {
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return say(copy.pickedUp, placeOf(active.id));
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return over ? say(copy.movedOver, placeOf(active.id), placeOf(over.id)) : say(copy.notOver, placeOf(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? say(copy.dropped, placeOf(active.id), placeOf(over.id)) : say(copy.cancelled, placeOf(active.id)),
    onDragCancel: ({ active }) => say(copy.cancelled, placeOf(active.id)),
  };
}

/** dnd-kit `accessibility.screenReaderInstructions`: read with each handle (via aria-describedby). */
export function buildInstructions(copy: SortableCopy): ScreenReaderInstructions {
  return { draggable: copy.instructions };
}

/** A drag handle's accessible name: SPEC's label cut, in the copy's words ('Reorder: {label}'). */
export function handleLabel(copy: SortableCopy, label: string): string {
  return fillTemplate(copy.handle, { label: truncateLabel(label) });
}

/** True when a list is long enough for SortableList's performance mode (SPEC §9: above 20 items). */
export const usesPerformanceMode = (count: number): boolean => count > DRAG_PERFORMANCE_MODE_ABOVE;
