import { createAccountDeleteHandlerFromConfig, createAccountExportHandlerFromConfig } from './handlers/account-from-config.ts';
import { createCoachHandlerFromConfig } from './handlers/coach-from-config.ts';
import { createHealthHandler } from './handlers/health.ts';
import { createParseHandlerFromConfig } from './handlers/parse-from-config.ts';
import { createScoreHandlerFromConfig } from './handlers/score-from-config.ts';
import { createSendSupportEmailHandlerFromConfig } from './handlers/send-support-email-from-config.ts';
import { API_ROUTES, type CreateHandler, type RouteName, type ServedRoute } from './routes.ts';

/**
 * How each route's handler is built, for the local server, which mounts every route (api.ts). A Netlify function
 * imports its own route's factory instead (src/functions/{name}.mts), never this table.
 */
export const ROUTE_HANDLERS: Record<RouteName, CreateHandler> = {
  health: createHealthHandler,
  parse: createParseHandlerFromConfig,
  score: createScoreHandlerFromConfig,
  coach: createCoachHandlerFromConfig,
  'send-support-email': createSendSupportEmailHandlerFromConfig,
  'account-export': createAccountExportHandlerFromConfig,
  'account-delete': createAccountDeleteHandlerFromConfig,
};

/** A route of the table with its handler's factory. */
export function servedRoute(name: RouteName): ServedRoute {
  return { ...API_ROUTES[name], create: ROUTE_HANDLERS[name] };
}
