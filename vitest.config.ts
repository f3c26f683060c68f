/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** Unit tests run in Node; component tests (tests/components) in jsdom. */
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx', 'tests/server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});
