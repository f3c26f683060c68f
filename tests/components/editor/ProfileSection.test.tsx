// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import ProfileSection from '@/screens/editor/sections/ProfileSection';
import { $cv } from '@/stores/cv';
import { copy as editorCopy, openCv, renderInEditor, sections } from './harness';

const copy = sections.profile;
const statement = () => $cv.get()!.profile_statement;

function setUp(profile_statement = 'Engineer who ships.') {
  openCv({ profile_statement });
  const user = userEvent.setup();
  renderInEditor(<ProfileSection />);
  return user;
}

const pencil = () => screen.getByRole('button', { name: 'Edit Profile Statement' });
const box = () => screen.getByRole('textbox', { name: copy.label });

describe('Profile Statement', () => {
  test('view: the SPEC title and the statement as text, never HTML', () => {
    setUp('I build <script>alert(1)</script> <em>things</em>.');
    expect(screen.getByRole('heading', { name: 'Profile Statement' })).toBeTruthy();
    expect(screen.getByText('I build <script>alert(1)</script> <em>things</em>.')).toBeTruthy();
    expect(document.querySelector('em, script')).toBeNull();
  });

  test('view: an empty statement shows the empty note', () => {
    setUp('');
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });

  test('the pencil opens a labelled text area saved as you type (trimmed), like every section form; the tick closes it', async () => {
    const user = setUp();
    await user.click(pencil());
    expect(box()).toHaveProperty('value', 'Engineer who ships.');
    expect(document.activeElement).toBe(box());
    // One way to edit: no Cancel or Save of its own, the same note as the other section forms.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByText(editorCopy.editor.section.savedNote).id);

    await user.clear(box());
    await user.type(box(), '  Engineer who ships, and teaches.  ');
    // Saved before the form is closed: a reload now loses nothing.
    expect(statement()).toBe('Engineer who ships, and teaches.');
    expect(box()).toHaveProperty('value', '  Engineer who ships, and teaches.  ');

    await user.click(screen.getByRole('button', { name: 'Save Profile Statement' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Engineer who ships, and teaches.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile Statement' }));
  });

  test('the statement may be emptied', async () => {
    const user = setUp();
    await user.click(pencil());
    await user.clear(box());
    expect(statement()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save Profile Statement' }));
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });
});
