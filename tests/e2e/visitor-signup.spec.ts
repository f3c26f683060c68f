import { resolve } from 'node:path';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { expect, test, type Page, type Route } from '@playwright/test';
import { getApp } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { API_WAIT, BUCKET, DOCUMENTS, IDENTITY, OWNER, PASSWORD, STORAGE } from './platform';

/*
 * DECISIONS.md 'Journey details': a visitor uploads with an anonymous account, answers the coach on the upload
 * screen and in the editor's panel, then creates an account. The account is the same uid (linked), so the
 * uploaded file stays theirs, and the answers kept in sessionStorage land in users/{uid}.onboarding.
 */
const { coach, auth } = getApp();
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
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

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
