import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, test } from 'vitest';
import ServiceCards from '@/components/pricing/ServiceCards.astro';
import { getPricing } from '@/lib/content';
import type { PricingContent, ServiceCard } from '@/lib/content/schemas/pricing';

const pricing = getPricing();

const service = (id: string, ctaHref: string): ServiceCard => ({
  id,
  name: id,
  price: 100,
  pricePeriod: 'one-off',
  description: 'A service.',
  features: ['Something'],
  ctaText: `Book ${id}`,
  ctaHref,
});

/** Each booking link as rendered: its target attribute and the text a screen reader reads as its name. */
async function bookingLinks(cards: ServiceCard[]) {
  const services: PricingContent['services'] = { ...pricing.services, cards };
  const container = await AstroContainer.create();
  const html = await container.renderToString(ServiceCards, { props: { services, currency: 'GBP' } });
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /href="([^"]*)"/.exec(attributes!)![1]!.replaceAll('&amp;', '&'),
    target: /target="([^"]*)"/.exec(attributes!)?.[1] ?? null,
    name: inner!.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(),
  }));
}

describe('ServiceCards booking links', () => {
  test('a web booking page opens in a new tab and says so; an e-mail link opens in place and claims no new tab', async () => {
    const links = await bookingLinks([service('web', 'https://book.example/overhaul'), service('mail', 'mailto:support@hirewise.example?subject=Hi')]);
    expect(links).toEqual([
      { href: 'https://book.example/overhaul', target: '_blank', name: `Book web ${pricing.services.newTabNote}` },
      { href: 'mailto:support@hirewise.example?subject=Hi', target: null, name: 'Book mail' },
    ]);
  });

  test('the shipped services book by e-mail, so none of them claims a new tab', async () => {
    const links = await bookingLinks(pricing.services.cards);
    expect(links.map((link) => link.name)).toEqual(pricing.services.cards.map((card) => card.ctaText));
    expect(links.every((link) => link.href.startsWith('mailto:') && link.target === null)).toBe(true);
  });
});
