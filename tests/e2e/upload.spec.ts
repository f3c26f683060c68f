import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusDir } from '../fixtures/corpus/index.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { COACH_TYPING_MS, UPLOAD_ERROR_RESET_MS } from '../../src/lib/constants.ts';
import { getApp } from '../../src/lib/content/index.ts';
import { CV_DRAFT_KEY } from '../../src/lib/cv/draft-storage.ts';
import { parseErrors } from '../../src/server/cv-parse/errors.ts';
import { collectPageErrors } from './console';
import { API_WAIT, BUCKET, DOCUMENTS, IDENTITY, OWNER, PASSWORD, STORAGE } from './platform';
import { waitForIslands } from './hydration';

/*
 * The upload screen against the real local platform: anonymous and signed-in visitors upload a CV to the
 * Storage emulation, POST /parse parses it, and the screen hands over to /editor through sessionStorage. The
 * coach's answers of a signed-in user land in users/{uid}.onboarding in the Firestore emulation.
 */
const { screens, upload, coach, auth } = getApp();
const CV_PATH = resolve(corpusDir, 'cv003-plain.txt');
const NO_TEXT = parseErrors.noText().message;
const FIELDS = ['currentRole', 'targetRole', 'experience', 'goals', 'preferences'] as const;

const dropZone = (page: Page) => page.getByRole('button', { name: upload.dropLabel });
const fileInput = (page: Page) => page.locator('input[type="file"]');
const alertBox = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ });

/** Opens `path` and waits until the screen has hydrated (Astro drops the island's ssr attribute then). */
async function openScreen(page: Page, path = '/upload'): Promise<void> {
  if (page.url().endsWith(path)) await page.waitForLoadState();
  else await page.goto(path);
  await waitForIslands(page);
}

/** Requests that would put a file into Storage or ask for a parse. */
function watchUploads(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(STORAGE) || url.includes('firebasestorage') || new URL(url).pathname === '/parse') seen.push(request);
  });
  return seen;
}

async function sessionValue<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = sessionStorage.getItem(name);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

async function localValue<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

async function createAccount(): Promise<{ uid: string; email: string }> {
  const email = `upload-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return { uid: ((await response.json()) as { localId: string }).localId, email };
}

type Fields = Record<string, { stringValue?: string; mapValue?: { fields?: Fields }; timestampValue?: string }>;

async function readDoc(path: string): Promise<Fields | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields?: Fields }).fields ?? {};
}

test('a visitor without an account uploads a CV and lands on the editor with the parsed CV', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: screens.upload.heading })).toBeVisible();
  await expect(page.getByText(upload.tagline)).toBeVisible();
  await expect(page.getByText(upload.hint)).toBeVisible();
  for (const badge of upload.badges) await expect(page.getByText(badge, { exact: true })).toBeVisible();

  const status = page.locator('.upload-status__text');
  const seen: string[] = [];
  await page.exposeFunction('reportStatus', (text: string) => seen.push(text));
  await status.evaluate((element) => {
    new MutationObserver(() => (window as unknown as { reportStatus: (t: string) => void }).reportStatus(element.textContent ?? '')).observe(
      element,
      { childList: true, subtree: true, characterData: true },
    );
  });

  await fileInput(page).setInputFiles(CV_PATH);
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);
  expect(seen.filter(Boolean).filter((text, index, all) => all.indexOf(text) === index)).toEqual([
    upload.status.uploading,
    upload.status.parsing,
    upload.status.success,
  ]);

  // The editor took the CV and its address from the navigation (and dropped the session copies).
  await expect(page.getByText('Kieran Caldwell', { exact: true })).toBeVisible();
  expect(await sessionValue(page, 'parsedCvData')).toBeNull();
  const draft = await localValue<{ cv: { first_name: string; roles: { company: string; title: string }[] }; gcsUrl: string }>(page, CV_DRAFT_KEY);
  expect(draft?.cv.first_name).toBe('Kieran');
  expect(draft?.cv.roles.map((role) => role.company).slice(0, 2)).toEqual(['Tata Steel', 'Anglian Water']);
  expect(draft?.cv.roles[0]?.title).toBe('Delivery Director');
  const gsUrl = draft!.gcsUrl;
  expect(gsUrl).toMatch(new RegExp(`^gs://${BUCKET.replace(/\./g, '\\.')}/cv-uploads/[^/]+/\\d+-[0-9a-f]+-cv003-plain\\.txt$`));
  expect(await sessionValue(page, 'onboardingData')).toEqual({ answers: {}, questionIndex: 0 });

  // The object is stored with its type and the two custom metadata fields.
  const objectPath = gsUrl.slice(`gs://${BUCKET}/`.length);
  const meta = await fetch(`${STORAGE}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(objectPath)}`, { headers: OWNER });
  expect(meta.ok).toBe(true);
  const object = (await meta.json()) as { contentType: string; metadata?: Record<string, string> };
  expect(object.contentType).toBe('text/plain');
  expect(object.metadata?.originalName).toBe('cv003-plain.txt');
  expect(Number.isNaN(Date.parse(object.metadata?.uploadTime ?? ''))).toBe(false);
  expect(errors).toEqual([]);
});

