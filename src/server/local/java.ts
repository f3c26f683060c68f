import { spawnSync } from 'node:child_process';

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 5_000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * Whether to run the official Firestore and Storage emulators instead of the local emulation:
 * FIREBASE_EMULATORS=official forces them, =local forces ours; otherwise they are used when Java 21+ is found.
 */
export function useOfficialEmulators(env: Record<string, string | undefined> = process.env): boolean {
  if (env.FIREBASE_EMULATORS === 'official') return true;
  if (env.FIREBASE_EMULATORS === 'local') return false;
  return (javaMajorVersion() ?? 0) >= 21;
}
