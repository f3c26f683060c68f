import { createTokenVerifier, type TokenVerifier } from './auth/verify-id-token.ts';
import type { ServerConfig } from './config.ts';
import { createRateLimitStoreFromConfig } from './rate-limit-from-config.ts';
import type { RateLimitStore } from './rate-limit.ts';

/**
 * What every route's handler is built from: the server configuration, the token verifier and the shared
 * rate-limit store, made once per process (the local server) or per function instance (Netlify).
 */
export interface RouteDeps {
  config: ServerConfig;
  verifier: TokenVerifier;
  limiter: RateLimitStore;
}

export function createRouteDeps(config: ServerConfig): RouteDeps {
  return {
    config,
    verifier: createTokenVerifier({ projectId: config.firebase.projectId, nodeEnv: config.nodeEnv }),
    limiter: createRateLimitStoreFromConfig(config),
  };
}
