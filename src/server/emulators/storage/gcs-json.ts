import { originOf, type EmulatorContext } from './context.ts';
import { badRequest, StorageHttpError, tooLarge } from './errors.ts';
import { readBodyBytes } from './body.ts';
import { mediaResponse } from './media.ts';
import { parseObjectUpload } from './multipart.ts';
import { assertObjectName, assertPrefix } from './names.ts';
import { newObjectMetadata, readWritableMetadata } from './object-metadata.ts';
import { toGcsResource } from './object-views.ts';
import { listOptionsOf } from './store.ts';

/**
 * The slice of the GCS JSON API that firebase-admin's Storage (@google-cloud/storage) calls when
 * STORAGE_EMULATOR_HOST (or FIREBASE_STORAGE_EMULATOR_HOST) points at us. It sends no credentials to an
 * emulator, so like the official emulator this API is admin-only by construction: rules do not apply, and
 * it gets no CORS headers, so web pages cannot use it.
 *  - file.getMetadata() / file.exists()   GET    /b/{bucket}/o/{name}
 *  - file.download()                      GET    /b/{bucket}/o/{name}?alt=media
 *  - bucket.getFiles({prefix})            GET    /b/{bucket}/o?prefix=&delimiter=&pageToken=&maxResults=
 *  - file.delete()                        DELETE /b/{bucket}/o/{name}
 *  - bucket.deleteFiles({prefix})         GET (list) then DELETE each
 *  - file.save(data, {resumable: false})  POST   /upload/storage/v1/b/{bucket}/o?uploadType=multipart&name=
 * (also reachable under /storage/v1 and /download/storage/v1, as with a plain apiEndpoint)
 */
export async function getGcsObject(ctx: EmulatorContext, request: Request, bucket: string, name: string): Promise<Response> {
  assertObjectName(name);
  if (new URL(request.url).searchParams.get('alt') === 'media') {
    const object = await ctx.store.read(bucket, name);
    if (!object) throw noSuchObject(bucket, name);
    return mediaResponse(object.metadata, object.data, request.headers.get('range'));
  }
  const metadata = await ctx.store.head(bucket, name);
  if (!metadata) throw noSuchObject(bucket, name);
  return Response.json(toGcsResource(metadata, originOf(request)));
}

export async function listGcsObjects(ctx: EmulatorContext, request: Request, bucket: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const prefix = params.get('prefix') ?? '';
  assertPrefix(prefix);
  const result = await ctx.store.list(bucket, { ...listOptionsOf(params), prefix });
  const origin = originOf(request);
  return Response.json({
    kind: 'storage#objects',
    ...(result.prefixes.length > 0 ? { prefixes: result.prefixes } : {}),
    ...(result.items.length > 0 ? { items: result.items.map((item) => toGcsResource(item, origin)) } : {}),
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
  });
}

export async function deleteGcsObject(ctx: EmulatorContext, bucket: string, name: string): Promise<Response> {
  assertObjectName(name);
  if (!(await ctx.store.remove(bucket, name))) throw noSuchObject(bucket, name);
  return new Response(null, { status: 204 });
}

/** Admin upload (overwrites allowed). Only the multipart form: pass `resumable: false` to file.save(). */
export async function uploadGcsObject(ctx: EmulatorContext, request: Request, bucket: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const uploadType = params.get('uploadType') ?? request.headers.get('x-goog-upload-protocol');
  if (uploadType !== 'multipart') throw badRequest('Only uploadType=multipart is supported by this emulator.');
  const parts = parseObjectUpload(request.headers.get('content-type'), await readBodyBytes(request, ctx.maxBodyBytes));
  const fields = readWritableMetadata(parts.metadata);
  if (!fields) throw badRequest('Invalid metadata.');
  const name = params.get('name') ?? (parts.metadata as { name?: unknown }).name;
  if (typeof name !== 'string') throw badRequest('Missing object name.');
  assertObjectName(name);
  if (parts.data.byteLength > ctx.maxObjectBytes) throw tooLarge();
  const contentType = fields.contentType ?? parts.dataContentType;
  const metadata = await ctx.store.write(bucket, name, parts.data, () => newObjectMetadata(bucket, name, parts.data, { ...fields, contentType }));
  return Response.json(toGcsResource(metadata, originOf(request)));
}

function noSuchObject(bucket: string, name: string): StorageHttpError {
  return new StorageHttpError(404, `No such object: ${bucket}/${name}`);
}
