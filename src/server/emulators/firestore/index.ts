import { join } from 'node:path';
import { createClock } from './clock.ts';
import { createNames } from './names.ts';
import { createRouter } from './routes.ts';
import { openDocumentStore } from './store.ts';
import { createTransactionRegistry } from './transactions.ts';

export interface FirestoreEmulatorOptions {
  /** Folder of the data file (firestore.json); created when missing. */
  dataDir: string;
  /** The only project served, e.g. 'demo-hirewise'. */
  projectId: string;
  /** How long after a change the data file is written (default 100 ms); changes in between are saved together. */
  saveDelayMs?: number;
}

/**
 * Answers the Firestore REST requests of the Firebase JS SDK (lite) and of firebase-admin (preferRest).
 * Callable as a handler itself; `handler` and `handle` name the same function for callers that prefer a
 * property.
 */
export interface FirestoreEmulator {
  (request: Request): Promise<Response>;
  handler: (request: Request) => Promise<Response>;
  handle: (request: Request) => Promise<Response>;
  /** Writes pending changes to disk; call before the process exits. */
  flush(): Promise<void>;
}

/**
 * A small local Firestore for the REST calls this app's SDKs make (DECISIONS.md 'Backend, local'), used
 * when the official emulator (Java) is not available. Data lives in `{dataDir}/firestore.json` and
 * survives restarts; client requests are checked against the security rules in rules.ts.
 */
export function createFirestoreEmulator(options: FirestoreEmulatorOptions): FirestoreEmulator {
  const store = openDocumentStore(join(options.dataDir, 'firestore.json'), options.saveDelayMs);
  const state = {
    store,
    names: createNames(options.projectId),
    clock: createClock(),
    transactions: createTransactionRegistry(),
  };
  const handler = createRouter(state, options.projectId);
  return Object.assign((request: Request) => handler(request), { handler, handle: handler, flush: () => store.flush() });
}

export { restSettingsForEmulator } from './admin-rest.ts';
