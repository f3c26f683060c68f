import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getApp, getSite } from '../../src/lib/content/index.ts';
import { SESSION_REMEMBERED_KEY } from '../../src/lib/hydration.ts';
import { collectPageErrors } from './console';
import { IDENTITY, PASSWORD } from './platform';

/*
 * The app screens' header (issue 16: no way out of the app screens) against the real platform: accounts in the
 * official Auth emulator, logged in through /login, then the account menu, Contact and the way back to the site,
 * at 1440×900 with the keyboard and on a 390×844 touch phone.
 */
const { auth: authScreen, account } = getApp();
const { header, footer, contact } = getSite();
const session = getSite().auth.session;

async function createAccount(label: string): Promise<string> {
  const email = `app-header-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return email;
}

async function logInThroughScreen(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(authScreen.labels.email, { exact: true }).fill(email);
  await page.getByLabel(authScreen.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: authScreen.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const bar = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => bar(page).getByRole('button', { name: session.menu });
const menuItem = (page: Page, name: string) => page.getByRole('menu', { name: session.menu }).getByRole('menuitem', { name });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a signed-in user on /editor opens the account menu by keyboard, goes to Account, logs out and gets back to the site', async ({ page }) => {
    const errors = collectPageErrors(page);
    const email = await createAccount('desk');
    await logInThroughScreen(page, email);
    await page.goto('/editor');

    // The menu button says what it opens, and that it is closed; Enter opens it on its first item.
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuItem(page, session.account)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, session.logout)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it and hands focus back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();

    // Account
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, session.account)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // Logout: the same sign-out as the marketing header; the screen and the header both say signed out.
    await menuButton(page).click();
    await menuItem(page, session.logout).click();
    await expect(bar(page).getByRole('link', { name: session.login })).toBeFocused();
    await expect(bar(page).getByRole('link', { name: session.login })).toHaveAttribute('href', '/login');
    await expect(menuButton(page)).toHaveCount(0);
    await expect(page.getByText(account.signedOut.body)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_REMEMBERED_KEY)).toBeNull();

    // Back to the site: the logo leads home, where the header shows a visitor's controls.
    await bar(page).getByRole('link', { name: header.homeLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByRole('link', { name: header.earlyAccess })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: session.logout })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('on /upload a signed-in user sees the menu; a click outside closes it; the editor breadcrumb names the upload screen', async ({ page }) => {
    const email = await createAccount('upload');
    await logInThroughScreen(page, email); // lands on /dashboard, the upload screen
    await menuButton(page).click();
    await expect(menuItem(page, session.account)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/editor');
    const crumbs = page.getByRole('navigation', { name: getApp().editor.breadcrumb.label });
    await crumbs.getByRole('link', { name: getApp().editor.breadcrumb.upload }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { level: 1, name: getApp().screens.upload.heading })).toBeVisible();
  });
});

test.describe('on a 390×844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a visitor on /upload: the header fits, Contact opens the contact dialog, 'Log in' leads to /login", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/upload');
    await page.waitForLoadState('networkidle');
    for (const control of [bar(page).getByRole('link', { name: header.homeLabel }), bar(page).getByRole('link', { name: footer.contactLabel }), bar(page).getByRole('link', { name: session.login })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(120); // all in the first row of the bar, above the page
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    await bar(page).getByRole('link', { name: footer.contactLabel }).tap();
    const dialog = page.getByRole('dialog', { name: contact.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    await dialog.getByRole('button', { name: contact.close }).tap();
    await expect(dialog).toBeHidden();

    await bar(page).getByRole('link', { name: session.login }).tap();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in user on /editor taps the menu open, sees both items on screen, and taps through to Account', async ({ page }) => {
    const email = await createAccount('phone');
    await logInThroughScreen(page, email);
    await page.goto('/editor');
    await menuButton(page).tap();
    for (const name of [session.account, session.logout]) {
      const box = (await menuItem(page, name).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await menuItem(page, session.account).tap();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  });
});
