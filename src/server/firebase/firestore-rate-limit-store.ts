import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from './firestore-api.ts';
import { countInWindow, type RateLimitStore, type WindowLog } from '../rate-limit.ts';
import { projectFirestore } from './admin-firestore.ts';

/** Server-only: firestore.rules match nothing here, so no client can read or reset a counter. */
export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * The document of a key. Keys hold uids and client addresses: hashed, no address is stored in the clear, and
 * no uid can smuggle a '/' into the path.
 */
export const rateLimitDocumentId = (key: string) => createHash('sha256').update(key).digest('hex');

const numbers = (value: unknown): number[] | undefined => (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item)) ? value : undefined);

/** The log a stored counter holds; unreadable times count as none, unreadable costs as 1 each. */
function storedLog(times: unknown, costs: unknown): WindowLog {
  const readTimes = numbers(times) ?? [];
  const readCosts = numbers(costs);
  return { times: readTimes, costs: readCosts?.length === readTimes.length ? readCosts : undefined };
}

/**
 * A RateLimitStore shared by every function instance (DECISIONS.md: limits "hold across function instances";
 * SECURITY.md §4): each key is one document rateLimits/{sha256(key)} holding its sliding-window log (`times`, and
 * `costs` for a weighted key such as the daily model budget), read and
 * written in one transaction so that instances counting at once cannot both take the last slot (Firestore
 * retries the loser). `expiresAt` is when the log is empty again: a TTL policy on it lets Firestore delete idle
 * counters in production.
 */
export function createFirestoreRateLimitStore(firestore: Firestore, collection = RATE_LIMIT_COLLECTION): RateLimitStore {
  return {
    hit(key, limit, windowMs, now = Date.now(), cost = 1) {
      const ref = firestore.collection(collection).doc(rateLimitDocumentId(key));
      return firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const counted = countInWindow(storedLog(snapshot.get('times'), snapshot.get('costs')), limit, windowMs, now, cost);
        // A refused request changes nothing: no write, no contention. Costs are stored only when some are not 1.
        if (counted.result.allowed) {
          const { times, costs } = counted.log;
          transaction.set(ref, { times, ...(costs.some((each) => each !== 1) ? { costs } : {}), expiresAt: Timestamp.fromMillis(now + windowMs) });
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
