/**
 * `node scripts/build-parse-worker.ts`: bundles the parse worker (src/server/cv-parse/worker.ts and our modules it
 * imports; packages stay external, loaded from node_modules) into one JavaScript file, and records beside it the
 * sources it was built from with their hash (src/server/cv-parse/worker-bundle.ts says why and when it is rebuilt).
 * `npm run build` runs it; code running from source runs it when a source changed. Run from the project root.
 */
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_BUILDERS, bundleStamp, hashOf, WORKER_BUNDLE, WORKER_BUNDLE_SOURCES, WORKER_ENTRY, type BundleSources } from '../src/server/cv-parse/worker-bundle.ts';

/** Builds tried before giving up on sources that change while they are read. */
const MOST_BUILDS = 3;

/** Writes through a file of this process's own and a rename, so a process loading the bundle never reads half of it. */
function writeWhole(path: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

/**
 * The bundle and the sources it was built from. The hash is read after esbuild read the files: a source saved in
 * between (its time falls between the build's start and the hash) would be recorded as bundled when it was not, and
 * pass as fresh, so the build is made again.
 */
async function bundle(): Promise<{ code: Uint8Array; sources: BundleSources }> {
  for (let attempt = 1; ; attempt++) {
    const readFrom = Date.now() - 1;
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
    const hash = hashOf('.', inputs);
    const hashedBy = Date.now() + 1;
    const savedMeanwhile = inputs.some((input) => {
      const saved = statSync(input).mtimeMs;
      return saved >= readFrom && saved <= hashedBy;
    });
    if (!savedMeanwhile) return { code: result.outputFiles[0]!.contents, sources: { inputs, hash } };
    if (attempt === MOST_BUILDS) throw new Error(`The parse worker's sources kept changing while it was bundled (${MOST_BUILDS} builds).`);
  }
}

const started = performance.now();
const { code, sources } = await bundle();
// The bundle first, stamped with its sources' hash (worker-bundle.ts, bundleStamp), then the record of its sources.
writeWhole(WORKER_BUNDLE, Buffer.concat([Buffer.from(bundleStamp(sources.hash)), code]));
writeWhole(WORKER_BUNDLE_SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
console.log(`${WORKER_BUNDLE}: ${sources.inputs.length} sources, ${(code.length / 1024).toFixed(0)} KB, ${(performance.now() - started).toFixed(0)} ms`);
