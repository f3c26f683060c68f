import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { compareNames } from './value-order.ts';
import type { Fields } from './values.ts';

/** A stored document: its fields and the times Firestore reports for it. */
export interface StoredDocument {
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** The documents, keyed by path relative to the database root (`users/u1/cvs/c1`). */
export interface DocumentStore {
  get(path: string): StoredDocument | undefined;
  /** Every stored document, sorted by path. */
  all(): Array<[string, StoredDocument]>;
  /** Applies one commit's changes together (undefined deletes); saves soon after. */
  apply(changes: Map<string, StoredDocument | undefined>): void;
  clear(): void;
  /** Writes pending changes now (call before the process exits). */
  flush(): Promise<void>;
}

interface SavedFile {
  version: 1;
  documents: Record<string, StoredDocument>;
}

/**
 * An in-memory store persisted to one JSON file: loaded once at start, saved a moment after each change
 * (changes that arrive together are saved together), through a temporary file and a rename so a crash
 * never leaves half a file behind.
 */
export function openDocumentStore(file: string, saveDelayMs = 100): DocumentStore {
  const documents = load(file);
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  let saving: Promise<void> = Promise.resolve();

  const save = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return saving;
    dirty = false;
    const snapshot: SavedFile = { version: 1, documents: Object.fromEntries(documents) };
    // A failed earlier save was reported already; it must not stop this one.
    saving = saving.catch(() => undefined).then(() => writeAtomically(file, JSON.stringify(snapshot)));
    return saving;
  };
  const changed = () => {
    dirty = true;
    if (!timer) {
      timer = setTimeout(() => void save().catch((error) => console.error('firestore emulator: saving failed', error)), saveDelayMs);
      timer.unref();
    }
  };

  return {
    get: (path) => documents.get(path),
    all: () => [...documents].sort(([a], [b]) => compareNames(a, b)),
    apply(changes) {
      for (const [path, document] of changes) {
        if (document) documents.set(path, document);
        else documents.delete(path);
      }
      if (changes.size > 0) changed();
    },
    clear() {
      documents.clear();
      changed();
    },
    flush: save,
  };
}

function load(file: string): Map<string, StoredDocument> {
  mkdirSync(dirname(file), { recursive: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  let saved: SavedFile;
  try {
    saved = JSON.parse(text) as SavedFile;
  } catch {
    throw new Error(`The local Firestore data in ${file} is not valid JSON. Fix the file or delete it to start empty.`);
  }
  return new Map(Object.entries(saved.documents ?? {}));
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
