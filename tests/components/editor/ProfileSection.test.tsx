// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import ProfileSection from '@/screens/editor/sections/ProfileSection';
import { $cv } from '@/stores/cv';
import { openCv, renderInEditor, sections } from './harness';

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

  test('the pencil opens a labelled text area with Cancel and Save; Save stores it trimmed and leaves edit mode', async () => {
    const user = setUp();
    await user.click(pencil());
    expect(box()).toHaveProperty('value', 'Engineer who ships.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.clear(box());
    await user.type(box(), '  Engineer who ships, and teaches.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(statement()).toBe('Engineer who ships, and teaches.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Engineer who ships, and teaches.')).toBeTruthy();
    // Focus returns to the section's pencil instead of being lost with the form.
    expect(document.activeElement).toBe(pencil());
  });

  test('Cancel discards the changes', async () => {
    const user = setUp();
    await user.click(pencil());
    await user.type(box(), ' Typo typo');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(statement()).toBe('Engineer who ships.');
    expect(screen.getByText('Engineer who ships.')).toBeTruthy();
    expect(document.activeElement).toBe(pencil());
  });

  test("the section's tick saves too (SPEC: 'a tick saves')", async () => {
    const user = setUp();
    await user.click(pencil());
    await user.type(box(), ' Remote only.');
    await user.click(screen.getByRole('button', { name: 'Save Profile Statement' }));
    expect(statement()).toBe('Engineer who ships. Remote only.');
    expect(screen.getByText('Engineer who ships. Remote only.')).toBeTruthy();
  });

  test('the statement may be emptied', async () => {
    const user = setUp();
    await user.click(pencil());
    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(statement()).toBe('');
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });
});
