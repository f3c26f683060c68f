import { createServer, request as forward, type Server } from 'node:http';
import { extendCsp } from './csp.ts';

export interface CspProxyOptions {
  host: string;
  port: number;
  /** Where Netlify's local runtime listens (127.0.0.1). */
  targetPort: number;
  /** Sources to add to the Content-Security-Policy's directives (the emulators' origins). */
  additions: Record<string, string[]>;
}

/**
 * The site's local address: every request goes to Netlify's runtime unchanged, and every answer comes back
 * unchanged but for its Content-Security-Policy, widened so the browser may reach the emulators on their own
 * ports. Production's policy stays as netlify.toml has it; nothing else of Netlify's answer is touched (bodies
 * are piped, not decoded).
 */
export function startCspProxy(options: CspProxyOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = forward({ host: '127.0.0.1', port: options.targetPort, method: req.method, path: req.url, headers }, (answer) => {
      const csp = answer.headers['content-security-policy'];
      if (typeof csp === 'string') answer.headers['content-security-policy'] = extendCsp(csp, options.additions);
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
    server.listen(options.port, options.host, () => resolve(server));
  });
}
