import { getStorage } from 'firebase-admin/storage';
import { HOUR_MS } from '../durations.ts';
import { adminApp } from '../firebase/admin-app.ts';
import { readLifecycleRules, sweepExpiredObjects } from '../storage/lifecycle.ts';

/**
 * Applies storage.lifecycle.json to the local bucket, as Cloud Storage does to the real one: once at start and
 * then every hour, so uploads older than the retention period are deleted here too. Answers a stop function.
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
  const sweep = () => {
    sweepExpiredObjects(bucket, rules).then(
      (deleted) => deleted > 0 && log(`Storage lifecycle: deleted ${deleted} expired upload${deleted === 1 ? '' : 's'}.`),
      (error: unknown) => log(`Storage lifecycle: the sweep failed (${(error as Error)?.name ?? 'error'}); it runs again in an hour.`),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
