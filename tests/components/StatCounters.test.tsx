// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import StatCounters from '@/islands/StatCounters';
import { ABOUT_USERS_BASE, COUNTER_ANIMATION_MS } from '@/lib/constants';
import { getAbout } from '@/lib/content';
import { aboutStatItems } from '@/lib/stats/about-stat-items';
import { readTotalUsers } from '@/lib/stats/read-total-users';

vi.mock('@/lib/stats/read-total-users', () => ({ readTotalUsers: vi.fn() }));

const items = aboutStatItems(getAbout().stats);

/** Pretends the visitor does (or does not) ask for reduced motion. */
function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The number a sighted visitor sees for a counter (the animated, aria-hidden digits). */
function shownNumber(label: string): string {
  return counterOf(label).querySelector('[data-counter]')!.textContent ?? '';
}

/** What assistive technology reads for a counter: its text without aria-hidden parts. */
function readableNumber(label: string): string {
  const value = counterOf(label).querySelector('.stat-counter__value')!.cloneNode(true) as HTMLElement;
  value.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return value.textContent ?? '';
}

function counterOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  vi.mocked(readTotalUsers).mockResolvedValue(null);
  setReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('StatCounters', () => {
  test('the server-rendered HTML already shows the final numbers', () => {
    const html = renderToString(<StatCounters items={items} />);
    expect(html).toContain(`>${ABOUT_USERS_BASE}<`);
    expect(html).toContain('>673<');
    expect(html).toContain('>300+<');
    expect(html).not.toContain('>0<');
  });

  test('counts up from 0 with an ease-out and lands on the final numbers after 2 s', async () => {
    render(<StatCounters items={items} />);
    await act(async () => vi.advanceTimersByTimeAsync(16));
    expect(shownNumber('CVs')).toBe('0');

    await act(async () => vi.advanceTimersByTimeAsync(COUNTER_ANIMATION_MS / 2));
    const halfway = Number(shownNumber('CVs'));
    // Ease-out: well past half of 673 at half time, but not there yet.
    expect(halfway).toBeGreaterThan(673 / 2);
    expect(halfway).toBeLessThan(673);

    await act(async () => vi.advanceTimersByTimeAsync(COUNTER_ANIMATION_MS / 2 + 50));
    expect(shownNumber('Users')).toBe(String(ABOUT_USERS_BASE));
    expect(shownNumber('CVs')).toBe('673');
    expect(shownNumber('Hired')).toBe('300+');
  });

  test('screen readers get the final number throughout, never the moving digits', async () => {
    render(<StatCounters items={items} />);
    await act(async () => vi.advanceTimersByTimeAsync(COUNTER_ANIMATION_MS / 4));
    expect(shownNumber('Hired')).not.toBe('300+');
    expect(readableNumber('Users')).toBe(String(ABOUT_USERS_BASE));
    expect(readableNumber('CVs')).toBe('673');
    expect(readableNumber('Hired')).toBe('300+');
  });

  test('does not animate when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    render(<StatCounters items={items} />);
    await act(async () => vi.advanceTimersByTimeAsync(16));
    expect(shownNumber('CVs')).toBe('673');
    expect(shownNumber('Hired')).toBe('300+');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('Users is the base plus totalUsers from the stats document', async () => {
    vi.stubEnv('PUBLIC_FIREBASE_PROJECT_ID', 'hirewise-test');
    // The stats document arrives while the counters are running, as it would over a network.
    vi.mocked(readTotalUsers).mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(27), 300)));
    render(<StatCounters items={items} />);
    await act(async () => vi.advanceTimersByTimeAsync(500));
    const midway = Number(shownNumber('Users'));
    expect(midway).toBeGreaterThan(0);
    await act(async () => vi.advanceTimersByTimeAsync(COUNTER_ANIMATION_MS * 2));
    expect(shownNumber('Users')).toBe(String(ABOUT_USERS_BASE + 27));
    expect(readableNumber('Users')).toBe(String(ABOUT_USERS_BASE + 27));
    expect(readTotalUsers).toHaveBeenCalledTimes(1);
    expect(readTotalUsers).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'hirewise-test' }));
  });

  test('Users stays at the base when the stats cannot be read', async () => {
    vi.mocked(readTotalUsers).mockResolvedValue(null);
    render(<StatCounters items={items} />);
    await act(async () => vi.advanceTimersByTimeAsync(COUNTER_ANIMATION_MS * 2));
    expect(shownNumber('Users')).toBe(String(ABOUT_USERS_BASE));
  });

  test('formats large numbers with thousands separators', () => {
    render(<StatCounters items={[{ id: 'big', label: 'Big', caption: 'a lot', value: 12345 }]} />);
    expect(readableNumber('Big')).toBe('12,345');
  });
});
