import type { PricingContent } from '@/lib/content/schemas/pricing';

type Plans = PricingContent['plans'];
type Toggle = Pick<PricingContent['toggle'], 'discount' | 'discountUpTo'>;

/** Whole pence, so the arithmetic below is exact (29.99 × 12 is 35,988 pence, not 359.87999…). */
const pence = (amount: number) => Math.round(amount * 100);

/**
 * What paying yearly saves on each plan that is sold both ways, in whole per cent, rounded down so a
 * label built from it never promises more than the prices give: card i of `plans.monthly` billed every
 * month against card i of `plans.annual` billed every year, 12 monthly payments against one yearly one.
 * Pairs that are not billed that way (free, one-off) and yearly prices that save nothing are left out.
 */
export function annualSavings(plans: Plans): number[] {
  const savings: number[] = [];
  plans.monthly.forEach((monthly, i) => {
    const annual = plans.annual[i];
    if (monthly.billedEvery !== 'month' || annual?.billedEvery !== 'year' || monthly.price <= 0) return;
    const twelveMonths = pence(monthly.price) * 12;
    const saved = twelveMonths - pence(annual.price);
    if (saved > 0) savings.push(Math.floor((saved * 100) / twelveMonths));
  });
  return savings;
}

/**
 * The note after the toggle's annual label, computed from the prices: "(72% off)" when every plan sold
 * both ways saves the same, "(up to 72% off)" when they differ (the largest saving), and nothing when
 * paying yearly saves nothing.
 */
export function annualDiscountLabel(plans: Plans, toggle: Toggle): string {
  const savings = annualSavings(plans);
  if (savings.length === 0) return '';
  const best = Math.max(...savings);
  const template = savings.every((saving) => saving === best) ? toggle.discount : toggle.discountUpTo;
  return template.replace('{percent}', String(best));
}
