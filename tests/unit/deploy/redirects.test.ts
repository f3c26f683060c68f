import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, test } from 'vitest';
import { readNetlifyConfig } from '@/server/local/netlify-config';
import { createStaticSite } from '@/server/local/static-site';

/**
 * Paths are case-insensitive for people: /About and /ABOUT lead to /about with a 301 (public/_redirects). Checked
 * with Netlify's own rule parser and matcher (@netlify/redirect-parser and netlify-redirector, as netlify-cli
 * runs them), and with the local static server.
 */
interface Matcher {
  match(request: object): { to: string; status: number } | null;
}
const redirector = createRequire(import.meta.url)('netlify-redirector') as { parseJSON(rules: string, options: object): Promise<Matcher> };

/** Every page's path, from src/pages (the home page has no letters to change, 404 is not a page to reach). */
const PAGES = readdirSync('src/pages')
  .filter((file) => file.endsWith('.astro') && !['index.astro', '404.astro'].includes(file))
  .map((file) => `/${file.replace(/\.astro$/, '')}`);

async function netlifyMatcher(): Promise<Matcher> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: ['public/_redirects'],
    netlifyConfigPath: 'netlify.toml',
    configRedirects: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  // The shape netlify-cli hands to the redirector (its utils/redirects.js normalizeRedirect); no rule has conditions.
  const rules = (redirects as Array<{ from: string; query: object } & Record<string, unknown>>).map(({ from, query, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
    conditions: {},
  }));
  return redirector.parseJSON(JSON.stringify(rules), {});
}

const requestFor = (path: string) => ({ scheme: 'https', host: 'hirewise.netlify.app', path, query: '', headers: {}, cookieValues: {}, getHeader: () => '', getCookie: () => '' });

describe('case-insensitive paths', () => {
  test('every page answers its capitalised and its upper-case path with a 301 to itself, by Netlify’s matcher', async () => {
    const matcher = await netlifyMatcher();
    expect(PAGES).toContain('/about');
    for (const page of PAGES) {
      const capitalised = `/${page[1]!.toUpperCase()}${page.slice(2)}`;
      for (const variant of [capitalised, page.toUpperCase()]) {
        expect(matcher.match(requestFor(variant)), variant).toMatchObject({ to: page, status: 301 });
      }
      // The page itself matches no rule: no loop.
      expect(matcher.match(requestFor(page)), page).toBeNull();
    }
  });

  test('the local static server honours them too (scripts/serve-static.ts, the benchmarks)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(root, 'about.html'), '<h1>About</h1>');
    writeFileSync(join(root, '404.html'), 'not found');
    const serve = createStaticSite(root, readNetlifyConfig());
    const moved = await serve(new Request('http://127.0.0.1/About?ref=mail'));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/about?ref=mail');
    expect((await serve(new Request('http://127.0.0.1/about'))).status).toBe(200);
  });
});
