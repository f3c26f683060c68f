import { TESTIMONIAL_BREAKPOINTS, TESTIMONIALS_PER_PAGE_WIDE } from '@/lib/constants';

/** Testimonials per page for a viewport width in CSS pixels (SPEC §9: 1 under 768, 2 under 1024, else 3). */
export function perPageForWidth(width: number): number {
  return TESTIMONIAL_BREAKPOINTS.find((bp) => width <= bp.maxWidth)?.perPage ?? TESTIMONIALS_PER_PAGE_WIDE;
}

/** Media queries for the breakpoints, narrowest first, so a matchMedia listener can follow them. */
export const PER_PAGE_MEDIA_QUERIES: readonly string[] = TESTIMONIAL_BREAKPOINTS.map((bp) => `(max-width: ${bp.maxWidth}px)`);

/** Testimonials per page given which of PER_PAGE_MEDIA_QUERIES currently match. */
export function perPageFromMatches(matches: readonly boolean[]): number {
  const first = matches.findIndex(Boolean);
  return first === -1 ? TESTIMONIALS_PER_PAGE_WIDE : TESTIMONIAL_BREAKPOINTS[first]!.perPage;
}

/** Number of pages needed for `total` items shown `perPage` at a time (the last page may be partial). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The page after `page`, wrapping from the last page to the first. */
export function nextPage(page: number, pages: number): number {
  return (page + 1) % pages;
}

/** The page before `page`, wrapping from the first page to the last. */
export function previousPage(page: number, pages: number): number {
  return (page - 1 + pages) % pages;
}

/** Indexes of the items shown on `page`. */
export function itemsOnPage(page: number, perPage: number, total: number): number[] {
  const start = page * perPage;
  return Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => start + i);
}

/**
 * The page to show after the layout changes from `oldPerPage` to `newPerPage`:
 * the one that still contains the first item the reader was looking at.
 */
export function pageAfterResize(page: number, oldPerPage: number, newPerPage: number, total: number): number {
  const firstItem = page * oldPerPage;
  return Math.min(Math.floor(firstItem / newPerPage), pageCount(total, newPerPage) - 1);
}
