import { describe, expect, test } from 'vitest';
import { inlineIllustration, readIllustration } from '../../../src/lib/content/illustration.ts';
import { getHome, getProduct } from '../../../src/lib/content/index.ts';

describe('illustrations written into the page', () => {
  test("the heroes' drawings inline as one hidden <svg> that keeps its shape, with no title of its own", () => {
    for (const src of [getHome().hero.mockup.src, getProduct().hero.image.src]) {
      const svg = readIllustration(src);
      expect(svg).toMatch(/^<svg\b[^>]*\saria-hidden="true" focusable="false">/);
      expect(svg).toMatch(/^<svg\b[^>]*\sviewBox="0 0 \d+ \d+"/);
      expect(svg).toMatch(/^<svg\b[^>]*\swidth="\d+" height="\d+"/);
      expect(svg).not.toMatch(/<title|<desc|role=|aria-labelledby/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  test('a drawing that could run code or needs inline styles is refused, not shipped', () => {
    const refused = [
      '<svg><script>alert(1)</script></svg>',
      '<svg><rect onclick="alert(1)"/></svg>',
      '<svg><foreignObject><p>x</p></foreignObject></svg>',
      '<svg><style>rect{fill:red}</style></svg>',
      '<svg><rect style="fill:red"/></svg>',
      '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
      '<div>not a drawing</div>',
    ];
    for (const markup of refused) expect(() => inlineIllustration(markup), markup).toThrow();
  });

  test('only site paths to an SVG are read', () => {
    for (const src of ['/images/../../package.json', 'images/hero-mockup.svg', '/images/og-card.png']) {
      expect(() => readIllustration(src), src).toThrow(/Not an illustration path/);
    }
  });

  test('comments and the XML declaration go; the drawing itself is kept', () => {
    const svg = inlineIllustration('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg role="img" aria-labelledby="t"><title id="t">T</title><rect width="2"/></svg>');
    expect(svg).toBe('<svg aria-hidden="true" focusable="false"><rect width="2"/></svg>');
  });
});
