import { describe, expect, test } from 'vitest';
import { addSkill, deleteRole, deleteSkill, renameSkill } from '../../../src/lib/cv/edit.ts';
import { applyDeletion, applyEdit, canUndoDeletion, startHistory, undoDeletion } from '../../../src/lib/cv/history.ts';
import type { EditableCv } from '../../../src/lib/cv/editable.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { deepFreeze, sampleEditableCv } from './fixtures.ts';

const skillNames = (history: { cv: EditableCv }) => history.cv.skills.map((s) => s.name);
const sampleSkills = sampleCv().skills.map((s) => s.name);
/** The sample's skill names without the one at `index`. */
const without = (index: number) => sampleSkills.filter((_, i) => i !== index);

describe('undoing the last deletion', () => {
  test('a deletion can be undone once, restoring the item in its place with its id', () => {
    const start = deepFreeze(startHistory(sampleEditableCv()));
    expect(canUndoDeletion(start)).toBe(false);
    const deleted = applyDeletion(start, (cv) => deleteSkill(cv, 'skill-1'));
    expect(skillNames(deleted)).toEqual(without(1));
    expect(canUndoDeletion(deleted)).toBe(true);
    const undone = undoDeletion(deleted);
    expect(undone.cv).toBe(start.cv);
    expect(undone.cv.skills[1]).toEqual({ id: 'skill-1', name: sampleSkills[1] });
    expect(canUndoDeletion(undone)).toBe(false);
    expect(undoDeletion(undone)).toBe(undone);
  });

  test('only the last of two deletions is undone', () => {
    const twice = applyDeletion(
      applyDeletion(startHistory(sampleEditableCv()), (cv) => deleteSkill(cv, 'skill-0')),
      (cv) => deleteRole(cv, 'role-0'),
    );
    const undone = undoDeletion(twice);
    expect(undone.cv.roles).toHaveLength(2);
    expect(skillNames(undone)).toEqual(without(0));
  });

  test.each([
    ['an add', (cv: EditableCv) => addSkill(cv, 'Figma')],
    ['a rename', (cv: EditableCv) => renameSkill(cv, 'skill-0', 'Strategy')],
  ])('%s after a deletion forgets the undo, so that edit is never thrown away', (_name, edit) => {
    const history = applyEdit(applyDeletion(startHistory(sampleEditableCv()), (cv) => deleteSkill(cv, 'skill-1')), edit);
    expect(canUndoDeletion(history)).toBe(false);
    expect(undoDeletion(history)).toBe(history);
  });

  test('edits and deletions that change nothing keep the history as it was', () => {
    const deleted = applyDeletion(startHistory(sampleEditableCv()), (cv) => deleteSkill(cv, 'skill-1'));
    expect(applyEdit(deleted, (cv) => addSkill(cv, '  '))).toBe(deleted);
    expect(applyDeletion(deleted, (cv) => deleteSkill(cv, 'unknown'))).toBe(deleted);
    expect(canUndoDeletion(deleted)).toBe(true);
  });

  test('an ordinary edit is applied', () => {
    const history = applyEdit(startHistory(sampleEditableCv()), (cv) => addSkill(cv, 'Figma'));
    expect(skillNames(history)).toEqual([...sampleSkills, 'Figma']);
  });
});
