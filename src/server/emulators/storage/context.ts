import { permissionDenied } from './errors.ts';
import { isAllowed, type RulesRequest } from './rules.ts';
import type { ObjectStore } from './store.ts';
import type { UploadSessions } from './resumable-sessions.ts';
import type { Caller } from './token.ts';

/** What the API handlers share. */
export interface EmulatorContext {
  store: ObjectStore;
  sessions: UploadSessions;
  projectId: string;
  /** Largest object accepted (the rules allow 10 MB; the admin may go up to this). */
  maxObjectBytes: number;
  /** Largest upload request body: one object plus room for multipart framing and metadata. */
  maxBodyBytes: number;
}

/** Throws 403 unless the caller is the admin or the rules allow the request. */
export function authorize(caller: Caller, request: Omit<RulesRequest, 'auth'>): void {
  if (caller.kind === 'admin') return;
  const auth = caller.kind === 'user' ? { uid: caller.uid } : null;
  if (!isAllowed({ ...request, auth })) throw permissionDenied();
}

/** The base URL clients used to reach us (for upload URLs and self links). */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host) ? `${url.protocol}//${host}` : url.origin;
}
