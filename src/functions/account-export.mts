import { createFirebaseAccountData } from '../server/account/firebase-account-data.ts';
import { createTokenVerifier } from '../server/auth/verify-id-token.ts';
import { loadServerConfig } from '../server/config.ts';
import { createAccountExportHandler } from '../server/handlers/account.ts';

const { firebase, nodeEnv } = loadServerConfig();
const handler = createAccountExportHandler({
  verifier: createTokenVerifier({ projectId: firebase.projectId, nodeEnv }),
  data: createFirebaseAccountData({ projectId: firebase.projectId, bucket: firebase.storageBucket }),
});

/** Netlify Functions v2 entry for GET /api/v1/account/export. */
export default (request: Request, context: { ip: string }) => handler(request, { clientIp: context.ip });

export const config = { path: '/api/v1/account/export' };
