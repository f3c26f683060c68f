import { describe, expect, test } from 'vitest';
import { parseRetryAfter, rateLimitedReason, whenToRetry } from '@/lib/api/retry-after';

// Local times, so the expectations hold in any time zone the tests run in.
const at = (hours: number, minutes: number, seconds = 0, day = 26) => new Date(2026, 10, day, hours, minutes, seconds);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

test.each([
  ['2', 2_000],
  [' 0 ', 0],
  ['Wed, 21 Oct 2015 07:28:03 GMT', 3_000],
  ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ['soon', undefined],
  [null, undefined],
])('parseRetryAfter(%j) -> %j ms', (value, expected) => {
  expect(parseRetryAfter(value, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected);
});

describe('whenToRetry', () => {
  test.each([
    { wait: 0, expected: 'in 1 second' },
    { wait: 1 * SECOND, expected: 'in 1 second' },
    { wait: 40 * SECOND, expected: 'in 40 seconds' },
    { wait: 59.2 * SECOND, expected: 'in 60 seconds' },
    { wait: 60 * SECOND, expected: 'in 1 minute' },
    { wait: 61 * SECOND, expected: 'in 2 minutes' },
    { wait: 9 * MINUTE + 59 * SECOND, expected: 'in 10 minutes' },
  ])('a wait of $wait ms -> "$expected" (rounded up, never too early)', ({ wait, expected }) => {
    expect(whenToRetry(wait, at(13, 20))).toBe(expected);
  });

  test('from ten minutes on, the local time of day, rounded up to the minute (true however long it is shown)', () => {
    expect(whenToRetry(10 * MINUTE, at(13, 20))).toBe('at 13:30');
    expect(whenToRetry(2_520 * SECOND, at(13, 23))).toBe('at 14:05');
    expect(whenToRetry(2_520 * SECOND, at(13, 22, 30))).toBe('at 14:05');
    expect(whenToRetry(3 * 60 * MINUTE, at(9, 0))).toBe('at 12:00');
  });

  test('a time past midnight is tomorrow; later than that names the day', () => {
    expect(whenToRetry(2 * 60 * MINUTE, at(23, 30))).toBe('tomorrow at 01:30');
    expect(whenToRetry(24 * 60 * MINUTE, at(9, 0))).toBe('tomorrow at 09:00');
    expect(whenToRetry(48 * 60 * MINUTE, at(9, 0))).toBe('on 28 November at 09:00');
  });
});

test('rateLimitedReason is the sentence shown for every 429: when to try again', () => {
  expect(rateLimitedReason(3 * MINUTE, at(13, 20))).toBe('Too many requests. Please try again in 3 minutes.');
  expect(rateLimitedReason(2_520 * SECOND, at(13, 23))).toBe('Too many requests. Please try again at 14:05.');
});
