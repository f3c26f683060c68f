/** The ID tokens the account screen sends: the current one, or for deleting, one from a sign-in recent enough. */
import { RecentSignInRequired, signedInRecently } from '@/lib/account/recent-sign-in';
import { getSessionToken } from '@/stores/session';

/** How the current user signs in, or null when nobody is. */
export async function currentMethod() {
  const { currentSignIn } = await import('@/lib/firebase/auth');
  return (await currentSignIn())?.method ?? null;
}

/** The current user's ID token, or an Error carrying `fallback` when nobody is signed in any more. */
export async function requireToken(fallback: string): Promise<string> {
  const token = await getSessionToken();
  if (!token) throw new Error(fallback);
  return token;
}

/**
 * A token fit to delete the account: with `password` (or, for a Google account, after its pop-up) the user has just
 * signed in again; otherwise the current token, when its sign-in is recent. An old sign-in throws
 * RecentSignInRequired, so the dialog asks for the password or Google again before anything is sent.
 */
export async function tokenForDeletion(fallback: string, reauthenticate: boolean, password?: string): Promise<string> {
  const { confirmSignIn, currentSignIn } = await import('@/lib/firebase/auth');
  if (reauthenticate) return confirmSignIn(password);
  const signIn = await currentSignIn();
  if (!signIn) throw new Error(fallback);
  if (!signedInRecently(signIn.authTime)) throw new RecentSignInRequired(signIn.method);
  return requireToken(fallback);
}
