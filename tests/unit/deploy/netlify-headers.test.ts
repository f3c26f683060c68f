import { HeadersHandler } from '@netlify/headers';
import { describe, expect, test } from 'vitest';

/**
 * netlify.toml's headers as Netlify's own header code (@netlify/headers, which netlify-cli and Netlify's local
 * runtime use) applies them to a response. The end-to-end tests see the security headers served; the caching
 * headers are checked here, because the CLI's static server always sends 'max-age=0' to keep local edits fresh.
 */
const handler = new HeadersHandler({ configPath: 'netlify.toml', projectDir: '.', logger: { log: () => {}, warn: () => {}, error: () => {} } as never });

async function headersFor(path: string): Promise<Headers> {
  const response = new Response('');
  await handler.apply(new Request(`https://hirewise.netlify.app${path}`), response);
  return response.headers;
}

describe('netlify.toml headers, applied by Netlify’s code', () => {
  test('every page gets the security headers, with the Content-Security-Policy on one line', async () => {
    const headers = await headersFor('/pricing');
    const csp = headers.get('content-security-policy')!;
    expect(csp).not.toMatch(/[\r\n]/);
    expect(csp).toContain("default-src 'self'; script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  test('hashed build assets are cached for a year, artwork for a day, pages not at all by these rules', async () => {
    expect((await headersFor('/_astro/Logo.CUVQcmjG.css')).get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await headersFor('/brand/logo.svg')).get('cache-control')).toBe('public, max-age=86400');
    expect((await headersFor('/images/hero.webp')).get('cache-control')).toBe('public, max-age=86400');
    expect((await headersFor('/')).get('cache-control')).toBeNull();
  });
});
