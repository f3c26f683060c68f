import { MAX_UPLOAD_BYTES } from '../../../lib/constants.ts';
import type { EmulatorContext } from './context.ts';
import { preflightResponse, withCorsHeaders } from './cors.ts';
import { firebaseErrorResponse, gcsErrorResponse, StorageHttpError } from './errors.ts';
import { deleteObject, getObject, listObjects, patchObject } from './firebase-rest.ts';
import { postObject } from './firebase-upload.ts';
import { deleteGcsObject, getGcsObject, listGcsObjects, uploadGcsObject } from './gcs-json.ts';
import { assertBucketName } from './names.ts';
import { UploadSessions } from './resumable-sessions.ts';
import { isBrowserApiPath, routeOf, type Route } from './routing.ts';
import { ObjectStore } from './store.ts';
import { callerFromAuthorization } from './token.ts';

export interface StorageEmulatorOptions {
  /** Folder holding the objects (e.g. .local/storage); created on first write, read again after restarts. */
  dataDir: string;
  /** Firebase project id; ID tokens for other projects are refused. */
  projectId: string;
  /** Buckets served; any well-formed bucket name when omitted. */
  allowedBuckets?: readonly string[];
  /** Where unexpected failures are reported (kind only, never content). */
  log?: (line: string) => void;
}

/** Multipart framing and JSON metadata on top of the largest allowed file. */
const BODY_MARGIN_BYTES = 64 * 1024;

/**
 * A local Cloud Storage for Firebase: the REST calls the Firebase JS SDK makes (v0 API, with the rules of
 * storage.rules applied by ./rules.ts) and the GCS JSON calls firebase-admin makes, over files in `dataDir`.
 * Returns a Web-standard handler; serve it with src/server/local/node-adapter.ts.
 */
export function createStorageEmulator(options: StorageEmulatorOptions): (request: Request) => Promise<Response> {
  const ctx: EmulatorContext = {
    store: new ObjectStore(options.dataDir),
    sessions: new UploadSessions(),
    projectId: options.projectId,
    maxObjectBytes: MAX_UPLOAD_BYTES,
    maxBodyBytes: MAX_UPLOAD_BYTES + BODY_MARGIN_BYTES,
  };
  const log = options.log ?? console.error;

  return async (request) => {
    const url = new URL(request.url);
    const browserApi = isBrowserApiPath(url.pathname);
    if (request.method === 'OPTIONS') return browserApi ? preflightResponse(request) : new Response(null, { status: 404 });
    let response: Response;
    try {
      response = await dispatch(ctx, request, routeOf(url.pathname), options.allowedBuckets);
    } catch (error) {
      let known = error;
      if (!(error instanceof StorageHttpError)) {
        // The kind only: messages of file-system errors carry paths.
        log(`storage emulator: ${request.method} failed: ${(error as Error)?.name ?? 'error'} ${(error as NodeJS.ErrnoException)?.code ?? ''}`.trim());
        known = new StorageHttpError(500, 'Internal error.');
      }
      response = browserApi ? firebaseErrorResponse(known as StorageHttpError) : gcsErrorResponse(known as StorageHttpError);
    }
    return browserApi ? withCorsHeaders(request, response) : response;
  };
}

async function dispatch(ctx: EmulatorContext, request: Request, route: Route | null, allowedBuckets?: readonly string[]): Promise<Response> {
  if (!route) throw new StorageHttpError(404, 'Not Found.');
  if (route.api === 'root') return Response.json({ emulator: 'storage', projectId: ctx.projectId });
  assertBucketName(route.bucket);
  if (allowedBuckets && !allowedBuckets.includes(route.bucket)) throw new StorageHttpError(404, 'The bucket does not exist.');
  const method = request.method;

  if (route.api === 'firebase') {
    const caller = callerFromAuthorization(request.headers.get('authorization'), ctx.projectId);
    if (route.name === null) {
      if (method === 'GET') return listObjects(ctx, request, caller, route.bucket);
      if (method === 'POST') return postObject(ctx, request, caller, route.bucket);
      throw methodNotAllowed('GET, POST');
    }
    if (method === 'GET') return getObject(ctx, request, caller, route.bucket, route.name);
    if (method === 'DELETE') return deleteObject(ctx, caller, route.bucket, route.name);
    if (method === 'PATCH') return patchObject(ctx, request, caller, route.bucket, route.name);
    throw methodNotAllowed('GET, DELETE, PATCH');
  }
  if (route.api === 'gcs-upload') {
    if (method === 'POST') return uploadGcsObject(ctx, request, route.bucket);
    throw methodNotAllowed('POST');
  }
  if (route.name === null) {
    if (method === 'GET') return listGcsObjects(ctx, request, route.bucket);
    throw methodNotAllowed('GET');
  }
  if (method === 'GET') return getGcsObject(ctx, request, route.bucket, route.name);
  if (method === 'DELETE') return deleteGcsObject(ctx, route.bucket, route.name);
  throw methodNotAllowed('GET, DELETE');
}

function methodNotAllowed(allow: string): StorageHttpError {
  return new StorageHttpError(405, 'Method not allowed.', { Allow: allow });
}
