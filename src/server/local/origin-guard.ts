import type { Server } from 'node:http';
import { startForwardingProxy } from './forwarding-proxy.ts';

export interface OriginGuardOptions {
  host: string;
  /** The emulator's address as the browser and the API know it. */
  port: number;
  /** Where the emulator itself listens: a free port nobody is told about. */
  targetPort: number;
  /** The local site's origins, and the emulator's own (its sign-in pop-up calls itself). */
  allowedOrigins: readonly string[];
}

export const FOREIGN_ORIGIN_MESSAGE = 'This local emulator answers only the local site.';

/**
 * The local emulators answer any origin (the official ones send `Access-Control-Allow-Origin` for whoever asks),
 * so while `npm start` runs, any web page the developer visits could read or write their local accounts and CVs.
 * This guard stands at each emulator's address: a request whose Origin is not the local site's is refused (403,
 * preflights included, so no CORS header reaches that page), and allowed answers name the request's origin
 * only. Requests without an Origin (the API's firebase-admin, tests, curl) pass.
 */
export function startOriginGuard({ allowedOrigins, ...options }: OriginGuardOptions): Promise<Server> {
  const allowed = new Set(allowedOrigins);
  return startForwardingProxy({
    ...options,
    refuse(request) {
      const origin = request.headers.origin;
      return origin === undefined || allowed.has(origin) ? null : { status: 403, body: FOREIGN_ORIGIN_MESSAGE };
    },
    rewriteHeaders(headers, request) {
      const origin = request.headers.origin;
      if (origin === undefined) return;
      headers['access-control-allow-origin'] = origin;
      headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin';
    },
  });
}
