import { loadServerConfig } from './config.ts';
import { createRouteDeps } from './route-deps.ts';
import { API_ROUTES, serveRoute, type CreateHandler, type RouteName } from './routes.ts';

/** A Netlify Functions v2 handler: `context.ip` is the client address as Netlify saw it, never a raw X-Forwarded-For. */
export type NetlifyFunction = (request: Request, context: { ip: string }) => Promise<Response>;

/**
 * The default export of src/functions/{name}.mts: that route of the table, served as the local server serves it,
 * with its pieces made once per instance from the environment. The entry passes its own route's handler factory,
 * so its bundle holds that route's modules only (routes.ts). The entry file keeps its own literal
 * `config.path`, since Netlify reads it from the file without running it (tests/server/routes.test.ts holds
 * the two together).
 */
export function netlifyFunction(name: RouteName, create: CreateHandler): NetlifyFunction {
  const handler = serveRoute({ ...API_ROUTES[name], create }, createRouteDeps(loadServerConfig()));
  return (request, context) => handler(request, { clientIp: context.ip });
}
