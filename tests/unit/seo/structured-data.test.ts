import { describe, expect, test } from 'vitest';
import { getPricing } from '@/lib/content';
import { canonicalPath, isIndexable } from '@/lib/seo/routes';
import { offersFromPlans, serializeJsonLd } from '@/lib/seo/structured-data';

describe('structured-data offers come from the plans content file', () => {
  test('one GBP offer per distinct plan, priced as on the pricing page', () => {
    const offers = offersFromPlans(getPricing());
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Free forever', '0.00', 'GBP'],
      ['Unlimited Monthly', '29.99', 'GBP'],
      ['Lifetime CV Builder', '499.00', 'GBP'],
      ['Unlimited Annual', '99.00', 'GBP'],
    ]);
  });

  test('JSON-LD cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('routes', () => {
  test.each([
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/pricing/', '/pricing'],
  ])('canonical path of %s is %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));

  test.each([
    ['/', true],
    ['/pricing', true],
    ['/privacy', true],
    ['/upload', false],
    ['/dashboard', false],
    ['/editor.html', false],
    ['/cv-editor', false],
    ['/login', false],
    ['/register', false],
    ['/404', false],
  ])('%s indexable: %s', (path, expected) => expect(isIndexable(path)).toBe(expected));
});
