/**
 * `node scripts/build-parse-worker.ts`: bundles the parse worker (src/server/cv-parse/worker.ts and our modules it
 * imports; packages stay external, loaded from node_modules) into one JavaScript file, and records beside it the
 * sources it was built from with their hash (src/server/cv-parse/worker-bundle.ts says why and when it is rebuilt).
 * `npm run build` runs it; code running from source runs it when a source changed. Run from the project root.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_BUILDERS, hashOf, WORKER_BUNDLE, WORKER_BUNDLE_SOURCES, WORKER_ENTRY, type BundleSources } from '../src/server/cv-parse/worker-bundle.ts';

/** Writes through a file of this process's own and a rename, so a process loading the bundle never reads half of it. */
function writeWhole(path: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

const started = performance.now();
const result = await build({
  entryPoints: [WORKER_ENTRY],
  outfile: WORKER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  metafile: true,
  write: false,
  logLevel: 'warning',
});
const inputs = [...Object.keys(result.metafile.inputs), ...BUNDLE_BUILDERS].sort();
const sources: BundleSources = { inputs, hash: hashOf('.', inputs) };
writeWhole(WORKER_BUNDLE, result.outputFiles[0]!.contents);
writeWhole(WORKER_BUNDLE_SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
console.log(`${WORKER_BUNDLE}: ${inputs.length} sources, ${(result.outputFiles[0]!.contents.length / 1024).toFixed(0)} KB, ${(performance.now() - started).toFixed(0)} ms`);
