import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createFirestoreEmulator } from '../emulators/firestore/index.ts';
import { createStorageEmulator } from '../emulators/storage/index.ts';
import { startCspProxy } from './csp-proxy.ts';
import { startAuthEmulator, type RunningAuthEmulator } from './firebase-emulators.ts';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './firestore-emulator.ts';
import { startLifecycleSweeps } from './lifecycle-sweeps.ts';
import { close, listen } from './listen.ts';
import { startNetlifyRuntime, type RunningNetlifyRuntime } from './netlify-runtime.ts';
import { startOriginGuard } from './origin-guard.ts';
import { emulatorOrigins, platformEnv, siteOrigins, type PlatformConfig } from './platform-config.ts';
import { assertPortsFree, freePort } from './ports.ts';

export interface RunningPlatform {
  url: string;
  /** What runs where, for the banner. */
  services: { name: string; address: string }[];
  stop(): Promise<void>;
}

/**
 * Starts the whole product locally: the Auth emulator (official), Firestore (the official emulator when
 * `firestoreEmulator` names its launcher, else our emulation), Storage (our emulation), and the site with its API
 * functions served by Netlify's own runtime, built for this platform (`build`) or from the dist/ already built
 * with platformEnv(config).
 */
export async function startPlatform(
  config: PlatformConfig,
  { firestoreEmulator = null, build = true }: { firestoreEmulator?: string | null; build?: boolean } = {},
): Promise<RunningPlatform> {
  const { host } = config;
  await assertPortsFree([
    { name: 'site and API', port: config.port, envVar: 'PORT' },
    { name: "Netlify's local runtime", port: config.netlifyPort, envVar: 'NETLIFY_PORT' },
    { name: 'Auth emulator', port: config.authPort, envVar: 'AUTH_EMULATOR_PORT' },
    { name: 'Firestore emulator', port: config.firestorePort, envVar: 'FIRESTORE_EMULATOR_PORT' },
    { name: 'Storage emulator', port: config.storagePort, envVar: 'STORAGE_EMULATOR_PORT' },
    { name: 'emulator hub', port: config.hubPort, envVar: 'EMULATOR_HUB_PORT' },
    { name: 'emulator logging', port: config.loggingPort, envVar: 'EMULATOR_LOGGING_PORT' },
  ], host);
  // firebase-admin and the API read these; set them before anything creates a Firebase app.
  const env = platformEnv(config);
  Object.assign(process.env, env);
  for (const folder of ['auth', 'storage', 'firestore', 'outbox']) mkdirSync(join(config.dataDir, folder), { recursive: true });

  const servers: Server[] = [];
  let auth: RunningAuthEmulator | undefined;
  let netlify: RunningNetlifyRuntime | undefined;
  let officialFirestore: RunningFirestoreEmulator | undefined;
  let flushFirestore: () => Promise<void> = async () => {};
  let stopSweeps = () => {};
  const stop = async () => {
    stopSweeps();
    await Promise.all(servers.map(close));
    await netlify?.stop();
    await flushFirestore();
    await Promise.all([auth?.stop(), officialFirestore?.stop()]);
  };

  try {
    // Each emulator listens on a port nobody is told about, behind a guard at its known port that answers the local
    // site's origins only (origin-guard.ts).
    const [authPort, hubPort, firestorePort, storagePort] = [await freePort(host), await freePort(host), await freePort(host), await freePort(host)];
    const allowedOrigins = [...siteOrigins(config), ...emulatorOrigins(config)];
    for (const [port, targetPort] of [
      [config.authPort, authPort],
      [config.hubPort, hubPort],
      [config.firestorePort, firestorePort],
      [config.storagePort, storagePort],
    ] as const) {
      servers.push(await startOriginGuard({ host, port, targetPort, allowedOrigins }));
    }

    const firestoreDir = join(config.dataDir, 'firestore');
    const [startedAuth, startedFirestore] = await Promise.allSettled([
      startAuthEmulator({
        projectId: config.projectId,
        host,
        port: authPort,
        hubPort,
        loggingPort: config.loggingPort,
        dataDir: join(config.dataDir, 'auth'),
      }),
      firestoreEmulator
        ? startFirestoreEmulator({ command: firestoreEmulator, host, port: firestorePort, projectId: config.projectId, rules: resolve('firestore.rules'), dataDir: firestoreDir })
        : undefined,
    ]);
    if (startedAuth.status === 'fulfilled') auth = startedAuth.value;
    if (startedFirestore.status === 'fulfilled') officialFirestore = startedFirestore.value;
    for (const started of [startedAuth, startedFirestore]) if (started.status === 'rejected') throw started.reason;
    const storage = createStorageEmulator({ dataDir: join(config.dataDir, 'storage'), projectId: config.projectId, allowedBuckets: [config.bucket] });
    servers.push(await listen(async (request) => storage(request), storagePort, host));
    if (!firestoreEmulator) {
      const firestore = createFirestoreEmulator({ dataDir: firestoreDir, projectId: config.projectId });
      flushFirestore = () => firestore.flush();
      servers.push(await listen(async (request) => firestore.handle(request), firestorePort, host));
    }
    netlify = await startNetlifyRuntime({ port: config.netlifyPort, build, env });
    const origins = emulatorOrigins(config);
    servers.push(await startCspProxy({ host, port: config.port, targetPort: config.netlifyPort, additions: { 'connect-src': origins, 'frame-src': [origins[0]!] } }));
    stopSweeps = startLifecycleSweeps({ projectId: config.projectId, bucket: config.bucket });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://localhost:${config.port}`,
    services: [
      { name: 'Site and API', address: `http://localhost:${config.port}` },
      { name: `Netlify runtime (${build ? 'netlify serve' : 'netlify dev'})`, address: `http://127.0.0.1:${config.netlifyPort}` },
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
