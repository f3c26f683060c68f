import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island that starts by itself has hydrated (Astro drops an island's `ssr` attribute then).
 * Islands started by a click (client:trigger, such as the app header's contact dialog) wait for that click, so
 * they are not waited for.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="trigger"])')).toHaveCount(0);
}
