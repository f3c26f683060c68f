import { createFirebaseAccountData } from '../server/account/firebase-account-data.ts';
import { createTokenVerifier } from '../server/auth/verify-id-token.ts';
import { loadServerConfig } from '../server/config.ts';
import { createAccountDeleteHandler } from '../server/handlers/account.ts';
import { createRateLimitStoreFromConfig } from '../server/rate-limit-from-config.ts';

const serverConfig = loadServerConfig();
const { firebase, nodeEnv } = serverConfig;
const handler = createAccountDeleteHandler({
  verifier: createTokenVerifier({ projectId: firebase.projectId, nodeEnv }),
  data: createFirebaseAccountData({ projectId: firebase.projectId, bucket: firebase.storageBucket }),
  limiter: createRateLimitStoreFromConfig(serverConfig),
});

/** Netlify Functions v2 entry for POST /api/v1/account/delete. */
export default (request: Request, context: { ip: string }) => handler(request, { clientIp: context.ip });

export const config = { path: '/api/v1/account/delete' };
