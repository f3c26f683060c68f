import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApp } from '../../src/lib/content/index.ts';
import { messages } from '../../src/lib/messages.ts';
import { EDITOR_LAYOUT_KEY } from '../../src/screens/editor/layout-storage.ts';
import { collectPageErrors } from './console';
import { sampleCv } from '../fixtures/sample-cv.ts';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { parsedCvSchema, type ParsedCv } from '../../src/lib/cv/schema.ts';
import { openWithNavigationState, openWithSession, seedDraft } from './editor-seed';

/*
 * The editor's frame in a real browser: where the CV comes from (SPEC §4 'Editor data loading') and what each
 * state says, the top bar, the resizable panes and their saved layout, and that CV text is only ever text.
 */
const { editor } = getApp();
const GS_URL = 'gs://demo-hirewise.appspot.com/cv-uploads/uid-e2e/1700000000000-priya.pdf';

const SAMPLE = sampleCv();
const cvName = (page: Page) => page.getByText(`${SAMPLE.first_name} ${SAMPLE.surname}`, { exact: true });
const handle = (page: Page) => page.getByRole('separator', { name: editor.layout.handle });

test('the upload flow’s navigation state opens the CV; a reload shows the autosaved CV, not the state again', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openWithNavigationState(page, SAMPLE, GS_URL);
  await expect(cvName(page)).toBeVisible();
  expect(await page.evaluate(() => window.history.state)).toBeNull();

  await page.evaluate((key) => {
    const draft = JSON.parse(localStorage.getItem(key)!);
    draft.cv.first_name = 'Edited';
    localStorage.setItem(key, JSON.stringify(draft));
  }, 'hirewise:cv-draft');
  await page.reload();
  await expect(page.getByText(`Edited ${SAMPLE.surname}`, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('without navigation state the session keys are read, then removed', async ({ page }) => {
  await openWithSession(page, { parsedCvData: JSON.stringify(SAMPLE), cvGcsUrl: JSON.stringify(GS_URL) });
  await expect(cvName(page)).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('parsedCvData'), sessionStorage.getItem('cvGcsUrl')])).toEqual([null, null]);
});

test('unreadable stored data says so and offers a new upload', async ({ page }) => {
  await openWithSession(page, { parsedCvData: '{"first_name": ' });
  await expect(page.getByRole('alert')).toHaveText(messages.editor.loadFailed);
  await expect(page.getByRole('link', { name: editor.uploadLink })).toHaveAttribute('href', '/upload');
});

test('with no CV anywhere the editor says so and links to the upload screen', async ({ page }) => {
  await page.goto('/editor');
  await expect(page.getByText(messages.editor.noData)).toBeVisible();
  await page.getByRole('link', { name: editor.uploadLink }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('/cv-editor is the same editor, with the breadcrumb and the sample credit badge', async ({ page }) => {
  await seedDraft(page, SAMPLE);
  await page.goto('/cv-editor');
  await expect(cvName(page)).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: editor.breadcrumb.label });
  await expect(crumbs.getByRole('link', { name: editor.breadcrumb.upload })).toHaveAttribute('href', '/upload');
  await expect(crumbs.getByText(editor.breadcrumb.current)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('800 of 1000 credits')).toBeVisible();
});

test('the side panel resizes by keyboard in 10% steps (Shift: to the limit) and the layout survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await seedDraft(page, SAMPLE);
  await page.goto('/editor');
  await expect(cvName(page)).toBeVisible();
  const separator = handle(page);
  await expect(separator).toHaveAttribute('aria-valuenow', '25');
  await separator.focus();
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '35');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '40');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '15');
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '25');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), EDITOR_LAYOUT_KEY)).toContain('35');

  await page.reload();
  await expect(cvName(page)).toBeVisible();
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '35');
  const panelWidth = await page.getByRole('complementary', { name: editor.layout.panel }).evaluate((el) => el.getBoundingClientRect().width);
  expect(panelWidth / 1400).toBeGreaterThan(0.3);
  expect(panelWidth / 1400).toBeLessThan(0.4);
});

