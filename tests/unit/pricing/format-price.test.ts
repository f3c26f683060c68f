import { describe, expect, test } from 'vitest';
import { formatPrice } from '@/lib/pricing/format-price';

describe('formatPrice', () => {
  test.each([
    { amount: 0, expected: '£0' },
    { amount: 29.99, expected: '£29.99' },
    { amount: 99, expected: '£99' },
    { amount: 199, expected: '£199' },
    { amount: 299, expected: '£299' },
    { amount: 499, expected: '£499' },
    { amount: 29.9, expected: '£29.90' },
    { amount: 1299, expected: '£1,299' },
    { amount: 1000.5, expected: '£1,000.50' },
    { amount: 29.999, expected: '£30' },
    { amount: 0.05, expected: '£0.05' },
  ])('$amount GBP reads $expected', ({ amount, expected }) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  test.each([
    { amount: 299.99, currency: 'USD', expected: 'US$299.99' },
    { amount: 10, currency: 'EUR', expected: '€10' },
  ])('$amount $currency reads $expected in en-GB', ({ amount, currency, expected }) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (amount) => {
    expect(() => formatPrice(amount)).toThrow(RangeError);
  });
});
