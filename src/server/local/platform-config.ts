import { join, resolve } from 'node:path';

/** Ports, folders and ids of the local platform; every one can be changed by the variable named beside it. */
export interface PlatformConfig {
  host: string;
  /** PORT: the site and the API. */
  port: number;
  /** NETLIFY_PORT: Netlify's local runtime, behind PORT (which widens the CSP for the emulators). */
  netlifyPort: number;
  /** AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT, STORAGE_EMULATOR_PORT, EMULATOR_HUB_PORT, EMULATOR_LOGGING_PORT */
  authPort: number;
  firestorePort: number;
  storagePort: number;
  hubPort: number;
  loggingPort: number;
  /** LOCAL_DATA_DIR: accounts, files, documents and mail; survives restarts. */
  dataDir: string;
  projectId: string;
  bucket: string;
}

function port(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number (1-65535), got "${raw}".`);
  return value;
}

export function loadPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-hirewise';
  return {
    host: '127.0.0.1',
    port: port(env, 'PORT', 4321),
    netlifyPort: port(env, 'NETLIFY_PORT', 8888),
    authPort: port(env, 'AUTH_EMULATOR_PORT', 9099),
    firestorePort: port(env, 'FIRESTORE_EMULATOR_PORT', 8080),
    storagePort: port(env, 'STORAGE_EMULATOR_PORT', 9199),
    hubPort: port(env, 'EMULATOR_HUB_PORT', 4400),
    loggingPort: port(env, 'EMULATOR_LOGGING_PORT', 4500),
    dataDir: resolve(env.LOCAL_DATA_DIR || '.local'),
    projectId,
    bucket: env.FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  };
}

/** Environment for the build and the API so both talk to this platform's emulators. */
export function platformEnv(config: PlatformConfig): Record<string, string> {
  const auth = `${config.host}:${config.authPort}`;
  const firestore = `${config.host}:${config.firestorePort}`;
  const storage = `${config.host}:${config.storagePort}`;
  return {
    // Browser (build time)
    PUBLIC_FIREBASE_PROJECT_ID: config.projectId,
    PUBLIC_FIREBASE_STORAGE_BUCKET: config.bucket,
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: auth,
    PUBLIC_FIRESTORE_EMULATOR_HOST: firestore,
    PUBLIC_STORAGE_EMULATOR_HOST: storage,
    // Server (firebase-admin reads these)
    FIREBASE_PROJECT_ID: config.projectId,
    FIREBASE_STORAGE_BUCKET: config.bucket,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
    STORAGE_EMULATOR_HOST: `http://${storage}`,
    OUTBOX_DIR: join(config.dataDir, 'outbox'),
    ALLOWED_ORIGIN: siteOrigins(config).join(','),
  };
}

/** The local site's origins: the page may be opened as localhost or as 127.0.0.1. */
export function siteOrigins(config: PlatformConfig): string[] {
  return [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
}

/** Origins the browser must reach besides the site itself (added to the CSP locally). */
export function emulatorOrigins(config: PlatformConfig): string[] {
  return [config.authPort, config.firestorePort, config.storagePort].map((p) => `http://${config.host}:${p}`);
}
