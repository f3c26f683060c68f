import type { AccountExport, ExportedCv, ExportedUpload, ExportedValue } from '../../lib/api/schemas/account.ts';

/**
 * Everything the product stores about one user, read and erased by uid. The account handlers depend on this
 * shape only; src/server/account/firebase-account-data.ts implements it over firebase-admin.
 */
export interface AccountData {
  /** The auth user's own record; null when the user no longer exists. */
  readAccount(uid: string): Promise<AccountExport['account'] | null>;
  /** users/{uid} as JSON (onboarding answers included); null when there is none. */
  readProfile(uid: string): Promise<{ [key: string]: ExportedValue } | null>;
  /** users/{uid}/cvs/* with their fields. */
  readSavedCvs(uid: string): Promise<ExportedCv[]>;
  /** Metadata of every object under cv-uploads/{uid}/ (never the bytes). */
  listUploads(uid: string): Promise<ExportedUpload[]>;
  /** Deletes users/{uid} and everything below it (saved CVs included). Deleting what is gone is no error. */
  deleteDocuments(uid: string): Promise<void>;
  /** Deletes every object under cv-uploads/{uid}/. Deleting what is gone is no error. */
  deleteUploads(uid: string): Promise<void>;
  /** Deletes the auth user. A user that is already gone is no error. */
  deleteAuthUser(uid: string): Promise<void>;
  /**
   * Disables the auth user and revokes its sessions, so its ID tokens stop passing the API's verifier (checkRevoked)
   * and it cannot sign in. A user that is already gone is no error.
   */
  disableAuthUser(uid: string): Promise<void>;
  /** Records that the user asked for deletion (accountDeletions/{uid}), so a sweep finishes what a request left. */
  recordDeletion(uid: string): Promise<void>;
  /** Removes the record once everything is gone. Removing what is gone is no error. */
  forgetDeletion(uid: string): Promise<void>;
  /** The uids of recorded deletions not finished yet, at most `limit`. */
  pendingDeletions(limit: number): Promise<string[]>;
  /** The uid of every users/{uid}, including those that hold saved CVs without the profile itself. */
  profileIds(): Promise<string[]>;
  /** Which of `uids` (at most 100) still have an auth user. */
  existingAccounts(uids: readonly string[]): Promise<Set<string>>;
}

/** The folder of a user's uploads in the bucket (SPEC §7: cv-uploads/{uid}/...). */
export function uploadsPrefix(uid: string): string {
  return `cv-uploads/${uid}/`;
}

/** A uid fit to be one path segment; anything else would address someone else's data, so it is refused. */
export function assertPlainUid(uid: string): void {
  if (!uid || uid.includes('/') || uid === '.' || uid === '..') throw new Error('Refusing an unusable uid.');
}