for (const file of ['cv006-classic.pdf', 'cv003-word.docx']) {
  test(`uploading ${file} lands in the editor with the CV's name and roles`, async ({ page }) => {
    const truth = JSON.parse(readFileSync(resolve(corpusDir, file.replace(/\.\w+$/, '.json')), 'utf8')) as {
      first_name: string;
      surname: string;
      roles: { title: string; company: string }[];
    };
    await openScreen(page);
    await fileInput(page).setInputFiles(resolve(corpusDir, file));
    await expect(page).toHaveURL(/\/editor$/, API_WAIT);
    await expect(page.getByText(`${truth.first_name} ${truth.surname}`, { exact: true })).toBeVisible();
    const history = page.locator('[data-field="roles"]');
    for (const role of truth.roles) {
      await expect(history).toContainText(role.title);
      await expect(history).toContainText(role.company);
    }
  });
}

for (const { label, file, alert } of [
  { label: 'a picture', file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a cv') }, alert: 'Please upload a PDF, DOC, DOCX, or TXT file' },
  {
    label: 'an 11 MB PDF',
    file: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) },
    alert: 'File size must be less than 10MB',
  },
]) {
  test(`${label} is refused with '${alert}' and nothing is uploaded`, async ({ page }) => {
    await openScreen(page);
    const uploads = watchUploads(page);
    await expect(dropZone(page)).toBeVisible();
    await fileInput(page).setInputFiles(file);
    await expect(alertBox(page)).toHaveText(alert);
    await expect(page.getByText(upload.status.uploading)).toHaveCount(0);
    await page.waitForTimeout(300); // give a wrongly started upload the chance to show itself
    expect(uploads).toEqual([]);
    await expect(page).toHaveURL(/\/upload$/);
  });
}

test('the drop area opens the file picker from the keyboard and shows a drag-over state', async ({ page }) => {
  await openScreen(page);
  await dropZone(page).focus();
  await expect(dropZone(page)).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles({ name: 'notes.rtf', mimeType: 'application/rtf', buffer: Buffer.from('{\\rtf1}') });
  await expect(alertBox(page)).toHaveText('Please upload a PDF, DOC, DOCX, or TXT file');

  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await dropZone(page).dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByRole('button', { name: upload.dragOverLabel })).toBeVisible();
  await expect(page.locator('label.drop-zone')).toHaveAttribute('data-drag-over', 'true');
});

test("a CV with no text shows the refusal in SPEC §8's 'Error: API Error: 422 ... - {server's message}' form for 5 s, then the screen resets", async ({ page }) => {
  await openScreen(page);
  // Installed after hydration: the fake clock also fakes requestIdleCallback, which client:idle waits for.
  await page.clock.install();
  await fileInput(page).setInputFiles({ name: 'blank.txt', mimeType: 'text/plain', buffer: Buffer.from('   \n\n   \n') });
  const shown = alertBox(page);
  // The server's 422 (a whitespace-only text file has no text to parse), worded by the API helper as SPEC §8's
  // 'API Error: {status} {statusText} - {message}' and shown as 'Error: {reason}'.
  await expect(shown).toHaveText(`Error: API Error: 422 Unprocessable Entity - ${NO_TEXT}`, API_WAIT);
  await page.clock.runFor(UPLOAD_ERROR_RESET_MS - 1_000);
  await expect(shown).toHaveText(/^Error: /);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('alert')).toHaveText('');
  await expect(dropZone(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/upload$/);
});

test("an empty (0-byte) CV is refused with 'Error: This file is empty. Please choose your CV file.' for 5 s, and nothing is uploaded", async ({ page }) => {
  await openScreen(page);
  const uploads = watchUploads(page);
  await page.clock.install();
  await fileInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  const shown = alertBox(page);
  await expect(shown).toHaveText('Error: This file is empty. Please choose your CV file.');
  await expect(page.getByText(upload.status.uploading)).toHaveCount(0);
  await page.clock.runFor(UPLOAD_ERROR_RESET_MS);
  await expect(page.getByRole('alert')).toHaveText('');
  expect(uploads).toEqual([]);
});

