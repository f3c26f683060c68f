import { expect, test, type Page } from '@playwright/test';
import { MARKETING_ROUTES } from './routes';

/**
 * Issue 16: the marketing pages draw their text in Inter from one small file (src/assets/fonts, preloaded),
 * not the 48 kB Latin file whose download held their LCP at 1.5 s on slow 4G; a character outside the small
 * file still shows in Inter, from the full file.
 */

/** The font files the page has fetched (Resource Timing), by file name. */
async function fontFiles(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.endsWith('.woff2'))
    .map((url) => url.slice(url.lastIndexOf('/') + 1)));
}

const SUBSET = /^inter-latin-wght-normal-subset\.[\w-]+\.woff2$/;
const FULL = /^inter-latin-wght-normal\.[\w-]+\.woff2$/;

for (const route of MARKETING_ROUTES) {
  test(`${route.path} draws its heading in Inter from the one small preloaded font file`, async ({ page }) => {
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const files = await fontFiles(page);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(SUBSET);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(preloaded?.endsWith(`/${files[0]}`)).toBe(true);
    // check() is true only when every Inter face the heading's characters need is loaded: none is missing. The
    // heading as drawn: runs of white space (line breaks in the markup) collapse to one space.
    const heading = (await page.locator('h1').first().textContent())!.replace(/\s+/g, ' ').trim();
    expect(heading).not.toBe('');
    expect(await page.evaluate((text) => document.fonts.check('800 40px Inter', text), heading)).toBe(true);
  });
}

test('a letter outside the small file (a CV\'s "ø") still shows in Inter, from the full Latin file', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await fontFiles(page)).not.toContainEqual(expect.stringMatching(FULL));

  // No marketing copy has such a letter (tests/unit/fonts/inter-subset.test.ts keeps it so): the page is given one,
  // as a name in a user's CV would be on the app screens.
  await page.evaluate(async () => {
    const name = document.createElement('p');
    name.textContent = 'Søren Ødegård';
    document.querySelector('main')!.append(name);
    await document.fonts.load('400 16px Inter', name.textContent);
  });

  expect(await fontFiles(page)).toContainEqual(expect.stringMatching(FULL));
  expect(await page.evaluate(() => document.fonts.check('400 16px Inter', 'Søren Ødegård'))).toBe(true);
});
