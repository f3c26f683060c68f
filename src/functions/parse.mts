import { createParseHandlerFromConfig } from '../server/handlers/parse-from-config.ts';
import { configuredEntry } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for POST /parse. */
export default configuredEntry(createParseHandlerFromConfig);

export const config = { path: '/parse' };
