import { FirestoreError } from './errors.ts';

/** Who is calling: the emulator admin (rules do not apply), a signed-in user, or nobody. */
export type Caller =
  | { kind: 'admin' }
  | { kind: 'user'; uid: string; token: Record<string, unknown> }
  | { kind: 'none' };

/** The credential the Firebase emulators treat as an administrator (firebase-admin sends it to an emulator). */
const ADMIN_TOKEN = 'owner';

/**
 * Reads the caller from the Authorization header: `Bearer owner` is the admin; any other bearer token is an
 * ID token. Auth emulator ID tokens are unsigned JWTs (alg none), so the payload is decoded and never
 * verified, as the official emulators do; this code only ever serves localhost. An unreadable token, or one
 * for another project, is refused like Firestore refuses a bad credential.
 */
export function callerFromAuthorization(header: string | null, projectId: string): Caller {
  if (header === null || header.trim() === '') return { kind: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated();
  const credential = match[1]!;
  if (credential === ADMIN_TOKEN) return { kind: 'admin' };
  const token = decodePayload(credential);
  const uid = typeof token.user_id === 'string' ? token.user_id : token.sub;
  if (typeof uid !== 'string' || uid === '' || uid.length > 128) throw unauthenticated();
  if (token.aud !== undefined && token.aud !== projectId) throw unauthenticated();
  return { kind: 'user', uid, token };
}

function decodePayload(jwt: string): Record<string, unknown> {
  const parts = jwt.split('.');
  if (parts.length !== 3) throw unauthenticated();
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) return payload as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw unauthenticated();
}

const unauthenticated = () =>
  new FirestoreError('UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected a valid ID token.');
