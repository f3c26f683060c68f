import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, test } from 'vitest';
import PlanGrid from '@/components/pricing/PlanGrid.astro';
import { getPricing } from '@/lib/content';
import type { PlanCard, PricingContent } from '@/lib/content/schemas/pricing';
import { annualDiscountLabel, annualSavings } from '@/lib/pricing/annual-saving';

const pricing = getPricing();
const toggle = { discount: '({percent}% off)', discountUpTo: '(up to {percent}% off)' };

const card = (id: string, price: number, billedEvery?: 'month' | 'year'): PlanCard => ({
  id,
  planName: id,
  price,
  pricePeriod: billedEvery ? `per ${billedEvery}` : 'one-off',
  ...(billedEvery ? { billedEvery } : {}),
  features: ['Something'],
  ctaText: 'Buy',
  ctaVariant: 'primary',
  ctaDisabled: true,
  isMostPopular: false,
  popularText: '',
});

/** Plans sold both ways: [monthly price, yearly price] for each pair, plus a free and a one-off card. */
function plansOf(...pairs: [number, number][]): PricingContent['plans'] {
  return {
    monthly: [card('free', 0), ...pairs.map(([month], i) => card(`p${i}-m`, month, 'month')), card('lifetime', 499)],
    annual: [card('free', 0), ...pairs.map(([, year], i) => card(`p${i}-y`, year, 'year')), card('lifetime', 499)],
  };
}

/** The toggle as the page renders it, its markup and styles' ids removed, as text. */
async function toggleText(content: PricingContent): Promise<string> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(PlanGrid, { props: { pricing: content } });
  const toggleHtml = /<fieldset[\s\S]*?<\/fieldset>/.exec(html)![0];
  const annualLabel = /<label[^>]*>(?:(?!<\/label>)[\s\S])*value="annual"[\s\S]*?<\/label>/.exec(toggleHtml)![0];
  return annualLabel.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

describe('the annual saving on the pricing toggle is computed from the plans', () => {
  test('the shipped plans: £99 a year against 12 × £29.99 (£359.88) saves 72%, so the toggle reads "Annual (72% off)"', async () => {
    expect(annualSavings(pricing.plans)).toEqual([72]);
    expect(annualDiscountLabel(pricing.plans, pricing.toggle)).toBe('(72% off)');
    expect(await toggleText(pricing)).toBe('Annual (72% off)');
  });

  test('an exact saving is not rounded away: £10 a month against £96 a year is 20% off', () => {
    expect(annualDiscountLabel(plansOf([10, 96]), toggle)).toBe('(20% off)');
  });

  test('the percentage is rounded down, never up: £10 a month against £95 a year (20.8%) reads 20% off', () => {
    expect(annualDiscountLabel(plansOf([10, 95]), toggle)).toBe('(20% off)');
  });

  test('plans that save different amounts say "up to" the largest', () => {
    // 12 × £10 = £120 → £96 saves 20%; 12 × £20 = £240 → £120 saves 50%.
    expect(annualSavings(plansOf([10, 96], [20, 120]))).toEqual([20, 50]);
    expect(annualDiscountLabel(plansOf([10, 96], [20, 120]), toggle)).toBe('(up to 50% off)');
  });

  test('a yearly price that saves nothing is not advertised as a saving', () => {
    expect(annualDiscountLabel(plansOf([10, 120]), toggle)).toBe('');
    expect(annualDiscountLabel(plansOf([10, 130], [20, 180]), toggle)).toBe('(25% off)');
  });

  test('with no saving the toggle shows the bare "Annual"', async () => {
    expect(await toggleText({ ...pricing, plans: plansOf([10, 120]) })).toBe('Annual');
  });
});
