import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { TESTIMONIAL_AUTO_ADVANCE_MS, TESTIMONIAL_NAV_LOCK_MS, TESTIMONIALS_PER_PAGE_WIDE } from '@/lib/constants';
import { itemsOnPage, nextPage, pageAfterResize, pageCount, PER_PAGE_MEDIA_QUERIES, perPageFromMatches, previousPage } from './carousel.ts';
import { useMediaQueries, usePrefersReducedMotion } from '../browser/use-media-query.ts';

/** The user's say on automatic rotation: none yet (follow the motion preference), or an explicit choice. */
type RotationChoice = 'auto' | 'playing' | 'paused';

/**
 * State of a paged carousel (SPEC §4, §9): next/previous/dot navigation that wraps, a 500 ms lock after each move,
 * auto-advance every 5 s while nobody hovers or focuses it, and pages sized by the viewport.
 * Renders as the wide layout first (server and first client render) so hydration matches the static HTML.
 */
export function useCarousel(total: number) {
  const perPage = perPageFromMatches(useMediaQueries(PER_PAGE_MEDIA_QUERIES, false));
  const reducedMotion = usePrefersReducedMotion();
  const [layout, setLayout] = useState({ page: 0, perPage: TESTIMONIALS_PER_PAGE_WIDE });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const [ready, setReady] = useState(false);
  const [moved, setMoved] = useState(false);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  // Keep the first visible testimonial in view when the viewport crosses a breakpoint.
  if (layout.perPage !== perPage) {
    setLayout({ page: pageAfterResize(layout.page, layout.perPage, perPage, total), perPage });
  }
  const pages = pageCount(total, layout.perPage);
  const page = Math.min(layout.page, pages - 1);

  useEffect(() => {
    setReady(true);
    return () => window.clearTimeout(unlockTimer.current);
  }, []);

  /** Moves to `target` unless a move happened in the last 500 ms. */
  const goTo = useCallback((target: (current: number, pages: number) => number) => {
    if (locked.current) return;
    locked.current = true;
    unlockTimer.current = window.setTimeout(() => (locked.current = false), TESTIMONIAL_NAV_LOCK_MS);
    setMoved(true);
    setLayout((state) => ({ ...state, page: target(Math.min(state.page, pageCount(total, state.perPage) - 1), pageCount(total, state.perPage)) }));
  }, [total]);

  const next = useCallback(() => goTo(nextPage), [goTo]);
  const previous = useCallback(() => goTo(previousPage), [goTo]);
  const goToPage = useCallback((target: number) => {
    if (target !== page) goTo(() => target);
  }, [goTo, page]);

  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = playing && !hovered && !focused && pages > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, TESTIMONIAL_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, page, next]);

  return {
    page,
    pages,
    perPage: layout.perPage,
    /** Indexes of the testimonials on the current page. */
    visible: itemsOnPage(page, layout.perPage, total),
    next,
    previous,
    goToPage,
    /** Whether automatic rotation is switched on (the toggle's state). */
    playing,
    /** Whether slides are advancing by themselves right now. */
    rotating,
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    /** Hydrated: controls work. */
    ready,
    /** At least one move happened (slides may animate from now on). */
    moved,
    /** Spread on the carousel's root: hovering or focusing inside it pauses rotation. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
