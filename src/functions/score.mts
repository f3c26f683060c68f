import { createScoreHandlerFromConfig } from '../server/handlers/score-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'score' route of src/server/routes.ts. */
export default netlifyFunction('score', createScoreHandlerFromConfig);

export const config = { path: '/api/v1/score' };
