import { MAX_UPLOAD_BYTES } from '../../lib/constants.ts';
import { HttpError } from '../http.ts';
import { createFirebaseObjectSource } from './firebase-object-source.ts';
import { parseCvAddress } from './gs-url.ts';
import { isNetworkError, statusOf, type CvObjectSource } from './object-source.ts';
import { AttemptTimeoutError, STORAGE_RETRY_TIMING, withRetries, type RetryPolicy } from './with-retries.ts';

export interface CvReaderOptions {
  /** The one bucket CVs are read from. */
  bucket: string;
  projectId: string;
  /** host:port of a Storage emulator (see firebase-object-source.ts). */
  storageEmulatorHost?: string;
  /** Where objects come from; firebase-admin Storage unless a test injects a fake. */
  source?: CvObjectSource;
}

export interface ReadOptions {
  /** Larger objects are refused with 413 before download. Default: the 10 MB upload limit. */
  maxBytes?: number;
  /** The request's overall deadline; aborting it stops waiting and retrying at once (its reason is thrown). */
  signal?: AbortSignal;
}

/** A CV file read on its owner's behalf. */
export interface CvObject {
  bytes: Uint8Array;
  /** As stored at upload; not trusted: parsers sniff the bytes. */
  contentType: string;
  size: number;
  /** The object's file name (last path segment). */
  name: string;
  /** Custom metadata set at upload (originalName, uploadTime). */
  metadata: Record<string, string>;
}

export interface CvReader {
  read(gsUrl: unknown, uid: string, options?: ReadOptions): Promise<CvObject>;
}

/** 5xx, 408, 429, network errors and timeouts may pass on another attempt; other answers will not. */
function isRetryable(error: unknown): boolean {
  if (error instanceof AttemptTimeoutError) return true;
  const status = statusOf(error);
  if (status === undefined) return isNetworkError(error);
  return status >= 500 || status === 408 || status === 429;
}

const STORAGE_POLICY: RetryPolicy = { ...STORAGE_RETRY_TIMING, isRetryable };

const notFound = () => new HttpError(404, 'FILE_NOT_FOUND', 'We could not find that file. Please upload it again.');
const busy = () => new HttpError(503, 'UPSTREAM_UNAVAILABLE', 'Our file service is busy. Please try again in a minute.', { 'Retry-After': '30' });
/** SPEC §5's wording for the 10 MB limit, so the message matches the upload screen's. */
const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'FILE_TOO_LARGE', `File size must be less than ${Math.round((maxBytes / 1_048_576) * 10) / 10}MB`);

/**
 * Reads an uploaded CV for the caller `uid`: the address must pass parseCvAddress (caller's own folder in the
 * configured bucket), then metadata is fetched (404 -> FILE_NOT_FOUND, over maxBytes -> 413 FILE_TOO_LARGE
 * without downloading), then the bytes. Each step gets 5 s per attempt and 2 jittered retries on 5xx, network
 * errors and timeouts; then 503 UPSTREAM_UNAVAILABLE with Retry-After: 30 (SECURITY.md §4). Other failures
 * (a 401/403 means our own credentials are wrong) are rethrown as they are and become a generic 500.
 */
export function createCvReader(options: CvReaderOptions): CvReader {
  const source = options.source ?? createFirebaseObjectSource(options);

  async function fromStorage<T>(call: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    try {
      return await withRetries(call, STORAGE_POLICY, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (statusOf(error) === 404) throw notFound();
      if (isRetryable(error)) throw busy();
      throw error;
    }
  }

  return {
    async read(gsUrl, uid, { maxBytes = MAX_UPLOAD_BYTES, signal } = {}) {
      const { objectPath, fileName } = parseCvAddress(gsUrl, { bucket: options.bucket, uid });
      const stat = await fromStorage((s) => source.stat(objectPath, s), signal);
      if (stat.size > maxBytes) throw tooLarge(maxBytes);
      const bytes = await fromStorage((s) => source.download(objectPath, { signal: s, maxBytes }), signal);
      // Objects cannot be overwritten (storage.rules), but never trust the metadata alone.
      if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
      return {
        bytes,
        contentType: stat.contentType ?? 'application/octet-stream',
        size: bytes.byteLength,
        name: fileName,
        metadata: stat.metadata,
      };
    },
  };
}
