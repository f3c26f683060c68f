import { describe, expect, test } from 'vitest';
import { achievementId, highlightId, idAllocator, itemId, nextSkillId, skillId, slug, uniqueId } from '../../../src/lib/cv/ids.ts';

describe('slug', () => {
  test.each([
    ['Acme Ltd', 'acme-ltd'],
    ['  Ernst & Young  ', 'ernst-young'],
    ['Société Générale', 'société-générale'],
    ['R&D (UK) -- 2', 'r-d-uk-2'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(slug(text)).toBe(expected);
  });
});

describe('SPEC id rules', () => {
  test.each([
    ['skill 0', skillId(0), 'skill-0'],
    ['skill 12', skillId(12), 'skill-12'],
    ['achievement: index + first 10 characters', achievementId(2, 'Cut costs by 20% in a year'), 'achievement-2-cut-costs'],
    ['achievement: exactly 10 characters kept', achievementId(0, 'Abcdefghijklmnop'), 'achievement-0-abcdefghij'],
    ['achievement: leading spaces ignored', achievementId(1, '   Led team of 9'), 'achievement-1-led-team-o'],
    ['achievement: no letters', achievementId(3, '—'), 'achievement-3'],
    ['achievement: blank', achievementId(4, ''), 'achievement-4'],
    ['highlight: company, title, position', highlightId('Acme Ltd', 'Senior Engineer', 0), 'highlight-acme-ltd-senior-engineer-0'],
    ['highlight: missing company', highlightId('', 'Engineer', 2), 'highlight-engineer-2'],
    ['highlight: missing both', highlightId('', '', 5), 'highlight-5'],
    ['other items', itemId('education', 1), 'education-1'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the same inputs always give the same id', () => {
    expect(achievementId(1, 'Same text')).toBe(achievementId(1, 'Same text'));
    expect(highlightId('A', 'B', 0)).toBe(highlightId('A', 'B', 0));
  });
});

describe('nextSkillId', () => {
  test.each([
    [3, [], 'skill-3'],
    [2, ['skill-1', 'skill-2'], 'skill-3'],
    [2, ['skill-2', 'skill-3', 'skill-5'], 'skill-4'],
  ])('from %i with %j taken → %s', (from, taken, expected) => {
    expect(nextSkillId(from, new Set(taken))).toBe(expected);
  });
});

describe('uniqueId', () => {
  test.each([
    ['free candidate kept', 'skill-0', [], 'skill-0'],
    ['taken candidate gets ~2', 'skill-0', ['skill-0'], 'skill-0~2'],
    ['first free suffix', 'skill-0', ['skill-0', 'skill-0~2', 'skill-0~3'], 'skill-0~4'],
    ['other ids do not matter', 'role-1', ['role-0', 'role-2'], 'role-1'],
  ])('%s', (_name, candidate, taken, expected) => {
    expect(uniqueId(candidate, new Set(taken))).toBe(expected);
  });

  test('does not modify the taken set', () => {
    const taken = new Set(['a']);
    uniqueId('a', taken);
    expect([...taken]).toEqual(['a']);
  });
});

describe('idAllocator', () => {
  test('hands out distinct ids for duplicate candidates, remembering the ones it gave', () => {
    const next = idAllocator(['highlight-acme-0']);
    expect([next('highlight-acme-0'), next('highlight-acme-0'), next('skill-0')]).toEqual([
      'highlight-acme-0~2',
      'highlight-acme-0~3',
      'skill-0',
    ]);
  });

  test('two allocators are independent', () => {
    expect(idAllocator()('x')).toBe('x');
    expect(idAllocator()('x')).toBe('x');
  });
});
