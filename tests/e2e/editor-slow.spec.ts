import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApp } from '../../src/lib/content/index.ts';
import { parsedCvSchema, type ParsedCv } from '../../src/lib/cv/schema.ts';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { seedDraft } from './editor-seed';
import { SLOW_NETWORK, emulateNetwork } from './network';

/*
 * The editor on a slow connection (issue 16: 400 kbps both ways, 400 ms round trip, through Chromium's own
 * network emulation): the CV shows before the coaching panel's code (score card, coach) has arrived, and the
 * panel says it is loading meanwhile. The first test prints the figures for the record (no timed assertions):
 * when the CV's name and sections show, and how many bytes of JavaScript came before.
 */
const { editor, scoreCard } = getApp();
const CV: ParsedCv = parsedCvSchema.parse(JSON.parse(readFileSync(join(corpusDir, 'cv024-classic.json'), 'utf8')));
const NAME = `${CV.first_name} ${CV.surname}`;
/** The lazily loaded chunk of the coaching panel (Vite names a dynamic import's chunk after its module). */
const PANEL_CHUNK = /\/_astro\/CoachingPanel\.[\w-]+\.js$/;

async function throttle(page: Page): Promise<void> {
  await emulateNetwork(page, SLOW_NETWORK);
}

/** Records, in the page's own clock, when the CV's name is first in the CV pane and when the score card is. */
async function watchMilestones(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const marks: Record<string, number> = {};
    (window as unknown as { __milestones: Record<string, number> }).__milestones = marks;
    const check = () => {
      if (!marks.cv && document.querySelector('.editor-workspace__cv')?.textContent?.includes(name)) marks.cv = performance.now();
      if (!marks.loading && document.body?.textContent?.includes('Loading CV data')) marks.loading = performance.now();
      if (!marks.panel && document.querySelector('.score-card')) marks.panel = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, NAME);
}

interface Figures {
  cvMs: number;
  panelMs: number;
  jsBeforeCv: number;
  jsFiles: number;
  jsTotal: number;
}

async function figures(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const marks = (window as unknown as { __milestones: Record<string, number> }).__milestones;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.m?js(\?|$)/.test(entry.name));
    const before = scripts.filter((entry) => entry.responseEnd <= marks.cv!);
    return {
      cvMs: Math.round(marks.cv!),
      panelMs: Math.round(marks.panel!),
      jsBeforeCv: before.reduce((sum, entry) => sum + entry.transferSize, 0),
      jsFiles: before.length,
      jsTotal: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  });
}

test('figures on a slow connection: when the CV shows, and the JavaScript before it', async ({ page }) => {
  test.slow();
  await seedDraft(page, CV);
  await watchMilestones(page);
  await throttle(page);
  await page.goto('/editor', { timeout: 120_000 });
  const cvPane = page.getByRole('region', { name: editor.layout.cv });
  await expect(cvPane.getByText(NAME, { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: scoreCard.heading })).toBeVisible({ timeout: 120_000 });
  const measured = await figures(page);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `editor at 400 kbps / 400 ms: CV name and sections shown at ${measured.cvMs} ms after ${kb(measured.jsBeforeCv)} of JS ` +
      `(${measured.jsFiles} files); score card at ${measured.panelMs} ms; JS in all ${kb(measured.jsTotal)}`,
  );
  expect(measured.cvMs).toBeGreaterThan(0);
});

test('on a slow connection the CV is on screen before the panel\'s code arrives; the panel says it is loading', async ({ page }) => {
  test.slow();
  await seedDraft(page, CV);
  await throttle(page);
  // The panel's code is held back until the CV is seen, so the order is certain, not a race.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let panelRequested = false;
  await page.route(PANEL_CHUNK, async (route) => {
    panelRequested = true;
    await released;
    await route.continue();
  });

  await page.goto('/editor', { timeout: 120_000 });
  const cvPane = page.getByRole('region', { name: editor.layout.cv });
  await expect(cvPane.getByText(NAME, { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(cvPane.getByRole('heading', { name: getApp().editorRecords.roles.title })).toBeVisible();
  const panel = page.getByRole('complementary', { name: editor.layout.panel });
  await expect(panel.getByRole('status')).toHaveText(editor.layout.panelLoading);
  await expect(panel.getByRole('heading', { name: scoreCard.heading })).toHaveCount(0);
  await expect.poll(() => panelRequested, { timeout: 60_000 }).toBe(true);

  release();
  await expect(panel.getByRole('button', { name: scoreCard.score })).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByRole('status').filter({ hasText: editor.layout.panelLoading })).toHaveCount(0);
});
