import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from '../firebase/firestore-api.ts';
import { projectFirestore } from '../firebase/admin-firestore.ts';
import { assertPlainUid } from './account-data.ts';

/**
 * Server-only: firestore.rules match nothing here (the catch-all denies it), so no client can read, write or
 * remove a marker. One document per account and event, `{uid}.{event}`, holding only when it happened; one per
 * announced address, `address.{sha256 of it}` (no address in the clear), holding `expiresAt`, when its claim
 * ends: the TTL policy on `expiresAt` (README, production set-up) then deletes it, as it does idle rate limits.
 */
export const ACCOUNT_EVENTS_COLLECTION = 'accountEvents';
/** The public user counter (SPEC §7), written by the server only. */
export const USER_COUNTER_PATH = 'stats/general';

/**
 * What a new account gets at most once, ever (issue 15, items 3 and 5): the early-access notice to support and
 * +1 on the public user counter. Each is guarded by a marker created if absent, so two calls at once cannot
 * both go ahead.
 */
export interface WelcomeRecords {
  /** Claims the account's one early-access notice: true the first time, false when it was claimed before. */
  claimNotice(uid: string): Promise<boolean>;
  /** Gives the claim back (the notice could not be sent after all), so a later call may send it. */
  releaseNotice(uid: string): Promise<void>;
  /**
   * Claims `address` (lower-cased by the caller) for `windowMs` from `now` (ms), whichever account announces it:
   * 0 when claimed, else the ms until its current claim ends.
   */
  claimAddress(address: string, now: number, windowMs: number): Promise<number>;
  /** Gives an address's claim back (its notice could not be sent). */
  releaseAddress(address: string): Promise<void>;
  /** Adds 1 to stats/general.totalUsers the first time for this account: true then, false when counted before. */
  countUser(uid: string): Promise<boolean>;
}

/**
 * Creates `marker` in a transaction when it is absent, with `alongside` written in the same commit: true then,
 * false when the marker was there. A transaction rather than create(): over REST (preferRest) Firestore's
 * "already exists" arrives as HTTP 409, which the client library reads as ABORTED and retries for a minute.
 * Two calls at once: the loser's commit is aborted, and its retry finds the marker.
 */
function createOnce(firestore: Firestore, marker: DocumentReference, alongside?: (transaction: Transaction) => void): Promise<boolean> {
  return firestore.runTransaction(async (transaction) => {
    if ((await transaction.get(marker)).exists) return false;
    transaction.create(marker, { at: FieldValue.serverTimestamp() });
    alongside?.(transaction);
    return true;
  });
}

/** WelcomeRecords in `firestore` (admin credentials: the rules do not apply to it). */
export function createFirestoreWelcomeRecords(firestore: Firestore, collection = ACCOUNT_EVENTS_COLLECTION): WelcomeRecords {
  const marker = (uid: string, event: 'early-access-notice' | 'counted') => {
    assertPlainUid(uid);
    return firestore.collection(collection).doc(`${uid}.${event}`);
  };
  const addressMarker = (address: string) => firestore.collection(collection).doc(`address.${createHash('sha256').update(address).digest('hex')}`);
  return {
    claimNotice: (uid) => createOnce(firestore, marker(uid, 'early-access-notice')),
    async releaseNotice(uid) {
      await marker(uid, 'early-access-notice').delete();
    },
    claimAddress(address, now, windowMs) {
      const ref = addressMarker(address);
      return firestore.runTransaction(async (transaction) => {
        const until = (await transaction.get(ref)).get('expiresAt') as unknown;
        if (until instanceof Timestamp && until.toMillis() > now) return until.toMillis() - now;
        transaction.set(ref, { expiresAt: Timestamp.fromMillis(now + windowMs) });
        return 0;
      });
    },
    async releaseAddress(address) {
      await addressMarker(address).delete();
    },
    countUser: (uid) =>
      createOnce(firestore, marker(uid, 'counted'), (transaction) =>
        transaction.set(firestore.doc(USER_COUNTER_PATH), { totalUsers: FieldValue.increment(1), lastUpdated: FieldValue.serverTimestamp() }, { merge: true }),
      ),
  };
}

/** The WelcomeRecords of `projectId` (the emulator when FIRESTORE_EMULATOR_HOST is set). */
export function createProjectWelcomeRecords(projectId: string): WelcomeRecords {
  return createFirestoreWelcomeRecords(projectFirestore(projectId));
}
