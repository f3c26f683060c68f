import { expect, test } from '@playwright/test';
import { API_ROUTES } from '../../src/server/routes.ts';
import { AUTH_EMULATOR, BUCKET, DOCUMENTS, E2E_PLATFORM, PROJECT, STORAGE } from './platform';

/**
 * CORS as deployed: every route's Netlify function, bundled and served by Netlify's own runtime (asked directly
 * on its port, not through the platform's front), answers a preflight from an origin in ALLOWED_ORIGIN with the
 * CORS headers, and one from any other origin with none. The platform sets ALLOWED_ORIGIN to the site's own
 * origins (platformEnv), as .env.example documents.
 */
const NETLIFY = `http://127.0.0.1:${E2E_PLATFORM.NETLIFY_PORT}`;
const ALLOWED = `http://localhost:${E2E_PLATFORM.PORT}`;
const OTHER = 'https://attacker.example';

for (const [name, route] of Object.entries(API_ROUTES)) {
  test.describe(`${name} (${route.method} ${route.path}) on Netlify's runtime`, () => {
    test('a preflight from an allowed origin gets the CORS headers for its method', async ({ request }) => {
      const response = await request.fetch(`${NETLIFY}${route.path}`, {
        method: 'OPTIONS',
        headers: { Origin: ALLOWED, 'Access-Control-Request-Method': route.method, 'Access-Control-Request-Headers': 'authorization, content-type' },
      });
      expect(response.status()).toBe(204);
      const headers = response.headers();
      expect(headers.server).toBe('Netlify');
      expect(headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(headers['access-control-allow-methods']?.split(', ')).toEqual([route.method, 'OPTIONS']);
      expect(headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    });

    test('a preflight from any other origin gets no CORS headers', async ({ request }) => {
      const response = await request.fetch(`${NETLIFY}${route.path}`, {
        method: 'OPTIONS',
        headers: { Origin: OTHER, 'Access-Control-Request-Method': route.method },
      });
      expect(response.status()).toBe(403);
      expect(Object.keys(response.headers()).filter((header) => header.startsWith('access-control-'))).toEqual([]);
    });
  });
}

test('an answer to an allowed origin names it; an answer to another origin does not', async ({ request }) => {
  const allowed = await request.get(`${NETLIFY}${API_ROUTES.health.path}`, { headers: { Origin: ALLOWED } });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['access-control-allow-origin']).toBe(ALLOWED);
  const other = await request.get(`${NETLIFY}${API_ROUTES.health.path}`, { headers: { Origin: OTHER } });
  expect(other.status()).toBe(200);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
});

/**
 * The local emulators while the platform runs: a web page on any other origin the developer visits cannot read
 * or change local accounts, documents or files (src/server/local/origin-guard.ts). The attacker's page is served
 * by Playwright at its own origin and calls each emulator from the real browser, as such a page would.
 */
test.describe('the local emulators', () => {
  const emulators = {
    Auth: `${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/config`,
    Firestore: `${DOCUMENTS}/users`,
    Storage: `${STORAGE}/v0/b/${BUCKET}/o`,
    'emulator hub': `http://127.0.0.1:${E2E_PLATFORM.EMULATOR_HUB_PORT}/emulators`,
  };

  // Another local origin, so the browser's own limits on public pages calling localhost play no part.
  const attackerPage = `http://localhost:${Number(E2E_PLATFORM.PORT) + 99}`;

  test('a page on another origin cannot read any of them', async ({ page }) => {
    await page.route(`${attackerPage}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }));
    await page.goto(`${attackerPage}/`);
    const outcomes = await page.evaluate(async (urls) => {
      const read = async (url: string) => {
        try {
          return `read ${(await fetch(url)).status}`;
        } catch {
          return 'blocked';
        }
      };
      return Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await read(url)])));
    }, emulators);
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(emulators).map((name) => [name, 'blocked'])));
  });

  test('the local site still reaches them, and their answers name its origin only', async ({ request }) => {
    for (const url of Object.values(emulators)) {
      const foreign = await request.get(url, { headers: { Origin: OTHER } });
      expect(foreign.status(), url).toBe(403);
      expect(foreign.headers()['access-control-allow-origin'], url).toBeUndefined();
      const local = await request.get(url, { headers: { Origin: ALLOWED } });
      expect(local.headers()['access-control-allow-origin'], url).toBe(ALLOWED);
    }
  });
});
