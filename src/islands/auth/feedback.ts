import { AuthError } from '@/lib/firebase/auth-errors';
import { messages } from '@/lib/messages';

/**
 * What to show for a failed auth call inside the modal (SPEC §8 'Header-modal auth errors'): the provider's
 * message in our human words, or 'An error occurred' for anything that is not an auth failure (e.g. a chunk that
 * failed to download), never a raw SDK string.
 */
export function authFailureMessage(error: unknown): string {
  return error instanceof AuthError ? error.message : messages.auth.unknown;
}

/** Sends the browser home after a sign-in from the modal (SPEC §4); staying put when already there. */
export function goHome(): void {
  if (window.location.pathname !== '/') window.location.assign('/');
}
