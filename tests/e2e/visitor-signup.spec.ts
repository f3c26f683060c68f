import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { expect, test, type Page, type Route } from '@playwright/test';
import { getApp, getSite } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { API_WAIT, BUCKET, DOCUMENTS, IDENTITY, OWNER, PASSWORD, PROJECT, STORAGE } from './platform';
import { waitForIslands } from './hydration';

/*
 * DECISIONS.md 'Journey details': a visitor uploads with an anonymous account, answers the coach on the upload
 * screen and in the editor's panel, then creates an account. The account is the same uid (linked), so the
 * uploaded file stays theirs, and the answers kept in sessionStorage land in users/{uid}.onboarding.
 */
const { coach, auth, scoreCard, account, editor } = getApp();
const modal = getSite().auth;
const CV_PATH = resolve(corpusDir, 'cv003-plain.txt');

type Fields = Record<string, { stringValue?: string; mapValue?: { fields?: Fields } }>;

async function readDoc(path: string): Promise<Fields | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields?: Fields }).fields ?? {};
}

/** The last message of the conversation named by the coach's heading. */
const lastMessage = (page: Page) => page.getByRole('log', { name: coach.persona.name }).getByRole('listitem').last();

test('a visitor who answers the coach and then signs up keeps their uid, their CV and their answers', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/upload');
  await waitForIslands(page);

  // Hold the parse, as a slow parser would, so the coach's first questions are asked on this screen.
  let releaseParse!: () => void;
  const parseHeld = new Promise<void>((done) => (releaseParse = done));
  let gcsUrl = '';
  await page.route('**/parse', async (route: Route) => {
    gcsUrl = (route.request().postDataJSON() as { cv: { gcs_url: string } }).cv.gcs_url;
    await parseHeld;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(CV_PATH);

  const chat = page.getByRole('complementary', { name: coach.label });
  const answerBox = chat.getByRole('textbox', { name: coach.answerLabel });
  await expect(lastMessage(page)).toContainText(coach.questions.currentRole, API_WAIT);
  await answerBox.fill('Water network engineer');
  await answerBox.press('Enter');
  await expect(lastMessage(page)).toContainText(coach.questions.targetRole);
  await answerBox.fill('Delivery director');
  await answerBox.press('Enter');
  await expect(lastMessage(page)).toContainText(coach.questions.experience);

  releaseParse();
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);
  const uid = /^gs:\/\/[^/]+\/cv-uploads\/([^/]+)\//.exec(gcsUrl)?.[1];
  expect(uid, gcsUrl).toBeTruthy();

  // The editor's coaching panel carries on from the third question.
  await expect(lastMessage(page)).toContainText(coach.questions.experience, API_WAIT);
  const panelBox = page.getByRole('textbox', { name: coach.answerLabel });
  await panelBox.fill('15 years');
  await panelBox.press('Enter');
  await expect(lastMessage(page)).toContainText(coach.questions.goals);

  await page.goto('/register');
  await page.getByLabel(auth.labels.email, { exact: true }).fill(`visitor-${Date.now()}@example.com`);
  const email = await page.getByLabel(auth.labels.email, { exact: true }).inputValue();
  await page.getByLabel(auth.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(auth.labels.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth.signup.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.verify.heading, API_WAIT);

  await expect
    .poll(async () => {
      const profile = await readDoc(`users/${uid}`);
      const onboarding = profile?.onboarding?.mapValue?.fields ?? {};
      return {
        email: profile?.email?.stringValue,
        onboarding: Object.fromEntries(Object.entries(onboarding).map(([key, value]) => [key, value.stringValue])),
      };
    })
    .toEqual({
      email,
      onboarding: { currentRole: 'Water network engineer', targetRole: 'Delivery director', experience: '15 years' },
    });

  // The new e-mail and password sign in to the very uid the visitor uploaded with, and the file is still there.
  const signIn = await fetch(`${IDENTITY}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(((await signIn.json()) as { localId: string }).localId).toBe(uid);
  const objectPath = gcsUrl.slice(`gs://${BUCKET}/`.length);
  const stored = await fetch(`${STORAGE}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(objectPath)}`, { headers: OWNER });
  expect(stored.ok).toBe(true);
  expect(errors).toEqual([]);
});

/** An account made beforehand in the Auth emulator, with answers of its own from an earlier visit (as the administrator). */
async function existingAccount(): Promise<{ uid: string; email: string }> {
  const email = `returning-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(created.ok).toBe(true);
  const { localId: uid } = (await created.json()) as { localId: string };
  const text = (value: string) => ({ stringValue: value });
  const seeded = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `projects/${PROJECT}/databases/(default)/documents/users/${uid}`,
            fields: { email: text(email), onboarding: { mapValue: { fields: { currentRole: text('Site engineer'), preferences: text('Hybrid, near Leeds') } } } },
          },
        },
      ],
    }),
  });
  expect(seeded.ok, await seeded.clone().text()).toBe(true);
  return { uid, email };
}

test('a visitor who answers Maya, then logs in to the account they already have, gets the score, the conversation and their answers', async ({ page }) => {
  const errors = collectPageErrors(page);
  const returning = await existingAccount();
  await page.goto('/upload');
  await waitForIslands(page);

  // Hold the parse, as a slow parser would, so the coach's first question is answered on this screen.
  let releaseParse!: () => void;
  const parseHeld = new Promise<void>((done) => (releaseParse = done));
  await page.route('**/parse', async (route: Route) => {
    await parseHeld;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(CV_PATH);
  const answerBox = page.getByRole('complementary', { name: coach.label }).getByRole('textbox', { name: coach.answerLabel });
  await expect(lastMessage(page)).toContainText(coach.questions.currentRole, API_WAIT);
  await answerBox.fill('Water network engineer');
  await answerBox.press('Enter');
  await expect(lastMessage(page)).toContainText(coach.questions.targetRole);
  releaseParse();
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);

  // The editor shows the conversation so far, and carries it on.
  const log = page.getByRole('log', { name: coach.persona.name });
  await expect(log.getByRole('listitem')).toHaveText([coach.greeting, coach.questions.currentRole, 'Water network engineer', coach.questions.targetRole].map((text) => new RegExp(escape(text))));
  const panelBox = page.getByRole('textbox', { name: coach.answerLabel });
  await panelBox.fill('Delivery director');
  await panelBox.press('Enter');
  await expect(lastMessage(page)).toContainText(coach.questions.experience);

  // Score My CV asks for an account; they log in to the one they have.
  const scores: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/score') scores.push((request.postDataJSON() as { cvs: Array<{ gcs_url: string }> }).cvs[0]!.gcs_url);
  });
  const card = page.getByRole('region', { name: scoreCard.heading });
  await card.getByRole('button', { name: 'Score My CV' }).click();
  const dialog = page.locator('dialog[data-slot=auth-modal]');
  await dialog.getByRole('button', { name: modal.signup.switchLink }).click();
  await dialog.getByLabel(modal.labels.email, { exact: true }).fill(returning.email);
  await dialog.getByLabel(modal.labels.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: modal.login.submit }).click();

  // The score follows by itself, from a copy of the file in the account's own folder: no "upload it again".
  await expect(card.getByRole('img', { name: /^Overall score: \d+ out of 100/ })).toBeVisible(API_WAIT);
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(scores).toHaveLength(1);
  expect(scores[0]).toMatch(new RegExp(`^gs://${BUCKET}/cv-uploads/${returning.uid}/\\d+-[0-9a-f]{16}-cv003-plain\\.txt$`));
  await expect(log.getByRole('listitem').first()).toContainText(coach.greeting);
  // The CV, pointing at the account's copy, is saved to the account.
  await expect(page.getByText(editor.save.cloudSaved)).toBeVisible(API_WAIT);

  // Download my data on /account has the answers given before logging in (and the account's other one).
  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: account.export.button }).click();
  const exported = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
  expect(exported.account.uid).toBe(returning.uid);
  expect(exported.onboardingAnswers).toEqual({ currentRole: 'Water network engineer', targetRole: 'Delivery director', preferences: 'Hybrid, near Leeds' });
  expect(exported.uploadedFiles).toEqual([expect.objectContaining({ originalName: 'cv003-plain.txt', contentType: 'text/plain' })]);
  expect(exported.savedCvs).toHaveLength(1);
  expect(exported.savedCvs[0].fields.data.gcsUrl).toBe(scores[0]);
  expect(errors).toEqual([]);
});

/** `text` as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
