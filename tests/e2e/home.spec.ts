import { expect, test, type Page } from '@playwright/test';
import {
  HEADLINE_LAST_PHRASE_MS,
  HEADLINE_PHRASE_MS,
  TESTIMONIAL_AUTO_ADVANCE_MS,
  TESTIMONIAL_NAV_LOCK_MS,
} from '../../src/lib/constants.ts';
import { getHome } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console.ts';

const home = getHome();
const { labels } = home.testimonials;
const names = home.testimonials.items.map((t) => t.name);

/**
 * Opens / with the page clock installed and paused, so the headline and the carousel only move when a test
 * runs the clock. The headline's module script has run by the time the page has loaded, so its first phrase
 * starts its full 1.5 s at the paused time.
 */
async function gotoWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-02T09:00:01Z'));
  await page.goto('/');
  // The headline's rotation is fetched after the load event and its first timer starts when it runs: a test moves
  // the clock only once the headline says it rotates, else it would race the module's download.
  await expect(page.locator('[data-slot="rotating-headline"][data-rotating]')).toHaveCount(1);
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]:not([ssr])`);

/** The phrase a sighted visitor sees (the others are transparent, stacked in the same place). */
const shownPhrase = (page: Page) => page.locator('[data-slot="rotating-headline"] [data-active]');

const carousel = (page: Page) => page.getByRole('region', { name: labels.region });

/** Opens the carousel: scrolls it into view (it hydrates when visible) and waits until its controls work. */
async function showCarousel(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(island(page, 'TestimonialCarousel')).toBeAttached();
  await expect(carousel(page).getByRole('button', { name: labels.next })).toBeVisible();
}

/** Names on the testimonials a reader can see now; slides on other pages are hidden from everyone. */
async function shownNames(page: Page): Promise<string[]> {
  const slides = carousel(page).getByRole('group', { name: / of 5$/ });
  const texts = await slides.allTextContents();
  return texts.map((text) => names.find((name) => text.includes(name)) ?? text);
}

async function expectShown(page: Page, expected: string[]) {
  await expect.poll(() => shownNames(page)).toEqual(expected);
}

test.describe('home at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero shows the first phrase, the pitch, the calls to action and the mock-up', async ({ page }) => {
    const errors = collectPageErrors(page);
    const mockupRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === home.hero.mockup.src) mockupRequests.push(request.url());
    });
    // The first phrase shows for 1.5 s only: the clock stands still so a slow page load cannot outlast it.
    await gotoWithPausedClock(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveAccessibleName(home.hero.phrases.join(', '));
    await expect(shownPhrase(page)).toHaveText(home.hero.phrases[0]!);
    // The headline is HTML plus a small script: no React island, which would blow the home page's JS budget.
    await expect(h1.locator('astro-island')).toHaveCount(0);
    const cta = page.getByRole('main').getByRole('link', { name: home.hero.primaryCta.label });
    await expect(cta).toHaveAttribute('href', '/register');
    await expect(cta).toHaveAttribute('data-early-access', '');
    await expect(page.getByRole('main').getByRole('link', { name: home.hero.secondaryCta.label })).toHaveAttribute('href', '/upload');
    const mockup = page.getByRole('img', { name: home.hero.mockup.alt });
    await expect(mockup).toBeVisible();
    // Drawn in the HTML, so it paints with the first frame instead of waiting for a request of its own (issue 16's
    // LCP on slow 4G), and a screen reader hears its one name, not the drawing's parts.
    await expect(mockup.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    expect(mockupRequests).toEqual([]);
    // Hero in two columns: the mock-up sits beside the headline, not under it.
    const [titleBox, mockupBox] = [await h1.boundingBox(), await mockup.boundingBox()];
    expect(mockupBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width / 2);
    await showCarousel(page);
    expect(errors).toEqual([]);
  });

  test('the headline rotates: 1.5 s per phrase, the last one 4.5 s, then again, without moving the page', async ({ page }) => {
    await gotoWithPausedClock(page);
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    const [seen, heard, hired] = home.hero.phrases as [string, string, string];
    await page.clock.runFor(HEADLINE_PHRASE_MS - 1);
    await expect(shownPhrase(page)).toHaveText(seen);
    await page.clock.runFor(1);
    await expect(shownPhrase(page)).toHaveText(heard);
    await page.clock.runFor(HEADLINE_PHRASE_MS - 1);
    await expect(shownPhrase(page)).toHaveText(heard);
    await page.clock.runFor(1);
    await expect(shownPhrase(page)).toHaveText(hired);
    await page.clock.runFor(HEADLINE_LAST_PHRASE_MS - 1);
    await expect(shownPhrase(page)).toHaveText(hired);
    await page.clock.runFor(1);
    await expect(shownPhrase(page)).toHaveText(seen);
    expect(await title.boundingBox()).toEqual(before);
  });

  test('the carousel shows three testimonials and moves by next, previous and dots, wrapping both ways', async ({ page }) => {
    await gotoWithPausedClock(page);
    await showCarousel(page);
    await expectShown(page, names.slice(0, 3));
    const next = carousel(page).getByRole('button', { name: labels.next });
    const previous = carousel(page).getByRole('button', { name: labels.previous });

    await next.click();
    await expectShown(page, names.slice(3));
    // Within 500 ms of a move, another click does nothing.
    await next.click();
    await expectShown(page, names.slice(3));
    await page.clock.runFor(TESTIMONIAL_NAV_LOCK_MS);
    await next.click();
    await expectShown(page, names.slice(0, 3));
    await page.clock.runFor(TESTIMONIAL_NAV_LOCK_MS);
    await previous.click();
    await expectShown(page, names.slice(3));
    await page.clock.runFor(TESTIMONIAL_NAV_LOCK_MS);
    const firstDot = carousel(page).getByRole('button', { name: 'Go to page 1' });
    await firstDot.click();
    await expectShown(page, names.slice(0, 3));
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
  });

  test('the carousel advances by itself every 5 s, but not while the pointer is on it', async ({ page }) => {
    await gotoWithPausedClock(page);
    await showCarousel(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS - 1);
    await expectShown(page, names.slice(0, 3));
    await page.clock.runFor(1);
    await expectShown(page, names.slice(3));
    await carousel(page).getByRole('group', { name: / of 5$/ }).first().hover();
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS * 2);
    await expectShown(page, names.slice(3));
    await page.mouse.move(5, 5);
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS);
    await expectShown(page, names.slice(0, 3));
  });

  test('the trusted-by strip and the features section are there, with their headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: home.trustedBy.heading })).toBeVisible();
    for (const employer of home.trustedBy.employers) {
      // Once for people and machines; the looping copy is hidden from assistive tech.
      await expect(page.getByRole('img', { name: employer.name, exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: home.testimonials.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.features.heading })).toBeVisible();
    for (const card of home.features.cards) await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
  });

  test('the employer strip scrolls, and pauses on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('[data-slot="employer-strip"]');
    const track = strip.locator('.marquee__track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(track).toHaveCSS('animation-name', /marquee/);
    expect(await playState()).toBe('running');
    await strip.hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(5, 5);
    expect(await playState()).toBe('running');
    await strip.focus();
    expect(await playState()).toBe('paused');
  });
});

test.describe('home with reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('the employer strip stands still and the headline settles on its last phrase', async ({ page }) => {
    await gotoWithPausedClock(page);
    const track = page.locator('[data-slot="employer-strip"] .marquee__track');
    await expect(track).toHaveCSS('animation-name', 'none');
    await page.clock.runFor(HEADLINE_PHRASE_MS * 2 + HEADLINE_LAST_PHRASE_MS * 3);
    await expect(shownPhrase(page)).toHaveText(home.hero.phrases.at(-1)!);
  });

  test('the carousel does not advance by itself', async ({ page }) => {
    await gotoWithPausedClock(page);
    await showCarousel(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS * 3);
    await expectShown(page, names.slice(0, 3));
    await expect(carousel(page).getByRole('button', { name: labels.play })).toBeVisible();
  });
});

for (const [width, perPage, pages] of [
  [375, 1, 5],
  [800, 2, 3],
] as const) {
  test.describe(`home at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`shows ${perPage} testimonial(s) per page over ${pages} pages`, async ({ page }) => {
      await gotoWithPausedClock(page);
      await showCarousel(page);
      await expectShown(page, names.slice(0, perPage));
      await expect(carousel(page).getByRole('button', { name: /^Go to page/ })).toHaveCount(pages);
      await carousel(page).getByRole('button', { name: labels.next }).click();
      await expectShown(page, names.slice(perPage, perPage * 2));
    });
  });
}

test.describe('home at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hero stacks: the mock-up comes under the calls to action', async ({ page }) => {
    await page.goto('/');
    const cta = await page.getByRole('main').getByRole('link', { name: home.hero.primaryCta.label }).boundingBox();
    const mockup = await page.getByRole('img', { name: home.hero.mockup.alt }).boundingBox();
    expect(mockup!.y).toBeGreaterThan(cta!.y + cta!.height);
    expect(mockup!.width).toBeLessThanOrEqual(375);
  });
});
