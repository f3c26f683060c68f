import { defineConfig, devices } from '@playwright/test';
import { E2E_PLATFORM } from './tests/e2e/platform';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the whole local platform, started
 * by `node scripts/start.ts` exactly as `npm start` does, on test-only ports: Netlify's own runtime (`netlify
 * serve`) builds the site and bundles the functions as a deploy does and serves them with netlify.toml's redirects
 * and headers; the Auth emulator and the Firestore and Storage emulators behind them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Sign-up, upload and editing flows drive the emulators and two browsers on two cores: half a minute is too tight there.
  timeout: 60_000,
  // Netlify's local runtime starts a function afresh for every API request (seconds on two busy cores, where a
  // deployed function stays warm): an answer the page waits for may take longer than expect's default 5 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PLATFORM.PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /start\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // A second `npm start` runs Netlify's runtime in the same project folder, whose .netlify/functions-serve it
    // rewrites: it waits until every other spec is done with the suite's platform.
    { name: 'npm start', testMatch: /start\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `rm -rf ${E2E_PLATFORM.LOCAL_DATA_DIR} && node scripts/start.ts`,
    env: { ...E2E_PLATFORM },
    url: `http://127.0.0.1:${E2E_PLATFORM.PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    // A production build and the functions' bundling come first (about a minute; more on a busy machine).
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
