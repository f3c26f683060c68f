import { randomUUID, createHash } from 'node:crypto';
import { crc32cBase64, md5Base64 } from './hashes.ts';

/** Custom metadata key under which Firebase keeps download tokens (comma-separated). */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** What the store keeps beside each object (the GCS object resource, minus derived fields). */
export interface StoredMetadata {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  size: number;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** Custom metadata, string values only; may hold firebaseStorageDownloadTokens. */
  metadata?: Record<string, string>;
}

/** Metadata fields a client may set on upload or update. */
export interface WritableMetadata {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  metadata?: Record<string, string> | null;
}

/** GCS caps custom metadata at 8 KiB; so do we (it lives in a JSON file read on every request). */
const MAX_CUSTOM_METADATA_BYTES = 8 * 1024;
const STRING_FIELDS = ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const;

let generationCounter = 0;

/** Picks the writable fields out of a client's JSON resource; null when it is not a well-formed resource. */
export function readWritableMetadata(resource: unknown): WritableMetadata | null {
  if (resource === null || typeof resource !== 'object' || Array.isArray(resource)) return null;
  const source = resource as Record<string, unknown>;
  const result: WritableMetadata = {};
  for (const field of STRING_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > 1024) return null;
    result[field] = value;
  }
  const custom = source.metadata;
  if (custom === null) result.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom)) return null;
    const entries = Object.entries(custom as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as const);
    result.metadata = Object.fromEntries(entries);
    if (Buffer.byteLength(JSON.stringify(result.metadata)) > MAX_CUSTOM_METADATA_BYTES) return null;
  }
  return result;
}

/** Metadata for a newly written object. */
export function newObjectMetadata(bucket: string, name: string, data: Uint8Array, fields: WritableMetadata): StoredMetadata {
  const now = new Date().toISOString();
  // Microseconds like GCS, kept unique within the process.
  const generation = String(Date.now() * 1000 + (generationCounter++ % 1000));
  const metadata: StoredMetadata = {
    name,
    bucket,
    generation,
    metageneration: '1',
    contentType: fields.contentType ?? 'application/octet-stream',
    size: data.byteLength,
    md5Hash: md5Base64(data),
    crc32c: crc32cBase64(data),
    etag: etagFor(generation, '1'),
    timeCreated: now,
    updated: now,
  };
  for (const field of ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const) {
    if (fields[field] !== undefined) metadata[field] = fields[field];
  }
  if (fields.metadata && Object.keys(fields.metadata).length > 0) metadata.metadata = { ...fields.metadata };
  return metadata;
}

/** Applies an update (null custom metadata clears it; null values inside it delete keys, as in GCS). */
export function applyMetadataUpdate(current: StoredMetadata, update: WritableMetadata): StoredMetadata {
  const next: StoredMetadata = { ...current };
  for (const field of STRING_FIELDS) if (update[field] !== undefined) next[field] = update[field]!;
  if (update.metadata === null) delete next.metadata;
  else if (update.metadata !== undefined) next.metadata = { ...current.metadata, ...update.metadata };
  return bumpMetageneration(next);
}

/** Download tokens of an object (empty when none were minted). */
export function downloadTokensOf(metadata: StoredMetadata): string[] {
  return (metadata.metadata?.[DOWNLOAD_TOKENS_KEY] ?? '').split(',').filter(Boolean);
}

/** The object with one more, freshly minted download token. */
export function withNewDownloadToken(metadata: StoredMetadata): StoredMetadata {
  const tokens = [...downloadTokensOf(metadata), randomUUID()];
  return bumpMetageneration({ ...metadata, metadata: { ...metadata.metadata, [DOWNLOAD_TOKENS_KEY]: tokens.join(',') } });
}

function bumpMetageneration(metadata: StoredMetadata): StoredMetadata {
  const metageneration = String(Number(metadata.metageneration) + 1);
  return { ...metadata, metageneration, etag: etagFor(metadata.generation, metageneration), updated: new Date().toISOString() };
}

function etagFor(generation: string, metageneration: string): string {
  return createHash('md5').update(`${generation}/${metageneration}`).digest('base64').slice(0, 16);
}
