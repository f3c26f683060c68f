import { defineConfig, devices } from '@playwright/test';
import { E2E_PLATFORM } from './tests/e2e/platform';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the whole local platform:
 * the production build with netlify.toml's headers, the API, the Auth emulator and the local emulation,
 * started by `node scripts/start.ts` exactly as `npm start` does, on test-only ports.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Sign-up, upload and editing flows drive the emulators and two browsers on two cores: half a minute is too tight there.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PLATFORM.PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E_PLATFORM.LOCAL_DATA_DIR} && node scripts/start.ts`,
    env: { ...E2E_PLATFORM },
    url: `http://127.0.0.1:${E2E_PLATFORM.PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
