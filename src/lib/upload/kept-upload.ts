/**
 * The CV file a visitor uploaded, kept in this browser until their CV is in an account. Logging in to an account
 * that already exists cannot take over the visitor's anonymous one, so the upload stays in the visitor's folder,
 * which the account may not read (DECISIONS.md 'Journey details'); with the file kept here, it can be uploaded
 * again into the account's own folder (src/stores/account-carry.ts). One file: the latest upload.
 *
 * IndexedDB, because the file must outlive the page (the upload screen reloads into the editor, and a log-in may
 * happen on /login) and may be megabytes, far past what sessionStorage holds. Where IndexedDB is missing or
 * refuses (some private modes), the file is kept in memory for the page. Log-out forgets it (src/stores/session.ts).
 * No runtime imports: the session store loads this on every page.
 */

/** What is kept: the file as chosen, and the address its first upload got. */
export interface KeptUpload {
  gcsUrl: string;
  file: File;
}

const DATABASE = 'hirewise';
const STORE = 'kept-upload';
const KEY = 'latest';

let memory: KeptUpload | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request on the store; resolves with its result, or undefined when the browser refuses. */
async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } catch {
    return undefined;
  } finally {
    database.close();
  }
}

function isKeptUpload(value: unknown): value is KeptUpload {
  const kept = value as Partial<KeptUpload> | null;
  return !!kept && typeof kept.gcsUrl === 'string' && typeof File !== 'undefined' && kept.file instanceof File;
}

/** Keeps `file`, uploaded to `gcsUrl`, in place of any file kept before. Never rejects. */
export async function keepUpload(kept: KeptUpload): Promise<void> {
  memory = kept;
  await withStore('readwrite', (store) => store.put(kept, KEY));
}

/** The kept file, or null when there is none (or it cannot be read). Never rejects. */
export async function readKeptUpload(): Promise<KeptUpload | null> {
  const stored = await withStore('readonly', (store) => store.get(KEY) as IDBRequest<unknown>);
  if (isKeptUpload(stored)) return stored;
  return memory;
}

/** Forgets the kept file (it is in the account now, or the user logged out). Never rejects. */
export async function forgetKeptUpload(): Promise<void> {
  memory = null;
  await withStore('readwrite', (store) => store.delete(KEY));
}
