import { describe, expect, test } from 'vitest';
import { fillTemplate } from '@/lib/content/template';

describe('fillTemplate', () => {
  test.each([
    ['{n} of {total}', { n: 2, total: 5 }, '2 of 5'],
    ['Go to page {n}', { n: 3 }, 'Go to page 3'],
    ['{n} out of {total} stars', { n: 4, total: 5 }, '4 out of 5 stars'],
    ['No placeholders', { n: 1 }, 'No placeholders'],
    ['{n}, {n} and {missing}', { n: 'a' }, 'a, a and {missing}'],
  ])('%s with %j -> %s', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
