import type { ServerConfig } from './config.ts';
import type { Handler } from './http.ts';
import { createRouteDeps } from './route-deps.ts';
import { servedRoute } from './route-handlers.ts';
import { API_ROUTES, serveRoute, type RouteName } from './routes.ts';

/** Every API route, path -> handler, as the local server mounts them. */
export type ApiRoutes = Record<string, Handler>;

/** The route table (routes.ts) served on one origin: every route shares one verifier and one rate-limit store. */
export function createApiRoutes(config: ServerConfig): ApiRoutes {
  const deps = createRouteDeps(config);
  return Object.fromEntries((Object.keys(API_ROUTES) as RouteName[]).map((name) => [API_ROUTES[name].path, serveRoute(servedRoute(name), deps)]));
}