test('on a phone the editor is one column without a resize handle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedDraft(page, SAMPLE);
  await page.goto('/editor');
  await expect(cvName(page)).toBeVisible();
  await expect(handle(page)).toHaveCount(0);
  const cvBox = await page.getByRole('region', { name: editor.layout.cv }).boundingBox();
  const panelBox = await page.getByRole('complementary', { name: editor.layout.panel }).boundingBox();
  expect(panelBox!.y).toBeGreaterThan(cvBox!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('CV text is shown as text: markup and script links from a CV never run (SECURITY.md)', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const hostile = {
    ...SAMPLE,
    first_name: '<img src=x onerror=alert(1)>',
    profile_statement: '<script>alert(2)</script> Designer',
    links: [
      { title: 'Evil', url: 'javascript:alert(3)' },
      { title: 'Data', url: 'data:text/html,<script>alert(4)</script>' },
    ],
  };
  await seedDraft(page, hostile);
  await page.goto('/editor');
  await expect(page.getByText('<script>alert(2)</script> Designer')).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.cv-view img')).toHaveCount(0);
  await expect(page.locator('.cv-view a[href^="javascript:"], .cv-view a[href^="data:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the editor has no serious or critical accessibility violations, in view and in every edit form', async ({ page }) => {
  test.slow(); // axe over every open form is a few seconds of work per pass
  const seriousViolations = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id);
  };
  await seedDraft(page, SAMPLE, { unplaced: ['Volunteer: Leeds Food Bank'] });
  await page.goto('/editor');
  await expect(cvName(page)).toBeVisible();
  expect(await seriousViolations()).toEqual([]);

  // Every section's pencil, and every list's add form, open at once.
  // (A pencil turns into its section's tick once clicked, so the first one left is clicked until none are.)
  const pencil = page.locator('.cv-view').getByRole('button', { name: /^Edit (?!: )/ });
  for (let open = 0; open < 20 && (await pencil.count()) > 0; open++) await pencil.first().click();
  await expect(pencil).toHaveCount(0);
  const addButtons = page.locator('.cv-view').getByRole('button', { name: /^Add (?!to )/ });
  for (const add of await addButtons.all()) await add.click({ timeout: 2_000 }).catch(() => undefined); // some close another's form
  expect(await seriousViolations()).toEqual([]);
});

/** A long CV from the team's corpus, so the page scrolls well past one screen. */
const LONG_CV: ParsedCv = parsedCvSchema.parse(JSON.parse(readFileSync(join(corpusDir, 'cv024-classic.json'), 'utf8')));
const { scoreCard, coach } = getApp();

test('on a wide screen the coaching panel stays in view while the CV scrolls, and scrolls within itself', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedDraft(page, LONG_CV);
  await page.goto('/editor');
  const panel = page.getByRole('complementary', { name: editor.layout.panel });
  await expect(panel.getByRole('heading', { name: scoreCard.heading })).toBeVisible();

  await page.getByText(LONG_CV.education[0]!.institution, { exact: true }).first().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
  const box = await panel.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  await expect(panel.getByRole('button', { name: scoreCard.score })).toBeInViewport();
  // The coach at the panel's foot is reached by scrolling the panel itself, the CV staying where it is.
  const scrolled = await page.evaluate(() => window.scrollY);
  const message = panel.getByRole('textbox').last();
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('on a phone the floating Score button takes the user (and focus) to Score My CV; the coach button to the message box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedDraft(page, LONG_CV);
  await page.goto('/editor');
  await expect(page.getByText(`${LONG_CV.first_name} ${LONG_CV.surname}`, { exact: true })).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: editor.layout.shortcuts.label });
  const score = shortcuts.getByRole('button', { name: editor.layout.shortcuts.score, exact: true });
  await expect(score).toBeInViewport();
  // The panel's code comes after the CV's; the shortcut goes to its button once it is there.
  await expect(page.getByRole('button', { name: scoreCard.score })).toBeAttached();

  // By keyboard, as a screen-reader user would.
  await score.focus();
  await page.keyboard.press('Enter');
  const scoreMyCv = page.getByRole('button', { name: scoreCard.score });
  await expect(scoreMyCv).toBeFocused();
  await expect(scoreMyCv).toBeInViewport();
  // With the panel on screen the shortcuts step aside; back at the top they return.
  await expect(shortcuts).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(shortcuts).toBeVisible();

  await shortcuts.getByRole('button', { name: editor.layout.shortcuts.coach.replace('{name}', coach.persona.name) }).click();
  const message = page.getByRole('complementary', { name: editor.layout.panel }).getByRole('textbox').last();
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();

  // The last of the CV can still be scrolled clear of the floating buttons.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(shortcuts).toBeVisible();
  const room = await page.evaluate(() => {
    const bar = document.querySelector('.panel-shortcuts')!.getBoundingClientRect();
    const panel = document.querySelector('.editor-workspace__panel')!.getBoundingClientRect();
    return document.documentElement.scrollHeight - (panel.bottom + window.scrollY) >= bar.height;
  });
  expect(room).toBe(true);
});
