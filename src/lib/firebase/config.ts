/**
 * The Firebase web config and the emulator hosts, resolved from the PUBLIC_* environment with local
 * defaults, so a fresh checkout with no .env talks to the local emulators. Pure apart from
 * `readFirebaseConfig`, and free of the Firebase SDK, so any page or the server may import it cheaply.
 */

/** The public web config handed to initializeApp (public by design: security rules guard the data). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

/** Where one emulator listens. */
export interface EmulatorHost {
  host: string;
  port: number;
}

/** The emulators to use; a product without an entry talks to production. */
export interface EmulatorHosts {
  auth?: EmulatorHost;
  firestore?: EmulatorHost;
  storage?: EmulatorHost;
}

/** Everything the client needs to reach Firebase. */
export interface FirebaseConfig {
  web: FirebaseWebConfig;
  emulators: EmulatorHosts;
}

/** The environment variables read, all optional; empty strings count as unset. */
export interface PublicFirebaseEnv {
  PUBLIC_FIREBASE_API_KEY?: string;
  PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  PUBLIC_FIREBASE_PROJECT_ID?: string;
  PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  PUBLIC_FIREBASE_APP_ID?: string;
  /** "host:port" of the Auth emulator. */
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** "host:port" of the Firestore emulator. */
  PUBLIC_FIRESTORE_EMULATOR_HOST?: string;
  /** "host:port" of the Storage emulator. */
  PUBLIC_STORAGE_EMULATOR_HOST?: string;
}

/** The local project used when nothing is configured. */
export const LOCAL_WEB_CONFIG: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-hirewise.firebaseapp.com',
  projectId: 'demo-hirewise',
  storageBucket: 'demo-hirewise.appspot.com',
  appId: 'demo-app',
};

/** The emulator ports of firebase.json, used for demo-* projects when no host is given. */
export const LOCAL_EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
} as const;

/** Firebase's convention: project ids starting with 'demo-' exist only in emulators. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Parses "host:port" (a leading http:// and a trailing slash are tolerated; IPv6 hosts go in brackets).
 * Throws a readable error naming the variable, because a typo here would silently hit production.
 */
export function parseEmulatorHost(value: string, variable: string): EmulatorHost {
  const bare = value.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const colon = bare.lastIndexOf(':');
  const host = bare.slice(0, colon);
  const port = Number(bare.slice(colon + 1));
  if (colon <= 0 || !host || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must look like host:port (for example 127.0.0.1:9099), not "${value}".`);
  }
  return { host, port };
}

/**
 * The config for an environment: each web field from its variable or the local default; each emulator from
 * its variable, or, for a demo-* project only, the firebase.json port. A real project id with no emulator
 * variables is production.
 */
export function resolveFirebaseConfig(env: PublicFirebaseEnv): FirebaseConfig {
  const web: FirebaseWebConfig = {
    apiKey: setting(env.PUBLIC_FIREBASE_API_KEY) ?? LOCAL_WEB_CONFIG.apiKey,
    authDomain: setting(env.PUBLIC_FIREBASE_AUTH_DOMAIN) ?? LOCAL_WEB_CONFIG.authDomain,
    projectId: setting(env.PUBLIC_FIREBASE_PROJECT_ID) ?? LOCAL_WEB_CONFIG.projectId,
    storageBucket: setting(env.PUBLIC_FIREBASE_STORAGE_BUCKET) ?? LOCAL_WEB_CONFIG.storageBucket,
    appId: setting(env.PUBLIC_FIREBASE_APP_ID) ?? LOCAL_WEB_CONFIG.appId,
  };
  const demo = isDemoProject(web.projectId);
  const emulator = (variable: keyof PublicFirebaseEnv, localDefault: string): EmulatorHost | undefined => {
    const value = setting(env[variable]) ?? (demo ? localDefault : undefined);
    return value === undefined ? undefined : parseEmulatorHost(value, variable);
  };
  const emulators: EmulatorHosts = {};
  const auth = emulator('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', LOCAL_EMULATOR_HOSTS.auth);
  const firestore = emulator('PUBLIC_FIRESTORE_EMULATOR_HOST', LOCAL_EMULATOR_HOSTS.firestore);
  const storage = emulator('PUBLIC_STORAGE_EMULATOR_HOST', LOCAL_EMULATOR_HOSTS.storage);
  if (auth) emulators.auth = auth;
  if (firestore) emulators.firestore = firestore;
  if (storage) emulators.storage = storage;
  return { web, emulators };
}

/** The config of this build, from Vite's import.meta.env (empty outside Vite, so the local defaults apply). */
export function readFirebaseConfig(): FirebaseConfig {
  // Vite replaces import.meta.env with the public variables; Node (the server, scripts) has none.
  return resolveFirebaseConfig((import.meta.env ?? {}) as PublicFirebaseEnv);
}
