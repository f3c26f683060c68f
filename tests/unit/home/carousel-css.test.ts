import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { TESTIMONIAL_BREAKPOINTS } from '@/lib/constants';

// The carousel's CSS lays out columns with media queries while the script picks the page size with matchMedia;
// both must use the same breakpoints or the columns and the paging disagree.
const css = readFileSync('src/islands/TestimonialCarousel.css', 'utf8');

describe('TestimonialCarousel.css uses the breakpoints from constants.ts', () => {
  test('every media query width in the stylesheet is a testimonial breakpoint', () => {
    const widths = [...css.matchAll(/@media \(max-width: (\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths.sort()).toEqual(TESTIMONIAL_BREAKPOINTS.map((bp) => bp.maxWidth).sort());
  });

  test.each(TESTIMONIAL_BREAKPOINTS.map((bp) => [bp.maxWidth, bp.perPage]))('up to %i px the grid has %i column(s)', (maxWidth, perPage) => {
    const block = css.split(`@media (max-width: ${maxWidth}px)`)[1] ?? '';
    expect(block.slice(0, block.indexOf('}'))).toContain(`--tc-cols: ${perPage};`);
  });
});
