// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import EditorToolbar from '@/screens/editor/EditorToolbar';
import SkillsSection from '@/screens/editor/sections/SkillsSection';
import { $cv } from '@/stores/cv';
import { copy, layOutRows, openCv, renderInEditor, sections } from './harness';

const names = () => $cv.get()!.skills.map((skill) => skill.name);

function setUp() {
  const user = userEvent.setup();
  renderInEditor(
    <>
      <EditorToolbar />
      <SkillsSection />
    </>,
  );
  return user;
}

beforeEach(() => {
  layOutRows();
  openCv({ skills: ['SQL', 'React', 'Figma'].map((name) => ({ name })) });
});

describe('Ctrl+Z / Cmd+Z undoes the last delete', () => {
  test('after a delete, Ctrl+Z brings the skill back in place and says so; a second press has nothing to undo', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete: React' }));
    expect(names()).toEqual(['SQL', 'Figma']);
    // Deleting leaves focus in the new-skill field; nothing was typed there since, so Ctrl+Z means the deletion.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: sections.skills.newLabel }));

    await user.keyboard('{Control>}z{/Control}');
    expect(names()).toEqual(['SQL', 'React', 'Figma']);
    expect(screen.getByText(copy.editor.undo.done)).toBeTruthy();
    expect((screen.getByRole('button', { name: copy.editor.undo.button }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete: SQL' }));
    await user.keyboard('{Meta>}z{/Meta}');
    expect(names()).toEqual(['SQL', 'React', 'Figma']);
  });

  test('in a text field typed into since the deletion, Ctrl+Z is the browser’s own undo of the typing: the deletion stays', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete: Figma' }));
    await user.click(screen.getByRole('textbox', { name: sections.skills.newLabel }));
    await user.keyboard('Ty{Control>}z{/Control}');
    expect(names()).toEqual(['SQL', 'React']);
    // Shift+Ctrl+Z is redo, never an undo of the deletion.
    await user.click(screen.getByRole('button', { name: 'Delete: SQL' }));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(names()).toEqual(['React']);
    // Outside a text field the deletion is undone even after typing.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}z{/Control}');
    expect(names()).toEqual(['SQL', 'React']);
  });

  test('the Undo delete button names its shortcut for assistive technology', () => {
    setUp();
    expect(screen.getByRole('button', { name: copy.editor.undo.button }).getAttribute('aria-keyshortcuts')).toBe('Control+Z Meta+Z');
  });
});
