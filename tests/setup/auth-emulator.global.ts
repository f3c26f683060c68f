/**
 * vitest globalSetup: one official Auth emulator for the whole run, on test-only ports so a running
 * `npm start` is not disturbed. Tests read FIREBASE_AUTH_EMULATOR_HOST and TEST_FIREBASE_PROJECT_ID.
 */
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/server/local/firebase-emulators';

let emulator: RunningAuthEmulator | undefined;

export async function setup() {
  const projectId = 'demo-hirewise-test';
  // TEST_PORT_OFFSET shifts the ports so two test runs can share a machine.
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  emulator = await startAuthEmulator({ projectId, port: 9399 + offset, hubPort: 4409 + offset, loggingPort: 4509 + offset });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.TEST_FIREBASE_PROJECT_ID = projectId;
}

export async function teardown() {
  await emulator?.stop();
}
