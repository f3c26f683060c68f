import { authorize, type EmulatorContext } from './context.ts';
import { badRequest, notFound } from './errors.ts';
import { mediaResponse } from './media.ts';
import { assertObjectName, assertPrefix } from './names.ts';
import { applyMetadataUpdate, downloadTokensOf, readWritableMetadata, withNewDownloadToken } from './object-metadata.ts';
import { toFirebaseResource } from './object-views.ts';
import { listOptionsOf } from './store.ts';
import { readJsonBody } from './body.ts';
import type { Caller } from './token.ts';

/**
 * GET /v0/b/{bucket}/o/{name}: metadata (getMetadata, getDownloadURL), or the bytes with `alt=media`
 * (getBytes, or a download URL's `alt=media&token=`). A valid download token opens the bytes to anyone,
 * as in Firebase; otherwise the rules decide.
 *
 * Download tokens are minted lazily: an upload gets none, and the first metadata read by a signed-in user
 * that passes the rules mints one (getDownloadURL and getMetadata send the same request, so both do). The
 * admin's reads change nothing (firebase-admin's getDownloadURL, like Firebase's, needs an existing token).
 * Firebase mints at upload time; minting later keeps 'an uploaded CV has no download token' observable
 * (SECURITY.md).
 */
export async function getObject(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string, name: string): Promise<Response> {
  assertObjectName(name);
  const url = new URL(request.url);
  const wantsMedia = url.searchParams.get('alt') === 'media';
  const token = url.searchParams.get('token');

  if (wantsMedia && token) {
    const object = await ctx.store.read(bucket, name);
    if (object && downloadTokensOf(object.metadata).includes(token)) return mediaResponse(object.metadata, object.data, request.headers.get('range'));
  }
  const existing = await ctx.store.head(bucket, name);
  authorize(caller, { operation: 'get', path: name, resource: existing });
  if (!existing) throw notFound();

  if (wantsMedia) {
    const object = await ctx.store.read(bucket, name);
    if (!object) throw notFound();
    return mediaResponse(object.metadata, object.data, request.headers.get('range'));
  }
  const mint = caller.kind === 'user' && downloadTokensOf(existing).length === 0;
  // Re-checked under the object's lock, so two racing first reads mint one token, not two.
  const metadata = mint ? await ctx.store.updateMetadata(bucket, name, (current) => (downloadTokensOf(current).length > 0 ? current : withNewDownloadToken(current))) : existing;
  if (!metadata) throw notFound();
  return Response.json(toFirebaseResource(metadata));
}

/** GET /v0/b/{bucket}/o?prefix=&delimiter=&pageToken=&maxResults= (list, listAll). */
export async function listObjects(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const prefix = params.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) throw badRequest('The prefix must be empty or end with a single / character.');
  assertPrefix(prefix);
  authorize(caller, { operation: 'list', path: prefix, resource: null });
  const result = await ctx.store.list(bucket, { ...listOptionsOf(params), prefix });
  return Response.json({
    prefixes: result.prefixes,
    items: result.items.map((item) => ({ name: item.name, bucket: item.bucket })),
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
  });
}

/** DELETE /v0/b/{bucket}/o/{name} (deleteObject): the owner only, per the rules. */
export async function deleteObject(ctx: EmulatorContext, caller: Caller, bucket: string, name: string): Promise<Response> {
  assertObjectName(name);
  const removed = await ctx.store.remove(bucket, name, (current) => authorize(caller, { operation: 'delete', path: name, resource: current }));
  if (!removed) {
    // Where the rules would refuse anyway, say 403 rather than 404, so others learn nothing about absence.
    authorize(caller, { operation: 'delete', path: name, resource: null });
    throw notFound();
  }
  return new Response(null, { status: 204 });
}

/** PATCH /v0/b/{bucket}/o/{name} (updateMetadata): the rules allow no updates to CVs; the admin may. */
export async function patchObject(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string, name: string): Promise<Response> {
  assertObjectName(name);
  const update = readWritableMetadata(await readJsonBody(request));
  if (!update) throw badRequest('Invalid metadata.');
  const existing = await ctx.store.head(bucket, name);
  if (!existing) {
    authorize(caller, { operation: 'update', path: name, resource: null, incoming: { size: 0, contentType: update.contentType ?? '' } });
    throw notFound();
  }
  const updated = await ctx.store.updateMetadata(bucket, name, (current) => {
    const next = applyMetadataUpdate(current, update);
    authorize(caller, { operation: 'update', path: name, resource: current, incoming: { size: next.size, contentType: next.contentType } });
    return next;
  });
  if (!updated) throw notFound();
  return Response.json(toFirebaseResource(updated));
}
