import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_DELETED_REDIRECT_MS, RECENT_SIGN_IN_MAX_AGE_MS } from '../../src/lib/account/constants.ts';
import { getApp, getSite } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { BUCKET, DOCUMENTS, IDENTITY, OWNER, PASSWORD, PROJECT, STORAGE } from './platform';

/**
 * /account against the real platform: an account made in the official Auth emulator, a profile, a saved CV
 * and an upload written as the administrator, then 'Download my data' and 'Delete my account' through the UI.
 */
const { account: copy, auth } = getApp();
const { logout } = getSite().auth.session;
const ANSWERS = { currentRole: 'Data analyst at a bank', targetRole: 'Machine learning engineer', goals: 'Ship models to production' };

interface Account {
  uid: string;
  email: string;
}

async function createAccount(label: string): Promise<Account> {
  const email = `account-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return { uid: ((await response.json()) as { localId: string }).localId, email };
}

const string = (value: string) => ({ stringValue: value });

/** users/{uid} with onboarding answers and one saved CV, written as the administrator (Firestore REST). */
async function seedDocuments({ uid, email }: Account): Promise<void> {
  const name = (path: string) => `projects/${PROJECT}/databases/(default)/documents/${path}`;
  const onboarding = Object.fromEntries(Object.entries(ANSWERS).map(([key, value]) => [key, string(value)]));
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: [
        { update: { name: name(`users/${uid}`), fields: { email: string(email), emailVerified: { booleanValue: false }, onboarding: { mapValue: { fields: onboarding } } } } },
        { update: { name: name(`users/${uid}/cvs/cv-1`), fields: { data: { mapValue: { fields: { name: string('Jane Doe') } } } } } },
      ],
    }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

/** One CV under cv-uploads/{uid}/, written as the administrator (the GCS JSON upload firebase-admin uses). */
async function seedUpload({ uid }: Account): Promise<string> {
  const objectName = `cv-uploads/${uid}/1700000000000-0123456789abcdef-cv.txt`;
  const boundary = 'account-e2e-boundary';
  const metadata = { name: objectName, contentType: 'text/plain', metadata: { originalName: 'cv.txt' } };
  const body = [
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n`,
    `--${boundary}\r\nContent-Type: text/plain\r\n\r\nJane Doe, data analyst\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  const response = await fetch(`${STORAGE}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart&name=${encodeURIComponent(objectName)}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/related; boundary=${boundary}` },
    body,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return objectName;
}

async function documentStatus(path: string): Promise<number> {
  return (await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER })).status;
}

async function uploadsOf({ uid }: Account): Promise<unknown[]> {
  const response = await fetch(`${STORAGE}/storage/v1/b/${BUCKET}/o?prefix=${encodeURIComponent(`cv-uploads/${uid}/`)}`);
  return ((await response.json()) as { items?: unknown[] }).items ?? [];
}

async function canLogIn({ email }: Account): Promise<boolean> {
  const response = await fetch(`${IDENTITY}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  return response.ok;
}

async function logInThroughScreen(page: Page, { email }: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(auth.labels.email, { exact: true }).fill(email);
  await page.getByLabel(auth.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const logoutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: logout });

