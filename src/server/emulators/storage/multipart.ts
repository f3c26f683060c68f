import { badRequest } from './errors.ts';

/** One part of a multipart/related body. */
export interface BodyPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** The two parts of an object upload: JSON metadata, then the bytes with their content type. */
export interface ObjectUploadParts {
  metadata: unknown;
  data: Buffer;
  dataContentType: string | undefined;
}

/**
 * Splits an upload body as the Firebase JS SDK and @google-cloud/storage send it
 * (`multipart/related; boundary=...`, a JSON metadata part, then the file's bytes). Binary-safe.
 */
export function parseObjectUpload(contentType: string | null, body: Buffer): ObjectUploadParts {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!/^multipart\/related/i.test(contentType ?? '') || !boundary) throw badRequest('Expected a multipart/related body.');
  const parts = splitParts(body, boundary[1] ?? boundary[2]!);
  if (parts.length !== 2) throw badRequest('Expected a metadata part and a data part.');
  let metadata: unknown;
  try {
    metadata = JSON.parse(parts[0]!.body.toString('utf8'));
  } catch {
    throw badRequest('The metadata part is not valid JSON.');
  }
  return { metadata, data: parts[1]!.body, dataContentType: parts[1]!.headers['content-type'] };
}

function splitParts(body: Buffer, boundary: string): BodyPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: BodyPart[] = [];
  let start = body.indexOf(delimiter);
  if (start === -1) throw badRequest('Malformed multipart body.');
  for (;;) {
    let cursor = start + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString() === '--') return parts; // closing delimiter
    cursor = skipLineBreak(body, cursor);
    const next = body.indexOf(delimiter, cursor);
    if (next === -1) throw badRequest('Malformed multipart body.');
    // The CRLF before a delimiter belongs to the delimiter, not to the part.
    const end = body[next - 2] === 0x0d && body[next - 1] === 0x0a ? next - 2 : body[next - 1] === 0x0a ? next - 1 : next;
    parts.push(parsePart(body.subarray(cursor, end)));
    start = next;
  }
}

function parsePart(raw: Buffer): BodyPart {
  let split = raw.indexOf('\r\n\r\n');
  let gap = 4;
  if (split === -1) {
    split = raw.indexOf('\n\n');
    gap = 2;
  }
  if (split === -1) throw badRequest('Malformed multipart body.');
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(0, split).toString('utf8').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.subarray(split + gap) };
}

function skipLineBreak(body: Buffer, at: number): number {
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return at + 2;
  if (body[at] === 0x0a) return at + 1;
  return at;
}
