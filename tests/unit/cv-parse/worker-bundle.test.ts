import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  BUNDLE_BUILDERS,
  BUNDLE_ROOT,
  bundleStamp,
  isBundleFresh,
  rebuildIfStale,
  WORKER_BUNDLE,
  WORKER_BUNDLE_SOURCES,
  WORKER_ENTRY,
  workerBundleUrl,
  type BundleSources,
} from '../../../src/server/cv-parse/worker-bundle.ts';

/**
 * The parse worker runs as a bundle (worker-bundle.ts): code running from source must never load one built from
 * sources that have changed since. The staleness rule is checked on a copy of the worker's sources in a temporary
 * folder, so no file of the project is edited.
 */

const recordedSourcesIn = (root: string) => JSON.parse(readFileSync(join(root, WORKER_BUNDLE_SOURCES), 'utf8')) as BundleSources;
const recordedSources = () => recordedSourcesIn(BUNDLE_ROOT);

describe('the parse worker bundle', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The sources the project's bundle was built from, copied with node_modules linked, and no bundle yet. */
  function copyOfTheSources(): string {
    const root = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
    copies.push(root);
    for (const input of recordedSources().inputs) cpSync(join(BUNDLE_ROOT, input), join(root, input));
    symlinkSync(join(BUNDLE_ROOT, 'node_modules'), join(root, 'node_modules'));
    return root;
  }

  test('the pool loads a bundle built from the sources as they are now, and from all of them', async () => {
    expect((await workerBundleUrl()).pathname).toBe(join(BUNDLE_ROOT, WORKER_BUNDLE));
    expect(isBundleFresh(BUNDLE_ROOT)).toBe(true);
    expect(recordedSources().inputs).toEqual(expect.arrayContaining([WORKER_ENTRY, 'src/server/cv-parse/extract/pdf.ts', ...BUNDLE_BUILDERS]));
  });

  test('a changed source makes the bundle stale, and it is rebuilt from the change', async () => {
    const root = copyOfTheSources();
    expect(isBundleFresh(root)).toBe(false);
    await rebuildIfStale(root);
    expect(isBundleFresh(root)).toBe(true);

    appendFileSync(join(root, WORKER_ENTRY), "\nexport const changedBy = 'an edit after the build';\n");
    expect(isBundleFresh(root)).toBe(false);
    await rebuildIfStale(root);
    expect(isBundleFresh(root)).toBe(true);
    expect(readFileSync(join(root, WORKER_BUNDLE), 'utf8')).toContain('an edit after the build');
  });

  test('a source the bundle was built from that is gone makes it stale, and a build that fails says so', async () => {
    const root = copyOfTheSources();
    await rebuildIfStale(root);
    rmSync(join(root, 'src/server/cv-parse/extract/pdf.ts'));
    expect(isBundleFresh(root)).toBe(false);
    await expect(rebuildIfStale(root)).rejects.toThrow(/Bundling the parse worker failed[\s\S]*extract\/pdf\.ts/);
  });

  test("a bundle beside another build's record of its sources is stale (two processes rebuilding at once)", async () => {
    const root = copyOfTheSources();
    await rebuildIfStale(root);
    const bundle = readFileSync(join(root, WORKER_BUNDLE), 'utf8');
    expect(bundle.startsWith(bundleStamp(recordedSourcesIn(root).hash))).toBe(true);
    writeFileSync(join(root, WORKER_BUNDLE), bundle.replace(/^.*\n/, bundleStamp('0'.repeat(64))));
    expect(isBundleFresh(root)).toBe(false);
  });
});
