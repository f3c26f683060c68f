import type { PlanCard, PricingContent } from '../content/schemas/pricing.ts';

/** One schema.org Offer per distinct plan, generated from the plans content file. */
export function offersFromPlans(pricing: PricingContent) {
  const seen = new Map<string, PlanCard>();
  for (const plan of [...pricing.plans.monthly, ...pricing.plans.annual]) if (!seen.has(plan.id)) seen.set(plan.id, plan);
  return [...seen.values()].map((plan) => ({
    '@type': 'Offer',
    name: plan.planName,
    price: plan.price.toFixed(2),
    priceCurrency: pricing.currency,
    description: plan.features.join(', '),
  }));
}

/** JSON-LD for every page: the product as a web application with its offers. */
export function productJsonLd(opts: { name: string; url: string; description: string; pricing: PricingContent }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: opts.name,
    url: opts.url,
    description: opts.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    offers: offersFromPlans(opts.pricing),
  };
}

/**
 * Serialises JSON-LD for a <script> element; "<" is escaped so no value can close the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
