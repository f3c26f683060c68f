import { describe, expect, test } from 'vitest';
import { linkHref } from '@/lib/cv/link-href';

describe('linkHref: only web and mail addresses become links', () => {
  test.each([
    ['https://github.com/ada', 'https://github.com/ada'],
    ['http://example.com', 'http://example.com/'],
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['  www.example.org  ', 'https://www.example.org/'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
  ])('%j -> %j', (url, expected) => {
    expect(linkHref(url)).toBe(expected);
  });

  test.each(['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'Portfolio', 'http://localhost'])(
    '%j stays text',
    (url) => {
      expect(linkHref(url)).toBeNull();
    },
  );
});
