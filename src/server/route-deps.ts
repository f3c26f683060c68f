import { createTokenVerifier, type TokenVerifier } from './auth/verify-id-token.ts';
import type { ServerConfig } from './config.ts';
import { productionSigns, refuseEmulatorsInProduction } from './deployment.ts';
import { createRateLimitStoreFromConfig } from './rate-limit-from-config.ts';
import { createMemoryRateLimitStore, type MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/**
 * What every route's handler is built from: the server configuration, the token verifier and the shared
 * rate-limit store, made once per process (the local server) or per function instance (Netlify). Refuses (throws)
 * when an emulator variable is set in production (deployment.ts), so no route serves with one.
 */
export interface RouteDeps {
  config: ServerConfig;
  verifier: TokenVerifier;
  limiter: RateLimitStore;
  /** This instance's own count of client addresses, checked before any route verifies a token (address-guard.ts). */
  addressGuard: MemoryRateLimitStore;
}

export function createRouteDeps(config: ServerConfig, env: Record<string, string | undefined> = process.env): RouteDeps {
  const { projectId } = config.firebase;
  refuseEmulatorsInProduction(env, projectId);
  return {
    config,
    verifier: createTokenVerifier({ projectId, production: productionSigns(env, projectId).length > 0 }),
    limiter: createRateLimitStoreFromConfig(config),
    addressGuard: createMemoryRateLimitStore(),
  };
}
