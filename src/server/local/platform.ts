import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApiRoutes } from '../api.ts';
import { loadServerConfig } from '../config.ts';
import { createFirestoreEmulator } from '../emulators/firestore/index.ts';
import { createStorageEmulator } from '../emulators/storage/index.ts';
import type { Handler } from '../http.ts';
import { extendCsp } from './csp.ts';
import { startAuthEmulator, type RunningAuthEmulator } from './firebase-emulators.ts';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './firestore-emulator.ts';
import { startLifecycleSweeps } from './lifecycle-sweeps.ts';
import { close, listen } from './listen.ts';
import { readNetlifyConfig } from './netlify-config.ts';
import { emulatorOrigins, platformEnv, type PlatformConfig } from './platform-config.ts';
import { assertPortsFree } from './ports.ts';
import { createStaticSite } from './static-site.ts';

export interface RunningPlatform {
  url: string;
  /** What runs where, for the banner. */
  services: { name: string; address: string }[];
  stop(): Promise<void>;
}

/**
 * Starts the whole product locally: the Auth emulator (official), Firestore (the official emulator when
 * `firestoreEmulator` names its launcher, else our emulation), Storage (our emulation), and one server for the
 * built site and the API on the same origin. Expects the site to be built into dist/ with platformEnv(config)
 * in the environment.
 */
export async function startPlatform(
  config: PlatformConfig,
  { firestoreEmulator = null, distDir = 'dist' }: { firestoreEmulator?: string | null; distDir?: string } = {},
): Promise<RunningPlatform> {
  const { host } = config;
  await assertPortsFree([
    { name: 'site and API', port: config.port, envVar: 'PORT' },
    { name: 'Auth emulator', port: config.authPort, envVar: 'AUTH_EMULATOR_PORT' },
    { name: 'Firestore emulator', port: config.firestorePort, envVar: 'FIRESTORE_EMULATOR_PORT' },
    { name: 'Storage emulator', port: config.storagePort, envVar: 'STORAGE_EMULATOR_PORT' },
    { name: 'emulator hub', port: config.hubPort, envVar: 'EMULATOR_HUB_PORT' },
    { name: 'emulator logging', port: config.loggingPort, envVar: 'EMULATOR_LOGGING_PORT' },
  ], host);
  // firebase-admin and the API read these; set them before anything creates a Firebase app.
  Object.assign(process.env, platformEnv(config));
  for (const folder of ['auth', 'storage', 'firestore', 'outbox']) mkdirSync(join(config.dataDir, folder), { recursive: true });

  const servers: Server[] = [];
  let auth: RunningAuthEmulator | undefined;
  let officialFirestore: RunningFirestoreEmulator | undefined;
  let flushFirestore: () => Promise<void> = async () => {};
  let stopSweeps = () => {};
  const stop = async () => {
    stopSweeps();
    await Promise.all(servers.map(close));
    await flushFirestore();
    await Promise.all([auth?.stop(), officialFirestore?.stop()]);
  };

  try {
    const firestoreDir = join(config.dataDir, 'firestore');
    const [startedAuth, startedFirestore] = await Promise.allSettled([
      startAuthEmulator({
        projectId: config.projectId,
        host,
        port: config.authPort,
        hubPort: config.hubPort,
        loggingPort: config.loggingPort,
        dataDir: join(config.dataDir, 'auth'),
      }),
      firestoreEmulator
        ? startFirestoreEmulator({ command: firestoreEmulator, host, port: config.firestorePort, projectId: config.projectId, rules: resolve('firestore.rules'), dataDir: firestoreDir })
        : undefined,
    ]);
    if (startedAuth.status === 'fulfilled') auth = startedAuth.value;
    if (startedFirestore.status === 'fulfilled') officialFirestore = startedFirestore.value;
    for (const started of [startedAuth, startedFirestore]) if (started.status === 'rejected') throw started.reason;
    const storage = createStorageEmulator({ dataDir: join(config.dataDir, 'storage'), projectId: config.projectId, allowedBuckets: [config.bucket] });
    servers.push(await listen(async (request) => storage(request), config.storagePort, host));
    if (!firestoreEmulator) {
      const firestore = createFirestoreEmulator({ dataDir: firestoreDir, projectId: config.projectId });
      flushFirestore = () => firestore.flush();
      servers.push(await listen(async (request) => firestore.handle(request), config.firestorePort, host));
    }
    servers.push(await listen(siteAndApi(config, distDir), config.port, host));
    stopSweeps = startLifecycleSweeps({ projectId: config.projectId, bucket: config.bucket });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://localhost:${config.port}`,
    services: [
      { name: 'Site and API', address: `http://localhost:${config.port}` },
      { name: 'Auth emulator (official)', address: `http://${host}:${config.authPort}` },
      firestoreEmulator
        ? { name: 'Firestore emulator (official, firestore.rules)', address: `http://${host}:${config.firestorePort}` }
        : { name: 'Firestore emulation (local)', address: `http://${host}:${config.firestorePort}` },
      { name: 'Storage emulation (local)', address: `http://${host}:${config.storagePort}` },
      { name: 'E-mail outbox', address: join(config.dataDir, 'outbox') },
    ],
    stop,
  };
}

/** The built site with netlify.toml's headers (CSP widened to reach the emulators) and the API routes. */
function siteAndApi(config: PlatformConfig, distDir: string): Handler {
  const routes = createApiRoutes(loadServerConfig());
  const serveStatic = createStaticSite(resolve(distDir), readNetlifyConfig());
  const origins = emulatorOrigins(config);
  return async (request, context) => {
    const route = routes[new URL(request.url).pathname];
    if (route) return route(request, context);
    const response = await serveStatic(request);
    const csp = response.headers.get('content-security-policy');
    if (csp) response.headers.set('content-security-policy', extendCsp(csp, { 'connect-src': origins, 'frame-src': [origins[0]!] }));
    return response;
  };
}
