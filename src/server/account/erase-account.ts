import type { AccountData } from './account-data.ts';

/**
 * Erases one account that asked to be deleted, in an order that leaves no window for its open tabs: the auth user
 * is disabled and its sessions revoked first, so no ID token of it passes the API's verifier any more (checkRevoked
 * refuses disabled users); then users/{uid} with its saved CVs, then its uploads, then the auth user, and last the
 * deletion record. Every step accepts what is already gone, so running it again (the sweep does, for a request that
 * stopped halfway) finishes the job.
 */
export async function eraseAccount(data: AccountData, uid: string): Promise<void> {
  await data.disableAuthUser(uid);
  await data.deleteDocuments(uid);
  await data.deleteUploads(uid);
  await data.deleteAuthUser(uid);
  await data.forgetDeletion(uid);
}
