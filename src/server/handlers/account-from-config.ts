import { createFirebaseAccountData } from '../account/firebase-account-data.ts';
import type { Handler } from '../http.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createAccountDeleteHandler, createAccountExportHandler } from './account.ts';

/** The caller's stored data in the configured Firebase project (the emulators when their variables are set). */
function accountDataOf({ firebase }: RouteDeps['config']) {
  return createFirebaseAccountData({ projectId: firebase.projectId, bucket: firebase.storageBucket });
}

/** GET /api/v1/account/export wired to firebase-admin. */
export function createAccountExportHandlerFromConfig({ config, verifier }: RouteDeps): Handler {
  return createAccountExportHandler({ verifier, data: accountDataOf(config) });
}

/** POST /api/v1/account/delete wired to firebase-admin, counted in the process's shared rate-limit store. */
export function createAccountDeleteHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  return createAccountDeleteHandler({ verifier, data: accountDataOf(config), limiter });
}
