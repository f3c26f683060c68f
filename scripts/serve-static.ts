/**
 * Serves the production build (dist/) on loopback with netlify.toml's headers and redirects applied,
 * gzip when the client accepts it, and the 404 page. Used by the e2e tests and the page benchmark.
 * Usage: node scripts/serve-static.ts [--port 4400] [--host 127.0.0.1] [--dir dist]
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readNetlifyConfig } from '../src/server/local/netlify-config.ts';
import { sendWebResponse, toWebRequest } from '../src/server/local/node-adapter.ts';
import { createStaticSite } from '../src/server/local/static-site.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4400' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string', default: 'dist' } } });
const origin = `http://${values.host}:${values.port}`;
const serve = createStaticSite(resolve(values.dir), readNetlifyConfig());

const server = createServer((req, res) => {
  serve(toWebRequest(req, origin))
    .then((response) => sendWebResponse(res, response))
    .catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${values.port} is already in use. Pass --port with a free one.` : error.message);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => console.log(`Serving ${values.dir} at ${origin}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
