import type { Server } from 'node:http';
import { extendCsp } from './csp.ts';
import { startForwardingProxy } from './forwarding-proxy.ts';

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
 * ports. Production's policy stays as netlify.toml has it; nothing else of Netlify's answer is touched.
 */
export function startCspProxy({ additions, ...options }: CspProxyOptions): Promise<Server> {
  return startForwardingProxy({
    ...options,
    rewriteHeaders(headers) {
      const csp = headers['content-security-policy'];
      if (typeof csp === 'string') headers['content-security-policy'] = extendCsp(csp, additions);
    },
  });
}
