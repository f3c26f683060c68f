import { callerFromAuthorization, type Caller } from './auth-token.ts';
import { batchWrite, beginTransaction, commit, rollback } from './commit.ts';
import { preflight, withCorsHeaders } from './cors.ts';
import { FirestoreError, invalidArgument } from './errors.ts';
import { listDocuments } from './listing.ts';
import { DEFAULT_DATABASE, isDocumentPath } from './names.ts';
import { batchGet, getDocument, runQuery } from './reads.ts';
import { readJsonBody, requestHeader } from './request-body.ts';
import type { EmulatorState } from './state.ts';

/** `/v1/projects/{project}/databases/{database}/documents[/{path}][:{rpc}]`, as the SDKs call it. */
const API_PATH = /^\/(emulator\/)?v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*?))?(?::([A-Za-z]+))?$/;

/** The RPCs whose answer is a stream (a JSON array), so errors come as an array too. */
const STREAMING = new Set(['batchGet', 'runQuery']);

interface Target {
  emulatorApi: boolean;
  /** Relative document or collection path ('' for the root). */
  path: string;
  rpc?: string;
}

/**
 * The emulator's HTTP surface, under /v1/projects/{project}/databases/(default)/documents:
 * - POST :batchGet, :commit, :batchWrite, :beginTransaction, :rollback;
 * - POST [/{document}]:runQuery (at the root or under a document);
 * - GET /{document} (one document) and GET /{collection} (listDocuments);
 * - DELETE /emulator/v1/projects/{project}/databases/(default)/documents clears all data, as the official
 *   emulator does; GET / answers "Ok"; OPTIONS answers CORS preflights.
 */
export function createRouter(state: EmulatorState, projectId: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight(request);
    const url = new URL(request.url);
    let target: Target | undefined;
    try {
      if (url.pathname === '/' && request.method === 'GET') return withCorsHeaders(request, new Response('Ok\n'));
      target = parseTarget(url.pathname, projectId);
      const caller = callerFromAuthorization(requestHeader(request, url, 'authorization'), projectId);
      const body = request.method === 'POST' ? await readJsonBody(request) : {};
      return withCorsHeaders(request, json(200, dispatch(state, request.method, target, caller, body, url.searchParams)));
    } catch (error) {
      const failure = error instanceof FirestoreError ? error : internal(error);
      const payload = target?.rpc && STREAMING.has(target.rpc) ? [failure.toJson()] : failure.toJson();
      return withCorsHeaders(request, json(failure.httpStatus, payload));
    }
  };
}

function dispatch(state: EmulatorState, method: string, target: Target, caller: Caller, body: Record<string, unknown>, params: URLSearchParams): unknown {
  const { path, rpc } = target;
  if (target.emulatorApi) {
    if (method !== 'DELETE' || path !== '' || rpc) throw notImplemented(method, target);
    state.store.clear();
    return {};
  }
  if (method === 'GET' && rpc === undefined && path !== '') {
    return isDocumentPath(path) ? getDocument(state, caller, path, params) : listDocuments(state, caller, validCollection(path), params);
  }
  if (method !== 'POST') throw notImplemented(method, target);
  const parentName = state.names.full(path);
  if (rpc === 'runQuery') return runQuery(state, caller, parentName, body);
  if (path !== '') throw notImplemented(method, target);
  switch (rpc) {
    case 'batchGet':
      return batchGet(state, caller, body);
    case 'commit':
      return commit(state, caller, body);
    case 'batchWrite':
      return batchWrite(state, caller, body);
    case 'beginTransaction':
      return beginTransaction(state);
    case 'rollback':
      return rollback(state, body);
  }
  throw notImplemented(method, target);
}

function parseTarget(pathname: string, projectId: string): Target {
  const match = API_PATH.exec(pathname);
  if (!match) throw new FirestoreError('NOT_FOUND', `Not found: ${pathname}`);
  const [, emulatorApi, project, database, rest, rpc] = match;
  if (decode(project!) !== projectId) {
    throw invalidArgument(`This emulator serves project "${projectId}" only; the request named "${decode(project!)}".`);
  }
  if (decode(database!) !== DEFAULT_DATABASE) throw new FirestoreError('NOT_FOUND', 'Only the (default) database exists here.');
  const segments = (rest ?? '').split('/').filter(Boolean).map(decode);
  return { emulatorApi: emulatorApi !== undefined, path: segments.join('/'), rpc };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidArgument(`Invalid path segment: ${segment}`);
  }
}

function validCollection(path: string): string {
  if (path.split('/').some((segment) => segment === '')) throw invalidArgument(`Invalid collection: ${path}`);
  return path;
}

const notImplemented = (method: string, target: Target) =>
  new FirestoreError('UNIMPLEMENTED', `The local Firestore emulator does not implement ${method} ${target.rpc ?? target.path}.`);

function internal(error: unknown): FirestoreError {
  console.error('firestore emulator: unexpected error', error);
  return new FirestoreError('INTERNAL', 'Internal error in the local Firestore emulator.');
}

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
}
