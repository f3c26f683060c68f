import { createTokenVerifier } from '../server/auth/verify-id-token.ts';
import { loadServerConfig } from '../server/config.ts';
import { createScoreHandlerFromConfig } from '../server/handlers/score-from-config.ts';

const serverConfig = loadServerConfig();
const verifier = createTokenVerifier({ projectId: serverConfig.firebase.projectId, nodeEnv: serverConfig.nodeEnv });
// Per-instance limiter for now; a shared (Firestore) store replaces it here (see src/server/rate-limit.ts).
const handler = createScoreHandlerFromConfig(serverConfig, verifier);

/** Netlify Functions v2 entry: `context.ip` is the client address as Netlify saw it, never a raw X-Forwarded-For. */
export default (request: Request, context: { ip: string }) => handler(request, { clientIp: context.ip });

export const config = { path: '/api/v1/score' };
