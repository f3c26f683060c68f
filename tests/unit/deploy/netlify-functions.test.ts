import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { parse } from 'smol-toml';
import { beforeAll, describe, expect, test } from 'vitest';
import { WORKER_BUNDLE, workerBundleUrl } from '../../../src/server/cv-parse/worker-bundle.ts';

/**
 * The parse worker runs from its own bundle beside the function's (run-in-worker.ts, worker-bundle.ts), so Netlify's
 * bundler never sees what it imports: netlify.toml's included_files must ship it. This follows the worker bundle's
 * imports, the packages it loads with their dependencies, and checks that every one is shipped.
 */
const config = parse(readFileSync('netlify.toml', 'utf8')) as { functions: { included_files: string[] } };
const shipped = new Set(config.functions.included_files.flatMap((pattern) => globSync(pattern)).map(normalize));

/** Packages the function bundle imports itself, which Netlify's file tracer ships with it. */
const TRACED_WITH_THE_BUNDLE = new Set(['zod']);

/** An import, a dynamic import, a require (esbuild may rename it require2 in a bundle) or a require.resolve. */
const IMPORT = /(?:from\s+|import\(\s*|require\d*\(\s*|resolve\(\s*)['"]([^'"]+)['"]/g;
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The files the worker reaches from its bundle (the bundle alone, when it holds all our code), and the packages they load. */
function workerClosure(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) visit(normalize(join(dirname(file), specifier!)));
      else if (!specifier!.startsWith('node:')) packages.add(packageName(specifier!));
    }
  };
  visit(entry);
  return { files: [...files], packages };
}

/** The package.json files of `name` and of everything it depends on, resolved as Node resolves them from `from`. */
function packageFiles(name: string, from = '.', found = new Set<string>()): Set<string> {
  let dir = from;
  let manifest = '';
  for (;;) {
    manifest = normalize(join(dir, 'node_modules', name, 'package.json'));
    if (existsSync(manifest) || dir === '.') break;
    dir = normalize(join(dir, '..', '..'));
  }
  if (found.has(manifest)) return found;
  found.add(manifest);
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(dependencies)) packageFiles(dependency, dirname(manifest), found);
  return found;
}

describe('the parse worker, as a Netlify function ships it', () => {
  let files: string[] = [];
  let packages = new Set<string>();
  beforeAll(async () => {
    await workerBundleUrl(); // rebuilt here if a source changed since it was built
    ({ files, packages } = workerClosure(WORKER_BUNDLE));
  });

  test('is one bundle that loads the packages we expect (the walk itself works)', () => {
    expect(files).toEqual([WORKER_BUNDLE]);
    expect([...packages]).toEqual(expect.arrayContaining(['pdfjs-dist', 'word-extractor']));
  });

  test('the bundle is in included_files', () => {
    expect(files.filter((file) => !shipped.has(file))).toEqual([]);
  });

  test('every package it loads, and their dependencies, are in included_files', () => {
    const needed = [...packages].filter((name) => !TRACED_WITH_THE_BUNDLE.has(name)).flatMap((name) => [...packageFiles(name)]);
    expect(needed.length).toBeGreaterThan(3);
    expect(needed.filter((manifest) => !shipped.has(manifest))).toEqual([]);
  });
});
