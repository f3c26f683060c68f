import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';

export interface ForwardingProxyOptions {
  host: string;
  port: number;
  /** Where the service behind the proxy listens (127.0.0.1). */
  targetPort: number;
  /** An answer to send instead of forwarding the request, or null to forward it. */
  refuse?: (request: IncomingMessage) => { status: number; body: string } | null;
  /** Changes the answer's headers in place before they are sent on. */
  rewriteHeaders?: (headers: IncomingHttpHeaders, request: IncomingMessage) => void;
}

/**
 * A local server that forwards every request to `targetPort` and pipes the answer back (bodies are never
 * decoded), with a chance to refuse a request and to change the answer's headers. Local only: the site's
 * address in front of Netlify's runtime (csp-proxy.ts) and the emulators' addresses (origin-guard.ts).
 */
export function startForwardingProxy({ host, port, targetPort, refuse, rewriteHeaders }: ForwardingProxyOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const refusal = refuse?.(req);
    if (refusal) {
      res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(refusal.body);
      req.resume();
      return;
    }
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = forward({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers }, (answer) => {
      rewriteHeaders?.(answer.headers, req);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
