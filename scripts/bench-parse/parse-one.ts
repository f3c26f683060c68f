import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ParseResult } from '../../src/lib/cv/schema.ts';
import { parseCvFile } from '../../src/server/cv-parse/parse-cv.ts';
import { HttpError } from '../../src/server/http.ts';

/** One file through the API's parse path: the answer (or the error code the API would give) and the time it took. */
export interface ParseOutcome {
  ms: number;
  result: ParseResult | null;
  error?: string;
}

/** Reads `file` and parses it as an upload of that name (parseCvFile → the shared worker pool). */
export async function parseOne(file: string): Promise<ParseOutcome> {
  const bytes = new Uint8Array(await readFile(file));
  const started = performance.now();
  try {
    const result = await parseCvFile(bytes, { fileName: path.basename(file) });
    return { ms: performance.now() - started, result };
  } catch (error) {
    const e = error instanceof HttpError ? error : new HttpError(500, 'INTERNAL', 'internal');
    return { ms: performance.now() - started, result: null, error: e.code };
  }
}
