import { declaresMoreThan, readCappedBody } from '../../read-capped-body.ts';
import { badRequest, tooLarge } from './errors.ts';

/**
 * Reads a request body of at most `maxBytes`. A larger declared Content-Length is refused before reading;
 * an undeclared (chunked) body is counted while it streams and refused as soon as it passes the limit,
 * so an oversized upload is never held in memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  if (declaresMoreThan(request.headers, maxBytes)) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const bytes = await readCappedBody(request.body, maxBytes, tooLarge);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads a small JSON body (metadata); an empty body is `{}`. */
export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const text = (await readBodyBytes(request, maxBytes)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}
