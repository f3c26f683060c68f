import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { stopGroup } from './process-group.ts';

export interface NetlifyRuntimeOptions {
  /** Where Netlify's server listens (on 127.0.0.1 and localhost). */
  port: number;
  /**
   * true: `netlify serve`, a production build (netlify.toml's build command, then the functions bundled into
   * .netlify/functions as a deploy bundles them) served as built. false: `netlify dev` over the dist/ already
   * built, the functions bundled by the same bundler at start-up (fast; nothing in dist/ is rewritten).
   */
  build: boolean;
  /** Environment of the build and of the functions. */
  env: Record<string, string>;
}

export interface RunningNetlifyRuntime {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** How long a build, the functions' bundling and the first answer may take on a busy two-core machine. */
const START_TIMEOUT_MS = 240_000;

/**
 * Starts Netlify's own local runtime (netlify-cli): the site and the functions served with netlify.toml's
 * redirects and headers by Netlify's code, so what the tests drive is what a deploy runs. Offline: edge
 * functions (we have none) would download Deno, so they are off. Resolves once /api/health answers, which
 * also means the functions are bundled.
 */
export async function startNetlifyRuntime(options: NetlifyRuntimeOptions): Promise<RunningNetlifyRuntime> {
  const command = options.build ? ['serve'] : ['dev', '--dir', 'dist', '--framework', '#static', '--no-open'];
  const args = [...command, '--offline', '--internal-disable-edge-functions', '--port', String(options.port)];
  // detached: its own process group, so stop() also ends the static server and function workers it starts.
  const child = spawn(resolve('node_modules/.bin/netlify'), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...options.env, BROWSER: 'none', NO_UPDATE_NOTIFIER: '1', NETLIFY_TELEMETRY_DISABLED: '1' },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter((line) => line.trim()));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const running = { child, stop: () => stopGroup(child) };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Netlify's local runtime exited early:\n${output.slice(-15).join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok) return running;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(`Netlify's local runtime did not answer on port ${options.port} within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-15).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
