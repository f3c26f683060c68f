/**
 * `npm start`: runs the whole product offline, the site and its functions built and served by Netlify's own
 * runtime. Options: --no-build (serve the dist/ already built for this platform). Ports and folders: see .env.example.
 */
import { existsSync } from 'node:fs';
import { loadPlatformConfig } from '../src/server/local/platform-config.ts';
import { startPlatform } from '../src/server/local/platform.ts';
import { useOfficialEmulators } from '../src/server/local/java.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const started = Date.now();
let config;
try {
  config = loadPlatformConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const build = !process.argv.includes('--no-build');
if (build) console.log('Building the site and bundling its functions (netlify serve)...');
const official = useOfficialEmulators();
let platform;
try {
  platform = await startPlatform(config, { official, build });
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
    `  Local data: ${config.dataDir} (wipe it with npm run reset)`,
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
