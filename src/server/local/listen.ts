import { createServer, type Server } from 'node:http';
import type { Handler } from '../http.ts';
import { sendWebResponse, toWebRequest } from './node-adapter.ts';

/** Serves a Web-standard handler on host:port with Node's http server; the client address comes from the socket. */
export function listen(handler: Handler, port: number, host: string): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    handler(toWebRequest(req, origin), { clientIp: req.socket.remoteAddress ?? 'unknown' })
      .then((response) => sendWebResponse(res, response))
      .catch(() => {
        res.statusCode = 500;
        res.end();
      });
  });
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
