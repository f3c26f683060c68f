import { decodeComponent } from './names.ts';

/**
 * Which API and resource a request addresses. Names are decoded once here and validated by the handlers.
 *  - Firebase v0 (the JS SDK):       /v0/b/{bucket}/o            /v0/b/{bucket}/o/{encoded name}
 *  - GCS JSON (firebase-admin, via @google-cloud/storage with STORAGE_EMULATOR_HOST):
 *      [/storage/v1 | /download/storage/v1]/b/{bucket}/o[/{encoded name}]     /upload/storage/v1/b/{bucket}/o
 */
export type Route =
  | { api: 'firebase'; bucket: string; name: string | null }
  | { api: 'gcs'; bucket: string; name: string | null }
  | { api: 'gcs-upload'; bucket: string }
  | { api: 'root' };

const FIREBASE = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;
const GCS = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.+))?$/;
const GCS_UPLOAD = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;

/** The route of a URL path (still percent-encoded), or null when the emulator has no such address. */
export function routeOf(pathname: string): Route | null {
  if (pathname === '/' || pathname === '') return { api: 'root' };
  let match = FIREBASE.exec(pathname);
  if (match) return { api: 'firebase', bucket: decodeComponent(match[1]!), name: match[2] ? decodeComponent(match[2]) : null };
  match = GCS_UPLOAD.exec(pathname);
  if (match) return { api: 'gcs-upload', bucket: decodeComponent(match[1]!) };
  match = GCS.exec(pathname);
  if (match) return { api: 'gcs', bucket: decodeComponent(match[1]!), name: match[2] ? decodeComponent(match[2]) : null };
  return null;
}

/** True for paths the browser app calls (the Firebase API), which get CORS headers. */
export function isBrowserApiPath(pathname: string): boolean {
  return pathname.startsWith('/v0/');
}
