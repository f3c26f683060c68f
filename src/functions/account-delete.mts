import { createFirebaseAccountData } from '../server/account/firebase-account-data.ts';
import { createTokenVerifier } from '../server/auth/verify-id-token.ts';
import { loadServerConfig } from '../server/config.ts';
import { createAccountDeleteHandler } from '../server/handlers/account.ts';
import { createMemoryRateLimitStore } from '../server/rate-limit.ts';

const { firebase, nodeEnv } = loadServerConfig();
// Per-instance limiter for now; a shared (Firestore) store replaces it here (see src/server/rate-limit.ts).
const handler = createAccountDeleteHandler({
  verifier: createTokenVerifier({ projectId: firebase.projectId, nodeEnv }),
  data: createFirebaseAccountData({ projectId: firebase.projectId, bucket: firebase.storageBucket }),
  limiter: createMemoryRateLimitStore(),
});

/** Netlify Functions v2 entry for POST /api/v1/account/delete. */
export default (request: Request, context: { ip: string }) => handler(request, { clientIp: context.ip });

export const config = { path: '/api/v1/account/delete' };
