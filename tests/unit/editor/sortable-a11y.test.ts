import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, test } from 'vitest';
import { DRAG_LABEL_MAX_CHARS, DRAG_PERFORMANCE_MODE_ABOVE } from '@/lib/constants';
import { getApp } from '@/lib/content';
import {
  buildAnnouncements,
  buildInstructions,
  handleLabel,
  truncateLabel,
  usesPerformanceMode,
  type ItemPlace,
} from '@/screens/editor/sortable/sortable-a11y';

const copy = getApp().editorSections.sortable;
const long = 'Led the migration of 40 services to Kubernetes in six months';

describe('truncateLabel (SPEC §9: 30 characters, accessibility text only)', () => {
  test.each([
    ['', ''],
    ['TypeScript', 'TypeScript'],
    ['x'.repeat(DRAG_LABEL_MAX_CHARS), 'x'.repeat(DRAG_LABEL_MAX_CHARS)],
    ['x'.repeat(DRAG_LABEL_MAX_CHARS + 1), `${'x'.repeat(DRAG_LABEL_MAX_CHARS)}…`],
    [long, 'Led the migration of 40 servic…'],
    ['  Spaces\n\tand   tabs  ', 'Spaces and tabs'],
    // A cut that lands after a space does not leave it dangling before the ellipsis.
    ['abcdefghij abcdefghij abcdefgh xyz', 'abcdefghij abcdefghij abcdefgh…'],
  ])('%j -> %j', (text, expected) => {
    expect(truncateLabel(text)).toBe(expected);
  });

  test('keeps the first 30 characters of the text itself', () => {
    expect(Array.from(truncateLabel(long).replace('…', ''))).toHaveLength(DRAG_LABEL_MAX_CHARS);
  });

  test('never splits a character made of two UTF-16 units', () => {
    const emoji = '🚀'.repeat(DRAG_LABEL_MAX_CHARS + 5);
    expect(truncateLabel(emoji)).toBe(`${'🚀'.repeat(DRAG_LABEL_MAX_CHARS)}…`);
  });
});

describe('announcements', () => {
  const items = ['Kubernetes', 'TypeScript', long];
  const placeOf = (id: string | number): ItemPlace | undefined => {
    const index = items.indexOf(String(id));
    return index < 0 ? undefined : { label: items[index]!, position: index + 1, total: items.length };
  };
  const announcements = buildAnnouncements(copy, placeOf);
  const active = (id: string) => ({ id }) as unknown as Active;
  const over = (id: string) => ({ id }) as unknown as Over;

  test('pick-up names the item (cut) and its position', () => {
    expect(announcements.onDragStart({ active: active(long) })).toBe(
      'Picked up Led the migration of 40 servic…. It is in position 3 of 3.',
    );
  });

  test('moving over another item gives the position the item would take', () => {
    expect(announcements.onDragOver({ active: active('Kubernetes'), over: over('TypeScript') })).toBe(
      'Kubernetes moved to position 2 of 3.',
    );
    expect(announcements.onDragOver({ active: active('Kubernetes'), over: null })).toBe(
      'Kubernetes is not over a place in the list.',
    );
  });

  test('being over its own place right after pick-up is not announced, coming back to it later is', () => {
    const fresh = buildAnnouncements(copy, placeOf);
    fresh.onDragStart({ active: active('Kubernetes') });
    expect(fresh.onDragOver({ active: active('Kubernetes'), over: over('Kubernetes') })).toBeUndefined();
    expect(fresh.onDragOver({ active: active('Kubernetes'), over: over('TypeScript') })).toBe('Kubernetes moved to position 2 of 3.');
    expect(fresh.onDragOver({ active: active('Kubernetes'), over: over('Kubernetes') })).toBe('Kubernetes moved to position 1 of 3.');
  });

  test('dropping says where; dropping nowhere and cancelling say it is back in place', () => {
    expect(announcements.onDragEnd({ active: active('TypeScript'), over: over('Kubernetes') })).toBe(
      'TypeScript dropped in position 1 of 3.',
    );
    expect(announcements.onDragEnd({ active: active('TypeScript'), over: null })).toBe(
      'Move cancelled. TypeScript is back in position 2 of 3.',
    );
    expect(announcements.onDragCancel({ active: active('TypeScript'), over: over('Kubernetes') })).toBe(
      'Move cancelled. TypeScript is back in position 2 of 3.',
    );
  });

  test('an id no longer in the list says nothing rather than something wrong', () => {
    expect(announcements.onDragStart({ active: active('gone') })).toBeUndefined();
  });

  test('instructions and the handle name come from the copy', () => {
    expect(buildInstructions(copy).draggable).toBe(copy.instructions);
    expect(handleLabel(copy, long)).toBe('Reorder: Led the migration of 40 servic…');
  });
});

test('performance mode starts above 20 items', () => {
  expect(usesPerformanceMode(DRAG_PERFORMANCE_MODE_ABOVE)).toBe(false);
  expect(usesPerformanceMode(DRAG_PERFORMANCE_MODE_ABOVE + 1)).toBe(true);
});
