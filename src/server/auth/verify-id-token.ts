import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../firebase/admin-app.ts';
import { HttpError } from '../http.ts';

export interface TokenVerifierOptions {
  /** Firebase project id; tokens must carry it as `aud` and in `iss`. */
  projectId: string;
  /**
   * host:port of the Auth emulator (local runs and tests). firebase-admin only learns about the emulator from
   * process.env.FIREBASE_AUTH_EMULATOR_HOST, so this value is written there before the app is initialised.
   * firebase-admin fixes the emulator address when an app's Auth service is created but checks the variable
   * on every verification (set = accept unsigned tokens), so one emulator per process. When omitted, an
   * already-set FIREBASE_AUTH_EMULATOR_HOST still applies (firebase-admin would obey it anyway), which is why
   * production refuses it.
   */
  emulatorHost?: string;
  /** This process serves real users (src/server/deployment.ts): the emulator is forbidden. */
  production: boolean;
}

/** firebase.sign_in_provider of an anonymous account: a uid, no e-mail, free to make. */
export const ANONYMOUS_SIGN_IN = 'anonymous';

/** Who the caller is, as proven by a verified ID token. */
export interface VerifiedCaller {
  uid: string;
  email?: string;
  emailVerified: boolean;
  /** firebase.sign_in_provider: 'anonymous', 'password', 'google.com', … */
  signInProvider: string;
  /** When the user last signed in (entered a password, chose Google), in ms since the epoch: auth_time. */
  authTime: number;
}

export interface TokenVerifier {
  /** Verifies an Authorization header value (`Bearer <ID token>`); throws HttpError 401/503 on failure. */
  verify(authorizationHeader: string | null): Promise<VerifiedCaller>;
}

/** Three base64url parts; emulator tokens are unsigned, so the last one may be empty. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;
const MAX_TOKEN_CHARS = 8192;
/** firebase-admin codes for "could not reach Google/the emulator": the token may be fine, so not a 401. */
const UPSTREAM_CODES = new Set(['app/network-error', 'app/network-timeout']);

const signInAgain = () => new HttpError(401, 'AUTH_REQUIRED', 'Please sign in again.');

/**
 * Builds the check every protected route runs on its Authorization header: `Bearer <Firebase ID token>`,
 * verified by firebase-admin with checkRevoked (signature by Google's keys in production, or an unsigned
 * emulator token locally; audience/issuer = projectId; not expired; user exists, is not disabled and its
 * sessions were not revoked). Any failure is 401 AUTH_REQUIRED "Please sign in again."; an unreachable
 * auth backend is 503. Throws at creation when the emulator is configured in production, since emulator mode
 * accepts unsigned tokens (SECURITY.md, forged tokens).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { production } = options;
  const emulatorHost = options.emulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (production && emulatorHost) {
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production.');
  }
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // The emulator address is part of the app name because firebase-admin binds it when the app's Auth is created.
  const appName = `hirewise-auth-${options.projectId}${emulatorHost ? `@${emulatorHost}` : ''}`;
  const auth = getAuth(adminApp(appName, options.projectId));

  async function verify(authorizationHeader: string | null): Promise<VerifiedCaller> {
    const match = authorizationHeader && authorizationHeader.length <= MAX_TOKEN_CHARS ? BEARER.exec(authorizationHeader) : null;
    if (!match) throw signInAgain();
    // The variable could appear after start-up; in production that would switch firebase-admin to unsigned tokens.
    if (production && process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set in production.');
    try {
      const token = await auth.verifyIdToken(match[1]!, true);
      return {
        uid: token.uid,
        email: token.email,
        emailVerified: token.email_verified === true,
        signInProvider: token.firebase.sign_in_provider,
        authTime: token.auth_time * 1_000,
      };
    } catch (error) {
      throw toHttpError(error);
    }
  }
  return { verify };
}

/** Token and account problems -> 401; unreachable backend -> 503; misconfiguration (other app/ codes) -> rethrown as 500. */
function toHttpError(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UPSTREAM_CODES.has(code)) {
    return new HttpError(503, 'UPSTREAM_UNAVAILABLE', 'Our sign-in service is busy. Please try again in a minute.', { 'Retry-After': '30' });
  }
  if (typeof code === 'string' && code.startsWith('app/')) return new Error(`Token verification is misconfigured (${code}).`);
  return signInAgain();
}
