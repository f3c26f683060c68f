import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, matchesPattern, type NetlifyConfig } from './netlify-config.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/**
 * Resolves a URL path to a file in the build output the way Netlify does:
 * "/" -> index.html, "/about" -> about.html, "/brand/x.svg" -> itself. Never escapes `root`.
 */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const clean = normalize(decoded).replace(/^([/\\])+/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root + sep) && file !== root) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** A Request -> Response handler for the production build in `root` (absolute path). */
export function createStaticSite(root: string, config: NetlifyConfig) {
  return async function serveStatic(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    // Pretty URLs, as Netlify: /about.html and /about/ redirect to /about.
    if (url.pathname.endsWith('.html') || (url.pathname.length > 1 && url.pathname.endsWith('/'))) {
      const target = url.pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
      return new Response(null, { status: 301, headers: { Location: target + url.search } });
    }
    const redirect = config.redirects.find((rule) => matchesPattern(rule.from, url.pathname));
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      return new Response(null, { status: redirect.status, headers: { Location: redirect.to + url.search } });
    }
    const file = resolveFile(root, redirect?.status === 200 ? redirect.to : url.pathname);
    const status = file ? 200 : 404;
    const body = file ?? join(root, '404.html');
    const ext = extname(body);
    const headers = new Headers(headersFor(config, url.pathname));
    headers.set('Content-Type', MIME[ext] ?? 'application/octet-stream');
    let content: Uint8Array = existsSync(body) ? readFileSync(body) : new TextEncoder().encode('Not found');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
      content = gzipSync(content);
      headers.set('Content-Encoding', 'gzip');
      headers.set('Vary', 'Accept-Encoding');
    }
    headers.set('Content-Length', String(content.byteLength));
    return new Response(request.method === 'HEAD' ? null : (content as BodyInit), { status, headers });
  };
}
