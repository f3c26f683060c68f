import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getApp } from '../../src/lib/content/index.ts';
import { messages } from '../../src/lib/messages.ts';
import { collectPageErrors } from './console';
import { serveGapiShim } from './gapi-shim';
import { AUTH_EMULATOR as AUTH, IDENTITY, PROJECT } from './platform';

/**
 * The /login and /register screen against the real platform: the official Auth emulator signs people up and
 * in, and its out-of-band codes stand in for the e-mails it would send.
 */
const { auth: copy, screens } = getApp();

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
}

/** A fresh address per test, so tests never see each other's accounts or codes. */
function uniqueEmail(label: string): string {
  return `auth-screen-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The out-of-band codes ("sent e-mails") the emulator holds for `email` of one type. */
async function codesFor(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

/** Creates an account straight through the emulator's REST API (the screen under test is the log-in side). */
async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function logInThroughScreen(page: Page, email: string, password: string) {
  await field(page, copy.labels.email).fill(email);
  await field(page, copy.labels.password).fill(password);
  await page.getByRole('button', { name: copy.login.submit }).click();
}

test.describe('auth screen', () => {
  test('/register asks to confirm the password and /login does not; the close button goes to /', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/register');
    await expect(heading(page)).toHaveText(screens.register.heading);
    await expect(field(page, copy.labels.confirmPassword)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.signup.submit })).toBeEnabled(); // hydrated

    await page.goto('/login');
    await expect(heading(page)).toHaveText(screens.login.heading);
    await expect(field(page, copy.labels.password)).toBeVisible();
    await expect(field(page, copy.labels.confirmPassword)).toHaveCount(0);

    await page.getByRole('link', { name: copy.close }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('the form is in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/register');
    await expect(heading(page)).toHaveText(screens.register.heading);
    for (const label of [copy.labels.email, copy.labels.password, copy.labels.confirmPassword]) await expect(field(page, label)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.signup.submit })).toBeVisible();
    await context.close();
  });

  test('sign-up shows the verify state with the address, and resend sends a second verification e-mail', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/register');
    await field(page, copy.labels.email).fill(email);
    await field(page, copy.labels.password).fill('first-password-1');
    await field(page, copy.labels.confirmPassword).fill('first-password-1');
    await page.getByRole('button', { name: copy.signup.submit }).click();

    await expect(heading(page)).toHaveText(copy.verify.heading);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect.poll(async () => (await codesFor(email, 'VERIFY_EMAIL')).length).toBe(1);

    await page.getByRole('button', { name: copy.verify.resend }).click();
    await expect(page.getByRole('status')).toHaveText(messages.authScreen.resendSuccess);
    await expect.poll(async () => (await codesFor(email, 'VERIFY_EMAIL')).length).toBe(2);
  });

  test('a mismatch is caught before anything is sent', async ({ page }) => {
    const email = uniqueEmail('mismatch');
    await page.goto('/register');
    await field(page, copy.labels.email).fill(email);
    await field(page, copy.labels.password).fill('first-password-1');
    await field(page, copy.labels.confirmPassword).fill('other-password-2');
    await page.getByRole('button', { name: copy.signup.submit }).click();
    await expect(page.getByText(messages.authScreen.passwordMismatch)).toBeVisible();
    await expect(field(page, copy.labels.confirmPassword)).toBeFocused();
    await expect(heading(page)).toHaveText(screens.register.heading);
  });

  test('a wrong password gets the human message; the right one goes to /dashboard', async ({ page }) => {
    const email = uniqueEmail('login');
    await createAccount(email, 'right-password-1');
    await page.goto('/login');

    await logInThroughScreen(page, email, 'wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);

    await field(page, copy.labels.password).fill('right-password-1');
    await page.getByRole('button', { name: copy.login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the mode link switches to sign-up in place and back, updating the address', async ({ page }) => {
    await page.goto('/login');
    // Switching in place is the hydrated screen's behaviour (before that the link simply navigates).
    await expect(page.getByRole('button', { name: copy.login.submit })).toBeEnabled();
    await field(page, copy.labels.email).fill('someone@example.com');
    await page.getByRole('link', { name: copy.login.switchLink }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(heading(page)).toHaveText(screens.register.heading);
    await expect(field(page, copy.labels.email)).toHaveValue('someone@example.com');
    await page.getByRole('link', { name: copy.signup.switchLink }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(field(page, copy.labels.confirmPassword)).toHaveCount(0);
  });

  test("'Forgot password?' sends a reset code that sets a new password for the next log-in", async ({ page }) => {
    const email = uniqueEmail('reset');
    await createAccount(email, 'old-password-1');
    await page.goto('/login');
    await field(page, copy.labels.email).fill(email);
    await page.getByRole('button', { name: copy.login.forgotPassword }).click();
    await expect(heading(page)).toHaveText(copy.reset.heading);
    await page.getByRole('button', { name: copy.reset.submit }).click();
    await expect(page.getByRole('status')).toHaveText(copy.reset.sent.replace('{email}', email));

    await expect.poll(async () => (await codesFor(email, 'PASSWORD_RESET')).length).toBe(1);
    const [{ oobCode }] = await codesFor(email, 'PASSWORD_RESET');
    const reset = await fetch(`${IDENTITY}/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: 'new-password-2' }),
    });
    expect(reset.ok, await reset.clone().text()).toBe(true);

    await page.getByRole('link', { name: copy.reset.back }).click();
    await logInThroughScreen(page, email, 'new-password-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset for an address without an account shows the very same confirmation', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/login');
    await field(page, copy.labels.email).fill(email);
    await page.getByRole('button', { name: copy.login.forgotPassword }).click();
    await page.getByRole('button', { name: copy.reset.submit }).click();
    await expect(page.getByRole('status')).toHaveText(copy.reset.sent.replace('{email}', email));
    await expect(page.getByRole('alert')).toHaveText('');
  });

  test("LinkedIn says it is not implemented; Google signs in through the emulator's pop-up and goes to /dashboard", async ({ context, page }) => {
    await serveGapiShim(context);
    await page.goto('/login');
    await page.getByRole('button', { name: copy.social.linkedin }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.authScreen.socialNotImplemented);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: copy.social.google }).click();
    const popup = await popupOpened;
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(uniqueEmail('google'));
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('axe finds nothing serious with field problems shown, in the reset view and in the verify state', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: copy.signup.submit }).click();
    await expect(page.getByText(copy.problems.emailRequired)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, copy.labels.email).fill(uniqueEmail('axe'));
    await field(page, copy.labels.password).fill('axe-password-1');
    await field(page, copy.labels.confirmPassword).fill('axe-password-1');
    await page.getByRole('button', { name: copy.signup.submit }).click();
    await expect(heading(page)).toHaveText(copy.verify.heading);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: copy.verify.loginLink }).click();
    await page.getByRole('button', { name: copy.login.forgotPassword }).click();
    await expect(heading(page)).toHaveText(copy.reset.heading);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
