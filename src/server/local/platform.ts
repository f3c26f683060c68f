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
 * Starts the whole product locally: the Auth emulator (official), Firestore and Storage (local emulation, or the
 * official emulators when `official`), and one server for the built site and the API on the same origin.
 * Expects the site to be built into dist/ with platformEnv(config) in the environment.
 */
export async function startPlatform(config: PlatformConfig, { official = false, distDir = 'dist' } = {}): Promise<RunningPlatform> {
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
  let flushFirestore: () => Promise<void> = async () => {};
  let stopSweeps = () => {};
  const stop = async () => {
    stopSweeps();
    await Promise.all(servers.map(close));
    await flushFirestore();
    await auth?.stop();
  };

  try {
    auth = await startAuthEmulator({
      projectId: config.projectId,
      host,
      port: config.authPort,
      hubPort: config.hubPort,
      loggingPort: config.loggingPort,
      dataDir: join(config.dataDir, 'auth'),
      official: official ? { firestorePort: config.firestorePort, storagePort: config.storagePort } : undefined,
    });
    if (!official) {
      const storage = createStorageEmulator({ dataDir: join(config.dataDir, 'storage'), projectId: config.projectId, allowedBuckets: [config.bucket] });
      const firestore = createFirestoreEmulator({ dataDir: join(config.dataDir, 'firestore'), projectId: config.projectId });
      flushFirestore = () => firestore.flush();
      servers.push(await listen(async (request) => storage(request), config.storagePort, host));
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
      { name: `Firestore ${official ? 'emulator (official)' : 'emulation (local)'}`, address: `http://${host}:${config.firestorePort}` },
      { name: `Storage ${official ? 'emulator (official)' : 'emulation (local)'}`, address: `http://${host}:${config.storagePort}` },
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
