/**
 * The route table (src/server/routes.ts) is the API's one list of routes: every entry has its Netlify function
 * file with the same path and every function file is in the table, and the deployed functions and the local
 * server answer CORS the same way (ALLOWED_ORIGIN, as .env.example documents it). No request here gets past
 * authentication or validation, so nothing is parsed, stored or sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApiRoutes } from '../../src/server/api.ts';
import { loadServerConfig } from '../../src/server/config.ts';
import type { Handler } from '../../src/server/http.ts';
import type { NetlifyFunction } from '../../src/server/netlify-entry.ts';
import { ROUTE_HANDLERS } from '../../src/server/route-handlers.ts';
import { API_ROUTES, netlifyPaths, type ApiRoute, type RouteName } from '../../src/server/routes.ts';

const FUNCTIONS_DIR = resolve(process.cwd(), 'src/functions');
const ALLOWED = 'https://app.hirewise.example';
const OTHER = 'https://elsewhere.example';
const SITE = 'https://api.hirewise.example';

/** Scheduled functions (config.schedule) run on Netlify's clock, not on a request path: they are not routes. */
const isScheduled = (file: string) => /^export const config = \{ schedule: /m.test(readFileSync(resolve(FUNCTIONS_DIR, file), 'utf8'));
const allFunctionFiles = readdirSync(FUNCTIONS_DIR).filter((file) => file.endsWith('.mts'));
const functionFiles = allFunctionFiles.filter((file) => !isScheduled(file));
const scheduledFiles = allFunctionFiles.filter(isScheduled);
const routes = Object.entries(API_ROUTES) as [RouteName, ApiRoute][];

/** One way of serving a route: a path's handler called with a Web Request. */
type Serve = (route: ApiRoute, request: Request) => Promise<Response>;
const servers: Record<string, Serve> = {};

beforeAll(async () => {
  // Read when the function modules load: set before the first import below.
  vi.stubEnv('ALLOWED_ORIGIN', ALLOWED);
  vi.stubEnv('LLM_BASE_URL', '');
  const functions = new Map<string, NetlifyFunction>();
  for (const [name] of routes) functions.set(API_ROUTES[name].path, (await import(`../../src/functions/${name}.mts`)).default);
  servers['Netlify function'] = (route, request) => functions.get(route.path)!(request, { ip: '198.51.100.7' });
  const local: Record<string, Handler> = createApiRoutes(loadServerConfig());
  servers['local server'] = (route, request) => local[route.path]!(request, { clientIp: '198.51.100.7' });
});

beforeEach(() => {
  // The handlers log each refusal; the answers are what is checked here.
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the route table and src/functions', () => {
  test('every table entry has its function file and every function file is in the table', () => {
    expect(functionFiles.map((file) => basename(file, '.mts')).sort()).toEqual(routes.map(([name]) => name).sort());
  });

  test.each(routes)('%s.mts serves its table entry, under the same literal config.path (Netlify reads it without running the file)', async (name, route) => {
    const source = readFileSync(resolve(FUNCTIONS_DIR, `${name}.mts`), 'utf8');
    // Its own route's factory, the one the local server builds the route with (and no other route's modules).
    expect(source).toMatch(new RegExp(`^export default netlifyFunction\\('${name}', ${ROUTE_HANDLERS[name].name}\\);$`, 'm'));
    const paths = netlifyPaths(route);
    const literal = paths.length === 1 ? `'${paths[0]}'` : `[${paths.map((path) => `'${path}'`).join(', ')}]`;
    expect(source).toContain(`export const config = { path: ${literal} };`);
    expect((await import(`../../src/functions/${name}.mts`)).config).toEqual({ path: paths.length === 1 ? paths[0] : paths });
  });

  test('the scheduled functions are the account sweep, declaring a schedule and no path', async () => {
    expect(scheduledFiles).toEqual(['account-sweep.mts']);
    expect((await import('../../src/functions/account-sweep.mts')).config).toEqual({ schedule: '@hourly' });
  });

  test('paths are unique, in any case (Netlify matches them in lower case)', () => {
    expect(new Set(routes.map(([, route]) => route.path.toLowerCase())).size).toBe(routes.length);
  });
});

describe.each(['Netlify function', 'local server'])('served as a %s', (server) => {
  const serve: Serve = (route, request) => servers[server]!(route, request);
  const url = (route: ApiRoute) => `${SITE}${route.path}`;
  const preflight = (route: ApiRoute, origin: string) =>
    new Request(url(route), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': route.method, 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
  /** The route's own method, as a browser on `origin` sends it: JSON for a POST, no credentials. */
  const call = (route: ApiRoute, origin: string) =>
    new Request(url(route), {
      method: route.method,
      headers: { Origin: origin, ...(route.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      ...(route.method === 'POST' ? { body: '{}' } : {}),
    });

  test.each(routes)('%s: a preflight from an allowed origin gets 204 and the CORS headers for its method', async (_name, route) => {
    const response = await serve(route, preflight(route, ALLOWED));
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-methods': `${route.method}, OPTIONS`,
      'access-control-allow-headers': 'Authorization, Content-Type',
      vary: 'Origin',
    });
  });

  test.each(routes)('%s: a preflight from any other origin gets no CORS headers', async (_name, route) => {
    const response = await serve(route, preflight(route, OTHER));
    expect(response.status).toBe(403);
    expect([...response.headers.keys()].filter((header) => header.startsWith('access-control-'))).toEqual([]);
  });

  test.each(routes)('%s: its own method from an allowed origin carries Access-Control-Allow-Origin, and exposes Retry-After', async (_name, route) => {
    const response = await serve(route, call(route, ALLOWED));
    expect(response.status).not.toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  test.each(routes)('%s: from any other origin the answer carries no CORS headers', async (_name, route) => {
    const response = await serve(route, call(route, OTHER));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test.each(routes)('%s: any other method is 405, allowing only the table\'s', async (_name, route) => {
    const response = await serve(route, new Request(url(route), { method: route.method === 'GET' ? 'POST' : 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(route.method);
  });
});
