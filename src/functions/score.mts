import { createScoreHandlerFromConfig } from '../server/handlers/score-from-config.ts';
import { configuredEntry } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for POST /api/v1/score. */
export default configuredEntry(createScoreHandlerFromConfig);

export const config = { path: '/api/v1/score' };
