import { withAddressGuard } from './address-guard.ts';
import { withCors } from './cors.ts';
import { createAccountDeleteHandlerFromConfig, createAccountExportHandlerFromConfig } from './handlers/account-from-config.ts';
import { createCoachHandlerFromConfig } from './handlers/coach-from-config.ts';
import { healthHandler } from './handlers/health.ts';
import { createParseHandlerFromConfig } from './handlers/parse-from-config.ts';
import { createScoreHandlerFromConfig } from './handlers/score-from-config.ts';
import { createSendSupportEmailHandlerFromConfig } from './handlers/send-support-email-from-config.ts';
import type { Handler } from './http.ts';
import type { RouteDeps } from './route-deps.ts';

/** One API route: where it answers, to what, and how its handler is built. */
export interface ApiRoute {
  /** The URL path, locally and on Netlify (where it is also the `config.path` of its src/functions entry). */
  path: `/${string}`;
  /** The method the handler serves (it answers any other with 405); CORS allows this one and the preflight. */
  method: 'GET' | 'POST';
  /** Builds the handler from the shared pieces; rate limits and body caps are the handler's own. */
  create: (deps: RouteDeps) => Handler;
}

/**
 * Every API route, named as its Netlify function file (src/functions/{name}.mts). The local server mounts them
 * all (api.ts); each Netlify function serves one (netlify-entry.ts); both serve it through `serveRoute`.
 */
export const API_ROUTES = {
  health: { path: '/api/health', method: 'GET', create: () => healthHandler },
  parse: { path: '/parse', method: 'POST', create: createParseHandlerFromConfig },
  score: { path: '/api/v1/score', method: 'POST', create: createScoreHandlerFromConfig },
  coach: { path: '/api/v1/coach', method: 'POST', create: createCoachHandlerFromConfig },
  'send-support-email': { path: '/sendSupportEmail', method: 'POST', create: createSendSupportEmailHandlerFromConfig },
  'account-export': { path: '/api/v1/account/export', method: 'GET', create: createAccountExportHandlerFromConfig },
  'account-delete': { path: '/api/v1/account/delete', method: 'POST', create: createAccountDeleteHandlerFromConfig },
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
export function serveRoute(route: ApiRoute, deps: RouteDeps): Handler {
  const guarded = withAddressGuard(route.path, deps.addressGuard, route.create(deps));
  return withCors({ allowedOrigins: deps.config.allowedOrigins, methods: [route.method] }, guarded);
}
