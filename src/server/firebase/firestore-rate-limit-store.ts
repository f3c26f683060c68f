import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { countInWindow, type RateLimitStore } from '../rate-limit.ts';
import { projectFirestore } from './admin-firestore.ts';

/** Server-only: firestore.rules match nothing here, so no client can read or reset a counter. */
export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * The document of a key. Keys hold uids and client addresses: hashed, no address is stored in the clear, and
 * no uid can smuggle a '/' into the path.
 */
export const rateLimitDocumentId = (key: string) => createHash('sha256').update(key).digest('hex');

/** The request times a stored counter holds, oldest first; anything unreadable counts as none. */
function storedTimes(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number' && Number.isFinite(time)) : [];
}

/**
 * A RateLimitStore shared by every function instance (DECISIONS.md: limits "hold across function instances";
 * SECURITY.md §4): each key is one document rateLimits/{sha256(key)} holding its sliding-window log, read and
 * written in one transaction so that instances counting at once cannot both take the last slot (Firestore
 * retries the loser). `expiresAt` is when the log is empty again: a TTL policy on it lets Firestore delete idle
 * counters in production.
 */
export function createFirestoreRateLimitStore(firestore: Firestore, collection = RATE_LIMIT_COLLECTION): RateLimitStore {
  return {
    hit(key, limit, windowMs, now = Date.now()) {
      const ref = firestore.collection(collection).doc(rateLimitDocumentId(key));
      return firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const counted = countInWindow(storedTimes(snapshot.get('times')), limit, windowMs, now);
        // A refused request changes nothing: no write, no contention.
        if (counted.result.allowed) {
          transaction.set(ref, { times: counted.times, expiresAt: Timestamp.fromMillis(now + windowMs) });
        }
        return counted.result;
      });
    },
  };
}

/** The Firestore store of `projectId` (the emulation when FIRESTORE_EMULATOR_HOST is set). */
export function createProjectRateLimitStore(projectId: string): RateLimitStore {
  return createFirestoreRateLimitStore(projectFirestore(projectId));
}
