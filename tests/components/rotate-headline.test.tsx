// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HEADLINE_LAST_PHRASE_MS, HEADLINE_PHRASE_MS } from '@/lib/constants';
import { startRotation, type MotionPreference } from '@/lib/home/rotate-headline';

const phrases = ['Get Seen', 'Get Heard', 'Get Hired'];

/**
 * Puts the headline's static HTML in the page and returns its root: the markup RotatingHeadline.astro renders
 * (tests/unit/home/rotating-headline-markup.test.ts checks that; Astro components only render in node).
 */
function renderHeadline(list = phrases): HTMLElement {
  const root = document.createElement('span');
  root.className = 'rotating-headline';
  root.setAttribute('aria-hidden', 'true');
  root.dataset.slot = 'rotating-headline';
  list.forEach((phrase, i) => {
    const span = document.createElement('span');
    span.className = 'rotating-headline__phrase';
    if (i === 0) span.setAttribute('data-active', '');
    span.textContent = phrase;
    root.append(span);
  });
  document.body.append(root);
  return root;
}

/** The phrase a sighted visitor sees (the others are transparent, stacked in the same cell). */
const shownPhrase = (root: HTMLElement) => root.querySelector('[data-active]')?.textContent;

/** A stand-in for matchMedia('(prefers-reduced-motion: reduce)') whose answer the test can flip. */
function fakeReducedMotionQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const change = (matches: boolean) => {
    query.matches = matches;
    for (const listener of listeners) listener();
  };
  return { query: query as unknown as MotionPreference, change, listeners };
}

let stop: (() => void) | undefined;
function start(root: HTMLElement, reducedMotion: MotionPreference) {
  stop = startRotation(root, { reducedMotion });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('startRotation', () => {
  test('shows each phrase for 1.5 s, holds the last for 4.5 s, then loops', () => {
    const root = renderHeadline();
    start(root, false);
    const timeline: Array<[number, string]> = [
      [HEADLINE_PHRASE_MS - 1, 'Get Seen'],
      [1, 'Get Heard'],
      [HEADLINE_PHRASE_MS - 1, 'Get Heard'],
      [1, 'Get Hired'],
      [HEADLINE_LAST_PHRASE_MS - 1, 'Get Hired'],
      [1, 'Get Seen'],
      [HEADLINE_PHRASE_MS, 'Get Heard'],
      [HEADLINE_PHRASE_MS, 'Get Hired'],
      [HEADLINE_LAST_PHRASE_MS, 'Get Seen'],
    ];
    for (const [ms, expected] of timeline) {
      vi.advanceTimersByTime(ms);
      expect(shownPhrase(root)).toBe(expected);
    }
  });

  test('only ever moves the active mark: no phrase is added, removed, rewritten or restyled', () => {
    const root = renderHeadline();
    start(root, false);
    // Starting marks the root once (data-rotating); from then on only the active mark moves.
    const before = root.outerHTML;
    const observer = new MutationObserver(() => {});
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS);
    const changes = observer.takeRecords();
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.type === 'attributes' && change.attributeName === 'data-active')).toBe(true);
    expect(root.querySelectorAll('[data-active]')).toHaveLength(1);
    // A whole loop later the markup is back exactly where it started.
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS + HEADLINE_LAST_PHRASE_MS);
    expect(root.outerHTML).toBe(before);
    observer.disconnect();
  });

  test('under reduced motion it steps through once and then stays on the last phrase', () => {
    const root = renderHeadline();
    start(root, true);
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS);
    expect(shownPhrase(root)).toBe('Get Heard');
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS);
    expect(shownPhrase(root)).toBe('Get Hired');
    // Where the normal loop would go back to the first phrase:
    vi.advanceTimersByTime(HEADLINE_LAST_PHRASE_MS);
    expect(shownPhrase(root)).toBe('Get Hired');
    vi.advanceTimersByTime(60_000);
    expect(shownPhrase(root)).toBe('Get Hired');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('follows the reduced-motion preference when it changes while the page is open', () => {
    const root = renderHeadline();
    const reducedMotion = fakeReducedMotionQuery(false);
    start(root, reducedMotion.query);
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS * 2);
    expect(shownPhrase(root)).toBe('Get Hired');
    // Asking for less motion on the last phrase stops the rotation there.
    reducedMotion.change(true);
    vi.advanceTimersByTime(HEADLINE_LAST_PHRASE_MS * 3);
    expect(shownPhrase(root)).toBe('Get Hired');
    // Allowing motion again resumes the loop, the last phrase getting its full time first.
    reducedMotion.change(false);
    vi.advanceTimersByTime(HEADLINE_LAST_PHRASE_MS - 1);
    expect(shownPhrase(root)).toBe('Get Hired');
    vi.advanceTimersByTime(1);
    expect(shownPhrase(root)).toBe('Get Seen');
  });

  test('marks the headline while it rotates; the stop function ends the rotation and lets go of the preference', () => {
    const root = renderHeadline();
    const reducedMotion = fakeReducedMotionQuery(false);
    expect(root.hasAttribute('data-rotating')).toBe(false);
    start(root, reducedMotion.query);
    expect(root.hasAttribute('data-rotating')).toBe(true);
    expect(reducedMotion.listeners.size).toBe(1);
    stop!();
    expect(root.hasAttribute('data-rotating')).toBe(false);
    vi.advanceTimersByTime(HEADLINE_PHRASE_MS * 10);
    expect(shownPhrase(root)).toBe('Get Seen');
    expect(reducedMotion.listeners.size).toBe(0);
  });

  test('a single phrase never changes', () => {
    const root = renderHeadline(['Get Hired']);
    start(root, false);
    vi.advanceTimersByTime(30_000);
    expect(shownPhrase(root)).toBe('Get Hired');
  });
});
