// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useMediaQueries, useMediaQuery } from '@/lib/browser/use-media-query';

afterEach(() => vi.unstubAllGlobals());

/** A matchMedia whose answers the test sets, telling listeners of each change. */
function stubMatchMedia(initial: Record<string, boolean>) {
  const answers = { ...initial };
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return answers[query] ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (query: string, matches: boolean) => {
    answers[query] = matches;
    for (const listener of listeners) listener();
  };
}

describe('useMediaQueries', () => {
  test('answers each query and follows its changes', () => {
    const set = stubMatchMedia({ '(min-width: 64rem)': true });
    const { result } = renderHook(() => useMediaQueries(['(min-width: 64rem)', '(max-width: 40rem)']));
    expect(result.current).toEqual([true, false]);
    act(() => set('(min-width: 64rem)', false));
    expect(result.current).toEqual([false, false]);
  });

  test('the server render answers the fallback, and so does a browser without matchMedia', () => {
    function Probe() {
      return <>{String(useMediaQuery('(min-width: 64rem)', true))}</>;
    }
    stubMatchMedia({});
    expect(renderToString(<Probe />)).toBe('true');
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)')).result.current).toBe(false);
  });
});
