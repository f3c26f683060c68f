import { expect, test } from 'vitest';
import { isWithin, sourceFiles } from './source-files.ts';

/**
 * In the browser, src/lib/api is the one caller of the product API: one place attaches the ID token and words a
 * failed call as SPEC §8's 'API Error: …'. The one other request is the about page's read of the stats document
 * from Firestore's REST API (src/lib/stats/read-total-users.ts), kept apart so a marketing page never loads the
 * Firebase SDK. Server code (src/server, src/functions) makes its own requests (the LLM, the local emulators).
 */
const API_CLIENT = 'src/lib/api';
const STATS_READER = 'src/lib/stats/read-total-users.ts';
const SERVER = ['src/server', 'src/functions'];
const FETCH = [/\bfetch\s*\(/, /\b(?:globalThis|window|self)\.fetch\b/];

const fetchers = sourceFiles('src')
  .filter((file) => !SERVER.some((folder) => isWithin(file.path, folder)))
  .filter((file) => FETCH.some((pattern) => pattern.test(file.text)))
  .map((file) => file.path);

test('only src/lib/api and the stats reader call fetch in browser code', () => {
  expect(fetchers.filter((path) => !isWithin(path, API_CLIENT) && path !== STATS_READER)).toEqual([]);
});

test('the exceptions are still needed (a stale one would hide a new caller)', () => {
  expect(fetchers).toContain('src/lib/api/client.ts');
  expect(fetchers).toContain(STATS_READER);
});