test('past the parse limit, the 429 (held at the network edge) says when to try again, from its Retry-After', async ({ page }) => {
  await openScreen(page);
  // The clock reads a fixed local 13:23 from here on; timers keep running, for Storage's.
  await page.clock.setFixedTime(new Date(2026, 10, 26, 13, 23, 0));
  await page.route('**/parse', (route: Route) =>
    route.fulfill({
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2520' },
      body: JSON.stringify({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] }),
    }),
  );
  await fileInput(page).setInputFiles(CV_PATH);
  await expect(alertBox(page)).toHaveText('Error: API Error: 429 Too Many Requests - Too many requests. Please try again at 14:05.', API_WAIT);
});

test('a signed-in user answers the coach while the CV parses; the answers are saved and travel to the editor', async ({ page }) => {
  test.slow(); // sign-up, upload, parse and three answers: over half a minute beside another worker on two cores
  const errors = collectPageErrors(page);
  const { uid, email } = await createAccount();
  await page.goto('/login');
  await page.getByLabel(auth.labels.email, { exact: true }).fill(email);
  await page.getByLabel(auth.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: screens.upload.heading })).toBeVisible();

  // Hold the parse answer, as a slow parser would, so the chat can be finished on this screen.
  let releaseParse!: () => void;
  const parseHeld = new Promise<void>((resolve) => (releaseParse = resolve));
  await page.route('**/parse', async (route: Route) => {
    await parseHeld;
    await route.continue();
  });
  await page.clock.install();

  await fileInput(page).setInputFiles(CV_PATH);
  await expect(page.getByText(upload.status.parsing)).toBeVisible(API_WAIT);
  // Time stands still while the chat runs: each typing pause ends only when the test runs the clock, so a slow
  // machine cannot let a pause run out before the test has seen it. (An installed clock keeps ticking until
  // paused; the upload needed it to, for Storage's timers.)
  await page.clock.pauseAt(Date.now() + 1_000);
  const chat = page.getByRole('complementary', { name: coach.label });
  await expect(chat.getByRole('heading', { name: coach.persona.name })).toBeVisible();
  const log = chat.getByRole('log');
  await expect(log.getByText(coach.questions.currentRole)).toBeVisible();

  const box = chat.getByRole('textbox', { name: coach.answerLabel });
  const typing = chat.getByText(coach.typing.replace('{name}', coach.persona.name));
  const answers = { currentRole: 'Portfolio manager', targetRole: 'Delivery director', experience: '12 years', goals: 'Lead a PMO\nMentor new PMs', preferences: 'Remote or Nottingham\nPermanent role' };

  await box.fill('   ');
  await box.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(2); // a blank answer is not sent

  for (const [index, field] of FIELDS.entries()) {
    const [first, second] = answers[field].split('\n');
    await box.fill('');
    await box.pressSequentially(first!);
    if (second) {
      await box.press('Shift+Enter');
      await box.pressSequentially(second);
      await expect(box).toHaveValue(answers[field]);
    }
    await box.press('Enter');
    await expect(log.getByRole('listitem').last()).toContainText(answers[field]);
    await expect(typing).toBeVisible();
    await page.clock.runFor(COACH_TYPING_MS);
    await expect(typing).toBeHidden();
    const next = FIELDS[index + 1];
    await expect(log.getByRole('listitem').last()).toContainText(next ? coach.questions[next] : coach.thankYou);
  }
  await expect(box).toHaveCount(0);
  await page.clock.resume(); // axe and the redirect after the parse run on timers

  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await expect
    .poll(async () => {
      const onboarding = (await readDoc(`users/${uid}`))?.onboarding?.mapValue?.fields ?? {};
      return Object.fromEntries(Object.entries(onboarding).map(([key, value]) => [key, value.stringValue]));
    })
    .toMatchObject({ ...answers, completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  expect((await readDoc(`users/${uid}`))?.lastUpdated?.timestampValue).toBeTruthy();

  releaseParse();
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);
  // The editor shows the CV once its page has loaded: only then is there no navigation left to race the read below.
  await expect(page.getByText('Kieran Caldwell', { exact: true })).toBeVisible();
  expect(await sessionValue(page, 'onboardingData')).toEqual({
    answers: { ...answers, completedAt: expect.any(String) },
    questionIndex: 5,
  });
  expect(errors).toEqual([]);
});
