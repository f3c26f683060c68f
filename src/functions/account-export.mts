import { createAccountExportHandlerFromConfig } from '../server/handlers/account-from-config.ts';
import { netlifyFunction } from '../server/netlify-entry.ts';

/** Netlify Functions v2 entry for the 'account-export' route of src/server/routes.ts. */
export default netlifyFunction('account-export', createAccountExportHandlerFromConfig);

export const config = { path: '/api/v1/account/export' };
