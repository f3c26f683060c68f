import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, test } from 'vitest';
import RotatingHeadline from '@/components/home/RotatingHeadline.astro';
import { cspHash } from '@/lib/security/inline-hashes';
import { headersFor, readNetlifyConfig } from '@/server/local/netlify-config';

const phrases = ['Get Seen', 'Get Heard', 'Get Hired'];

/** What the former React island rendered on the server for these phrases (its hydrated state matched it). */
const ISLAND_HTML =
  '<span class="rotating-headline" aria-hidden="true" data-slot="rotating-headline">' +
  '<span class="rotating-headline__phrase" data-active>Get Seen</span>' +
  '<span class="rotating-headline__phrase">Get Heard</span>' +
  '<span class="rotating-headline__phrase">Get Hired</span>' +
  '</span>';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

let html: string;
beforeAll(async () => {
  // Astro components only compile for the server, hence this node test beside the jsdom one for the rotation.
  const container = await AstroContainer.create();
  html = await container.renderToString(RotatingHeadline, { props: { phrases } });
});

describe('RotatingHeadline.astro', () => {
  test('renders what the React island rendered: same elements, classes, first phrase active, hidden from screen readers', () => {
    // Scoped-style ids, the loader script and the rotation's address are all it adds.
    const markup = html.replace(SCRIPT_TAG, '').replace(/ data-astro-cid-[\w-]+| data-script-after-load="[^"]*"/g, '');
    expect(markup).toBe(ISLAND_HTML);
  });

  test('is not a React island', () => {
    expect(html).not.toContain('astro-island');
  });

  test('fetches the rotation after the page has loaded, through an inline loader the CSP allows by its hash', () => {
    const scripts = [...html.matchAll(SCRIPT_TAG)];
    expect(scripts).toHaveLength(1);
    const [, attributes, body] = scripts[0]!;
    expect(attributes).not.toMatch(/\bsrc=/);
    expect(body).toContain("addEventListener('load'");
    const csp = headersFor(readNetlifyConfig(), '/')['Content-Security-Policy'] ?? '';
    expect(csp).toContain(cspHash(body!));
    // The rotation's own file, bundled on its own, named on the headline for the loader.
    expect(html).toMatch(/data-script-after-load="\/[^"]*start-rotating-headlines[^"]*"/);
  });
});
