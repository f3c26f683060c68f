import { createTokenVerifier, type TokenVerifier } from './auth/verify-id-token.ts';
import { loadServerConfig, type ServerConfig } from './config.ts';
import type { Handler } from './http.ts';
import { createRateLimitStoreFromConfig } from './rate-limit-from-config.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** A Netlify Functions v2 handler: `context.ip` is the client address as Netlify saw it, never a raw X-Forwarded-For. */
export type NetlifyFunction = (request: Request, context: { ip: string }) => Promise<Response>;

/**
 * The default export of a src/functions entry whose handler needs the server configuration, the token verifier
 * and the shared rate-limit store: each made once per instance, from the environment. Each entry keeps its own
 * `config` (Netlify reads the path from the entry file itself).
 */
export function configuredEntry(
  create: (config: ServerConfig, verifier: TokenVerifier, limiter: RateLimitStore) => Handler,
): NetlifyFunction {
  const serverConfig = loadServerConfig();
  const verifier = createTokenVerifier({ projectId: serverConfig.firebase.projectId, nodeEnv: serverConfig.nodeEnv });
  const handler = create(serverConfig, verifier, createRateLimitStoreFromConfig(serverConfig));
  return (request, context) => handler(request, { clientIp: context.ip });
}
