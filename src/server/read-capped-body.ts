/**
 * Whether `headers` declare a Content-Length above `maxBytes`. An absent or unreadable length is no claim:
 * such a body is counted while it streams instead.
 */
export function declaresMoreThan(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && Number(declared) > maxBytes;
}

/**
 * Reads a body stream of at most `maxBytes`. The bytes are counted as they arrive and, as soon as they pass
 * the limit, the stream is cancelled and the error `onTooLarge` builds is thrown, so an oversized body is
 * never held in memory. A missing stream is an empty body. Each caller keeps its own error (an HTTP 413, an
 * emulator's status, an LLM failure) while the counting lives here once.
 */
export async function readCappedBody(stream: ReadableStream<Uint8Array> | null, maxBytes: number, onTooLarge: () => Error): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // A failed cancel must not hide the reason the body was refused.
      await reader.cancel().catch(() => undefined);
      throw onTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
