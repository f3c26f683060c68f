/**
 * Settings for firebase-admin's Firestore to speak REST (`preferRest`) to an emulator:
 * `getFirestore(app).settings(restSettingsForEmulator())`.
 *
 * Why: with preferRest, @google-cloud/firestore's REST transport asks Google application-default
 * credentials for an auth client even when FIRESTORE_EMULATOR_HOST is set, and fails offline with "Could
 * not load the default credentials" (googleapis/nodejs-firestore#1811, still open). An emulator needs no
 * Google credential: the SDK already sends `Authorization: Bearer owner` itself, so a client that adds no
 * headers is enough. Without FIRESTORE_EMULATOR_HOST this returns plain `{preferRest: true}` (production).
 */
export function restSettingsForEmulator(env: Record<string, string | undefined> = process.env): Record<string, unknown> {
  if (!env.FIRESTORE_EMULATOR_HOST) return { preferRest: true };
  return { preferRest: true, authClient: { getRequestHeaders: async () => ({}) } };
}
