import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to the process group of a child spawned with `detached: true` (the child and all it started). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops a detached child's whole group: `signal` first (SIGINT lets a tool save its data), SIGKILL after `graceMs`
 * if it lingers. Resolves when the child has exited.
 */
export function stopGroup(child: ChildProcess, { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {}): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    signalGroup(child, signal);
    setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs).unref();
  });
}
