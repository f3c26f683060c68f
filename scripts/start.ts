/**
 * `npm start`: runs the whole product offline, the site and its functions built and served by Netlify's own
 * runtime. Options: --no-build (serve the dist/ already built for this platform; the parse worker's bundle is still
 * rebuilt when its sources changed, as npm run build would). Ports and folders: see .env.example.
 */
import { existsSync } from 'node:fs';
import { loadPlatformConfig } from '../src/server/local/platform-config.ts';
import { startPlatform } from '../src/server/local/platform.ts';
import { chooseFirestoreEmulator, FIRESTORE_EMULATOR_INSTALL } from '../src/server/local/firestore-emulator.ts';
import { BUNDLE_ROOT, rebuildIfStale } from '../src/server/cv-parse/worker-bundle.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const started = Date.now();
let config;
let firestoreEmulator;
try {
  config = loadPlatformConfig();
  firestoreEmulator = chooseFirestoreEmulator();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const build = !process.argv.includes('--no-build');
if (build) console.log('Building the site and bundling its functions (netlify serve)...');
let platform;
try {
  // npm run build bundles the parse worker; without a build, the functions would ship the bundle as it was.
  if (!build) await rebuildIfStale(BUNDLE_ROOT);
  platform = await startPlatform(config, { firestoreEmulator, build });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const width = Math.max(...platform.services.map((s) => s.name.length));
console.log(
  [
    '',
    `  Hirewise is running at ${platform.url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    '',
    ...platform.services.map((s) => `    ${s.name.padEnd(width)}  ${s.address}`),
    '',
    ...(firestoreEmulator || process.env.FIRESTORE_EMULATOR === 'local'
      ? []
      : [`  The official Firestore emulator was not found, so our emulation runs: ${FIRESTORE_EMULATOR_INSTALL}`, '']),
    `  Local data: ${config.dataDir} (wipe it with npm run reset)${firestoreEmulator ? "; the official Firestore emulator's data is saved when you press Ctrl+C" : ''}`,
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
