import { inflateRawSync } from 'node:zlib';
import { ParseFailure } from '../errors.ts';
import { PARSE_LIMITS } from '../limits.ts';

/**
 * A minimal, defensive ZIP reader for DOCX: reads the central directory, refuses archives with too many
 * entries, and inflates single entries in memory with a hard cap on their output (zip bombs stop at the cap,
 * whatever sizes the archive declares). Nothing is ever written to disk, so entry names cannot escape.
 */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Inflates one entry as UTF-8 text, or null when absent. Counts towards the archive's inflated total. */
  readText: (name: string) => string | null;
}

/** Opens an archive from its bytes. Throws ParseFailure 'unreadable' or 'archiveTooLarge'. */
export function openZip(bytes: Uint8Array): ZipArchive {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw new ParseFailure('unreadable');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ParseFailure('unreadable'); // ZIP64: not a DOCX we read
  if (count > PARSE_LIMITS.maxZipEntries) throw new ParseFailure('archiveTooLarge');
  if (cdOffset + cdSize > buf.length) throw new ParseFailure('unreadable');
  const entries = new Map<string, ZipEntry>();
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ParseFailure('unreadable');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      name,
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  let inflatedTotal = 0;
  return {
    entries,
    readText(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      const data = inflateEntry(buf, entry, Math.min(PARSE_LIMITS.maxInflatedPartBytes, PARSE_LIMITS.maxInflatedTotalBytes - inflatedTotal));
      inflatedTotal += data.length;
      return data.toString('utf8');
    },
  };
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 65_535);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}

function inflateEntry(buf: Buffer, entry: ZipEntry, cap: number): Buffer {
  if (entry.size > cap) throw new ParseFailure('archiveTooLarge');
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw new ParseFailure('unreadable');
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw new ParseFailure('unreadable');
  const data = buf.subarray(start, end);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ParseFailure('unreadable');
  try {
    // maxOutputLength stops inflation at the cap, whatever size the entry declared.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ParseFailure('archiveTooLarge');
    throw new ParseFailure('unreadable');
  }
}
