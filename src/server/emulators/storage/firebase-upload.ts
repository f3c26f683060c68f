import { authorize, originOf, type EmulatorContext } from './context.ts';
import { badRequest, notFound, StorageHttpError, tooLarge } from './errors.ts';
import { readBodyBytes, readJsonBody } from './body.ts';
import { parseObjectUpload } from './multipart.ts';
import { assertObjectName } from './names.ts';
import { newObjectMetadata, readWritableMetadata, type StoredMetadata, type WritableMetadata } from './object-metadata.ts';
import { toFirebaseResource } from './object-views.ts';
import type { UploadSession } from './resumable-sessions.ts';
import type { Caller } from './token.ts';

/**
 * POST /v0/b/{bucket}/o?name=... : the JS SDK's uploads.
 *  - uploadBytes: `X-Goog-Upload-Protocol: multipart`, a multipart/related body (JSON metadata + bytes).
 *  - uploadBytesResumable (files over 256 KiB): `X-Goog-Upload-Protocol: resumable` + `X-Goog-Upload-Command: start`
 *    with JSON metadata and the size/type in `X-Goog-Upload-Header-Content-Length/-Type`; the answer's
 *    `X-Goog-Upload-URL` then takes `X-Goog-Upload-Command: upload | upload, finalize | finalize | query | cancel`
 *    with `X-Goog-Upload-Offset`.
 */
export async function postObject(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const uploadId = params.get('upload_id');
  if (uploadId) return continueResumable(ctx, request, uploadId);
  const protocol = request.headers.get('x-goog-upload-protocol')?.toLowerCase();
  if (protocol === 'multipart') return multipartUpload(ctx, request, caller, bucket, params.get('name'));
  if (protocol === 'resumable' && request.headers.get('x-goog-upload-command')?.toLowerCase() === 'start') {
    return startResumable(ctx, request, caller, bucket, params.get('name'));
  }
  throw badRequest('Unsupported upload request.');
}

/** Stores a new object if the caller may create it (the rules see an existing object as an update, which they refuse). */
export function createObject(ctx: EmulatorContext, caller: Caller, bucket: string, name: string, data: Buffer, fields: WritableMetadata): Promise<StoredMetadata> {
  return ctx.store.write(bucket, name, data, (existing) => {
    const metadata = newObjectMetadata(bucket, name, data, fields);
    authorize(caller, {
      operation: existing ? 'update' : 'create',
      path: name,
      resource: existing,
      incoming: { size: metadata.size, contentType: metadata.contentType },
    });
    // After the rules, so users see their size rule (403); only the admin can reach this cap.
    if (data.byteLength > ctx.maxObjectBytes) throw tooLarge();
    return metadata;
  });
}

async function multipartUpload(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string, queryName: string | null): Promise<Response> {
  const body = await readBodyBytes(request, ctx.maxBodyBytes);
  const parts = parseObjectUpload(request.headers.get('content-type'), body);
  const fields = readWritableMetadata(parts.metadata);
  if (!fields) throw badRequest('Invalid metadata.');
  const name = queryName ?? nameFromResource(parts.metadata);
  assertObjectName(name);
  const metadata = await createObject(ctx, caller, bucket, name, parts.data, { ...fields, contentType: fields.contentType ?? parts.dataContentType });
  return Response.json(toFirebaseResource(metadata));
}

