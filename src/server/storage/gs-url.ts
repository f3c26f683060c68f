import { HttpError } from '../http.ts';

/** Where uploads live: cv-uploads/{uid}/{timestamp}-{sanitised name} (DECISIONS.md 'Backend, production'). */
export const CV_UPLOADS_FOLDER = 'cv-uploads';

/** A CV upload address that passed every check: safe to read on the caller's behalf. */
export interface CvAddress {
  bucket: string;
  /** Decoded object name, always `cv-uploads/{uid}/{fileName}`. */
  objectPath: string;
  fileName: string;
}

export interface CvAddressOwner {
  /** The configured bucket; no other bucket is ever read. */
  bucket: string;
  /** The caller's uid from a verified ID token. */
  uid: string;
}

const MAX_ADDRESS_CHARS = 2048;
/** Google Cloud Storage's own limit on object names. */
const MAX_OBJECT_NAME_BYTES = 1024;
/** Upload names are sanitised to letters, digits, dot, hyphen and underscore (SPEC §5). */
const UPLOAD_NAME = /^[\p{L}\p{M}\p{N}._-]+$/u;
/** C0/C1 control characters and any whitespace: never part of an address the upload flow builds. */
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s]/u;

const missing = () => new HttpError(400, 'INVALID_REQUEST', 'The file address is missing. Please upload your CV again.');
const notOurs = () => new HttpError(400, 'INVALID_REQUEST', 'This file address is not one of our uploads. Please upload your CV again.');
const malformed = () => new HttpError(400, 'INVALID_REQUEST', 'This file address is not valid. Please upload your CV again.');
const forbidden = () => new HttpError(403, 'FORBIDDEN_FILE', "You can't use this file.");

/**
 * Strictly parses the `gs://` address of an uploaded CV (SECURITY.md: IDOR via gcs_url, SSRF).
 * - Only `gs://{configured bucket}/...`: any other scheme (http, https, file, metadata server) or bucket -> 400.
 * - Each path segment is percent-decoded exactly once; empty segments (`//`), `.` and `..` segments, a `/`,
 *   `\` or `%` left after decoding (encoded separators, double encoding), control characters and whitespace
 *   -> 400.
 * - The object must be `cv-uploads/{uid}/{name}` with exactly one name segment of upload-name characters.
 * - A well-formed address outside the caller's own folder -> 403 FORBIDDEN_FILE.
 * Error messages never echo the address, bucket or path.
 */
export function parseCvAddress(gsUrl: unknown, owner: CvAddressOwner): CvAddress {
  if (typeof gsUrl !== 'string' || gsUrl.trim() === '') throw missing();
  if (gsUrl.length > MAX_ADDRESS_CHARS || CONTROL_OR_SPACE.test(gsUrl) || gsUrl.includes('\\')) throw malformed();
  if (!gsUrl.startsWith('gs://')) throw notOurs();

  const rest = gsUrl.slice('gs://'.length);
  const slash = rest.indexOf('/');
  if (slash === -1) throw malformed();
  if (rest.slice(0, slash) !== owner.bucket) throw notOurs();

  const segments = rest
    .slice(slash + 1)
    .split('/')
    .map(decodeSegment);
  if (segments.length !== 3) throw malformed();
  const [folder, uid, fileName] = segments as [string, string, string];
  if (!UPLOAD_NAME.test(fileName)) throw malformed();
  const objectPath = segments.join('/');
  if (Buffer.byteLength(objectPath) > MAX_OBJECT_NAME_BYTES) throw malformed();

  // Ownership last, so a malformed address never reveals whether a folder exists.
  if (folder !== CV_UPLOADS_FOLDER || uid !== owner.uid) throw forbidden();
  return { bucket: owner.bucket, objectPath, fileName };
}

/** Decodes one raw path segment once and refuses anything that could act as, or hide, a path separator. */
function decodeSegment(raw: string): string {
  if (raw === '') throw malformed();
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw malformed();
  }
  // A dot run inside a name ('John..Smith.pdf', which the upload sanitiser keeps) cannot climb anywhere once
  // separators are refused; a whole '.' or '..' segment could, on a file system or a lax proxy.
  if (decoded === '.' || decoded === '..' || /[/\\%]/.test(decoded) || CONTROL_OR_SPACE.test(decoded)) throw malformed();
  return decoded;
}
