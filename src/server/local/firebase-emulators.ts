import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopGroup } from './process-group.ts';

export interface AuthEmulatorOptions {
  projectId: string;
  host?: string;
  /** Auth emulator port. */
  port: number;
  /** firebase-tools' hub and logging ports must be free too. */
  hubPort: number;
  loggingPort: number;
  /** Folder to import accounts from and export them to on exit (persistence); none for throwaway runs. */
  dataDir?: string;
  /** Where firebase-tools' own output goes (it is chatty). */
  onOutput?: (line: string) => void;
}

export interface RunningAuthEmulator {
  host: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the official Firebase Auth emulator (firebase-tools; runs offline) and resolves when it answers.
 * (Firestore's official emulator is started directly, firestore-emulator.ts: firebase-tools wants Java 21 for it.)
 * Uses a generated config so tests and `npm start` can run side by side on different ports.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const configDir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(configDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host, port: options.port },
        hub: { host, port: options.hubPort },
        logging: { host, port: options.loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const bin = resolve('node_modules/.bin/firebase');
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', config];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // Import only what an earlier run exported: firebase-tools refuses a folder without its metadata file.
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }
  // detached: the emulator gets its own process group, so stop() ends its Java-free Node children too.
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } });
  const output: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) (options.onOutput ?? ((l: string) => output.push(l)))(line);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator exited early:\n${output.slice(-10).join('\n')}`);
    try {
      // Any HTTP answer means it listens.
      await fetch(`http://${host}:${options.port}/`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Firebase Auth emulator did not start on ${host}:${options.port} within 60 s.`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    host: `${host}:${options.port}`,
    child,
    // SIGINT lets firebase-tools export data on exit; SIGKILL after 15 s if it hangs.
    stop: () => stopGroup(child, { signal: 'SIGINT', graceMs: 15_000 }),
  };
}
