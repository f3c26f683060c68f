import { describe, expect, test } from 'vitest';
import { updateHighlight, updateProfileStatement } from '../../../src/lib/cv/edit.ts';
import { sameContent } from '../../../src/lib/cv/same-content.ts';
import { sampleEditableCv } from './fixtures.ts';

describe('sameContent', () => {
  test.each([
    ['equal primitives', 'a', 'a', true],
    ['different strings', 'a', 'b', false],
    ['null and an object', null, {}, false],
    ['an array and an object with the same keys', ['x'], { 0: 'x' }, false],
    ['arrays of different lengths', [1, 2], [1], false],
    ['objects with a key missing on one side', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['nested equal copies', { list: [{ id: 'r-1', tags: ['a'] }] }, { list: [{ id: 'r-1', tags: ['a'] }] }, true],
    ['nested, one leaf differs', { list: [{ id: 'r-1', tags: ['a'] }] }, { list: [{ id: 'r-1', tags: ['b'] }] }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameContent(a, b)).toBe(expected);
    expect(sameContent(b, a)).toBe(expected);
  });

  test('an edit and its reversal leave a new object with the same content', () => {
    const cv = sampleEditableCv();
    const typed = updateProfileStatement(cv, `${cv.profile_statement}!`);
    const reverted = updateProfileStatement(typed, cv.profile_statement);
    expect(reverted).not.toBe(cv);
    expect(sameContent(cv, typed)).toBe(false);
    expect(sameContent(cv, reverted)).toBe(true);
  });

  test('a highlight edited deep inside a role is seen', () => {
    const cv = sampleEditableCv();
    const role = cv.roles[0]!;
    const highlight = role.highlights[0]!;
    expect(sameContent(cv, updateHighlight(cv, role.id, highlight.id, `${highlight.text} more`))).toBe(false);
  });
});
