import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * The parse worker runs as one JavaScript file bundled from worker.ts and what it imports (packages stay external):
 * a worker that loads TypeScript has Node strip its types in that thread at run time, and what the stripper takes
 * stays in the process (docs/parse-memory.md: the bench's peak 246 against 263 MB). `scripts/build-parse-worker.ts`
 * writes the bundle and, beside it, the sources it was built from with their hash.
 *
 * The rule that keeps a stale bundle out: code running from a checkout (tests, scripts, the bench) rebuilds the
 * bundle before its first parse whenever that hash no longer matches the sources; a deployed function (bundled by
 * Netlify, no sources beside it) loads the bundle `npm run build` wrote and netlify.toml's included_files shipped.
 */

/** Paths from the project root (in a deployed function, the root of its files). */
export const WORKER_ENTRY = 'src/server/cv-parse/worker.ts';
export const WORKER_BUNDLE = 'dist-server/parse-worker.mjs';
export const WORKER_BUNDLE_SOURCES = 'dist-server/parse-worker.sources.json';
const BUILD_SCRIPT = 'scripts/build-parse-worker.ts';
/** Files that decide how the bundle is built, hashed with the sources so that changing them rebuilds it too. */
export const BUNDLE_BUILDERS = [BUILD_SCRIPT, 'src/server/cv-parse/worker-bundle.ts'];

/** What the bundle was built from: source paths (from the root) and the hash of their contents. */
export interface BundleSources {
  inputs: string[];
  hash: string;
}

/**
 * The bundle's first line, naming the hash of the sources it was built from. Two processes that find the bundle stale
 * at once both rebuild it, each writing the bundle and its sources file by a rename of its own; the line tells a
 * bundle from one build paired with the sources file of another.
 */
export const bundleStamp = (hash: string) => `// parse-worker sources ${hash}\n`;

/**
 * True when this module runs from its TypeScript source (a checkout), false inside a function bundle. From source it
 * is src/server/cv-parse/worker-bundle.ts; Netlify bundles it into src/functions/{name}.mjs, whose included files
 * sit at the same paths from the root.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** The project root the bundle is resolved from. */
export const BUNDLE_ROOT = fileURLToPath(new URL(FROM_SOURCE ? '../../../' : '../../', import.meta.url));

/** Hash of the inputs' paths and contents, read under `root`. */
export function hashOf(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input}\0`).update(readFileSync(join(root, input))).update('\0');
  return hash.digest('hex');
}

/** Whether the bundle under `root` was built from the sources there as they are now. */
export function isBundleFresh(root: string): boolean {
  if (!existsSync(join(root, WORKER_BUNDLE)) || !existsSync(join(root, WORKER_BUNDLE_SOURCES))) return false;
  const recorded = JSON.parse(readFileSync(join(root, WORKER_BUNDLE_SOURCES), 'utf8')) as BundleSources;
  if (!recorded.inputs.every((input) => existsSync(join(root, input)))) return false;
  return hashOf(root, recorded.inputs) === recorded.hash && readFileSync(join(root, WORKER_BUNDLE), 'utf8').startsWith(bundleStamp(recorded.hash));
}

/** Rebuilds the bundle under `root` unless it is fresh (the build takes well under a second). */
export async function rebuildIfStale(root: string): Promise<void> {
  if (isBundleFresh(root)) return;
  try {
    await promisify(execFile)(process.execPath, [BUILD_SCRIPT], { cwd: root });
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`Bundling the parse worker failed (node ${BUILD_SCRIPT}):\n${stderr || (error as Error).message}`);
  }
}

let found: Promise<URL> | undefined;

/** Where the parse worker's bundle is, rebuilt first when this runs from source and a source changed (once per process). */
export function workerBundleUrl(): Promise<URL> {
  found ??= locate().catch((error: unknown) => {
    found = undefined;
    throw error;
  });
  return found;
}

async function locate(): Promise<URL> {
  if (FROM_SOURCE) await rebuildIfStale(BUNDLE_ROOT);
  const path = join(BUNDLE_ROOT, WORKER_BUNDLE);
  if (!existsSync(path)) throw new Error(`The parse worker's bundle is missing: ${path} (npm run build writes it).`);
  return pathToFileURL(path);
}
