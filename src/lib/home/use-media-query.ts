import { useEffect, useState } from 'react';

/** The media query for users who asked the system to minimise motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Subscribes to a set of media queries and returns whether each matches.
 * Renders `fallback` first (server and first client render), so hydration matches the static HTML.
 */
export function useMediaQueries(queries: readonly string[], fallback: boolean): boolean[] {
  const [matches, setMatches] = useState<boolean[]>(() => queries.map(() => fallback));
  const key = queries.join('|');
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = queries.map((query) => window.matchMedia(query));
    const update = () => setMatches(lists.map((list) => list.matches));
    update();
    for (const list of lists) list.addEventListener('change', update);
    return () => {
      for (const list of lists) list.removeEventListener('change', update);
    };
    // `key` stands for the query list, whose array identity may change between renders.
  }, [key]);
  return matches;
}

/** True when the user prefers reduced motion (false until mounted). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQueries([REDUCED_MOTION_QUERY], false)[0]!;
}
