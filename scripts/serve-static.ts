/**
 * Serves the production build (dist/) on loopback with netlify.toml's headers and redirects applied,
 * gzip when the client accepts it, and the 404 page; no API, no emulators (`npm start` runs everything).
 * With --tls-key and --tls-cert (PEM files) it speaks HTTP/2 over TLS, as Netlify's CDN does (the page
 * benchmark uses this); otherwise plain HTTP/1.1.
 * Usage: node scripts/serve-static.ts [--port 4321] [--host 127.0.0.1] [--dir dist] [--tls-key K --tls-cert C]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { close, listen, listenHttp2 } from '../src/server/local/listen.ts';
import { readNetlifyConfig } from '../src/server/local/netlify-config.ts';
import { createStaticSite } from '../src/server/local/static-site.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
  },
});
const serve = createStaticSite(resolve(values.dir), readNetlifyConfig());
const handler = async (request: Request) => serve(request);
const port = Number(values.port);

try {
  if (values['tls-key'] && values['tls-cert']) {
    const tls = { key: readFileSync(values['tls-key']), cert: readFileSync(values['tls-cert']) };
    await listenHttp2(handler, port, values.host, tls);
    console.log(`Serving ${values.dir} at https://${values.host}:${values.port} (HTTP/2)`);
    // HTTP/2 sessions hold the server open; a benchmark's server simply ends with its process.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
  } else {
    const server = await listen(handler, port, values.host);
    console.log(`Serving ${values.dir} at http://${values.host}:${values.port}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(server).then(() => process.exit(0)));
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${values.port} is already in use. Pass --port with a free one.` : (error as Error).message);
  process.exit(1);
}
