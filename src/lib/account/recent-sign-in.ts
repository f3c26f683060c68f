import { ApiError } from '../api/client.ts';
import type { SignInMethod } from '../firebase/auth.ts';
import { RECENT_SIGN_IN_MAX_AGE_MS, RECENT_SIGN_IN_REQUIRED } from './constants.ts';

/** Whether a sign-in at `authTime` is recent enough to delete the account (the server checks the same limit). */
export function signedInRecently(authTime: number, now: number = Date.now()): boolean {
  return now - authTime <= RECENT_SIGN_IN_MAX_AGE_MS;
}

/** The API refused the call because the sign-in is too old (403 RECENT_SIGN_IN_REQUIRED). */
export function isRecentSignInRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const code = (error.body as { errors?: Array<{ code?: unknown }> } | undefined)?.errors?.[0]?.code;
  return code === RECENT_SIGN_IN_REQUIRED;
}

/** The user must sign in again (with `method`) before the account can be deleted. */
export class RecentSignInRequired extends Error {
  override name = 'RecentSignInRequired';

  constructor(readonly method: SignInMethod) {
    super('A recent sign-in is required.');
  }
}
