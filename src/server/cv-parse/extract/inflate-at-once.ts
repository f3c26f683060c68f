import { inflateSync } from 'node:zlib';
import { PARSE_LIMITS } from '../limits.ts';

/**
 * The DecompressionStream pdf.js inflates a PDF's streams through, reduced to what pdf.js asks of one (a writer for
 * the compressed bytes, then the inflated bytes read back): zlib inflates the whole stream at once, in C. Node's own
 * DecompressionStream hands every stream to zlib's thread pool and back over several event-loop turns, which costs
 * more than the stream itself; with none, pdf.js inflates in JavaScript, a byte at a time. What zlib refuses (a damaged
 * stream, a wrong checksum, more than `maxInflatedPdfStreamBytes`) throws, and pdf.js then inflates that stream with
 * its own decoder, as it does with no DecompressionStream: the bytes read are the same either way.
 */
export class InflateAtOnce {
  readonly writable: { getWriter: () => Writer };
  readonly readable: AsyncIterable<Uint8Array>;

  constructor(format: string) {
    // pdf.js also asks for 'brotli' (a PDF 2.0 filter): refused here, so its own decoder reads it.
    if (format !== 'deflate') throw new TypeError(`InflateAtOnce only inflates deflate, not ${format}`);
    const chunks: Uint8Array[] = [];
    const closed = Promise.withResolvers<void>();
    const writer: Writer = {
      ready: Promise.resolve(),
      write: async (chunk) => {
        chunks.push(chunk);
      },
      close: async () => {
        closed.resolve();
      },
    };
    this.writable = { getWriter: () => writer };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await closed.promise;
        yield inflateSync(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), { maxOutputLength: PARSE_LIMITS.maxInflatedPdfStreamBytes });
      },
    };
  }
}

interface Writer {
  ready: Promise<void>;
  write: (chunk: Uint8Array) => Promise<void>;
  close: () => Promise<void>;
}
