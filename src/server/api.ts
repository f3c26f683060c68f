import type { ServerConfig } from './config.ts';
import { withCors } from './cors.ts';
import { createTransport } from './email/transport.ts';
import { healthHandler } from './handlers/health.ts';
import { createSendSupportEmailHandler } from './handlers/send-support-email.ts';
import type { Handler } from './http.ts';
import { createMemoryRateLimitStore } from './rate-limit.ts';

/** Every API route, path -> handler. Netlify deploys each as a function (src/functions); the local server mounts them all. */
export type ApiRoutes = Record<string, Handler>;

export function createApiRoutes(config: ServerConfig): ApiRoutes {
  const routes: ApiRoutes = {
    '/api/health': healthHandler,
    '/sendSupportEmail': createSendSupportEmailHandler({ config, transport: createTransport(config), limiter: createMemoryRateLimitStore() }),
  };
  return Object.fromEntries(Object.entries(routes).map(([path, handler]) => [path, withCors(config.allowedOrigins, handler)]));
}
