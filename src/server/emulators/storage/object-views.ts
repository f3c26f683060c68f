import { DOWNLOAD_TOKENS_KEY, downloadTokensOf, type StoredMetadata } from './object-metadata.ts';

/** The object as the Firebase v0 API shows it: tokens split out of the custom metadata, numbers as strings. */
export function toFirebaseResource(metadata: StoredMetadata): Record<string, unknown> {
  const { [DOWNLOAD_TOKENS_KEY]: _tokens, ...custom } = metadata.metadata ?? {};
  const tokens = downloadTokensOf(metadata);
  return {
    name: metadata.name,
    bucket: metadata.bucket,
    generation: metadata.generation,
    metageneration: metadata.metageneration,
    contentType: metadata.contentType,
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    storageClass: 'STANDARD',
    size: String(metadata.size),
    md5Hash: metadata.md5Hash,
    crc32c: metadata.crc32c,
    etag: metadata.etag,
    contentEncoding: metadata.contentEncoding ?? 'identity',
    contentDisposition: metadata.contentDisposition,
    contentLanguage: metadata.contentLanguage,
    cacheControl: metadata.cacheControl,
    metadata: Object.keys(custom).length > 0 ? custom : undefined,
    ...(tokens.length > 0 ? { downloadTokens: tokens.join(',') } : {}),
  };
}

/** The object as the GCS JSON API shows it (`storage#object`). `origin` is this emulator's base URL. */
export function toGcsResource(metadata: StoredMetadata, origin: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(metadata.name);
  const bucket = encodeURIComponent(metadata.bucket);
  return {
    kind: 'storage#object',
    id: `${metadata.bucket}/${metadata.name}/${metadata.generation}`,
    selfLink: `${origin}/storage/v1/b/${bucket}/o/${encodedName}`,
    mediaLink: `${origin}/download/storage/v1/b/${bucket}/o/${encodedName}?generation=${metadata.generation}&alt=media`,
    name: metadata.name,
    bucket: metadata.bucket,
    generation: metadata.generation,
    metageneration: metadata.metageneration,
    contentType: metadata.contentType,
    storageClass: 'STANDARD',
    size: String(metadata.size),
    md5Hash: metadata.md5Hash,
    crc32c: metadata.crc32c,
    etag: metadata.etag,
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    timeStorageClassUpdated: metadata.timeCreated,
    cacheControl: metadata.cacheControl,
    contentDisposition: metadata.contentDisposition,
    contentEncoding: metadata.contentEncoding,
    contentLanguage: metadata.contentLanguage,
    metadata: metadata.metadata,
  };
}
