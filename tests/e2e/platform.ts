import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** TEST_PORT_OFFSET shifts every test port, so two test runs can share a machine. */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);

/**
 * The local platform the end-to-end tests run against (started by playwright.config.ts), on test-only ports
 * and a data folder of its own so a running `npm start` is not disturbed.
 */
export const E2E_PLATFORM = {
  PORT: port(4600),
  NETLIFY_PORT: port(4610),
  AUTH_EMULATOR_PORT: port(9499),
  FIRESTORE_EMULATOR_PORT: port(8480),
  STORAGE_EMULATOR_PORT: port(9599),
  EMULATOR_HUB_PORT: port(4419),
  EMULATOR_LOGGING_PORT: port(4519),
  LOCAL_DATA_DIR: `.local/e2e${offset || ''}`,
} as const;

export const OUTBOX_DIR = resolve(E2E_PLATFORM.LOCAL_DATA_DIR, 'outbox');

/**
 * How long a step that waits on API calls may take (an upload's parse, a score, a coach answer): Netlify's local
 * runtime starts each function afresh for every request, seconds apiece on two busy cores.
 */
export const API_WAIT = { timeout: 30_000 };

/** The raw .eml messages in the outbox whose Subject header contains `subject`. */
export function outboxMessages(subject: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(join(OUTBOX_DIR, file), 'utf8')).filter((raw) => new RegExp(`^Subject: .*${subject}`, 'm').test(raw));
}

/** The platform's demo project and its emulator endpoints, as the specs reach them directly. */
export const PROJECT = 'demo-hirewise';
export const BUCKET = `${PROJECT}.appspot.com`;
export const AUTH_EMULATOR = `http://127.0.0.1:${E2E_PLATFORM.AUTH_EMULATOR_PORT}`;
export const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
export const DOCUMENTS = `http://127.0.0.1:${E2E_PLATFORM.FIRESTORE_EMULATOR_PORT}/v1/projects/${PROJECT}/databases/(default)/documents`;
export const STORAGE = `http://127.0.0.1:${E2E_PLATFORM.STORAGE_EMULATOR_PORT}`;
/** The emulators' administrator credential: rules do not apply to it. */
export const OWNER = { authorization: 'Bearer owner' };
/** Password of the accounts the specs create. */
export const PASSWORD = 'correct-horse-battery';
