import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { Handler } from '../http.ts';
import { sendWebResponse, toWebRequest } from './node-adapter.ts';

/** Serves a Web-standard handler on host:port with Node's http server; the client address comes from the socket. */
export function listen(handler: Handler, port: number, host: string): Promise<Server> {
  return listening(createServer(nodeListener(handler, `http://${host}:${port}`)), port, host);
}

/** A TLS key and certificate (PEM). */
export interface TlsPair {
  key: string | Buffer;
  cert: string | Buffer;
}

/**
 * Serves a Web-standard handler over HTTP/2 with TLS (HTTP/1.1 still answered), as a CDN serves the site: one
 * connection carries every request. Browsers only speak HTTP/2 over TLS, hence the certificate.
 */
export function listenHttp2(handler: Handler, port: number, host: string, tls: TlsPair): Promise<Http2SecureServer> {
  return listening(createSecureServer({ ...tls, allowHTTP1: true }, nodeListener(handler, `https://${host}:${port}`)), port, host);
}

/** A Node request listener (http's or http2's compatibility API) that answers with `handler`. */
function nodeListener(handler: Handler, origin: string) {
  return (req: Parameters<typeof toWebRequest>[0] & { socket: { remoteAddress?: string } }, res: Parameters<typeof sendWebResponse>[0]) => {
    handler(toWebRequest(req, origin), { clientIp: req.socket.remoteAddress ?? 'unknown' })
      .then((response) => sendWebResponse(res, response))
      .catch(() => {
        res.statusCode = 500;
        res.end();
      });
  };
}

function listening<S extends Server | Http2SecureServer>(server: S, port: number, host: string): Promise<S> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Closes a server, ending idle keep-alive connections so shutdown is immediate. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
