import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { StorageHttpError } from './errors.ts';
import type { StoredMetadata } from './object-metadata.ts';

/** Options of a listing, as both APIs take them. */
export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string;
  maxResults?: number;
}

/** List options from a request's query (`prefix`, `delimiter`, `pageToken`, `maxResults`), as both APIs spell them. */
export function listOptionsOf(params: URLSearchParams): ListOptions {
  const maxResults = Number(params.get('maxResults')) || undefined;
  return {
    prefix: params.get('prefix') ?? '',
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults,
  };
}

export interface ListResult {
  items: StoredMetadata[];
  prefixes: string[];
  nextPageToken?: string;
}

const METADATA_DIR = '.metadata';
const TEMP_DIR = '.tmp';
const MAX_PAGE = 1000;

/**
 * Objects on disk: bytes at `<dataDir>/<bucket>/<name>`, metadata at `<dataDir>/.metadata/<bucket>/<name>.json`
 * (bucket names never start with a dot, so the two trees cannot collide). Every file is written to a temp
 * file and renamed into place, bytes first and metadata last; the metadata file is what makes an object
 * exist, so a crash mid-write leaves no half object. Operations on one object run one at a time, which is
 * what makes create-only uploads race-free. Names must have passed assertObjectName/assertBucketName.
 */
export class ObjectStore {
  readonly dataDir: string;
  readonly #locks = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  /** The object's metadata, or null when it does not exist. */
  head(bucket: string, name: string): Promise<StoredMetadata | null> {
    return this.#locked(bucket, name, () => this.#readMetadata(bucket, name));
  }

  /** The object's metadata and bytes, or null when it does not exist. */
  read(bucket: string, name: string): Promise<{ metadata: StoredMetadata; data: Buffer } | null> {
    return this.#locked(bucket, name, async () => {
      const metadata = await this.#readMetadata(bucket, name);
      if (!metadata) return null;
      return { metadata, data: await readFile(this.#dataPath(bucket, name)) };
    });
  }

  /**
   * Writes an object. `decide` sees the current object (or null) and returns the new metadata, or throws to
   * refuse (rules); both happen under the object's lock.
   */
  write(bucket: string, name: string, data: Uint8Array, decide: (existing: StoredMetadata | null) => StoredMetadata): Promise<StoredMetadata> {
    return this.#locked(bucket, name, async () => {
      const metadata = decide(await this.#readMetadata(bucket, name));
      await this.#atomicWrite(this.#dataPath(bucket, name), data);
      await this.#atomicWrite(this.#metadataPath(bucket, name), JSON.stringify(metadata, null, 2));
      return metadata;
    });
  }

  /** Replaces an object's metadata with `change(current)`; null when the object does not exist. */
  updateMetadata(bucket: string, name: string, change: (current: StoredMetadata) => StoredMetadata): Promise<StoredMetadata | null> {
    return this.#locked(bucket, name, async () => {
      const current = await this.#readMetadata(bucket, name);
      if (!current) return null;
      const next = change(current);
      await this.#atomicWrite(this.#metadataPath(bucket, name), JSON.stringify(next, null, 2));
      return next;
    });
  }

  /** Deletes an object after `check(current)` (which may throw); false when it did not exist. */
  remove(bucket: string, name: string, check: (current: StoredMetadata) => void = () => {}): Promise<boolean> {
    return this.#locked(bucket, name, async () => {
      const current = await this.#readMetadata(bucket, name);
      if (!current) return false;
      check(current);
      await rm(this.#metadataPath(bucket, name), { force: true });
      await rm(this.#dataPath(bucket, name), { force: true });
      await this.#pruneEmptyFolders(join(this.dataDir, METADATA_DIR, bucket), dirname(this.#metadataPath(bucket, name)));
      await this.#pruneEmptyFolders(join(this.dataDir, bucket), dirname(this.#dataPath(bucket, name)));
      return true;
    });
  }

  /** Lists objects under a prefix in name order; with a delimiter, deeper names fold into `prefixes`. */
  async list(bucket: string, options: ListOptions): Promise<ListResult> {
    const bucketRoot = join(this.dataDir, METADATA_DIR, bucket);
    const folder = options.prefix.includes('/') ? options.prefix.slice(0, options.prefix.lastIndexOf('/')) : '';
    const names = (await walkJsonFiles(join(bucketRoot, ...folder.split('/').filter(Boolean))))
      .map((file) => relative(bucketRoot, file).split(sep).join('/').slice(0, -'.json'.length))
      .filter((name) => name.startsWith(options.prefix));

    const entries = new Map<string, 'item' | 'prefix'>();
    for (const name of names) {
      const rest = name.slice(options.prefix.length);
      const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
      if (cut === -1) entries.set(name, 'item');
      else entries.set(options.prefix + rest.slice(0, cut + options.delimiter.length), 'prefix');
    }
    const after = options.pageToken ? Buffer.from(options.pageToken, 'base64url').toString('utf8') : null;
    const ordered = [...entries.keys()].sort().filter((key) => after === null || key > after);
    const pageSize = Math.min(Math.max(1, options.maxResults ?? MAX_PAGE), MAX_PAGE);
    const page = ordered.slice(0, pageSize);

    const items: StoredMetadata[] = [];
    for (const key of page) {
      if (entries.get(key) !== 'item') continue;
      const metadata = await this.head(bucket, key);
      if (metadata) items.push(metadata); // deleted meanwhile: skip
    }
    return {
      items,
      prefixes: page.filter((key) => entries.get(key) === 'prefix'),
      ...(ordered.length > pageSize ? { nextPageToken: Buffer.from(page.at(-1)!).toString('base64url') } : {}),
    };
  }

  #dataPath(bucket: string, name: string): string {
    return join(this.dataDir, bucket, ...name.split('/'));
  }

  #metadataPath(bucket: string, name: string): string {
    return `${join(this.dataDir, METADATA_DIR, bucket, ...name.split('/'))}.json`;
  }

  async #readMetadata(bucket: string, name: string): Promise<StoredMetadata | null> {
    try {
      return JSON.parse(await readFile(this.#metadataPath(bucket, name), 'utf8')) as StoredMetadata;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
  }

  async #atomicWrite(path: string, content: Uint8Array | string): Promise<void> {
    const tempDir = join(this.dataDir, TEMP_DIR);
    const temp = join(tempDir, randomUUID());
    await mkdir(tempDir, { recursive: true });
    try {
      await writeFile(temp, content);
      await mkdir(dirname(path), { recursive: true });
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      const code = (error as NodeJS.ErrnoException).code;
      // An object 'a' and an object 'a/b' cannot both be files on disk.
      if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
        throw new StorageHttpError(409, 'An object name clashes with an existing object.');
      }
      throw error;
    }
  }

  async #pruneEmptyFolders(root: string, folder: string): Promise<void> {
    for (let current = folder; current.startsWith(root + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or gone): stop climbing
      }
    }
  }

  /** Runs `task` after earlier tasks on the same object have settled. */
  async #locked<T>(bucket: string, name: string, task: () => Promise<T>): Promise<T> {
    const key = `${bucket}/${name}`;
    const previous = this.#locks.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.#locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.#locks.get(key) === settled) this.#locks.delete(key);
    }
  }
}

async function walkJsonFiles(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await walkJsonFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.json')) files.push(path);
  }
  return files;
}
