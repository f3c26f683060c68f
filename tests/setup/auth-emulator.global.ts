/**
 * vitest globalSetup: one official Auth emulator for the whole run, on test-only ports so a running
 * `npm start` is not disturbed. Tests read FIREBASE_AUTH_EMULATOR_HOST and TEST_FIREBASE_PROJECT_ID.
 */
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/server/local/firebase-emulators';

let emulator: RunningAuthEmulator | undefined;

export async function setup() {
  const projectId = 'demo-hirewise-test';
  emulator = await startAuthEmulator({ projectId, port: 9399, hubPort: 4409, loggingPort: 4509 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.TEST_FIREBASE_PROJECT_ID = projectId;
}

export async function teardown() {
  await emulator?.stop();
}
