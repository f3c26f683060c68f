import { badRequest, tooLarge } from './errors.ts';

/**
 * Reads a request body of at most `maxBytes`. A larger declared Content-Length is refused before reading;
 * an undeclared (chunked) body is counted while it streams and refused as soon as it passes the limit,
 * so an oversized upload is never held in memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
