// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import TestimonialCarousel from '@/islands/TestimonialCarousel';
import { TESTIMONIAL_AUTO_ADVANCE_MS, TESTIMONIAL_NAV_LOCK_MS } from '@/lib/constants';
import { getHome } from '@/lib/content';

const { items, labels } = getHome().testimonials;
const names = items.map((t) => t.name);

/** A matchMedia for a viewport `width` px wide, with or without a reduced-motion preference. */
function stubViewport(width: number, reduceMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width: (\d+)px/.exec(query);
    const matches = maxWidth ? width <= Number(maxWidth[1]) : reduceMotion && query.includes('prefers-reduced-motion: reduce');
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

function renderCarousel() {
  const user = userEvent.setup({ delay: null });
  const view = render(<TestimonialCarousel testimonials={items} labels={labels} />);
  return { user, ...view };
}

/** Names on the slides a reader can currently perceive (off-page slides are hidden from them). */
function shownNames(): string[] {
  return screen.getAllByRole('group', { name: / of 5$/ }).map((slide) => names.find((name) => slide.textContent?.includes(name))!);
}

function currentDot(): string | null {
  return within(screen.getByRole('group', { name: labels.pagination })).getByRole('button', { current: true }).getAttribute('aria-label');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // Testing Library waits a macrotask after each user-event call and only knows how to advance Jest's fake clock;
  // point it at Vitest's, or every interaction waits forever on a timer that never fires.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TestimonialCarousel: structure for assistive technology', () => {
  test('is a labelled carousel region with "n of 5" slides, star ratings as text and labelled controls', () => {
    stubViewport(1280);
    renderCarousel();
    const region = screen.getByRole('region', { name: labels.region });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { name: / of 5$/ });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    const ratings = screen.getAllByRole('img', { name: /out of 5 stars$/ }).map((img) => img.getAttribute('aria-label'));
    expect(ratings).toEqual(items.slice(0, 3).map((t) => `${t.stars} out of 5 stars`));
    for (const name of [labels.previous, labels.next, labels.pause, 'Go to page 1', 'Go to page 2']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(currentDot()).toBe('Go to page 1');
  });

  test('the static HTML already shows the first page as readable text, before any script runs', () => {
    const html = renderToString(<TestimonialCarousel testimonials={items} labels={labels} />);
    for (const t of items.slice(0, 3)) expect(html).toContain(t.name);
    expect(html).toContain('aria-label="1 of 5"');
    // Slides beyond the first page are hidden from assistive technology until they are shown.
    expect(html).toMatch(/aria-label="4 of 5" aria-hidden="true"/);
  });

  test('slides are not announced while rotating, and politely once rotation pauses', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    const slides = () => screen.getAllByRole('group', { name: / of 5$/ })[0]!.parentElement!;
    expect(slides().getAttribute('aria-live')).toBe('off');
    await user.hover(screen.getByRole('region', { name: labels.region }));
    expect(slides().getAttribute('aria-live')).toBe('polite');
  });
});

describe('TestimonialCarousel: navigation', () => {
  test('next and previous wrap around from last to first and back', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: labels.next }));
    expect(shownNames()).toEqual(names.slice(3));
    advance(TESTIMONIAL_NAV_LOCK_MS);
    await user.click(screen.getByRole('button', { name: labels.next }));
    expect(shownNames()).toEqual(names.slice(0, 3));
    advance(TESTIMONIAL_NAV_LOCK_MS);
    await user.click(screen.getByRole('button', { name: labels.previous }));
    expect(shownNames()).toEqual(names.slice(3));
    expect(currentDot()).toBe('Go to page 2');
  });

  test('a second click within 500 ms is ignored', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    const next = screen.getByRole('button', { name: labels.next });
    await user.click(next);
    await user.click(next);
    expect(currentDot()).toBe('Go to page 2');
    advance(TESTIMONIAL_NAV_LOCK_MS);
    await user.click(next);
    expect(currentDot()).toBe('Go to page 1');
  });

  test('dots jump to their page and mark it as current', async () => {
    stubViewport(375);
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to page 4' }));
    expect(shownNames()).toEqual([names[3]]);
    expect(currentDot()).toBe('Go to page 4');
  });

  test('works from the keyboard', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    screen.getByRole('button', { name: labels.next }).focus();
    await user.keyboard('{Enter}');
    expect(currentDot()).toBe('Go to page 2');
    advance(TESTIMONIAL_NAV_LOCK_MS);
    await user.keyboard(' ');
    expect(currentDot()).toBe('Go to page 1');
  });
});

describe('TestimonialCarousel: pages follow the viewport', () => {
  test.each([
    [375, 1, 5],
    [800, 2, 3],
    [1280, 3, 2],
  ])('at %i px it shows %i per page over %i pages', (width, perPage, pages) => {
    stubViewport(width);
    renderCarousel();
    expect(shownNames()).toEqual(names.slice(0, perPage));
    expect(within(screen.getByRole('group', { name: labels.pagination })).getAllByRole('button')).toHaveLength(pages);
  });
});

describe('TestimonialCarousel: automatic rotation', () => {
  test('advances every 5 s and wraps', () => {
    stubViewport(1280);
    renderCarousel();
    advance(TESTIMONIAL_AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toBe('Go to page 1');
    advance(1);
    expect(currentDot()).toBe('Go to page 2');
    advance(TESTIMONIAL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to page 1');
  });

  test('pauses while hovered and resumes after', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    const region = screen.getByRole('region', { name: labels.region });
    await user.hover(region);
    advance(TESTIMONIAL_AUTO_ADVANCE_MS * 3);
    expect(currentDot()).toBe('Go to page 1');
    await user.unhover(region);
    advance(TESTIMONIAL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to page 2');
  });

  test('pauses while focus is inside and resumes when it leaves', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    const outside = document.body.appendChild(document.createElement('button'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: labels.previous }));
    advance(TESTIMONIAL_AUTO_ADVANCE_MS * 3);
    expect(currentDot()).toBe('Go to page 1');
    act(() => outside.focus());
    advance(TESTIMONIAL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to page 2');
    outside.remove();
  });

  test('the pause button stops rotation until pressed again', async () => {
    stubViewport(1280);
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: labels.pause }));
    const play = screen.getByRole('button', { name: labels.play });
    act(() => play.blur());
    await user.unhover(play);
    advance(TESTIMONIAL_AUTO_ADVANCE_MS * 3);
    expect(currentDot()).toBe('Go to page 1');
    await user.click(play);
    act(() => screen.getByRole('button', { name: labels.pause }).blur());
    await user.unhover(screen.getByRole('region', { name: labels.region }));
    advance(TESTIMONIAL_AUTO_ADVANCE_MS);
    expect(currentDot()).toBe('Go to page 2');
  });

  test('does not rotate by itself when the user prefers reduced motion', () => {
    stubViewport(1280, true);
    renderCarousel();
    expect(screen.getByRole('button', { name: labels.play })).toBeTruthy();
    advance(TESTIMONIAL_AUTO_ADVANCE_MS * 3);
    expect(currentDot()).toBe('Go to page 1');
  });
});