async function startResumable(ctx: EmulatorContext, request: Request, caller: Caller, bucket: string, queryName: string | null): Promise<Response> {
  const resource = await readJsonBody(request);
  const fields = readWritableMetadata(resource);
  if (!fields) throw badRequest('Invalid metadata.');
  const name = queryName ?? nameFromResource(resource);
  assertObjectName(name);
  const declaredSize = Number(request.headers.get('x-goog-upload-header-content-length') ?? NaN);
  if (!Number.isSafeInteger(declaredSize) || declaredSize < 0) throw badRequest('Missing or invalid X-Goog-Upload-Header-Content-Length.');
  const metadata = { ...fields, contentType: fields.contentType ?? request.headers.get('x-goog-upload-header-content-type') ?? undefined };

  // Check the rules against the declared size now, so a refused upload fails before any bytes are sent;
  // they are checked again at finalize against the real bytes.
  const existing = await ctx.store.head(bucket, name);
  authorize(caller, {
    operation: existing ? 'update' : 'create',
    path: name,
    resource: existing,
    incoming: { size: declaredSize, contentType: metadata.contentType ?? 'application/octet-stream' },
  });
  if (declaredSize > ctx.maxObjectBytes) throw tooLarge();

  const session = ctx.sessions.start({ bucket, name, caller, metadata, declaredSize });
  if (!session) throw new StorageHttpError(429, 'Too many uploads in progress.');
  const uploadUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, originOf(request));
  uploadUrl.searchParams.set('name', name);
  uploadUrl.searchParams.set('upload_id', session.id);
  uploadUrl.searchParams.set('upload_protocol', 'resumable');
  return new Response(null, {
    status: 200,
    headers: {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl.toString(),
      'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
      'X-GUploader-UploadID': session.id,
    },
  });
}

async function continueResumable(ctx: EmulatorContext, request: Request, uploadId: string): Promise<Response> {
  const session = ctx.sessions.get(uploadId);
  if (!session) throw notFound();
  const commands = (request.headers.get('x-goog-upload-command') ?? '').toLowerCase().split(',').map((c) => c.trim());

  if (commands.includes('query')) return statusResponse(session, 200, null);
  if (commands.includes('cancel')) {
    if (session.status === 'final') throw badRequest('The upload is already finished.');
    session.status = 'cancelled';
    session.chunks = [];
    return statusResponse(session, 200, null);
  }
  if (session.status === 'final' && session.finalAnswer) {
    return statusResponse(session, session.finalAnswer.status, session.finalAnswer.body); // a repeated finalize
  }
  if (session.status !== 'active') throw badRequest('The upload is not active.');
  if (!commands.includes('upload') && !commands.includes('finalize')) throw badRequest('Unsupported upload command.');

  if (commands.includes('upload')) {
    const offset = Number(request.headers.get('x-goog-upload-offset') ?? NaN);
    if (offset !== session.received) throw badRequest('The upload offset does not match the bytes received.');
    const chunk = await readBodyBytes(request, session.declaredSize - session.received);
    if (offset !== session.received) throw badRequest('The upload offset does not match the bytes received.');
    session.chunks.push(chunk);
    session.received += chunk.byteLength;
    if (!commands.includes('finalize')) return statusResponse(session, 200, null);
  }
  return finalize(ctx, session);
}

async function finalize(ctx: EmulatorContext, session: UploadSession): Promise<Response> {
  if (session.received !== session.declaredSize) throw badRequest('The upload is incomplete.');
  const data = Buffer.concat(session.chunks);
  session.chunks = [];
  session.status = 'final';
  try {
    const metadata = await createObject(ctx, session.caller, session.bucket, session.name, data, session.metadata);
    session.finalAnswer = { status: 200, body: toFirebaseResource(metadata) };
  } catch (error) {
    if (!(error instanceof StorageHttpError)) throw error;
    session.finalAnswer = { status: error.status, body: { error: { code: error.status, message: error.message } } };
  }
  return statusResponse(session, session.finalAnswer.status, session.finalAnswer.body);
}

function statusResponse(session: UploadSession, status: number, body: unknown): Response {
  const headers = {
    'X-Goog-Upload-Status': session.status === 'final' ? 'final' : session.status === 'cancelled' ? 'cancelled' : 'active',
    'X-Goog-Upload-Size-Received': String(session.received),
  };
  return body === null ? new Response(null, { status, headers }) : Response.json(body, { status, headers });
}

function nameFromResource(resource: unknown): string {
  const name = (resource as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') throw badRequest('Missing object name.');
  return name;
}
