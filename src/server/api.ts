import { createFirebaseAccountData } from './account/firebase-account-data.ts';
import { createTokenVerifier } from './auth/verify-id-token.ts';
import type { ServerConfig } from './config.ts';
import { withCors } from './cors.ts';
import { createTransport } from './email/transport.ts';
import { createAccountDeleteHandler, createAccountExportHandler } from './handlers/account.ts';
import { createCoachHandlerFromConfig } from './handlers/coach-from-config.ts';
import { healthHandler } from './handlers/health.ts';
import { createParseHandlerFromConfig } from './handlers/parse-from-config.ts';
import { createScoreHandlerFromConfig } from './handlers/score-from-config.ts';
import { createSendSupportEmailHandler, uidFromToken } from './handlers/send-support-email.ts';
import type { Handler } from './http.ts';
import { createRateLimitStoreFromConfig } from './rate-limit-from-config.ts';

/** Every API route, path -> handler. Netlify deploys each as a function (src/functions); the local server mounts them all. */
export type ApiRoutes = Record<string, Handler>;

export function createApiRoutes(config: ServerConfig): ApiRoutes {
  const verifier = createTokenVerifier({ projectId: config.firebase.projectId, nodeEnv: config.nodeEnv });
  const accountData = createFirebaseAccountData({ projectId: config.firebase.projectId, bucket: config.firebase.storageBucket });
  const limiter = createRateLimitStoreFromConfig(config);
  const routes: ApiRoutes = {
    '/api/health': healthHandler,
    '/parse': createParseHandlerFromConfig(config, verifier, limiter),
    '/api/v1/score': createScoreHandlerFromConfig(config, verifier, limiter),
    '/api/v1/coach': createCoachHandlerFromConfig(config, verifier, limiter),
    '/sendSupportEmail': createSendSupportEmailHandler({
      config,
      transport: createTransport(config),
      limiter,
      verifier,
      uidOf: uidFromToken(verifier),
    }),
    '/api/v1/account/export': createAccountExportHandler({ verifier, data: accountData }),
    '/api/v1/account/delete': createAccountDeleteHandler({ verifier, data: accountData, limiter }),
  };
  return Object.fromEntries(Object.entries(routes).map(([path, handler]) => [path, withCors(config.allowedOrigins, handler)]));
}
