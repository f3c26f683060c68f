// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import SkillsSection from '@/screens/editor/sections/SkillsSection';
import { $cv, undoLastDeletion } from '@/stores/cv';
import { layOutRows, openCv, renderInEditor, sections } from './harness';

const copy = sections.skills;
const names = () => $cv.get()!.skills.map((skill) => skill.name);
const shownNames = () =>
  within(screen.getByRole('list', { name: copy.listLabel }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.cv-skill__name')?.textContent);

function setUp(skills = ['TypeScript', 'React', 'SQL', 'Kubernetes']) {
  openCv({ skills: skills.map((name) => ({ name })) });
  const user = userEvent.setup();
  renderInEditor(<SkillsSection />);
  return user;
}

beforeEach(() => layOutRows());

describe('Core Skills: view', () => {
  test("SPEC's title and hint, and the skills in a two-column grid", () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'Core Skills' })).toBeTruthy();
    expect(
      screen.getByText('Add skills that show you fit the job listing. Ensure they match the key skills mentioned in the job listing.'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: copy.listLabel });
    expect(list.classList.contains('sortable-list--grid')).toBe(true);
    expect(shownNames()).toEqual(['TypeScript', 'React', 'SQL', 'Kubernetes']);
  });

  test('no skills: the empty note and the add field', () => {
    setUp([]);
    expect(screen.getByText(copy.empty)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: copy.newLabel })).toBeTruthy();
  });
});

describe('Core Skills: rename in place', () => {
  test('Enter saves the new name (trimmed) and focus returns to the rename button', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Rename: React' }));
    const field = screen.getByRole('textbox', { name: 'Skill name for React' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '  React Native {Enter}');
    expect(names()).toEqual(['TypeScript', 'React Native', 'SQL', 'Kubernetes']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename: React Native' }));
  });

  test('Escape cancels', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Rename: SQL' }));
    await user.type(screen.getByRole('textbox', { name: 'Skill name for SQL' }), 'ite{Escape}');
    expect(names()).toContain('SQL');
    expect(screen.queryByRole('textbox', { name: /Skill name for/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename: SQL' }));
  });

  test('a blank name is ignored', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Rename: SQL' }));
    const field = screen.getByRole('textbox', { name: 'Skill name for SQL' });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(names()).toEqual(['TypeScript', 'React', 'SQL', 'Kubernetes']);
    expect(shownNames()).toContain('SQL');
  });

  test('the name of another skill is refused with a message, and the field stays open', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Rename: SQL' }));
    const field = screen.getByRole('textbox', { name: 'Skill name for SQL' });
    await user.clear(field);
    await user.type(field, 'react{Enter}');
    expect(names()).toEqual(['TypeScript', 'React', 'SQL', 'Kubernetes']);
    expect(screen.getByText(copy.renameDuplicate.replace('{name}', 'react'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Skill name for SQL' })).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Core Skills: add, delete, reorder', () => {
  test('Add skill by button and by Enter; the field empties and keeps focus', async () => {
    const user = setUp(['TypeScript']);
    const field = screen.getByRole('textbox', { name: copy.newLabel });
    await user.type(field, ' GraphQL ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(field, 'Docker{Enter}');
    expect(names()).toEqual(['TypeScript', 'GraphQL', 'Docker']);
    expect(shownNames()).toEqual(['TypeScript', 'GraphQL', 'Docker']);
    expect(field).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field);
  });

  test('blank and duplicate skills are not added, and the user is told why', async () => {
    const user = setUp(['TypeScript']);
    const field = screen.getByRole('textbox', { name: copy.newLabel });
    await user.type(field, '   {Enter}');
    expect(names()).toEqual(['TypeScript']);
    expect(screen.getByText(copy.blank)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'typescript{Enter}');
    expect(names()).toEqual(['TypeScript']);
    expect(screen.getByText('typescript is already in your skills.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test('delete removes the skill, and undo brings it back in place', async () => {
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete: React' }));
    expect(names()).toEqual(['TypeScript', 'SQL', 'Kubernetes']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: copy.newLabel }));
    act(() => undoLastDeletion());
    expect(shownNames()).toEqual(['TypeScript', 'React', 'SQL', 'Kubernetes']);
  });

  test('keyboard reorder in the grid: ArrowDown moves a skill to the row below', async () => {
    const user = setUp();
    screen.getByRole('button', { name: 'Reorder: TypeScript' }).focus();
    await user.keyboard(' ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Two columns: the skill below TypeScript is SQL (third).
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(names()).toEqual(['React', 'SQL', 'TypeScript', 'Kubernetes']);
  });
});
