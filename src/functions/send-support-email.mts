import { createSendSupportEmailHandlerFromConfig } from '../server/handlers/send-support-email-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'send-support-email' route of src/server/routes.ts. */
export default netlifyFunction('send-support-email', createSendSupportEmailHandlerFromConfig);

// Both spellings: Netlify matches function paths in lower case (netlifyPaths in src/server/routes.ts).
export const config = { path: ['/sendSupportEmail', '/sendsupportemail'] };
