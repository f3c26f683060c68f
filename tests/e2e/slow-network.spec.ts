import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { getApp, getHome, getSite } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { FULL_SPEED, SLOW_NETWORK, emulateNetwork } from './network';
import { API_WAIT } from './platform';

/*
 * Clicks before hydration on a slow connection: 400 kbps down and up, 400 ms round trip, through Chromium's own
 * network emulation (CDP Network.emulateNetworkConditions). The first click lands as soon as its button shows,
 * while the island behind it is still downloading; the tests assert what the visitor notices and print how long
 * each click took to take effect (never asserted: timings on two busy cores say nothing reliable).
 */
const { upload } = getApp();
const EARLY_ACCESS = getHome().hero.primaryCta.label;
const SIGNUP_TITLE = getSite().auth.signup.title;
const CV_PATH = resolve(corpusDir, 'cv003-plain.txt');


/**
 * Records, at the page's first click, whether the island `component` had hydrated yet (Astro removes its `ssr`
 * attribute then): proof that the click came before any of its code ran.
 */
async function watchFirstClick(page: Page, component: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((name) => {
    const island = () => document.querySelector(`astro-island[ssr][component-url*="${name}"]`);
    document.addEventListener('click', () => ((window as { clickBeforeHydration?: boolean }).clickBeforeHydration ??= island() !== null), true);
  }, component);
  return () => page.evaluate(() => (window as { clickBeforeHydration?: boolean }).clickBeforeHydration === true);
}

/** Milliseconds since `start`, for the printed timings. */
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

test('/upload on a slow connection: a click on the drop zone before the island loads chooses a file, and it uploads', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const clickedEarly = await watchFirstClick(page, 'UploadScreen');
  const cdp = await emulateNetwork(page, SLOW_NETWORK);
  const start = Date.now();
  await page.goto('/upload', { waitUntil: 'commit' });
  const zone = page.getByText(upload.dropLabel);
  await zone.waitFor();
  const shown = since(start);

  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  const clicked = since(start);
  await (await chooser).setFiles(CV_PATH);
  const picked = since(start);
  expect(await clickedEarly()).toBe(true);

  // The island starts, finds the file waiting in the input and uploads it: no second click.
  await expect(page.locator('.upload-status__text')).toHaveText(upload.status.uploading, { timeout: 60_000 });
  const uploading = since(start);
  console.log(`slow /upload: drop zone shown ${shown}, clicked ${clicked}, file picker open ${picked}, upload started ${uploading}`);

  // The rest of the flow is the upload spec's: at full speed now, to the editor with the parsed CV.
  await cdp.send('Network.emulateNetworkConditions', FULL_SPEED);
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);
  expect(errors).toEqual([]);
});

test("home on a slow connection: 'Request Early Access' clicked before any script shows it is busy at once, then opens sign-up", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const clickedEarly = await watchFirstClick(page, 'EarlyAccessButton');
  await emulateNetwork(page, SLOW_NETWORK);
  const start = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const cta = page.getByRole('main').getByRole('link', { name: EARLY_ACCESS });
  await cta.waitFor();
  const shown = since(start);

  await cta.click();
  const clicked = since(start);
  // Feedback from the page's own inline code: the island is still downloading.
  await expect(cta).toHaveAttribute('aria-busy', 'true');
  const busy = since(start);
  expect(await clickedEarly()).toBe(true);

  const dialog = page.getByRole('dialog', { name: SIGNUP_TITLE });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const opened = since(start);
  await expect(cta).not.toHaveAttribute('aria-busy');
  await expect(page).toHaveURL(/\/$/);
  console.log(`slow home: Request Early Access shown ${shown}, clicked ${clicked}, busy ${busy}, sign-up dialog open ${opened}`);
  expect(errors).toEqual([]);
});
