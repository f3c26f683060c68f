import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from './firestore-api.ts';
import { restSettingsForEmulator } from '../emulators/firestore/admin-rest.ts';
import { adminApp } from './admin-app.ts';

/** settings() may be called once per Firestore instance, so each app's configured instance is remembered. */
const configured = new WeakMap<App, Firestore>();

/**
 * firebase-admin's Firestore for `app`, speaking REST (`preferRest`). Against an emulator
 * (FIRESTORE_EMULATOR_HOST set) it also gets the credential-free auth client that works around
 * googleapis/nodejs-firestore#1811 (see restSettingsForEmulator). Every server module that needs Firestore
 * goes through here, so settings() is applied exactly once per app.
 */
export function adminFirestore(app: App): Firestore {
  let firestore = configured.get(app);
  if (!firestore) {
    firestore = getFirestore(app);
    firestore.settings(restSettingsForEmulator());
    configured.set(app, firestore);
  }
  return firestore;
}

/**
 * The Firestore of `projectId` for server code that needs nothing else (profiles, rate-limit counters): one
 * app per project and emulator, shared by its callers. FIRESTORE_EMULATOR_HOST is part of the app name because
 * firebase-admin binds it when the app's Firestore is first created.
 */
export function projectFirestore(projectId: string): Firestore {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  return adminFirestore(adminApp(`hirewise-firestore-${projectId}${emulator ? `@${emulator}` : ''}`, projectId));
}
