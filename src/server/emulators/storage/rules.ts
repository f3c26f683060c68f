import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from '../../../lib/constants.ts';

/**
 * The Storage security rules as a pure function.
 *
 * This mirrors storage.rules (keep the two in step):
 *
 *   match /cv-uploads/{uid}/{fileName} {
 *     allow create: if request.auth != null && request.auth.uid == uid
 *                   && resource == null                                   // create only, no overwrite
 *                   && request.resource.size > 0 && request.resource.size <= 10485760
 *                   && request.resource.contentType in [the four CV types];
 *     allow get:    if request.auth != null && request.auth.uid == uid;  // owner only
 *     allow list:   if false;                                            // names are never enumerable
 *     allow delete: if request.auth != null && request.auth.uid == uid;  // owner only (account deletion)
 *     // no update: metadata cannot change after upload
 *   }
 *   // everything else: denied
 *
 * The admin credential never reaches this function: callers skip rules for it, as the emulators do.
 */
export type StorageOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesRequest {
  operation: StorageOperation;
  /** Object name for get/create/update/delete; the listed prefix (ending in '/') for list. */
  path: string;
  /** The signed-in user, or null for an unauthenticated request. */
  auth: { uid: string } | null;
  /** The object as stored now (`resource`), or null when there is none. */
  resource: { size: number; contentType: string } | null;
  /** The object as it would be after a write (`request.resource`); create/update only. */
  incoming?: { size: number; contentType: string };
}

const CV_OBJECT = /^cv-uploads\/([^/]+)\/([^/]+)$/;

/** True when the rules allow the request. */
export function isAllowed(request: RulesRequest): boolean {
  const { operation, path, auth } = request;
  if (auth === null) return false;
  if (operation === 'list') return false;

  const match = CV_OBJECT.exec(path);
  if (!match || match[1] !== auth.uid) return false;
  switch (operation) {
    case 'get':
    case 'delete':
      return true;
    case 'create':
      return request.resource === null && request.incoming !== undefined && isAcceptableUpload(request.incoming);
    case 'update':
      return false;
  }
}

function isAcceptableUpload(incoming: { size: number; contentType: string }): boolean {
  return (
    incoming.size > 0 &&
    incoming.size <= MAX_UPLOAD_BYTES &&
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(incoming.contentType)
  );
}
