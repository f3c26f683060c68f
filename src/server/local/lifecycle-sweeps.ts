import { getStorage } from 'firebase-admin/storage';
import { createFirebaseAccountData } from '../account/firebase-account-data.ts';
import { describeAccountSweep, sweepDeletedAccounts } from '../account/sweep-deleted-accounts.ts';
import { HOUR_MS } from '../durations.ts';
import { adminApp } from '../firebase/admin-app.ts';
import { readLifecycleRules, sweepExpiredObjects } from '../storage/lifecycle.ts';

/**
 * The sweeps production runs on a schedule, run here once at start and then every hour: storage.lifecycle.json
 * applied to the local bucket, as Cloud Storage does to the real one (uploads older than the retention period go),
 * and the account sweep of the 'account-sweep' scheduled function (deletions that stopped halfway, profiles of
 * deleted accounts). Answers a stop function.
 */
export function startLifecycleSweeps({
  projectId,
  bucket: bucketName,
  intervalMs = HOUR_MS,
  log = console.error,
}: {
  projectId: string;
  bucket: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): () => void {
  const rules = readLifecycleRules();
  const bucket = getStorage(adminApp(`hirewise-lifecycle-${projectId}@${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? ''}`, projectId)).bucket(bucketName);
  const accounts = createFirebaseAccountData({ projectId, bucket: bucketName });
  const failed = (what: string) => (error: unknown) => log(`${what}: the sweep failed (${(error as Error)?.name ?? 'error'}); it runs again in an hour.`);
  const sweep = () => {
    sweepExpiredObjects(bucket, rules).then(
      (deleted) => deleted > 0 && log(`Storage lifecycle: deleted ${deleted} expired upload${deleted === 1 ? '' : 's'}.`),
      failed('Storage lifecycle'),
    );
    sweepDeletedAccounts(accounts, log).then(
      (result) => result.finished + result.orphans > 0 && log(describeAccountSweep(result)),
      failed('Account sweep'),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
