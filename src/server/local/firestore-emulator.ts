import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { signalGroup, stopGroup } from './process-group.ts';

/**
 * The official Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator, Java 17+),
 * started directly: firebase-tools would refuse it below Java 21. It enforces firestore.rules itself.
 */

/** Where the Debian package puts the launcher. */
export const PACKAGED_FIRESTORE_EMULATOR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
export const FIRESTORE_EMULATOR_INSTALL = 'apt-get install google-cloud-cli-firestore-emulator openjdk-17-jre-headless';

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether `java` (or $JAVA, which the launcher honours) runs. */
function javaRuns(env: Record<string, string | undefined>): boolean {
  const result = spawnSync(env.JAVA || 'java', ['-version'], { encoding: 'utf8', timeout: 10_000 });
  return !result.error && result.status === 0;
}

/**
 * The emulator's launcher, or null when it or Java is missing. Looks at FIRESTORE_EMULATOR_COMMAND, then
 * the Debian package's path, then `cloud_firestore_emulator` on PATH.
 */
export function findFirestoreEmulator(env: Record<string, string | undefined> = process.env): string | null {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'cloud_firestore_emulator'));
  const candidates = env.FIRESTORE_EMULATOR_COMMAND ? [env.FIRESTORE_EMULATOR_COMMAND] : [PACKAGED_FIRESTORE_EMULATOR, ...onPath];
  const command = candidates.find(executable);
  return command && javaRuns(env) ? command : null;
}

export interface FirestoreEmulatorOptions {
  command: string;
  host?: string;
  port: number;
  /** The project whose data persists (dataDir); requests for other projects are served too. */
  projectId: string;
  /** Absolute path of the rules file the emulator enforces. */
  rules: string;
  /** Folder to seed the data from and export it to on stop (persistence); none for throwaway runs. */
  dataDir?: string;
}

export interface RunningFirestoreEmulator {
  /** host:port, as FIRESTORE_EMULATOR_HOST wants it. */
  host: string;
  /** Deletes every document of `projectId` (the emulator's own reset endpoint). */
  clear(projectId?: string): Promise<void>;
  stop(): Promise<void>;
}

const EXPORT_NAME = 'firestore_export';

/** The export's metadata file in dataDir, when an earlier run left one. */
function previousExport(dataDir: string): string | null {
  const folder = join(dataDir, EXPORT_NAME);
  const metadata = existsSync(folder) ? readdirSync(folder).find((file) => file.endsWith('.overall_export_metadata')) : undefined;
  return metadata ? join(folder, metadata) : null;
}

/** Starts the emulator and resolves once it answers (about 5-10 s: a JVM starts). */
export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const origin = `http://${host}:${options.port}`;
  const args = ['start', `--host=${host}`, `--port=${options.port}`, `--rules=${options.rules}`, `--project_id=${options.projectId}`];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    const seed = previousExport(options.dataDir);
    if (seed) args.push(`--seed_from_export=${seed}`);
  }
  // detached: its own process group, so stop() ends the JVM too and not just the shell launcher.
  const child: ChildProcess = spawn(options.command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  const keep = (chunk: Buffer) =>
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .slice(-20),
    );
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator exited early:\n${output.slice(-10).join('\n')}`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      throw new Error(`The Firestore emulator did not answer on ${origin} within 60 s:\n${output.slice(-10).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const clear = async (projectId = options.projectId) => {
    const response = await fetch(`${origin}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status} ${await response.text()}`);
  };

  const stop = async () => {
    if (child.exitCode !== null) return;
    // --export-on-exit does not fire on a signal; its HTTP export does the same while the emulator runs.
    if (options.dataDir) {
      const response = await fetch(`${origin}/emulator/v1/projects/${options.projectId}:export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          database: `projects/${options.projectId}/databases/(default)`,
          export_directory: options.dataDir,
          export_name: EXPORT_NAME,
        }),
      }).catch((error: Error) => ({ ok: false, text: async () => error.message }));
      if (!response.ok) console.error(`Saving the Firestore emulator's data failed: ${await response.text()}`);
    }
    await stopGroup(child);
  };

  return { host: `${host}:${options.port}`, clear, stop };
}

/**
 * The Firestore `npm start` runs: FIRESTORE_EMULATOR=local forces our emulation, =official requires the
 * official emulator; unset, the official one whenever it is found. Its launcher, or null for our emulation.
 */
export function chooseFirestoreEmulator(env: Record<string, string | undefined> = process.env): string | null {
  const choice = env.FIRESTORE_EMULATOR || 'auto';
  if (!['auto', 'official', 'local'].includes(choice)) throw new Error(`FIRESTORE_EMULATOR must be "official" or "local" (or unset), got "${choice}".`);
  if (choice === 'local') return null;
  const command = findFirestoreEmulator(env);
  if (!command && choice === 'official') {
    throw new Error(`FIRESTORE_EMULATOR=official, but the official Firestore emulator or Java was not found. Install them: ${FIRESTORE_EMULATOR_INSTALL}`);
  }
  return command;
}
