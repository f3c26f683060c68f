import type { StoredMetadata } from './object-metadata.ts';

/**
 * The object's bytes as both APIs serve them (`alt=media`), with GCS's hash and generation headers
 * (@google-cloud/storage validates downloads against X-Goog-Hash) and single-range support
 * (the JS SDK's getBytes(ref, maxDownloadSizeBytes) sends `Range: bytes=0-N`).
 */
export function mediaResponse(metadata: StoredMetadata, data: Buffer, rangeHeader: string | null): Response {
  const fileName = metadata.name.split('/').pop()!;
  const headers: Record<string, string> = {
    'Content-Type': metadata.contentType,
    'Content-Disposition': `${metadata.contentDisposition ?? 'inline'}; filename*=UTF-8''${encodeRfc5987(fileName)}`,
    'Cache-Control': metadata.cacheControl ?? 'private, max-age=0',
    'Accept-Ranges': 'bytes',
    ETag: `"${metadata.etag}"`,
    'Last-Modified': new Date(metadata.updated).toUTCString(),
    'X-Goog-Generation': metadata.generation,
    'X-Goog-Metageneration': metadata.metageneration,
    'X-Goog-Stored-Content-Length': String(metadata.size),
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseRange(rangeHeader, data.byteLength);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${data.byteLength}` } });
  }
  if (range) {
    const slice = data.subarray(range.start, range.end + 1);
    return new Response(asBody(slice), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${data.byteLength}`, 'Content-Length': String(slice.byteLength) },
    });
  }
  return new Response(asBody(data), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(data.byteLength), 'X-Goog-Hash': `crc32c=${metadata.crc32c},md5=${metadata.md5Hash}` },
  });
}

/** One `bytes=` range; null when absent or not understood (then the whole object is sent). */
function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Buffers read from files are backed by a plain ArrayBuffer (never a SharedArrayBuffer), which BodyInit wants. */
function asBody(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
}
