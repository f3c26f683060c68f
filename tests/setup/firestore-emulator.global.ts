/**
 * vitest globalSetup: the official Firestore emulator with firestore.rules for the whole run, on a test-only
 * port (8399 + TEST_PORT_OFFSET). Tests read TEST_FIRESTORE_EMULATOR_HOST; unset means it was not found, and
 * then the real-rules tests are left out (vitest.config.ts) with one line saying so, or, with
 * REQUIRE_FIRESTORE_EMULATOR=1 (CI), the run fails.
 */
import { resolve } from 'node:path';
import {
  findFirestoreEmulator,
  FIRESTORE_EMULATOR_INSTALL,
  startFirestoreEmulator,
  type RunningFirestoreEmulator,
} from '../../src/server/local/firestore-emulator';

let emulator: RunningFirestoreEmulator | undefined;

export const FIRESTORE_EMULATOR_MISSING = `The real-rules tests (firestore.rules on the official Firestore emulator) did not run: no emulator or no Java found. Install them: ${FIRESTORE_EMULATOR_INSTALL}`;

export async function setup() {
  const command = findFirestoreEmulator();
  if (!command) {
    if (process.env.REQUIRE_FIRESTORE_EMULATOR === '1') throw new Error(`REQUIRE_FIRESTORE_EMULATOR=1: ${FIRESTORE_EMULATOR_MISSING}`);
    console.warn(FIRESTORE_EMULATOR_MISSING);
    return;
  }
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  emulator = await startFirestoreEmulator({
    command,
    port: 8399 + offset,
    projectId: 'demo-hirewise-test',
    rules: resolve('firestore.rules'),
  });
  process.env.TEST_FIRESTORE_EMULATOR_HOST = emulator.host;
}

export async function teardown() {
  await emulator?.stop();
}
