import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * Returns the firebase-admin app called `name`, creating it with `projectId` only (credentials come from the
 * environment: Application Default Credentials in production, none needed against the emulators).
 * Named apps let one process (and one test run) talk to several projects side by side.
 */
export function adminApp(name: string, projectId: string): App {
  const existing = getApps().find((app) => app.name === name);
  if (existing) {
    if (existing.options.projectId !== projectId) throw new Error(`firebase-admin app "${name}" already exists for another project.`);
    return existing;
  }
  return initializeApp({ projectId }, name);
}
