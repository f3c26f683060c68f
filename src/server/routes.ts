import { withAddressGuard } from './address-guard.ts';
import { withCors } from './cors.ts';
import type { Handler } from './http.ts';
import type { RouteDeps } from './route-deps.ts';

/** One API route: where it answers and to what. */
export interface ApiRoute {
  /** The URL path, locally and on Netlify (where it is also the `config.path` of its src/functions entry). */
  path: `/${string}`;
  /** The method the handler serves (it answers any other with 405); CORS allows this one and the preflight. */
  method: 'GET' | 'POST';
}

/** Builds a route's handler from the shared pieces; rate limits and body caps are the handler's own. */
export type CreateHandler = (deps: RouteDeps) => Handler;

/** A route with the way its handler is built. */
export interface ServedRoute extends ApiRoute {
  create: CreateHandler;
}

/**
 * Every API route, named as its Netlify function file (src/functions/{name}.mts). The local server mounts them
 * all with their handlers (route-handlers.ts, api.ts); each Netlify function imports only its own route's handler
 * and serves it (netlify-entry.ts), so no function loads another route's modules (the parse function's process is
 * 8 MB lighter without the e-mail route's nodemailer: docs/parse-memory.md). Both serve through `serveRoute`.
 */
export const API_ROUTES = {
  health: { path: '/api/health', method: 'GET' },
  parse: { path: '/parse', method: 'POST' },
  score: { path: '/api/v1/score', method: 'POST' },
  coach: { path: '/api/v1/coach', method: 'POST' },
  'send-support-email': { path: '/sendSupportEmail', method: 'POST' },
  'account-export': { path: '/api/v1/account/export', method: 'GET' },
  'account-delete': { path: '/api/v1/account/delete', method: 'POST' },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof API_ROUTES;

/**
 * The paths a route's Netlify function declares (`config.path`): its own, plus its lower-case spelling when they
 * differ. Netlify's runtime lower-cases the request path before it matches a function's literal path, so
 * SPEC's '/sendSupportEmail' alone never matched there (tests/e2e/cors.spec.ts asks for it as spelt).
 */
export function netlifyPaths(route: ApiRoute): string[] {
  const lower = route.path.toLowerCase();
  return lower === route.path ? [route.path] : [route.path, lower];
}

/**
 * A route's handler as served everywhere: CORS for the configured origins (ALLOWED_ORIGIN) around the handler,
 * and the cheap per-address count (address-guard.ts) before it.
 */
export function serveRoute(route: ServedRoute, deps: RouteDeps): Handler {
  const guarded = withAddressGuard(route.path, deps.addressGuard, route.create(deps));
  return withCors({ allowedOrigins: deps.config.allowedOrigins, methods: [route.method] }, guarded);
}
