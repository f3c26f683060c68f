import { describe, expect, test } from 'vitest';
import { deleteFromList, moveInList, moveItem } from '../../../src/lib/cv/edit.ts';
import { deepFreeze, sampleEditableCv } from './fixtures.ts';

const abcd = () => deepFreeze(['a', 'b', 'c', 'd'].map((id) => ({ id })));
const ids = (list: { id: string }[]) => list.map((item) => item.id).join('');

describe('moveItem (arrayMove semantics)', () => {
  test.each([
    ['a', 'c', 'bcad'],
    ['d', 'a', 'dabc'],
    ['a', 'd', 'bcda'],
    ['c', 'b', 'acbd'],
    ['b', 'c', 'acbd'],
  ])('move %s to %s → %s', (from, to, expected) => {
    const list = abcd();
    const moved = moveItem(list, from, to);
    expect(ids(moved)).toBe(expected);
    expect(moved).not.toBe(list);
    expect(ids(list)).toBe('abcd');
  });

  test.each([
    ['same item', 'b', 'b'],
    ['unknown source', 'x', 'a'],
    ['unknown target', 'a', 'x'],
  ])('%s: returns the list itself', (_name, from, to) => {
    const list = abcd();
    expect(moveItem(list, from, to)).toBe(list);
  });

  test('keeps the item objects (only the order changes)', () => {
    const list = abcd();
    expect(moveItem(list, 'a', 'b')[1]).toBe(list[0]);
  });
});

describe('moveInList / deleteFromList on any section', () => {
  test.each([
    ['skills', 'skill-2', 'skill-0', ['skill-2', 'skill-0', 'skill-1', 'skill-3', 'skill-4']],
    ['achievements', 'achievement-0-cut-monthl', 'achievement-1-trained-25', ['achievement-1-trained-25', 'achievement-0-cut-monthl']],
    ['roles', 'role-1', 'role-0', ['role-1', 'role-0']],
    ['languages', 'language-0', 'language-1', ['language-1', 'language-0']],
    ['add_details', 'detail-1', 'detail-0', ['detail-1', 'detail-0']],
  ] as const)('move in %s', (list, from, to, expected) => {
    const cv = sampleEditableCv();
    const next = moveInList(cv, list, from, to);
    expect(next[list].map((item) => item.id)).toEqual(expected);
    expect(cv[list].map((item) => item.id)).not.toEqual(expected);
  });

  test('moving to the same place returns the CV itself', () => {
    const cv = sampleEditableCv();
    expect(moveInList(cv, 'skills', 'skill-1', 'skill-1')).toBe(cv);
  });

  test.each([
    ['skills', 'skill-1', ['skill-0', 'skill-2', 'skill-3', 'skill-4']],
    ['roles', 'role-0', ['role-1']],
    ['education', 'education-0', []],
    ['certifications', 'certification-0', []],
    ['links', 'link-0', []],
  ] as const)('delete from %s', (list, id, expected) => {
    const cv = sampleEditableCv();
    expect(deleteFromList(cv, list, id)[list].map((item) => item.id)).toEqual(expected);
    expect(cv[list].some((item) => item.id === id)).toBe(true);
  });

  test('deleting an unknown id returns the CV itself', () => {
    const cv = sampleEditableCv();
    expect(deleteFromList(cv, 'languages', 'language-9')).toBe(cv);
  });
});
