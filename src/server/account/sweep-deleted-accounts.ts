import type { AccountData } from './account-data.ts';
import { eraseAccount } from './erase-account.ts';

/** firebase-admin's getUsers answers at most 100 identifiers per call. */
const ACCOUNTS_PER_LOOKUP = 100;
/** Recorded deletions finished per sweep; more wait for the next one. */
const DELETIONS_PER_SWEEP = 500;

export interface AccountSweepResult {
  /** Deletion requests that had stopped halfway and are now finished. */
  finished: number;
  /** users/{uid} (with saved CVs and uploads) removed because account uid no longer exists. */
  orphans: number;
}

/**
 * Removes what deleted accounts left behind. Two kinds:
 * - a deletion request that stopped halfway (accountDeletions/{uid}): the account is disabled, so its owner
 *   cannot retry; the sweep runs the same steps again (eraseAccount).
 * - users/{uid} of an account that no longer exists. Security rules cannot tell a deleted user's ID token from a
 *   live one, so a tab left open writes users/{uid} again for up to an hour (the token's lifetime) after deletion.
 *   Those documents, their saved CVs and cv-uploads/{uid}/ go.
 * A live account's data is never touched: only uids the auth backend no longer knows count as orphans.
 */
export async function sweepDeletedAccounts(data: AccountData, log: (line: string) => void = console.error): Promise<AccountSweepResult> {
  let finished = 0;
  for (const uid of await data.pendingDeletions(DELETIONS_PER_SWEEP)) {
    try {
      await eraseAccount(data, uid);
      finished++;
    } catch (error) {
      log(`Account sweep: a recorded deletion failed again (${(error as Error)?.name ?? 'error'}); the next sweep retries it.`);
    }
  }

  let orphans = 0;
  const uids = await data.profileIds();
  for (let start = 0; start < uids.length; start += ACCOUNTS_PER_LOOKUP) {
    const batch = uids.slice(start, start + ACCOUNTS_PER_LOOKUP);
    const existing = await data.existingAccounts(batch);
    for (const uid of batch.filter((candidate) => !existing.has(candidate))) {
      await data.deleteDocuments(uid);
      await data.deleteUploads(uid);
      orphans++;
    }
  }
  return { finished, orphans };
}

/** The sweep's one log line. */
export function describeAccountSweep({ finished, orphans }: AccountSweepResult): string {
  return `Account sweep: finished ${finished} stopped deletion(s), removed ${orphans} orphaned profile(s).`;
}
