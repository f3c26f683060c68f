/**
 * Serves the production build (dist/) on loopback with netlify.toml's headers and redirects applied,
 * gzip when the client accepts it, and the 404 page; no API, no emulators (`npm start` runs everything).
 * Usage: node scripts/serve-static.ts [--port 4321] [--host 127.0.0.1] [--dir dist]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { close, listen } from '../src/server/local/listen.ts';
import { readNetlifyConfig } from '../src/server/local/netlify-config.ts';
import { createStaticSite } from '../src/server/local/static-site.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string', default: 'dist' } } });
const serve = createStaticSite(resolve(values.dir), readNetlifyConfig());

try {
  const server = await listen(async (request) => serve(request), Number(values.port), values.host);
  console.log(`Serving ${values.dir} at http://${values.host}:${values.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(server).then(() => process.exit(0)));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${values.port} is already in use. Pass --port with a free one.` : (error as Error).message);
  process.exit(1);
}
