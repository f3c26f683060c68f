import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY } from '../motion.ts';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether each of `queries` matches, kept current as the window changes. The server render and hydration answer
 * `fallback`, so the first client render matches the static HTML; a client-only render answers at once. Where
 * matchMedia is missing every answer stays `fallback`.
 */
export function useMediaQueries(queries: readonly string[], fallback = false): boolean[] {
  // One string for the list (its array identity may change between renders) and one for the answers (a
  // snapshot must be comparable by value).
  const key = queries.join('\n');
  const unknown = queries.map(() => (fallback ? '1' : '0')).join('');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const lists = key.split('\n').map((query) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (canMatch() ? key.split('\n').map((query) => (window.matchMedia(query).matches ? '1' : '0')).join('') : unknown),
    () => unknown,
  );
  return useMemo(() => [...snapshot].map((answer) => answer === '1'), [snapshot]);
}

/** Whether `query` matches now, kept current; `fallback` (false) on the server and during hydration. */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useMediaQueries([query], fallback)[0]!;
}

/** True when the user prefers reduced motion (false on the server and during hydration). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
