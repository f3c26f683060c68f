/**
 * `npm run parse -- FILE`: prints the Parsed CV of one file as the /parse API answers it
 * ({status: 'success', data, unplaced}), or the error envelope with exit code 1. Same code path as the API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../src/server/http.ts';
import { parseCvFile } from '../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../src/server/cv-parse/run-in-worker.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run parse -- FILE');
  process.exit(2);
}

try {
  // npm runs scripts from the package root; resolve the path from where the command was typed.
  const bytes = new Uint8Array(await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file)));
  const { data, unplaced } = await parseCvFile(bytes, { fileName: path.basename(file) });
  console.log(JSON.stringify({ status: 'success', data, unplaced }, null, 2));
} catch (error) {
  const failure =
    error instanceof HttpError ? error : new HttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  if (!(error instanceof HttpError) && (error as NodeJS.ErrnoException)?.code === 'ENOENT') console.error(`no such file: ${file}`);
  console.log(JSON.stringify({ status: 'error', errors: [{ code: failure.code, message: failure.message }] }, null, 2));
  process.exitCode = 1;
} finally {
  await sharedPool().close();
}
