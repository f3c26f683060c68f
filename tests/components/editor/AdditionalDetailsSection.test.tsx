// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import AdditionalDetailsSection from '@/screens/editor/sections/AdditionalDetailsSection';
import { $cv, undoLastDeletion } from '@/stores/cv';
import { layOutRows, openCv, renderInEditor, sections } from './harness';

const copy = sections.additionalDetails;
const details = () => $cv.get()!.add_details.map((item) => item.text);

function setUp(add_details = ['Full UK driving licence', 'Volunteer mentor']) {
  openCv({ add_details, achievements: ['Untouched achievement'] });
  const user = userEvent.setup();
  renderInEditor(<AdditionalDetailsSection />);
  return user;
}

beforeEach(() => layOutRows());

// The list is the same EditableTextList as Key Achievements (tested in full there); these check it is wired
// to the add_details list and its own words.
describe('Additional Details', () => {
  test('view: the SPEC title and the details as a list', () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'Additional Details' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.cv-text-item__text')?.textContent)).toEqual(['Full UK driving licence', 'Volunteer mentor']);
  });

  test('empty: the empty note', () => {
    setUp([]);
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });

  test('edit (Ctrl+Enter), add, delete and undo change add_details only', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Volunteer mentor' }));
    const box = screen.getByRole('textbox', { name: copy.itemLabel });
    await user.clear(box);
    await user.type(box, 'Volunteer mentor at Code Club{Control>}{Enter}{/Control}');
    await user.click(screen.getByRole('button', { name: copy.add }));
    await user.type(screen.getByRole('textbox', { name: copy.newLabel }), 'Fluent in sign language');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(details()).toEqual(['Full UK driving licence', 'Volunteer mentor at Code Club', 'Fluent in sign language']);

    await user.click(screen.getByRole('button', { name: 'Delete: Full UK driving licence' }));
    expect(details()).toEqual(['Volunteer mentor at Code Club', 'Fluent in sign language']);
    act(() => undoLastDeletion());
    expect(details()[0]).toBe('Full UK driving licence');
    expect($cv.get()!.achievements.map((item) => item.text)).toEqual(['Untouched achievement']);
  });

  test('Escape cancels an edit', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Edit: Volunteer mentor' }));
    await user.type(screen.getByRole('textbox', { name: copy.itemLabel }), ' x{Escape}');
    expect(details()).toEqual(['Full UK driving licence', 'Volunteer mentor']);
  });
});
