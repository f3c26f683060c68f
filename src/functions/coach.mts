import { createCoachHandlerFromConfig } from '../server/handlers/coach-from-config.ts';
import { configuredEntry } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for POST /api/v1/coach. */
export default configuredEntry(createCoachHandlerFromConfig);

export const config = { path: '/api/v1/coach' };
