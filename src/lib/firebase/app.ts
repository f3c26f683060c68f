/**
 * The one place Firebase is initialised. Nothing here runs at import time: the SDK is fetched with dynamic
 * imports on first use (DECISIONS.md: never in a marketing page's first load), each product (Auth, Firestore
 * lite, Storage) separately, so a page that only needs sign-in never downloads Storage. Each product connects
 * to its emulator, when the config names one, exactly once. Only the modules in this folder use these getters.
 * Dynamic imports are always destructured on the spot (`const { x } = await import(...)`): that is the form
 * Rollup can tree-shake, so each chunk carries only the SDK functions actually used.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { readFirebaseConfig, type FirebaseConfig } from './config.ts';

let configOverride: FirebaseConfig | undefined;
let started = false;

/**
 * Replaces the build's config (import.meta.env) before Firebase is first used; for tests and scripts that run
 * outside Vite. Throws once Firebase has started, since the app cannot be re-pointed afterwards.
 */
export function configureFirebase(config: FirebaseConfig): void {
  if (started) throw new Error('configureFirebase() must run before Firebase is first used.');
  configOverride = config;
}

/** The config in force: the one given to configureFirebase, else the build's. */
export function activeFirebaseConfig(): FirebaseConfig {
  return (configOverride ??= readFirebaseConfig());
}

/** True when sign-in goes to the Auth emulator (the UI then mentions the emulator terminal for e-mails). */
export function isUsingAuthEmulator(): boolean {
  return activeFirebaseConfig().emulators.auth !== undefined;
}

/** Memoises an async start-up, but forgets a failure (e.g. a chunk that failed to download) so a retry can work. */
function lazily<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = start();
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
      pending = attempt;
    }
    return pending;
  };
}

/** The Firebase app, initialised on first call. */
export const getFirebase: () => Promise<FirebaseApp> = lazily(async () => {
  started = true;
  const { getApps, initializeApp } = await import('firebase/app');
  return getApps()[0] ?? initializeApp(activeFirebaseConfig().web);
});

/** The Auth instance, connected to the Auth emulator in local mode. */
export const getAuthService: () => Promise<Auth> = lazily(async () => {
  const app = await getFirebase();
  const { getAuth, connectAuthEmulator } = await import('firebase/auth');
  const auth = getAuth(app);
  const emulator = activeFirebaseConfig().emulators.auth;
  // The UI shows its own hint; the SDK's banner would cover the page footer.
  if (emulator) connectAuthEmulator(auth, `http://${hostPort(emulator)}`, { disableWarnings: true });
  return auth;
});

/** The Firestore (lite) instance, connected to the Firestore emulator in local mode. */
export const getFirestoreService: () => Promise<Firestore> = lazily(async () => {
  const app = await getFirebase();
  const { initializeFirestore, connectFirestoreEmulator } = await import('firebase/firestore/lite');
  // Parsed CVs carry optional fields; dropping undefined beats failing the whole save.
  const firestore = initializeFirestore(app, { ignoreUndefinedProperties: true });
  const emulator = activeFirebaseConfig().emulators.firestore;
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return firestore;
});

/** The Storage instance for the configured bucket, connected to the Storage emulator in local mode. */
export const getStorageService: () => Promise<FirebaseStorage> = lazily(async () => {
  const app = await getFirebase();
  const { getStorage, connectStorageEmulator } = await import('firebase/storage');
  const storage = getStorage(app);
  const emulator = activeFirebaseConfig().emulators.storage;
  if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
  return storage;
});

/** "host:port", bracketing IPv6 hosts for use in a URL. */
function hostPort({ host, port }: { host: string; port: number }): string {
  return `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
