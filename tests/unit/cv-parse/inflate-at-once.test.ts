import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InflateAtOnce } from '../../../src/server/cv-parse/extract/inflate-at-once.ts';
import { extractPdf } from '../../../src/server/cv-parse/extract/pdf.ts';
import { PARSE_LIMITS } from '../../../src/server/cv-parse/limits.ts';
import { committedDir } from '../../fixtures/public/manifest.ts';

/** Inflates as pdf.js does through a DecompressionStream: write, close, then read every chunk. */
async function inflateLikePdfJs(stream: InflateAtOnce, bytes: Uint8Array): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  await writer.ready;
  void writer.write(bytes).then(() => writer.close());
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream.readable) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('InflateAtOnce, the parse worker’s DecompressionStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('inflates a deflate stream whole', async () => {
    const text = Buffer.from('BT /F1 10 Tf 72 700 Td (Ada Lovelace) Tj ET\n'.repeat(500));
    expect(Buffer.from(await inflateLikePdfJs(new InflateAtOnce('deflate'), deflateSync(text))).equals(text)).toBe(true);
  });

  test('refuses what pdf.js must then inflate itself: other formats, damaged streams, streams past the cap', async () => {
    expect(() => new InflateAtOnce('brotli')).toThrow(TypeError);
    const damaged = deflateSync(Buffer.from('Experience\n'.repeat(100)));
    damaged[damaged.length - 1]! ^= 0xff; // the checksum no longer matches
    await expect(inflateLikePdfJs(new InflateAtOnce('deflate'), damaged)).rejects.toThrow();
    const bomb = deflateSync(Buffer.alloc(PARSE_LIMITS.maxInflatedPdfStreamBytes + 1));
    await expect(inflateLikePdfJs(new InflateAtOnce('deflate'), bomb)).rejects.toThrow(RangeError);
  });

  test('pdf.js reads a PDF through it as it reads it with its own decoder', async () => {
    const bytes = readFileSync(path.join(committedDir, 'pc03-typst.pdf'));
    // pdf.js names fonts by document and by the order it loads them ('g_d0_f3'): named here by first use instead.
    const lines = async () => {
      const names = new Map<string, string>();
      const json = JSON.stringify((await extractPdf(new Uint8Array(bytes))).lines);
      return JSON.parse(json.replace(/g_d\d+_f\d+/g, (id) => names.get(id) ?? (names.set(id, `font${names.size}`), `font${names.size - 1}`))) as unknown;
    };
    let inflated = 0;
    vi.stubGlobal(
      'DecompressionStream',
      class extends InflateAtOnce {
        constructor(format: string) {
          super(format);
          const streams = this.readable;
          // Counts the streams zlib inflated and pdf.js took (a refused one would have fallen back).
          Object.assign(this, {
            readable: {
              async *[Symbol.asyncIterator]() {
                for await (const chunk of streams) yield (inflated++, chunk);
              },
            },
          });
        }
      },
    );
    const atOnce = await lines();
    expect(inflated).toBeGreaterThan(3);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(atOnce).toEqual(await lines());
  });
});
