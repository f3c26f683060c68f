import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// Every route's own axe check runs in routes.spec.ts, on the load that also checks its title and console: one
// page load per route instead of two.

test('axe is clean with the mobile menu open at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByText('Menu', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
