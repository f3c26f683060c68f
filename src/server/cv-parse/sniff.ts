import { guessUtf16 } from './extract/txt.ts';
import type { CvFormat } from './types.ts';

/**
 * Decides what a file really is from its bytes, and whether that agrees with the name it came with.
 * The client accepts any file named .pdf, so the name alone proves nothing (SECURITY.md: type confusion).
 */

/** What the bytes look like. 'zip' is an archive that is not a Word document; 'other' is any other binary. */
export type SniffedType = CvFormat | 'zip' | 'rtf' | 'empty' | 'other';

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** Looks at magic bytes, then at whether the content reads as text. */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (bytes.length === 0) return 'empty';
  // '%PDF-' may follow a little junk (some generators prepend a few bytes); readers search the first 1 KB.
  if (indexOfAscii(bytes.subarray(0, 1024), '%PDF-') >= 0) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return indexOfAscii(bytes, 'word/document.xml') >= 0 || indexOfAscii(bytes, 'word/document2.xml') >= 0 ? 'docx' : 'zip';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (indexOfAscii(bytes.subarray(0, 8), '{\\rtf') === 0) return 'rtf';
  return looksLikeText(bytes) ? 'txt' : 'other';
}

/** True when a sample decodes as text: UTF-16 by its NUL pattern, or few control bytes once NULs are ignored. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 65_536);
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff) || guessUtf16(sample)) return true;
  let control = 0;
  let counted = 0;
  for (const b of sample) {
    if (b === 0) continue;
    counted++;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  if (counted === 0) return false;
  return control / counted < 0.02;
}

function indexOfAscii(bytes: Uint8Array, needle: string): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, 0, 'latin1');
}

const EXTENSIONS: Record<string, CvFormat> = { pdf: 'pdf', doc: 'doc', docx: 'docx', txt: 'txt' };
const MIME_TYPES: Record<string, CvFormat> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** The format a file claims by its extension, else by its content type; null when it claims none we accept. */
export function declaredFormat(fileName: string, contentType = ''): CvFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (ext && EXTENSIONS[ext]) return EXTENSIONS[ext]!;
  if (ext) return null;
  return MIME_TYPES[contentType.split(';')[0]!.trim().toLowerCase()] ?? null;
}

/**
 * Which extractor to run, or why not: the declared and sniffed types must be of one family.
 * Word files saved with the other Word extension (.doc holding DOCX and back) are common and harmless.
 */
export function chooseFormat(declared: CvFormat, sniffed: SniffedType): CvFormat | 'mismatch' {
  if (declared === 'pdf') return sniffed === 'pdf' ? 'pdf' : 'mismatch';
  if (declared === 'txt') return sniffed === 'txt' ? 'txt' : 'mismatch';
  if (sniffed === 'docx' || sniffed === 'doc') return sniffed;
  return 'mismatch';
}