test('a signed-out visitor is asked to log in', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/account');
  await expect(page.getByText(copy.signedOut.body)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: copy.signedOut.link })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: copy.delete.button })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('download my data, then delete my account: nothing is left and the visitor is signed out', async ({ page }) => {
  const errors = collectPageErrors(page);
  const user = await createAccount('lifecycle');
  const bystander = await createAccount('bystander');
  await Promise.all([seedDocuments(user), seedDocuments(bystander)]);
  const uploadName = await seedUpload(user);
  await seedUpload(bystander);

  await logInThroughScreen(page, user);
  await page.goto('/');
  await expect(logoutButton(page)).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.details.unverified)).toBeVisible();

  // Download my data: one JSON file with the account, the answers, the saved CV and the upload's metadata.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: copy.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hirewise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.account).toMatchObject({ uid: user.uid, email: user.email, emailVerified: false });
  expect(exported.profile).toMatchObject({ email: user.email, onboarding: ANSWERS });
  expect(exported.savedCvs).toEqual([{ id: 'cv-1', fields: { data: { name: 'Jane Doe' } } }]);
  expect(exported.uploadedFiles).toEqual([expect.objectContaining({ name: uploadName.split('/').pop(), originalName: 'cv.txt', contentType: 'text/plain' })]);
  expect(JSON.stringify(exported)).not.toContain(bystander.uid);
  await expect(page.getByText(copy.export.done)).toBeVisible();

  // Escape closes the confirmation without deleting anything, and focus returns to the button.
  const deleteButton = page.getByRole('button', { name: copy.delete.button, exact: true });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: copy.delete.dialogTitle });
  const confirmField = dialog.getByLabel(copy.delete.confirmLabel.replace('{email}', user.email));
  await expect(confirmField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  expect(await documentStatus(`users/${user.uid}`)).toBe(200);

  // Delete my account, confirmed by typing the address.
  await deleteButton.click();
  await confirmField.fill('not-my-address@example.com');
  await dialog.getByRole('button', { name: copy.delete.submit }).click();
  await expect(dialog.getByText(copy.delete.mismatch)).toBeVisible();
  await confirmField.fill(user.email);
  await dialog.getByRole('button', { name: copy.delete.submit }).click();
  await expect(page.getByRole('heading', { name: copy.deleted.heading })).toBeFocused();

  expect(await documentStatus(`users/${user.uid}`)).toBe(404);
  expect(await documentStatus(`users/${user.uid}/cvs/cv-1`)).toBe(404);
  expect(await uploadsOf(user)).toEqual([]);
  expect(await canLogIn(user)).toBe(false);
  // Another user's data is untouched.
  expect(await documentStatus(`users/${bystander.uid}`)).toBe(200);
  expect(await uploadsOf(bystander)).toHaveLength(1);
  expect(await canLogIn(bystander)).toBe(true);

  // Then the home page, signed out: no Logout in the header, and /account asks to log in again.
  await page.getByRole('link', { name: copy.deleted.homeLink }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  await expect(logoutButton(page)).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByText(copy.signedOut.body)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the signed-in screen and the confirmation dialog pass axe', async ({ page }) => {
  const user = await createAccount('axe');
  await logInThroughScreen(page, user);
  await page.goto('/account');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: copy.delete.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: copy.delete.dialogTitle });
  await dialog.getByRole('button', { name: copy.delete.submit }).click();
  await expect(dialog.getByText(copy.delete.mismatch)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('after deleting, the confirmation leads home by itself', async ({ page }) => {
  const user = await createAccount('redirect');
  await logInThroughScreen(page, user);
  await page.clock.install();
  await page.goto('/account');
  await page.getByRole('button', { name: copy.delete.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: copy.delete.dialogTitle });
  await dialog.getByLabel(copy.delete.confirmLabel.replace('{email}', user.email)).fill(user.email);
  await dialog.getByRole('button', { name: copy.delete.submit }).click();
  await expect(page.getByRole('heading', { name: copy.deleted.heading })).toBeVisible();

  await page.clock.runFor(ACCOUNT_DELETED_REDIRECT_MS);

  await expect(page).toHaveURL(/\/$/);
  await expect(logoutButton(page)).toHaveCount(0);
});

test('a sign-in older than 5 minutes: the dialog asks for the password again, and then the account is deleted', async ({ page }) => {
  const errors = collectPageErrors(page);
  const user = await createAccount('reauth');
  await seedDocuments(user);
  await logInThroughScreen(page, user);
  // The browser's clock says the sign-in was 10 minutes ago; the ID token itself is real and unexpired.
  await page.clock.setSystemTime(new Date(Date.now() + RECENT_SIGN_IN_MAX_AGE_MS * 2));
  await page.goto('/account');
  await page.getByRole('button', { name: copy.delete.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: copy.delete.dialogTitle });
  await dialog.getByLabel(copy.delete.confirmLabel.replace('{email}', user.email)).fill(user.email);
  await dialog.getByRole('button', { name: copy.delete.submit }).click();

  const password = dialog.getByLabel(copy.delete.recentSignIn.passwordLabel, { exact: true });
  await expect(password).toBeFocused();
  await expect(dialog.getByText(copy.delete.recentSignIn.body)).toBeVisible();
  expect(await documentStatus(`users/${user.uid}`)).toBe(200);
  expect(await seriousViolations(page)).toEqual([]);

  // Signing in again (the Auth emulator, a real re-authentication) gives a fresh token, which the API accepts.
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: copy.delete.recentSignIn.passwordSubmit }).click();
  await expect(page.getByRole('heading', { name: copy.deleted.heading })).toBeFocused();
  expect(await documentStatus(`users/${user.uid}`)).toBe(404);
  expect(await canLogIn(user)).toBe(false);
  expect(errors).toEqual([]);
});
