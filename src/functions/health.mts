import { createHealthHandler } from '../server/handlers/health.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'health' route of src/server/routes.ts. */
export default netlifyFunction('health', createHealthHandler);

export const config = { path: '/api/health' };
