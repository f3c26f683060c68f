import { createCoachHandlerFromConfig } from '../server/handlers/coach-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'coach' route of src/server/routes.ts. */
export default netlifyFunction('coach', createCoachHandlerFromConfig);

export const config = { path: '/api/v1/coach' };
