/**
 * CORS for the Firebase v0 API, which the app calls from the browser (http://localhost:4321 or
 * http://127.0.0.1:4321 locally, on another port than this emulator). Any origin is echoed, as Firebase
 * Storage does; the local platform puts its origin guard in front (src/server/local/origin-guard.ts), which
 * refuses every origin but the local site's.
 */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Every header the Firebase JS SDK sends. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Offset',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-HTTP-Method-Override',
].join(', ');
/** Response headers the SDK reads from a cross-origin answer (resumable uploads, downloads). */
const EXPOSED_HEADERS = [
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-GUploader-UploadID',
  'Content-Range',
  'Content-Disposition',
  'Content-Length',
  'ETag',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
].join(', ');

/** The answer to a preflight (OPTIONS) request. */
export function preflightResponse(request: Request): Response {
  const origin = request.headers.get('origin');
  return new Response(null, {
    status: 204,
    headers: {
      ...(origin ? { 'Access-Control-Allow-Origin': origin } : {}),
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '3600',
      Vary: 'Origin',
    },
  });
}

/** The response with CORS headers for the request's origin (unchanged when the request has none). */
export function withCorsHeaders(request: Request, response: Response): Response {
  const origin = request.headers.get('origin');
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  headers.append('Vary', 'Origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
