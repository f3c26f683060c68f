import { accountDataFromConfig } from '../account/firebase-account-data.ts';
import type { Handler } from '../http.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createAccountDeleteHandler, createAccountExportHandler } from './account.ts';

/** GET /api/v1/account/export wired to firebase-admin, counted in the process's shared rate-limit store. */
export function createAccountExportHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  return createAccountExportHandler({ verifier, data: accountDataFromConfig(config), limiter });
}

/** POST /api/v1/account/delete wired to firebase-admin, counted in the process's shared rate-limit store. */
export function createAccountDeleteHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  return createAccountDeleteHandler({ verifier, data: accountDataFromConfig(config), limiter });
}
