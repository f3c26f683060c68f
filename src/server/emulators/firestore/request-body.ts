import { readCappedBody } from '../../read-capped-body.ts';
import { invalidArgument } from './errors.ts';

/** Firestore's limit on a request: 10 MiB, plus room for the JSON encoding. */
const MAX_REQUEST_BYTES = 11 * 1024 * 1024;

/**
 * The JSON body of a request, whatever its Content-Type: the lite SDK sends JSON as text/plain (that keeps
 * a browser's CORS preflight simple), firebase-admin as application/json. An empty body is `{}`.
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readCappedBody(request.body, MAX_REQUEST_BYTES, () =>
    invalidArgument(`Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`),
  );
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidArgument('Invalid JSON payload received.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidArgument('Invalid JSON payload received.');
  return body as Record<string, unknown>;
}

/**
 * A request header, also looked up in the `$httpHeaders` query parameter ("Name:value" lines, URL-encoded),
 * where Google's browser transports put headers to spare a CORS preflight.
 */
export function requestHeader(request: Request, url: URL, name: string): string | null {
  const direct = request.headers.get(name);
  if (direct !== null) return direct;
  const packed = url.searchParams.get('$httpHeaders');
  if (!packed) return null;
  for (const line of packed.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name.toLowerCase()) return line.slice(colon + 1).trim();
  }
  return null;
}
