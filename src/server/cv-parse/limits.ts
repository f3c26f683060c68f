/**
 * Hard limits of CV parsing (SECURITY.md §4). One place, so tests and the bench read the same numbers.
 */
export const PARSE_LIMITS = {
  /** Largest file accepted (SPEC §9: 10 MB). */
  maxFileBytes: 10_485_760,
  /** Pages read from a PDF; longer documents are refused rather than truncated. */
  maxPdfPages: 20,
  /** Characters of text kept from one document; a CV never needs more. */
  maxTextChars: 300_000,
  /** Lines handed to the structurer. */
  maxLines: 6_000,
  /** Entries in a DOCX archive. */
  maxZipEntries: 2_000,
  /** Inflated bytes of one DOCX part we read. */
  maxInflatedPartBytes: 25 * 1024 * 1024,
  /** Inflated bytes of all DOCX parts we read together. */
  maxInflatedTotalBytes: 40 * 1024 * 1024,
  /**
   * Inflated bytes of one PDF stream zlib inflates at once (extract/inflate-at-once.ts); a larger one is left to
   * pdf.js's own decoder, which inflates it as it is read. A CV's content streams and fonts come to a few MB.
   */
  maxInflatedPdfStreamBytes: 25 * 1024 * 1024,
  /** Wall-clock deadline for one parse, after which the worker is killed. */
  deadlineMs: 10_000,
  /** Worker heap cap. */
  workerHeapMb: 256,
  /**
   * Worker young-generation cap. V8's default (32 MB here) lets short-lived pdf.js objects pile up before a
   * scavenge: 16 MB took the bench's peak RSS over the public set from 270 to 239 MB (69 files). Over 107 files
   * (session 12) 16 MB peaked at 268-273 MB and 8 MB at 252-256 MB, with the same PDF p50 (133-139 ms) and p95
   * (the pool's `youngGenMb` option lets a benchmark compare).
   */
  workerYoungGenMb: 8,
  /**
   * RSS the running parses may add to the process before they are killed. Heap caps miss ArrayBuffers (decoded
   * images, inflated parts), and worker threads share the process, so its RSS growth is what is watched.
   */
  maxRssMb: 512,
  /** How often RSS is sampled while a parse runs. */
  rssSampleMs: 50,
  /** Parses running at once in one process; more wait their turn. */
  concurrency: 4,
} as const;

/** Version of pdfjs-dist below which font eval (CVE-2024-4367) is possible. */
export const MIN_PDFJS_VERSION = '4.2.67';
