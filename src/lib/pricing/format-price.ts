/**
 * Formats a plan or service price for display: "£29.99", "£0", "£499", "£1,299".
 * Whole amounts drop the pence; anything else shows exactly two decimals ("£29.90").
 * Throws a RangeError for negative or non-finite amounts, which no price can be.
 */
export function formatPrice(amount: number, currency = 'GBP', locale = 'en-GB'): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  // Judge "whole" after rounding to pence, so 29.999 shows as "£30" rather than "£30.00".
  const whole = Math.round(amount * 100) % 100 === 0;
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
