import { createParseHandlerFromConfig } from '../server/handlers/parse-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'parse' route of src/server/routes.ts. */
export default netlifyFunction('parse', createParseHandlerFromConfig);

export const config = { path: '/parse' };
