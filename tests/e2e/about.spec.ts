import { expect, test, type Page, type Response } from '@playwright/test';
import { ABOUT_USERS_BASE, COUNTER_ANIMATION_MS } from '../../src/lib/constants.ts';
import { getAbout } from '../../src/lib/content/index.ts';

const about = getAbout();
const FINAL = { Users: String(ABOUT_USERS_BASE), CVs: String(about.stats.cvs.value), Hired: `${about.stats.hired.value}${about.stats.hired.suffix}` };

/** The digits a sighted visitor sees for each counter, by label. */
async function shownCounters(page: Page): Promise<Record<string, string>> {
  return page.locator('[data-slot=stat-counters] .stat-counter').evaluateAll((counters) =>
    Object.fromEntries(counters.map((c) => [c.querySelector('dt')?.textContent ?? '', c.querySelector('[data-counter]')?.textContent ?? ''])),
  );
}

/**
 * Opens /about with a paused fake clock (time moves only when the test runs it) and the stats document
 * unreachable, so Users is the base whatever the build's Firebase settings are.
 */
async function openAbout(page: Page) {
  await page.route(/\/documents\/stats\/general/, (route) => route.abort());
  await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-02T09:00:01Z'));
  await page.goto('/about');
}

/** Scrolls the counters into view (they hydrate when visible) and waits for the island. */
async function revealCounters(page: Page) {
  await page.locator('[data-slot=stat-counters]').scrollIntoViewIfNeeded();
  await page.locator('astro-island[component-url*="StatCounters"]:not([ssr])').waitFor({ state: 'attached' });
}

test.describe('about page', () => {
  test('tells the story: purpose, Tech for Good, founder, a team of three', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.hero.heading);
    await expect(page.getByText(about.techForGood.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: about.techForGood.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: about.founder.heading })).toBeVisible();

    const members = page.locator('[data-slot=team-member]');
    await expect(members).toHaveCount(3);
    for (const [i, member] of about.team.members.entries()) {
      const card = members.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      await expect(card.locator('img')).toHaveAttribute('src', member.avatarUrl);
      for (const social of member.socials) await expect(card.getByRole('link', { name: social.label })).toHaveAttribute('href', social.url);
    }
  });

  test('the counters read 400, 673 and 300+ without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    expect(await shownCounters(page)).toEqual(FINAL);
    // The accessible text of each counter is its final number.
    for (const [label, value] of Object.entries(FINAL)) {
      await expect(page.locator('.stat-counter', { has: page.locator('dt', { hasText: label }) }).locator('.visually-hidden')).toHaveText(value);
    }
    await context.close();
  });

  test('the counters count up from 0 when they come into view and land on the final numbers', async ({ page }) => {
    await openAbout(page);
    await revealCounters(page);
    // A few frames in: every counter is on its way, none has arrived.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return Number((await shownCounters(page)).CVs);
      })
      .toBeLessThan(about.stats.cvs.value);
    const early = await shownCounters(page);
    expect(Number(early.Users)).toBeLessThan(ABOUT_USERS_BASE);
    expect(Number.parseInt(early.Hired, 10)).toBeLessThan(about.stats.hired.value);

    await page.clock.runFor(COUNTER_ANIMATION_MS);
    expect(await shownCounters(page)).toEqual(FINAL);
  });

  test('the counters do not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAbout(page);
    await revealCounters(page);
    for (let frame = 0; frame < 10; frame += 1) {
      await page.clock.runFor(16);
      expect(await shownCounters(page)).toEqual(FINAL);
    }
  });

  test('loads no Firebase code', async ({ page }) => {
    // Bodies are read after the page settles: reading them inside the listener raced the assertions.
    const scripts: Array<Promise<string>> = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', onResponse);
    await page.route(/\/documents\/stats\/general/, (route) => route.abort());
    await page.goto('/about');
    await page.locator('[data-slot=stat-counters]').scrollIntoViewIfNeeded();
    // Islands hydrate late: on a busy machine their scripts can start after the network first falls idle.
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Stop listening before reading: a body read begun after the reads are gathered outlived the test and failed it.
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toMatch(/@firebase\/|FirebaseError|firebasestorage/);
  });

  test('the scoring call to action leads to sign-up, and Explore More to the other pages', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: about.scoreCta.cta.label })).toHaveAttribute('href', '/register');
    const explore = page.getByRole('region', { name: about.exploreMore.heading });
    for (const link of about.exploreMore.links) await expect(explore.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    await explore.getByRole('link', { name: 'Product' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});
