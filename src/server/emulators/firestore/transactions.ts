import { randomBytes } from 'node:crypto';
import { FirestoreError, invalidArgument } from './errors.ts';
import type { DocumentStore } from './store.ts';

/**
 * Server-side transactions (firebase-admin's runTransaction): begun by beginTransaction or by a read with
 * `newTransaction`, ended by commit or rollback. Firestore locks what a transaction reads; here the
 * transaction remembers the version of each document it read, and its commit is refused with ABORTED if
 * any of them changed meanwhile, so the SDK retries it, as it does after lock contention. Documents a
 * query would newly match are not tracked.
 */
export interface TransactionRegistry {
  /** Starts a transaction; returns its id (base64, as the JSON encoding of bytes). */
  begin(): string;
  /** Records the version (updateTime, or undefined for a missing document) a transaction read. */
  noteRead(id: string, path: string, updateTime: string | undefined): void;
  /** Ends a transaction for its commit; throws ABORTED if a document it read has changed since. */
  finish(id: string, store: DocumentStore): void;
  rollback(id: string): void;
}

/** Firestore expires a transaction after 270 s of idleness; so do we, to keep memory bounded. */
const EXPIRY_MS = 270_000;

interface OpenTransaction {
  reads: Map<string, string | undefined>;
  lastUsed: number;
}

export function createTransactionRegistry(now: () => number = Date.now): TransactionRegistry {
  const open = new Map<string, OpenTransaction>();

  const get = (id: string): OpenTransaction => {
    const transaction = typeof id === 'string' ? open.get(id) : undefined;
    if (!transaction || now() - transaction.lastUsed > EXPIRY_MS) {
      open.delete(id);
      throw invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    transaction.lastUsed = now();
    return transaction;
  };

  return {
    begin() {
      for (const [id, transaction] of open) if (now() - transaction.lastUsed > EXPIRY_MS) open.delete(id);
      const id = randomBytes(16).toString('base64');
      open.set(id, { reads: new Map(), lastUsed: now() });
      return id;
    },
    noteRead(id, path, updateTime) {
      const reads = get(id).reads;
      if (!reads.has(path)) reads.set(path, updateTime);
    },
    finish(id, store) {
      const { reads } = get(id);
      open.delete(id);
      for (const [path, version] of reads) {
        if (store.get(path)?.updateTime !== version) {
          throw new FirestoreError('ABORTED', 'Transaction aborted: a document it read was changed by another request. Please retry.');
        }
      }
    },
    rollback(id) {
      open.delete(id);
    },
  };
}
