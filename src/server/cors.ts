import type { Handler } from './http.ts';

const ALLOWED_HEADERS = 'Authorization, Content-Type';

/** Who may call a route from another origin, and with which methods (OPTIONS, the preflight, is always added). */
export interface CorsPolicy {
  allowedOrigins: readonly string[];
  methods: readonly string[];
}

/**
 * CORS for the configured origins only. Same-origin calls (the default deployment) need none of this;
 * it matters when PUBLIC_API_BASE points the site at an API on another origin. A preflight is answered here,
 * before the handler: 204 with the CORS headers for an allowed origin, 403 without them for any other.
 */
export function withCors({ allowedOrigins, methods }: CorsPolicy, handler: Handler): Handler {
  const allowedMethods = [...methods, 'OPTIONS'].join(', ');
  return async (request, context) => {
    const origin = request.headers.get('origin');
    const allowed = origin !== null && allowedOrigins.includes(origin);
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: allowed ? 204 : 403,
        headers: allowed
          ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': allowedMethods, 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': '600', Vary: 'Origin' }
          : { Vary: 'Origin' },
      });
    }
    const response = await handler(request, context);
    if (!allowed) return response;
    const headers = new Headers(response.headers);
    headers.set('Access-Control-Allow-Origin', origin);
    // A 429's Retry-After is how the site says when to try again; a page on another origin reads it only if exposed.
    headers.set('Access-Control-Expose-Headers', 'Retry-After');
    headers.append('Vary', 'Origin');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
