import { StorageHttpError } from './errors.ts';

/** Who is calling: the emulator admin, a signed-in user, or nobody. */
export type Caller = { kind: 'admin' } | { kind: 'user'; uid: string; claims: Record<string, unknown> } | { kind: 'none' };

/** The credential the Firebase emulators treat as an administrator (firebase-tools and the Admin SDKs send it). */
const ADMIN_TOKEN = 'owner';

/**
 * Reads the caller from an Authorization header: `Firebase <ID token>` (what the JS SDK sends) or
 * `Bearer <ID token>`; `Bearer owner` is the admin. Emulator ID tokens are unsigned JWTs (alg none), so
 * locally the payload is decoded, never verified, like the official emulators do. A header that is
 * present but unreadable, or a token for another project, is a 401.
 */
export function callerFromAuthorization(header: string | null, projectId: string): Caller {
  if (header === null || header.trim() === '') return { kind: 'none' };
  const match = /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(header.trim());
  if (!match) throw invalidToken();
  const token = match[1]!;
  if (token === ADMIN_TOKEN) return { kind: 'admin' };
  const claims = decodeJwtPayload(token);
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid === '' || uid.length > 128) throw invalidToken();
  if (claims.aud !== undefined && claims.aud !== projectId) throw invalidToken();
  return { kind: 'user', uid, claims };
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalidToken();
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw invalidToken();
    return payload as Record<string, unknown>;
  } catch {
    throw invalidToken();
  }
}

function invalidToken(): StorageHttpError {
  return new StorageHttpError(401, 'Invalid authentication credentials.');
}
