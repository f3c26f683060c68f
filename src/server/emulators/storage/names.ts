import { badRequest } from './errors.ts';

/** Bucket names as GCS allows them (a subset), which also makes them safe folder names. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * Object names become file paths under the data folder, so anything a file system could read as
 * navigation is refused: empty or dot segments, backslashes, control characters, over-long names.
 * (GCS itself is laxer; our app's names are `cv-uploads/{uid}/{timestamp}-{sanitised name}`.)
 */
export function assertObjectName(name: string): void {
  if (name === '' || Buffer.byteLength(name) > 1024) throw badRequest('Invalid object name.');
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw badRequest('Invalid object name.');
  for (const segment of name.split('/')) {
    // 250 leaves room for the '.json' of the metadata file within common 255-byte limits.
    if (segment === '' || segment === '.' || segment === '..' || Buffer.byteLength(segment) > 250) {
      throw badRequest('Invalid object name.');
    }
  }
}

export function assertBucketName(bucket: string): void {
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) throw badRequest('Invalid bucket name.');
}

/** A list prefix: empty, or a valid object-name start (it may end in '/'). */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  assertObjectName(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** decodeURIComponent that answers 400 instead of throwing URIError. */
export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest('Invalid object name.');
  }
}
