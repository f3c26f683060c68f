// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import UnplacedLines from '@/screens/editor/sections/UnplacedLines';
import { $cv, $unplaced } from '@/stores/cv';
import { openCv, renderInEditor, sections } from './harness';

const copy = sections.unplaced;
const lines = ['Won the hackathon 2023', 'Rust', 'Keen sailor', '<img src=x onerror=alert(1)>'];

function setUp(unplaced = lines) {
  openCv({ skills: [{ name: 'TypeScript' }] }, unplaced);
  const user = userEvent.setup();
  const view = renderInEditor(<UnplacedLines />);
  return { user, ...view };
}

describe('Lines to review', () => {
  test('nothing is shown when every line is placed', () => {
    const { container } = setUp([]);
    expect(container.textContent).toBe('');
  });

  test('shows why, then each line as text with its four actions', () => {
    setUp();
    expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
    expect(screen.getByText(copy.intro)).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    for (const name of ['Add to achievements: Rust', 'Add to skills: Rust', 'Add to additional details: Rust', 'Dismiss: Rust']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  test('each action places the line in its section and removes it from the review', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Add to achievements: Won the hackathon 2023' }));
    await user.click(screen.getByRole('button', { name: 'Add to skills: Rust' }));
    await user.click(screen.getByRole('button', { name: 'Add to additional details: Keen sailor' }));
    const cv = $cv.get()!;
    expect(cv.achievements.map((item) => item.text)).toEqual(['Won the hackathon 2023']);
    expect(cv.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'Rust']);
    expect(cv.add_details.map((item) => item.text)).toEqual(['Keen sailor']);
    expect($unplaced.get()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(screen.queryByText('Rust')).toBeNull();
  });

  test('Dismiss drops a line without placing it; focus moves to the next line, and the panel goes when empty', async () => {
    const { user, container } = setUp(['First', 'Second']);
    await user.click(screen.getByRole('button', { name: 'Dismiss: First' }));
    expect($unplaced.get()).toEqual(['Second']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to achievements: Second' }));
    const before = JSON.stringify($cv.get());
    await user.click(screen.getByRole('button', { name: 'Dismiss: Second' }));
    expect(JSON.stringify($cv.get())).toBe(before);
    expect(container.textContent).toBe('');
  });
});
