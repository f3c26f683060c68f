import { expect, test } from '@playwright/test';

/*
 * "Last updated" is when the policy's own text last changed (git log of src/content/legal: all three were written
 * on 22 November 2026), not SPEC's dates for the original product's policies, whose text these are not.
 */
const POLICIES = [
  { path: '/privacy', title: 'Privacy Policy', updated: 'November 2026', datetime: '2026-11-22' },
  { path: '/terms', title: 'Terms and Conditions', updated: 'November 2026', datetime: '2026-11-22' },
  { path: '/cookies', title: 'Cookies Policy', updated: 'November 2026', datetime: '2026-11-22' },
];

test.describe('legal pages', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} shows the ${policy.title}, last updated ${policy.updated}`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.getByText(`Last updated: ${policy.updated}`)).toBeVisible();
      await expect(page.locator('time')).toHaveAttribute('datetime', policy.datetime);
      // The policy itself is there: several sections of readable text.
      expect(await page.locator('article h2').count()).toBeGreaterThan(3);
    });

    test(`${policy.path} is reachable from the footer and its contents links jump to their section`, async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: policy.title }).click();
      await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
      const contents = page.getByRole('navigation', { name: 'On this page' });
      const last = contents.getByRole('link').last();
      const name = (await last.textContent()) ?? '';
      await last.click();
      await expect(page).toHaveURL(/#.+$/);
      await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
    });
  }

  test('the terms say users must be 18 or over', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('article')).toContainText('You must be 18 or over to use Hirewise.');
  });

  test('the cookies table names the storage keys the app uses', async ({ page }) => {
    await page.goto('/cookies');
    const table = page.getByRole('table');
    for (const key of ['parsedCvData', 'cvGcsUrl', 'onboardingData', 'hirewise:cv-draft', 'hirewise:editor-layout']) {
      await expect(table.getByRole('cell', { name: key, exact: true })).toBeVisible();
    }
    await expect(table).not.toContainText('cvDraft');
    await expect(table).not.toContainText('cvEditorLayout');
  });

  test('the policies fit a 375 px phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, policy.path).toBe(0);
    }
  });
});
