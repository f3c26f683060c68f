import type { App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { restSettingsForEmulator } from '../emulators/firestore/admin-rest.ts';

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
