import { createTokenVerifier } from '../server/auth/verify-id-token.ts';
import { loadServerConfig } from '../server/config.ts';
import { createTransport } from '../server/email/transport.ts';
import { createSendSupportEmailHandler, uidFromToken } from '../server/handlers/send-support-email.ts';
import { createRateLimitStoreFromConfig } from '../server/rate-limit-from-config.ts';

const serverConfig = loadServerConfig();
const verifier = createTokenVerifier({ projectId: serverConfig.firebase.projectId, nodeEnv: serverConfig.nodeEnv });
const handler = createSendSupportEmailHandler({
  config: serverConfig,
  transport: createTransport(serverConfig),
  limiter: createRateLimitStoreFromConfig(serverConfig),
  verifier,
  uidOf: uidFromToken(verifier),
});

/** Netlify Functions v2 entry: `context.ip` is the client address as Netlify saw it, never a raw X-Forwarded-For. */
export default (request: Request, context: { ip: string }) => handler(request, { clientIp: context.ip });

export const config = { path: '/sendSupportEmail' };
