// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import EducationSection from '@/screens/editor/sections/EducationSection';
import PersonalHeader from '@/screens/editor/sections/PersonalHeader';
import ProfileSection from '@/screens/editor/sections/ProfileSection';
import RolesSection from '@/screens/editor/sections/RolesSection';
import { layOutRows, openCv, renderInEditor, sections } from './harness';
import { doneButton, editButton, entry, fieldName, records } from './records-helpers';

beforeEach(() => {
  layOutRows();
  openCv({
    first_name: 'Ada',
    surname: 'Lovelace',
    profile_statement: 'Engineer.',
    roles: [{ title: 'Analyst', company: 'Acme', start: 'Jan 2020', end: '', current: true, summary: '', highlights: ['Built it'] }],
  });
});

/** Tabs to the section's pencil and presses Enter, as a keyboard user does. */
async function openWithEnter(title: string) {
  const user = userEvent.setup();
  const pencil = screen.getByRole('button', { name: editButton(title) });
  pencil.focus();
  await user.keyboard('{Enter}');
  return user;
}

describe('Enter on a section’s Edit puts focus in its first field', () => {
  test.each([
    ['Personal Details', () => <PersonalHeader />, sections.personal.title, () => screen.getByRole('textbox', { name: sections.personal.labels.firstName })],
    ['Profile Statement', () => <ProfileSection />, sections.profile.title, () => screen.getByRole('textbox', { name: sections.profile.label })],
    [
      'Career History',
      () => <RolesSection />,
      records.roles.title,
      () => screen.getByRole('textbox', { name: fieldName(records.roles.fields.title, entry(records.roles.entry, 1)) }),
    ],
  ])('%s', async (_name, ui, title, firstField) => {
    renderInEditor(ui());
    const user = await openWithEnter(title);
    expect(document.activeElement).toBe(firstField());
    // Typing goes straight into it; the tick then keeps focus on itself.
    await user.keyboard('X');
    expect((firstField() as HTMLInputElement).value).toMatch(/X$/);
    const tick = screen.getByRole('button', { name: doneButton(title) });
    tick.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: editButton(title) }));
  });

  test('a list with no entries yet: focus goes to its Add button', async () => {
    renderInEditor(<EducationSection />);
    await openWithEnter(records.education.title);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: records.education.addEntry }));
  });
});
