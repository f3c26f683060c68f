import { expect, test } from '@playwright/test';
import { getProduct } from '../../src/lib/content/index.ts';

const product = getProduct();
/** SPEC §1: only these behave in this front end; everything else must say it is coming. */
const WORKING_TODAY = ['cv-upload', 'ai-parsing', 'cv-editor', 'cv-scoring', 'career-coach'];

test.describe('product page', () => {
  test('introduces the suite and leads to the upload screen', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.hero.heading);
    await page.getByRole('main').getByRole('link', { name: product.hero.primaryCta.label }).first().click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('is honest: what works today is marked available, the rest coming soon', async ({ page }) => {
    await page.goto('/product');
    const available = page.locator('[data-slot=product-feature][data-status=available]');
    await expect(available).toHaveCount(WORKING_TODAY.length);
    expect(await available.evaluateAll((cards) => cards.map((card) => card.id))).toEqual(WORKING_TODAY);
    for (const card of await available.all()) await expect(card).toContainText(product.statusLabels.available);

    const comingSoon = page.locator('[data-slot=product-feature][data-status=coming-soon]');
    expect(await comingSoon.count()).toBeGreaterThanOrEqual(6);
    for (const card of await comingSoon.all()) await expect(card).toContainText(product.statusLabels['coming-soon']);
    // The wider suite from SPEC §1 is all described.
    for (const words of [/resume writer/i, /job board/i, /automatic job applications/i, /browser extension/i, /interview coach/i, /tracker/i]) {
      await expect(comingSoon.filter({ hasText: words })).toHaveCount(1);
    }
  });
});
