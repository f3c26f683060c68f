/**
 * CORS for the browser SDKs. The lite SDK sends Authorization, X-Goog-Api-Client, X-Firebase-GMPID,
 * google-cloud-resource-prefix and x-goog-request-params, so browsers ask first (OPTIONS). Like the
 * official emulators, any origin is answered here; the local platform puts its origin guard in front
 * (src/server/local/origin-guard.ts), which refuses every origin but the local site's.
 */
const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'Authorization, Content-Type, X-Goog-Api-Client, X-Firebase-GMPID, X-Firebase-AppCheck, X-Goog-Request-Params, Google-Cloud-Resource-Prefix';

/** The answer to a preflight: allows the method and exactly the headers the browser asks about. */
export function preflight(request: Request): Response {
  const headers = corsHeaders(request);
  headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
  headers.set('Access-Control-Allow-Headers', request.headers.get('Access-Control-Request-Headers') ?? DEFAULT_ALLOWED_HEADERS);
  headers.set('Access-Control-Max-Age', '3600');
  return new Response(null, { status: 204, headers });
}

/** Adds the CORS headers to an answer when the request came from a page (it has an Origin). */
export function withCorsHeaders(request: Request, response: Response): Response {
  if (!request.headers.has('Origin')) return response;
  for (const [name, value] of corsHeaders(request)) response.headers.set(name, value);
  return response;
}

function corsHeaders(request: Request): Headers {
  const headers = new Headers({ Vary: 'Origin' });
  const origin = request.headers.get('Origin');
  if (origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
  }
  return headers;
}
