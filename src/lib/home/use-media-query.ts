import { useEffect, useState } from 'react';

import { REDUCED_MOTION_QUERY } from '../motion.ts';

export { REDUCED_MOTION_QUERY };

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
