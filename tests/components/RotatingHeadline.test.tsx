// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import RotatingHeadline from '@/islands/RotatingHeadline';

const phrases = ['Get Seen', 'Get Heard', 'Get Hired'];

/** A matchMedia that reports the reduced-motion preference as given. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The phrase currently shown (the others are transparent, stacked in the same cell). */
function shownPhrase(container: HTMLElement): string | null | undefined {
  return container.querySelector('[data-active]')?.textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RotatingHeadline', () => {
  test('starts on the first phrase and keeps every phrase in place, hidden from screen readers', () => {
    stubReducedMotion(false);
    const { container } = render(<RotatingHeadline phrases={phrases} />);
    expect(shownPhrase(container)).toBe('Get Seen');
    const root = container.querySelector('[data-slot="rotating-headline"]')!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.getAttribute('aria-live')).toBeNull();
    expect(root.textContent).toBe('Get SeenGet HeardGet Hired');
  });

  test('shows each phrase for 1.5 s, holds the last for 4.5 s, then loops', () => {
    stubReducedMotion(false);
    const { container } = render(<RotatingHeadline phrases={phrases} />);
    const timeline: Array<[number, string]> = [
      [1499, 'Get Seen'],
      [1, 'Get Heard'],
      [1499, 'Get Heard'],
      [1, 'Get Hired'],
      [4499, 'Get Hired'],
      [1, 'Get Seen'],
      [1500, 'Get Heard'],
    ];
    for (const [ms, expected] of timeline) {
      advance(ms);
      expect(shownPhrase(container)).toBe(expected);
    }
  });

  test('under reduced motion it steps through once and then stays on the last phrase', () => {
    stubReducedMotion(true);
    const { container } = render(<RotatingHeadline phrases={phrases} />);
    advance(1500);
    expect(shownPhrase(container)).toBe('Get Heard');
    advance(1500);
    expect(shownPhrase(container)).toBe('Get Hired');
    // Where the normal loop would go back to the first phrase:
    advance(4500);
    expect(shownPhrase(container)).toBe('Get Hired');
    advance(60_000);
    expect(shownPhrase(container)).toBe('Get Hired');
  });

  test('a single phrase never changes', () => {
    stubReducedMotion(false);
    const { container } = render(<RotatingHeadline phrases={['Get Hired']} />);
    advance(30_000);
    expect(shownPhrase(container)).toBe('Get Hired');
  });
});
