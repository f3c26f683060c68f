import { describe, expect, test } from 'vitest';
import { addSkill, deleteRole, deleteSkill, renameSkill } from '../../../src/lib/cv/edit.ts';
import { applyDeletion, applyEdit, canUndoDeletion, startHistory, undoDeletion } from '../../../src/lib/cv/history.ts';
import { deepFreeze, sampleCv } from './fixtures.ts';

const skillNames = (history: { cv: ReturnType<typeof sampleCv> }) => history.cv.skills.map((s) => s.name);

describe('undoing the last deletion', () => {
  test('a deletion can be undone once, restoring the item in its place with its id', () => {
    const start = deepFreeze(startHistory(sampleCv()));
    expect(canUndoDeletion(start)).toBe(false);
    const deleted = applyDeletion(start, (cv) => deleteSkill(cv, 'skill-1'));
    expect(skillNames(deleted)).toEqual(['Roadmapping', 'Discovery']);
    expect(canUndoDeletion(deleted)).toBe(true);
    const undone = undoDeletion(deleted);
    expect(undone.cv).toBe(start.cv);
    expect(undone.cv.skills[1]).toEqual({ id: 'skill-1', name: 'SQL' });
    expect(canUndoDeletion(undone)).toBe(false);
    expect(undoDeletion(undone)).toBe(undone);
  });

  test('only the last of two deletions is undone', () => {
    const twice = applyDeletion(
      applyDeletion(startHistory(sampleCv()), (cv) => deleteSkill(cv, 'skill-0')),
      (cv) => deleteRole(cv, 'role-0'),
    );
    const undone = undoDeletion(twice);
    expect(undone.cv.roles).toHaveLength(2);
    expect(skillNames(undone)).toEqual(['SQL', 'Discovery']);
  });

  test.each([
    ['an add', (cv: ReturnType<typeof sampleCv>) => addSkill(cv, 'Figma')],
    ['a rename', (cv: ReturnType<typeof sampleCv>) => renameSkill(cv, 'skill-0', 'Strategy')],
  ])('%s after a deletion forgets the undo, so that edit is never thrown away', (_name, edit) => {
    const history = applyEdit(applyDeletion(startHistory(sampleCv()), (cv) => deleteSkill(cv, 'skill-1')), edit);
    expect(canUndoDeletion(history)).toBe(false);
    expect(undoDeletion(history)).toBe(history);
  });

  test('edits and deletions that change nothing keep the history as it was', () => {
    const deleted = applyDeletion(startHistory(sampleCv()), (cv) => deleteSkill(cv, 'skill-1'));
    expect(applyEdit(deleted, (cv) => addSkill(cv, '  '))).toBe(deleted);
    expect(applyDeletion(deleted, (cv) => deleteSkill(cv, 'unknown'))).toBe(deleted);
    expect(canUndoDeletion(deleted)).toBe(true);
  });

  test('an ordinary edit is applied', () => {
    const history = applyEdit(startHistory(sampleCv()), (cv) => addSkill(cv, 'Figma'));
    expect(skillNames(history)).toEqual(['Roadmapping', 'SQL', 'Discovery', 'Figma']);
  });
});
