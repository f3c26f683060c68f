import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { getStorage } from 'firebase-admin/storage';
import { z } from 'zod';
import { DAY_MS } from '../durations.ts';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * The bucket's object lifecycle (storage.lifecycle.json, the format `gcloud storage buckets update
 * --lifecycle-file` takes): uploaded CVs are deleted 30 days after upload, as the privacy policy promises
 * (SECURITY.md 'Retention'). In production Cloud Storage applies it; the local platform applies the same file
 * with `sweepExpiredObjects`, so what runs here keeps the same promise.
 */
const lifecycleSchema = z.object({
  rule: z
    .array(
      z.object({
        action: z.object({ type: z.literal('Delete') }),
        condition: z.object({ age: z.number().int().positive(), matchesPrefix: z.array(z.string().min(1)).min(1) }),
      }),
    )
    .min(1),
});

export type LifecycleRule = z.output<typeof lifecycleSchema>['rule'][number];

export const LIFECYCLE_FILE = 'storage.lifecycle.json';

/** The Delete rules of the lifecycle file; throws naming the file when it is not one we understand. */
export function readLifecycleRules(path = resolve(LIFECYCLE_FILE)): LifecycleRule[] {
  const parsed = lifecycleSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data.rule;
}

/** Whether `rule` deletes the object `name` created at `timeCreated` (ISO 8601) by `now`: Cloud Storage's 'age' in days. */
export function isExpired(rule: LifecycleRule, name: string, timeCreated: string, now: number): boolean {
  const created = Date.parse(timeCreated);
  return (
    rule.condition.matchesPrefix.some((prefix) => name.startsWith(prefix)) &&
    Number.isFinite(created) &&
    now - created >= rule.condition.age * DAY_MS
  );
}

/** Deletes the objects of `bucket` the rules have expired by `now`; answers how many went. */
export async function sweepExpiredObjects(bucket: Bucket, rules: readonly LifecycleRule[], now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const rule of rules) {
    for (const prefix of rule.condition.matchesPrefix) {
      const [files] = await bucket.getFiles({ prefix });
      for (const file of files) {
        if (!isExpired(rule, file.name, String(file.metadata.timeCreated ?? ''), now)) continue;
        await file.delete({ ignoreNotFound: true });
        deleted++;
      }
    }
  }
  return deleted;
}
