// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import AchievementsSection from '@/screens/editor/sections/AchievementsSection';
import { $canUndo, $cv, undoLastDeletion } from '@/stores/cv';
import { layOutRows, openCv, renderInEditor, sections } from './harness';

const copy = sections.achievements;
const texts = () => $cv.get()!.achievements.map((item) => item.text);
const shownTexts = () =>
  within(screen.getByRole('list', { name: copy.listLabel }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.cv-text-item__text')?.textContent);

function setUp(achievements = ['Cut costs by 20%', 'Led a team of 8', 'Shipped the new app']) {
  openCv({ achievements });
  const user = userEvent.setup();
  renderInEditor(<AchievementsSection />);
  return user;
}

beforeEach(() => layOutRows());

describe('Key Achievements: view', () => {
  test('shows the SPEC title and every achievement as text, in order', () => {
    setUp(['Cut costs by 20%', '<b>Not bold</b>']);
    expect(screen.getByRole('heading', { name: 'Key Achievements' })).toBeTruthy();
    expect(shownTexts()).toEqual(['Cut costs by 20%', '<b>Not bold</b>']);
    expect(document.querySelector('b')).toBeNull();
  });

  test('an empty list says so and still offers Add achievement', () => {
    setUp([]);
    expect(screen.getByText(copy.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add achievement' })).toBeTruthy();
  });

  test('has no pencil: the list is always live', () => {
    setUp();
    expect(screen.queryByRole('button', { name: /^Edit Key Achievements/ })).toBeNull();
  });
});

describe('Key Achievements: editing an item', () => {
  test('the edit button opens a labelled text area holding the text; Save stores it trimmed', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Led a team of 8' }));
    const box = screen.getByRole('textbox', { name: copy.itemLabel });
    expect(box).toHaveProperty('value', 'Led a team of 8');
    expect(document.activeElement).toBe(box);
    await user.clear(box);
    await user.type(box, '  Led a team of 12  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(texts()).toEqual(['Cut costs by 20%', 'Led a team of 12', 'Shipped the new app']);
    expect(screen.queryByRole('textbox')).toBeNull();
    // Focus goes back to the item's own edit button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit: Led a team of 12' }));
  });

  test('Ctrl+Enter saves', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
    const box = screen.getByRole('textbox', { name: copy.itemLabel });
    await user.clear(box);
    await user.type(box, 'Cut costs by 25%{Control>}{Enter}{/Control}');
    expect(texts()[0]).toBe('Cut costs by 25%');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('plain Enter does not save: it is a new line', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
    await user.type(screen.getByRole('textbox', { name: copy.itemLabel }), '{Enter}');
    expect(screen.getByRole('textbox', { name: copy.itemLabel })).toBeTruthy();
    expect(texts()[0]).toBe('Cut costs by 20%');
  });

  test('Escape cancels and the Cancel button cancels: nothing is saved', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
    await user.type(screen.getByRole('textbox', { name: copy.itemLabel }), ' and more{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));

    await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
    await user.type(screen.getByRole('textbox', { name: copy.itemLabel }), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(texts()[0]).toBe('Cut costs by 20%');
    expect(screen.getByText('Cut costs by 20%')).toBeTruthy();
  });

  test('saving blank text is ignored: the item keeps its text', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Led a team of 8' }));
    const box = screen.getByRole('textbox', { name: copy.itemLabel });
    await user.clear(box);
    await user.type(box, '   {Control>}{Enter}{/Control}');
    expect(texts()).toEqual(['Cut costs by 20%', 'Led a team of 8', 'Shipped the new app']);
    expect(screen.getByText('Led a team of 8')).toBeTruthy();
  });
});

describe('Key Achievements: add, delete, reorder', () => {
  test('Add achievement opens an empty item; saving adds it last, trimmed', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Add achievement' }));
    const box = screen.getByRole('textbox', { name: copy.newLabel });
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    await user.type(box, '  Won the 2025 award {Control>}{Enter}{/Control}');
    expect(texts()).toEqual(['Cut costs by 20%', 'Led a team of 8', 'Shipped the new app', 'Won the 2025 award']);
    expect(shownTexts().at(-1)).toBe('Won the 2025 award');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add achievement' }));
  });

  test('saving an empty new achievement adds nothing; Escape closes it', async () => {
    const user = setUp([]);
    await user.click(screen.getByRole('button', { name: 'Add achievement' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(texts()).toEqual([]);
    expect(screen.getByText(copy.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add achievement' }));
    await user.type(screen.getByRole('textbox', { name: copy.newLabel }), 'Draft{Escape}');
    expect(texts()).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('delete removes the item and can be undone once', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete: Led a team of 8' }));
    expect(texts()).toEqual(['Cut costs by 20%', 'Shipped the new app']);
    expect(screen.queryByText('Led a team of 8')).toBeNull();
    expect($canUndo.get()).toBe(true);
    act(() => undoLastDeletion());
    expect(texts()).toEqual(['Cut costs by 20%', 'Led a team of 8', 'Shipped the new app']);
    expect(screen.getByText('Led a team of 8')).toBeTruthy();
  });

  test('keyboard reorder (handle, Space, one ArrowDown, Space) moves it one place and saves the new order', async () => {
    const user = setUp();
    screen.getByRole('button', { name: 'Reorder: Cut costs by 20%' }).focus();
    await user.keyboard(' ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.keyboard('{ArrowDown} ');
    expect(texts()).toEqual(['Led a team of 8', 'Cut costs by 20%', 'Shipped the new app']);
    expect(shownTexts()).toEqual(['Led a team of 8', 'Cut costs by 20%', 'Shipped the new app']);
  });

  test('long achievements are cut to 30 characters in button names only', () => {
    const long = 'Reduced cloud spend by 40% across three regions in 2024';
    setUp([long]);
    expect(screen.getByRole('button', { name: 'Edit: Reduced cloud spend by 40% acr…' })).toBeTruthy();
    expect(screen.getByText(long)).toBeTruthy();
  });
});
