/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';
import { findFirestoreEmulator } from './src/server/local/firestore-emulator.ts';

/** The tests that run firestore.rules itself need the official Firestore emulator (tests/setup says when it is missing). */
const realRulesTests = findFirestoreEmulator() ? [] : ['tests/server/rules/firestore-rules.test.ts'];

/**
 * Unit tests share one module graph per worker (isolate: false), so a file no longer imports afresh the content,
 * schemas and parser that the files before it already loaded (the unit tests' CPU time fell from 119 s to 67 s).
 * A file that replaces modules or globals (vi.mock, stubs, fake timers), or drives the stores' module state, still
 * runs in a graph of its own: a mock cannot reach a module another file has already loaded.
 */
const REPLACES_MODULES_OR_GLOBALS = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;
const isolatedUnitTests = globSync('tests/unit/**/*.test.ts').filter(
  (file) => file.startsWith('tests/unit/stores/') || REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8')),
);

/**
 * Four projects: pure unit tests (node; shared, and isolated as above), component tests (jsdom), and server tests
 * (node) that need the official Auth and Firestore emulators, started once for the run by the server project's
 * globalSetup.
 */
export default getViteConfig({
  test: {
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: isolatedUnitTests, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedUnitTests, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/vitest.setup.ts'],
          // A file's first test also loads its lazy chunks (the coaching panel compiles the advert lexicon): 1-2 s on
          // a quiet machine, over 5 s on two busy cores, where one timeout then fails the rest of its file.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: realRulesTests,
          environment: 'node',
          globalSetup: ['tests/setup/auth-emulator.global.ts', 'tests/setup/firestore-emulator.global.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
