import { describe, expect, test } from 'vitest';
import { isCvDate } from '@/lib/cv/dates';

describe('isCvDate', () => {
  test.each(['Jan 2020', 'sep 1999', 'DEC 2031', '2020', '1985', '', '   ', ' May 2024 '])('accepts %j', (value) => {
    expect(isCvDate(value)).toBe(true);
  });

  test.each(['January 2020', 'Sept 2019', 'Jan 20', 'Jan2020', '01/2020', '2020-01', '1850', 'Foo 2020', 'Present', '20201'])(
    'rejects %j',
    (value) => {
      expect(isCvDate(value)).toBe(false);
    },
  );
});
