/**
 * The seam between the CV reader and whatever holds the objects: firebase-admin Storage in production and
 * locally (see firebase-object-source.ts), an in-memory fake in tests.
 *
 * Failures are reported the way @google-cloud/storage reports them, so the reader can classify both alike:
 * an HTTP answer as an error with a numeric `code` or `status` (404, 503, …); a network failure as an error
 * with a Node system `code` string (ECONNRESET, ECONNREFUSED, …).
 */
export interface CvObjectSource {
  /** The object's size, type and custom metadata, without its content. */
  stat(objectPath: string, signal: AbortSignal): Promise<CvObjectStat>;
  /**
   * The object's stored bytes (never decompressed). May stop reading once more than `maxBytes` arrived and
   * return what it has; the reader refuses anything longer than `maxBytes`.
   */
  download(objectPath: string, options: { signal: AbortSignal; maxBytes: number }): Promise<Uint8Array>;
}

export interface CvObjectStat {
  size: number;
  contentType?: string;
  /** Custom metadata set at upload (originalName, uploadTime). */
  metadata: Record<string, string>;
}

/** The HTTP status carried by a source error, if it is an HTTP answer. */
export function statusOf(error: unknown): number | undefined {
  const e = error as { code?: unknown; status?: unknown; response?: { status?: unknown } } | null;
  for (const value of [e?.code, e?.status, e?.response?.status]) if (typeof value === 'number') return value;
  return undefined;
}

/** Node system error codes look like ECONNRESET; gaxios and fetch pass them on as `code`. */
export function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code);
}
