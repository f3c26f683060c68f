import { healthHandler } from '../server/handlers/health.ts';

/** Netlify Functions v2 entry for GET /api/health. */
export default (request: Request, context: { ip: string }) => healthHandler(request, { clientIp: context.ip });

export const config = { path: '/api/health' };
