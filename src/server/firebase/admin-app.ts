import { cert, getApps, initializeApp, type App, type Credential } from 'firebase-admin/app';

/**
 * The service account the functions sign in to Google with in production: FIREBASE_CLIENT_EMAIL and
 * FIREBASE_PRIVATE_KEY, from the account's JSON key (Netlify has no file for GOOGLE_APPLICATION_CREDENTIALS to
 * point at, and the two fields fit its functions' 4 KB environment where the whole key file may not). A key pasted
 * with its newlines written as \n is read as PEM. Neither set: Application Default Credentials, or none at all
 * against the emulators.
 */
export function credentialFromEnv(projectId: string, env: Record<string, string | undefined> = process.env): Credential | undefined {
  const clientEmail = env.FIREBASE_CLIENT_EMAIL?.trim();
  const privateKey = env.FIREBASE_PRIVATE_KEY?.trim().replace(/\\n/g, '\n');
  if (!clientEmail && !privateKey) return undefined;
  if (!clientEmail || !privateKey) throw new Error('Set FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY together (from the service account key), or neither.');
  return cert({ projectId, clientEmail, privateKey });
}

/**
 * Returns the firebase-admin app called `name`, creating it for `projectId` with the credential from the
 * environment (credentialFromEnv). Named apps let one process (and one test run) talk to several projects side
 * by side.
 */
export function adminApp(name: string, projectId: string): App {
  const existing = getApps().find((app) => app.name === name);
  if (existing) {
    if (existing.options.projectId !== projectId) throw new Error(`firebase-admin app "${name}" already exists for another project.`);
    return existing;
  }
  const credential = credentialFromEnv(projectId);
  return initializeApp({ projectId, ...(credential && { credential }) }, name);
}
