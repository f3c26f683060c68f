import { createTokenVerifier, type TokenVerifier } from './auth/verify-id-token.ts';
import { loadServerConfig, type ServerConfig } from './config.ts';
import type { Handler } from './http.ts';

/** A Netlify Functions v2 handler: `context.ip` is the client address as Netlify saw it, never a raw X-Forwarded-For. */
export type NetlifyFunction = (request: Request, context: { ip: string }) => Promise<Response>;

/**
 * The default export of a src/functions entry whose handler needs the server configuration and the token
 * verifier: both made once per instance, from the environment. Each entry keeps its own `config` (Netlify reads
 * the path from the entry file itself).
 */
export function configuredEntry(create: (config: ServerConfig, verifier: TokenVerifier) => Handler): NetlifyFunction {
  const serverConfig = loadServerConfig();
  const verifier = createTokenVerifier({ projectId: serverConfig.firebase.projectId, nodeEnv: serverConfig.nodeEnv });
  // Per-instance limiters for now; a shared (Firestore) store replaces them in the handlers' from-config wiring
  // (see src/server/rate-limit.ts).
  const handler = create(serverConfig, verifier);
  return (request, context) => handler(request, { clientIp: context.ip });
}
