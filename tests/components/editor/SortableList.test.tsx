// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DRAG_PERFORMANCE_MODE_ABOVE } from '@/lib/constants';
import { moveItem } from '@/lib/cv/list';
import SortableList, { DragHandle } from '@/screens/editor/sortable/SortableList';
import { layOutRows, renderInEditor, sections } from './harness';

type Item = { id: string; text: string };
const makeItems = (count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `i${index}`, text: `Item ${index}` }));

/** A list that keeps its order in state, like the sections keep theirs in the CV store. */
function Harness({ initial, onMove, strategy }: { initial: Item[]; onMove?: (from: string, to: string) => void; strategy?: 'list' | 'grid' }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      items={items}
      getLabel={(item) => item.text}
      label="Things"
      strategy={strategy}
      onMove={(from, to) => {
        onMove?.(from, to);
        setItems((list) => moveItem(list, from, to));
      }}
      renderItem={(item, handle) => (
        <div>
          <DragHandle {...handle} />
          <span>{item.text}</span>
        </div>
      )}
    />
  );
}

const order = () => within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem').map((row) => row.textContent);
/** What dnd-kit's live region says now (it holds the latest announcement only). */
const announced = () => document.querySelector('[role="status"][aria-live]')?.textContent ?? '';
/** The keyboard sensor starts listening for moves on the next tick. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => layOutRows());

describe('SortableList', () => {
  test('each row has a real reorder button named after its item, cut at 30 characters', () => {
    const long = 'Led the migration of 40 services to Kubernetes in six months';
    renderInEditor(<Harness initial={[{ id: 'a', text: long }, { id: 'b', text: 'Short' }]} />);
    const handle = screen.getByRole('button', { name: 'Reorder: Led the migration of 40 servic…' });
    expect(handle.tagName).toBe('BUTTON');
    expect(screen.getByRole('button', { name: 'Reorder: Short' })).toBeTruthy();
    // The page shows the whole text; only accessibility text is cut.
    expect(screen.getByText(long)).toBeTruthy();
    // The keyboard instructions are linked to the handle.
    const describedBy = handle.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(sections.sortable.instructions);
    expect(handle.getAttribute('aria-roledescription')).toBe(sections.sortable.roleDescription);
  });

  test('keyboard: Space picks up, one ArrowDown moves one place, Space drops; the move is announced and reported', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderInEditor(<Harness initial={makeItems(3)} onMove={onMove} />);
    screen.getByRole('button', { name: 'Reorder: Item 0' }).focus();

    await user.keyboard(' ');
    await tick();
    expect(screen.getByRole('button', { name: 'Reorder: Item 0' }).getAttribute('aria-pressed')).toBe('true');
    expect(announced()).toBe('Picked up Item 0. It is in position 1 of 3.');

    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe('Item 0 moved to position 2 of 3.');
    await user.keyboard(' ');

    expect(onMove).toHaveBeenCalledWith('i0', 'i1');
    expect(order()).toEqual(['Item 1', 'Item 0', 'Item 2']);
    expect(announced()).toBe('Item 0 dropped in position 2 of 3.');
  });

  test('rows far taller than a step (roles): each ArrowUp moves one place and names the right position', async () => {
    // Heights like a career history: a short role between long ones.
    layOutRows([420, 180, 640, 260]);
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderInEditor(<Harness initial={makeItems(4)} onMove={onMove} />);
    screen.getByRole('button', { name: 'Reorder: Item 3' }).focus();
    await user.keyboard(' ');
    await tick();

    await user.keyboard('{ArrowUp}');
    expect(announced()).toBe('Item 3 moved to position 3 of 4.');
    await user.keyboard('{ArrowUp}');
    expect(announced()).toBe('Item 3 moved to position 2 of 4.');
    await user.keyboard('{ArrowUp}');
    expect(announced()).toBe('Item 3 moved to position 1 of 4.');
    // Back down one: position 2 again, not a skip.
    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe('Item 3 moved to position 2 of 4.');
    await user.keyboard(' ');

    expect(onMove).toHaveBeenCalledWith('i3', 'i1');
    expect(order()).toEqual(['Item 0', 'Item 3', 'Item 1', 'Item 2']);
    expect(announced()).toBe('Item 3 dropped in position 2 of 4.');
  });

  test('keyboard: Escape cancels and nothing moves', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderInEditor(<Harness initial={makeItems(3)} onMove={onMove} />);
    screen.getByRole('button', { name: 'Reorder: Item 2' }).focus();
    await user.keyboard(' ');
    await tick();
    await user.keyboard('{ArrowUp}{Escape}');
    expect(onMove).not.toHaveBeenCalled();
    expect(order()).toEqual(['Item 0', 'Item 1', 'Item 2']);
    expect(announced()).toBe('Move cancelled. Item 2 is back in position 3 of 3.');
  });

  test('grid: one ArrowRight moves into the next column, one ArrowDown to the next line', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderInEditor(<Harness initial={makeItems(4)} onMove={onMove} strategy="grid" />);
    screen.getByRole('button', { name: 'Reorder: Item 0' }).focus();
    await user.keyboard(' ');
    await tick();
    await user.keyboard('{ArrowRight}');
    expect(announced()).toBe('Item 0 moved to position 2 of 4.');
    await user.keyboard(' ');
    expect(onMove).toHaveBeenLastCalledWith('i0', 'i1');

    screen.getByRole('button', { name: 'Reorder: Item 1' }).focus();
    await user.keyboard(' ');
    await tick();
    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe('Item 1 moved to position 3 of 4.');
    await user.keyboard(' ');
    expect(onMove).toHaveBeenLastCalledWith('i1', 'i2');
  });

  test(`performance mode only above ${DRAG_PERFORMANCE_MODE_ABOVE} items`, () => {
    const { unmount } = renderInEditor(<Harness initial={makeItems(DRAG_PERFORMANCE_MODE_ABOVE)} />);
    expect(screen.getByRole('list').hasAttribute('data-performance-mode')).toBe(false);
    unmount();
    renderInEditor(<Harness initial={makeItems(DRAG_PERFORMANCE_MODE_ABOVE + 1)} />);
    expect(screen.getByRole('list').hasAttribute('data-performance-mode')).toBe(true);
  });
});
