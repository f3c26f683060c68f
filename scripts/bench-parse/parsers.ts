import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { sharedPool } from '../../src/server/cv-parse/run-in-worker.ts';
import { workerBundleUrl } from '../../src/server/cv-parse/worker-bundle.ts';
import type { DeployedRequest } from './as-deployed.ts';
import { parseOne, type ParseOutcome } from './parse-one.ts';
import { rssSampler } from './rss-sampler.ts';

/** Where the bench's files are parsed, and that place's memory. */
export interface BenchParser {
  parse(file: string): Promise<ParseOutcome>;
  /** Starts the peak again from now; resolves with the RSS now. */
  resetPeak(): Promise<number>;
  /** Peak RSS since the last reset, of the whole process that parses (request thread and workers). */
  peak(): Promise<number>;
  close(): Promise<void>;
}

/** Parses in this process, from source: the bench's own harness (its TypeScript stripped at run time) shares the RSS. */
export function fromSourceParser(): BenchParser {
  const sampler = rssSampler();
  return {
    parse: parseOne,
    resetPeak: async () => sampler.reset(),
    peak: async () => sampler.peak(),
    close: async () => {
      sampler.stop();
      await sharedPool().close();
    },
  };
}

/**
 * as-deployed.ts bundled as a Netlify function bundles it (esbuild, ESM; packages stay in node_modules, loaded as
 * JavaScript), one file per bench process so that benches running at once never share one. It is written two folders
 * below the root, where a function sits (src/functions/{name}.mjs), so worker-bundle.ts finds the worker bundle as a
 * deployed function does; that bundle is rebuilt first if a source changed.
 */
export async function bundleDeployedParser(root: string): Promise<{ file: string; remove: () => void }> {
  await workerBundleUrl();
  const file = path.join(root, 'dist-server/bench', `as-deployed.${process.pid}.mjs`);
  mkdirSync(path.dirname(file), { recursive: true });
  await build({
    entryPoints: [path.join(import.meta.dirname, 'as-deployed.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}

/** Parses in a child process running the bundle from bundleDeployedParser: the process a deployed function runs in. */
export function deployedParser(bundle: string): BenchParser {
  const child = fork(bundle, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(request: DeployedRequest) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the deployed-shape parse process exited (code ${code})`));
      child.once('exit', onExit);
      child.once('message', (reply) => {
        child.off('exit', onExit);
        resolve(reply as T);
      });
      child.send(request);
    });
  return {
    parse: (file) => ask<ParseOutcome>({ parse: file }),
    resetPeak: async () => (await ask<{ rss: number }>({ reset: true })).rss,
    peak: async () => (await ask<{ peak: number }>({ peak: true })).peak,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ close: true } satisfies DeployedRequest);
      }),
  };
}
