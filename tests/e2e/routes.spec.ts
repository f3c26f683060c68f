import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectPageErrors } from './console';
import { ALL_ROUTES, MARKETING_ROUTES } from './routes';

const SITE = 'https://hirewise.netlify.app';

// One load per route checks what it renders and runs axe over it once it has settled (the accessibility check of
// every route lives here, so a route is not loaded a second time for it).
for (const route of ALL_ROUTES) {
  test(`${route.path} renders with its title, canonical, robots and no console errors, and axe finds no serious or critical violation`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${SITE}${route.path === '/' ? '/' : route.path}`);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', route.indexable ? 'index, follow' : 'noindex, nofollow');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('every marketing page carries search and social metadata and the offers', async ({ page }) => {
  for (const route of MARKETING_ROUTES) {
    await page.goto(route.path);
    for (const selector of ['meta[name=description]', 'meta[name=keywords]', 'meta[property="og:title"]', 'meta[property="og:image"]', 'meta[name="twitter:card"]']) {
      await expect(page.locator(selector), `${route.path} ${selector}`).toHaveAttribute('content', /\S/);
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.offers.map((o: { name: string; price: string; priceCurrency: string }) => `${o.name} ${o.priceCurrency} ${o.price}`)).toEqual([
      'Free forever GBP 0.00',
      'Unlimited Monthly GBP 29.99',
      'Lifetime CV Builder GBP 499.00',
      'Unlimited Annual GBP 99.00',
    ]);
  }
});

test('sitemap.xml lists the marketing pages and no app screen; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of MARKETING_ROUTES) expect(sitemap).toContain(`<loc>${SITE}${route.path}</loc>`);
  for (const hidden of ['/upload', '/editor', '/login', '/404']) expect(sitemap).not.toContain(`${SITE}${hidden}<`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).toContain('Disallow: /editor');
});

test('paths are case-insensitive: /About and /ABOUT move permanently (301) to /about, which opens', async ({ page, request }) => {
  for (const variant of ['/About', '/ABOUT']) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/about');
  }
  const response = await page.goto('/About');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/About/);
});

test('an unknown address shows a helpful 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('main').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

// Served by Netlify's runtime. Caching headers are checked in tests/unit/deploy/netlify-headers.test.ts: the
// runtime's local static server always answers 'max-age=0'.
test('security headers are served as netlify.toml declares them', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers.server).toBe('Netlify');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
