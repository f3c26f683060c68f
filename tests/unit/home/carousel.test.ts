import { describe, expect, test } from 'vitest';
import {
  itemsOnPage,
  nextPage,
  pageAfterResize,
  pageCount,
  PER_PAGE_MEDIA_QUERIES,
  perPageForWidth,
  perPageFromMatches,
  previousPage,
} from '@/lib/home/carousel';

describe('perPageForWidth: 1 under 768 px, 2 under 1024 px, otherwise 3', () => {
  test.each([
    [320, 1],
    [375, 1],
    [767, 1],
    [768, 2],
    [800, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [2560, 3],
  ])('%i px -> %i per page', (width, expected) => {
    expect(perPageForWidth(width)).toBe(expected);
  });
});

describe('perPageFromMatches follows the breakpoint media queries', () => {
  test('the queries are the breakpoints, narrowest first', () => {
    expect(PER_PAGE_MEDIA_QUERIES).toEqual(['(max-width: 767px)', '(max-width: 1023px)']);
  });

  test.each([
    [[true, true], 1],
    [[false, true], 2],
    [[false, false], 3],
  ])('matches %j -> %i per page', (matches, expected) => {
    expect(perPageFromMatches(matches)).toBe(expected);
  });
});

describe('pageCount', () => {
  test.each([
    [5, 1, 5],
    [5, 2, 3],
    [5, 3, 2],
    [6, 3, 2],
    [1, 3, 1],
    [0, 3, 1],
  ])('%i items, %i per page -> %i pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});

describe('next and previous wrap around', () => {
  test.each([
    [0, 2, 1],
    [1, 2, 0],
    [4, 5, 0],
    [0, 1, 0],
  ])('next after page %i of %i is %i', (page, pages, expected) => {
    expect(nextPage(page, pages)).toBe(expected);
  });

  test.each([
    [1, 2, 0],
    [0, 2, 1],
    [0, 5, 4],
    [0, 1, 0],
  ])('previous before page %i of %i is %i', (page, pages, expected) => {
    expect(previousPage(page, pages)).toBe(expected);
  });
});

describe('itemsOnPage', () => {
  test.each([
    [0, 3, 5, [0, 1, 2]],
    [1, 3, 5, [3, 4]],
    [2, 2, 5, [4]],
    [4, 1, 5, [4]],
    [3, 2, 5, []],
  ])('page %i with %i per page of %i items shows %j', (page, perPage, total, expected) => {
    expect(itemsOnPage(page, perPage, total)).toEqual(expected);
  });
});

describe('pageAfterResize keeps the first visible item on screen', () => {
  test.each([
    [1, 3, 1, 5, 3],
    [1, 3, 2, 5, 1],
    [4, 1, 3, 5, 1],
    [2, 2, 3, 5, 1],
    [0, 1, 3, 5, 0],
    [2, 2, 1, 5, 4],
  ])('page %i at %i per page, then %i per page (of %i items) -> page %i', (page, oldPerPage, newPerPage, total, expected) => {
    expect(pageAfterResize(page, oldPerPage, newPerPage, total)).toBe(expected);
  });
});
