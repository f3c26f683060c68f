import { expect, test } from '@playwright/test';

test.describe('desktop header', () => {
  test('links to Home, About, Pricing and Product and marks the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [['About', '/about'], ['Pricing', '/pricing'], ['Product', '/product'], ['Home', '/']] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('without JavaScript, the early-access call to action leads to the sign-up page', async ({ browser }) => {
    // With JavaScript it opens the sign-up modal instead (tests/e2e/auth-modal.spec.ts).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Request Early Access' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await context.close();
  });

  test('the footer links to the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [['Privacy Policy', '/privacy'], ['Terms and Conditions', '/terms'], ['Cookies Policy', '/cookies']]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path!);
    }
  });
});

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const javaScriptEnabled of [true, false]) {
    test(`the menu opens, navigates and closes ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = page.locator('.mobile-menu summary');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeHidden();
      await expect(menu).toHaveAccessibleName('Menu');
      await expect(menu).toHaveText('Menu', { useInnerText: true });
      await menu.click();
      await expect(mobileNav).toBeVisible();
      // Open, the button says what pressing it does now, to the eye and to a screen reader.
      await expect(menu).toHaveAccessibleName('Close menu');
      await expect(menu).toHaveText('Close menu', { useInnerText: true });
      await menu.click();
      await expect(mobileNav).toBeHidden();
      await expect(menu).toHaveAccessibleName('Menu');
      await menu.click();
      await mobileNav.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await context.close();
    });
  }

  test('the menu works by keyboard', async ({ page }) => {
    await page.goto('/');
    const summary = page.locator('.mobile-menu summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(summary).toHaveAccessibleName('Close menu');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(summary).toHaveAccessibleName('Menu');
  });
});
