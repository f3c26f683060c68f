import { AuthError } from '@/lib/firebase/auth-errors';
import { messages } from '@/lib/messages';

/**
 * What the auth screen shows for a failed call (SPEC §8): the provider's message in our words when the error is
 * a recognised AuthError, otherwise the screen's fallback. Raw SDK or network strings are never shown.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof AuthError && error.message && error.message !== messages.auth.unknown) return error.message;
  return fallback;
}

/**
 * Reset-link failures that would tell a visitor whether an address has an account. These get the same
 * confirmation as a success; anything else (invalid address, offline, throttled) is worth saying.
 */
const ACCOUNT_REVEALING_CODES: ReadonlySet<string> = new Set(['auth/user-not-found', 'auth/user-disabled']);

/** True when a password-reset failure must look like a success (see ACCOUNT_REVEALING_CODES). */
export function hidesAccountExistence(error: unknown): boolean {
  return error instanceof AuthError && ACCOUNT_REVEALING_CODES.has(error.code);
}
