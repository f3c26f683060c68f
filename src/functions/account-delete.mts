import { createAccountDeleteHandlerFromConfig } from '../server/handlers/account-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'account-delete' route of src/server/routes.ts. */
export default netlifyFunction('account-delete', createAccountDeleteHandlerFromConfig);

export const config = { path: '/api/v1/account/delete' };
