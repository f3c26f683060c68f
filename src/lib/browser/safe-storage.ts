/**
 * Web Storage that never throws. Merely reading `window.localStorage` throws where the browser blocks storage
 * (privacy settings, some private modes) and a write throws when storage is full; neither may break a page,
 * which then keeps its state in memory. Missing storage (server rendering) behaves like blocked storage.
 * Free of runtime imports and made of separate functions: the hydration directives inline what they use of it
 * into every page.
 */
import type { output, ZodType } from 'zod';

export type StorageKind = 'localStorage' | 'sessionStorage';

/** A browser storage by kind (looked up on each call), a stand-in with the same methods (tests), or none. */
export type StorageSource = StorageKind | Partial<Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>> | null;

/** The browser's storage of `kind`; null on the server or where the browser refuses it. */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** Runs `use` on the storage, or answers `fallback` when there is none or it throws. */
function attempt<T>(source: StorageSource, fallback: T, use: (storage: Exclude<StorageSource, StorageKind | null>) => T): T {
  try {
    const storage = typeof source === 'string' ? browserStorage(source) : source;
    return storage ? use(storage) : fallback;
  } catch {
    return fallback;
  }
}

/** The string under `key`; null when absent or when storage is unavailable. */
export function readItem(source: StorageSource, key: string): string | null {
  return attempt(source, null, (storage) => storage.getItem?.(key) ?? null);
}

/** Stores `value` under `key`; false when the browser refused (storage blocked, missing or full). */
export function writeItem(source: StorageSource, key: string, value: string): boolean {
  return attempt(source, false, (storage) => {
    if (!storage.setItem) return false;
    storage.setItem(key, value);
    return true;
  });
}

/** Removes `key`; blocked storage held nothing to remove. */
export function removeItem(source: StorageSource, key: string): void {
  attempt(source, undefined, (storage) => storage.removeItem?.(key));
}

/** Every key in the storage now (empty when unavailable). */
export function storedKeys(source: StorageSource): string[] {
  return attempt(source, [], (storage) =>
    Array.from({ length: storage.length ?? 0 }, (_, index) => storage.key?.(index)).filter((key): key is string => typeof key === 'string'),
  );
}

/**
 * The JSON value under `key`, validated by `schema`: undefined when absent (or storage is unavailable), null
 * when present but unreadable (bad JSON or the wrong shape), so callers can tell 'none' from 'broken'. Stored
 * values cross page loads and anyone can edit them, hence the validation.
 */
export function readJson<S extends ZodType>(source: StorageSource, key: string, schema: S): output<S> | null | undefined {
  const raw = readItem(source, key);
  if (raw === null) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when the browser refused. */
export function writeJson(source: StorageSource, key: string, value: unknown): boolean {
  return writeItem(source, key, JSON.stringify(value));
}
