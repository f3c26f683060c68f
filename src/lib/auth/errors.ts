/**
 * The typed error every auth verb throws, the table that words the provider's codes for people, and the rule
 * for what a form shows when a call fails.
 * Free of the Firebase SDK, so forms and tests can import it without loading Firebase.
 */
import { messages } from '../messages.ts';

/** Provider codes and the text shown for each; codes not listed get messages.auth.unknown. */
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  // One text for all of these (SECURITY.md: accounts must not be enumerable through the form).
  'auth/wrong-password': messages.auth.invalidCredentials,
  'auth/invalid-credential': messages.auth.invalidCredentials,
  'auth/invalid-login-credentials': messages.auth.invalidCredentials,
  'auth/user-not-found': messages.auth.invalidCredentials,
  'auth/invalid-email': messages.auth.invalidEmail,
  'auth/missing-email': messages.auth.invalidEmail,
  'auth/email-already-in-use': messages.auth.emailInUse,
  'auth/credential-already-in-use': messages.auth.emailInUse,
  'auth/too-many-requests': messages.auth.tooManyRequests,
  'auth/user-disabled': messages.auth.userDisabled,
  'auth/network-request-failed': messages.auth.networkFailed,
  'auth/requires-recent-login': messages.auth.requiresRecentLogin,
  'auth/user-token-expired': messages.auth.requiresRecentLogin,
  'auth/weak-password': messages.auth.weakPassword,
  'auth/popup-closed-by-user': messages.auth.popupClosed,
  'auth/cancelled-popup-request': messages.auth.popupClosed,
  'auth/popup-blocked': messages.auth.popupBlocked,
  'auth/no-current-user': messages.auth.notSignedIn,
};

/** The human text for a provider error code. */
export function authErrorMessage(code: string): string {
  return MESSAGE_BY_CODE[code] ?? messages.auth.unknown;
}

/** An auth failure: `code` is the provider's (e.g. 'auth/invalid-email'), `message` is ready to show. */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(authErrorMessage(code), options);
    this.code = code;
  }
}

/** Wraps anything an auth call threw as an AuthError, keeping the original as `cause`. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new AuthError(typeof code === 'string' ? code : 'auth/unknown', { cause: error });
}

/**
 * What a form shows for a failed auth call (SPEC §8), in the modal and on the screens alike: the provider's
 * message in our words when the error is a recognised AuthError, otherwise the shell's `fallback`. Raw SDK or
 * network strings (a chunk that failed to download) are never shown.
 */
export function authFailureText(error: unknown, fallback: string = messages.auth.unknown): string {
  if (error instanceof AuthError && error.message !== messages.auth.unknown) return error.message;
  return fallback;
}
