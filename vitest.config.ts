/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { findFirestoreEmulator } from './src/server/local/firestore-emulator.ts';

/** The tests that run firestore.rules itself need the official Firestore emulator (tests/setup says when it is missing). */
const realRulesTests = findFirestoreEmulator() ? [] : ['tests/server/rules/firestore-rules.test.ts'];

/**
 * Three projects: pure unit tests (node), component tests (jsdom), and server tests (node) that need the
 * official Auth and Firestore emulators, started once for the run by the server project's globalSetup.
 */
export default getViteConfig({
  test: {
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/setup/vitest.setup.ts'] },
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
