import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

/** Where content editors keep the copy; paths in error messages are relative to the repository root. */
export const CONTENT_DIR = 'src/content';

/** A content file that does not match its schema. The message names the file and every bad field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** "plans.monthly[1].price" from a zod issue path. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '') || '(top level)';
}

/**
 * Parses YAML text against a schema. Throws a ContentError such as
 * `src/content/home.yaml: features.cards[0].title: Invalid input: expected string, received undefined`.
 */
export function parseContent<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${file}: ${fieldPath(issue.path)}: ${issue.message}`);
  throw new ContentError(lines.join('\n'));
}

/** Folders that may hold src/content: the working directory, then every folder above this module. */
function* candidateRoots(): Generator<string> {
  yield process.cwd();
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dirname(dir) !== dir) {
    yield dir;
    dir = dirname(dir);
  }
}

let foundRoot: string | undefined;

/**
 * The folder holding src/content: the working directory at build time and in local runs. A bundled API function
 * (which ships src/content beside it, netlify.toml `included_files`) may run elsewhere, so the folders above its
 * bundle are searched too. Falls back to the working directory, so a missing file is reported there.
 */
export function contentRoot(): string {
  foundRoot ??= [...candidateRoots()].find((dir) => existsSync(join(dir, CONTENT_DIR))) ?? process.cwd();
  return foundRoot;
}

/** Reads `src/content/<name>` and validates it. Runs at build time, and in the API functions that word answers. */
export function loadContent<S extends z.ZodType>(name: string, schema: S, root = contentRoot()): z.output<S> {
  const file = join(CONTENT_DIR, name);
  return parseContent(file, readFileSync(join(root, file), 'utf8'), schema);
}

/**
 * Reads copy kept in several files as one object: each file holds some of the schema's top-level blocks (`files`
 * says which) and is validated on its own, so that a mistake names its file. A block no file holds is an error.
 */
export function loadContentParts<S extends z.ZodObject>(
  schema: S,
  files: Readonly<Record<string, ReadonlyArray<keyof S['shape'] & string>>>,
  root = contentRoot(),
): z.output<S> {
  const shape: z.ZodRawShape = schema.shape;
  const content: Record<string, unknown> = {};
  for (const [name, keys] of Object.entries(files)) {
    const part = z.object(Object.fromEntries(keys.map((key) => [key, shape[key]!])));
    Object.assign(content, loadContent(name, part, root));
  }
  const blocks = Object.keys(shape);
  const missing = blocks.filter((key) => !(key in content));
  if (missing.length) throw new ContentError(`${CONTENT_DIR}: no file holds ${missing.join(', ')}`);
  // In the schema's order, as one file would have given them.
  return Object.fromEntries(blocks.map((key) => [key, content[key]])) as z.output<S>;
}
