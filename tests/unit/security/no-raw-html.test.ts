import { expect, test } from 'vitest';
import { sourceFiles } from '../layering/source-files.ts';

/**
 * SECURITY.md 'User's editor session': CV text is data, rendered as text. The one way around React's and Astro's
 * escaping is raw HTML (`dangerouslySetInnerHTML`, `set:html`, `innerHTML =`), so no source file may use it,
 * except the layout's JSON-LD block, whose content comes from our own content files and is serialised by us, and
 * the Illustration component, which writes our own SVG drawings from public/ into the page at build time (no CV
 * data reaches it; lib/content/illustration.ts refuses a drawing with script, handlers, foreign HTML or styles).
 */
const ROOT = 'src';
const ALLOWED = new Set(['src/layouts/BaseLayout.astro: set:html', 'src/components/site/Illustration.astro: set:html']);
const RAW_HTML = [/dangerouslySetInnerHTML/, /set:html/, /\.innerHTML\s*=/, /\.outerHTML\s*=/, /insertAdjacentHTML/];

test('no source file renders raw HTML (but the JSON-LD block and our own drawings)', () => {
  const uses = sourceFiles(ROOT).flatMap(({ path, text }) =>
    RAW_HTML.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern.source.replace(/\\/g, '').replace(/s\*=$/, '=')}`),
  );
  expect(uses.filter((use) => !ALLOWED.has(use))).toEqual([]);
  // The allowances are still needed (a stale one would hide a new use in the same file).
  for (const allowed of ALLOWED) expect(uses).toContain(allowed);
});
