/**
 * Sign-in verbs over Firebase Auth. The rest of the app sees plain SessionUser objects and AuthError, never
 * the SDK. Every verb loads firebase/auth on first use. Anonymous visitors (DECISIONS.md 'Journey details')
 * keep their uid when they create an account: the new credential is linked to the anonymous account, so the
 * CV they uploaded and the answers they gave carry over.
 */
import type { FirebaseError } from 'firebase/app';
import type { Auth, User, UserCredential } from 'firebase/auth';
import { getAuthService } from './app.ts';
import { AuthError, toAuthError } from '../auth/errors.ts';

export { AuthError } from '../auth/errors.ts';

/** The signed-in user as the app needs it. */
export interface SessionUser {
  uid: string;
  /** null for anonymous visitors. */
  email: string | null;
  emailVerified: boolean;
  /** A visitor with a Firebase anonymous account (no e-mail, no password). */
  isAnonymous: boolean;
}

function toSessionUser(user: User | null): SessionUser | null {
  if (!user) return null;
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified, isAnonymous: user.isAnonymous };
}

/** The Auth instance once any persisted session has been restored (so "nobody" really means nobody). */
async function readyAuth(): Promise<Auth> {
  const auth = await getAuthService();
  await auth.authStateReady();
  return auth;
}

/** Runs an SDK call, turning whatever it throws into an AuthError. */
async function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}

function requireUser(auth: Auth): User {
  if (!auth.currentUser) throw new AuthError('auth/no-current-user');
  return auth.currentUser;
}

function signedIn(credential: UserCredential): SessionUser {
  return toSessionUser(credential.user)!;
}

/**
 * Calls `callback` with the current user (or null) now and on every change, including an anonymous account
 * becoming a full one and a refreshed e-mail-verified flag (it listens to ID-token changes, which
 * onAuthStateChanged would miss because the uid stays the same). Returns a function that stops listening; safe
 * to call before Firebase has loaded.
 */
export function watchSession(callback: (user: SessionUser | null) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void getAuthService().then(async (auth) => {
    if (stopped) return;
    const { onIdTokenChanged } = await import('firebase/auth');
    if (!stopped) stop = onIdTokenChanged(auth, (user) => callback(toSessionUser(user)));
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Creates an account with e-mail and password. An anonymous visitor's account is upgraded in place (same uid),
 * so their upload and answers stay theirs. Throws AuthError (e.g. e-mail already in use, weak password).
 */
export async function signUpWithEmail(email: string, password: string): Promise<SessionUser> {
  const auth = await readyAuth();
  const { createUserWithEmailAndPassword, EmailAuthProvider, linkWithCredential } = await import('firebase/auth');
  return attempt(async () => {
    const visitor = auth.currentUser?.isAnonymous ? auth.currentUser : null;
    const credential = visitor
      ? await linkWithCredential(visitor, EmailAuthProvider.credential(email, password))
      : await createUserWithEmailAndPassword(auth, email, password);
    return signedIn(credential);
  });
}

/** Signs in with e-mail and password. Throws AuthError; wrong password and unknown e-mail read alike. */
export async function logInWithEmail(email: string, password: string): Promise<SessionUser> {
  const auth = await readyAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  return attempt(async () => signedIn(await signInWithEmailAndPassword(auth, email, password)));
}

/**
 * Google pop-up sign-in. An anonymous visitor's account is linked to the Google account (same uid, so the
 * upload and answers stay theirs); when that Google account already has its own user, this signs into that
 * user instead (the visitor's uid-bound data stays with the anonymous uid). `isNewAccount` tells a first
 * sign-in (or a linked visitor) from a return. Throws AuthError (e.g. pop-up closed or blocked).
 */
export async function logInWithGoogle(): Promise<SessionUser & { isNewAccount: boolean }> {
  const auth = await readyAuth();
  const { GoogleAuthProvider, getAdditionalUserInfo, linkWithPopup, signInWithCredential, signInWithPopup } = await import('firebase/auth');
  const provider = new GoogleAuthProvider();
  return attempt(async () => {
    const visitor = auth.currentUser?.isAnonymous ? auth.currentUser : null;
    if (!visitor) {
      const credential = await signInWithPopup(auth, provider);
      return { ...signedIn(credential), isNewAccount: getAdditionalUserInfo(credential)?.isNewUser === true };
    }
    try {
      // The visitor becomes a registered user: a new account as far as the product is concerned.
      return { ...signedIn(await linkWithPopup(visitor, provider)), isNewAccount: true };
    } catch (error) {
      // The Google account already belongs to a user: sign into that one with the credential the pop-up got.
      const existing =
        (error as FirebaseError).code === 'auth/credential-already-in-use'
          ? GoogleAuthProvider.credentialFromError(error as FirebaseError)
          : null;
      if (!existing) throw error;
      return { ...signedIn(await signInWithCredential(auth, existing)), isNewAccount: false };
    }
  });
}

/** Signs out (an anonymous visitor's account is simply left behind). */
export async function logOut(): Promise<void> {
  const auth = await getAuthService();
  const { signOut } = await import('firebase/auth');
  await attempt(() => signOut(auth));
}

/** Sends (or re-sends) the verification e-mail to the signed-in user. Throws AuthError when nobody is signed in. */
export async function sendVerificationEmail(): Promise<void> {
  const auth = await readyAuth();
  const { sendEmailVerification } = await import('firebase/auth');
  await attempt(() => sendEmailVerification(requireUser(auth)));
}

/**
 * Re-reads the signed-in user from the server (to notice a verified e-mail) and returns it, or null when
 * nobody is signed in. When the verified flag changed, the ID token is refreshed too, so the server and
 * security rules see it and watchSession listeners hear about it.
 */
export async function reloadSessionUser(): Promise<SessionUser | null> {
  const auth = await readyAuth();
  const user = auth.currentUser;
  if (!user) return null;
  const { reload } = await import('firebase/auth');
  const wasVerified = user.emailVerified;
  await attempt(() => reload(user));
  if (user.emailVerified !== wasVerified) await attempt(() => user.getIdToken(true));
  return toSessionUser(auth.currentUser);
}

/** The uid of the current user; signs in anonymously first when nobody is signed in (uploads need a uid). */
export async function ensureVisitorAccount(): Promise<string> {
  const auth = await readyAuth();
  if (auth.currentUser) return auth.currentUser.uid;
  const { signInAnonymously } = await import('firebase/auth');
  return attempt(async () => (await signInAnonymously(auth)).user.uid);
}

/**
 * When the signed-in account `uid` was created (ms since 1970), as Firebase recorded it; null when someone else
 * or nobody is signed in, or Firebase does not say.
 */
export async function accountCreatedAt(uid: string): Promise<number | null> {
  const auth = await readyAuth();
  const user = auth.currentUser;
  const created = user?.uid === uid ? Date.parse(user.metadata.creationTime ?? '') : NaN;
  return Number.isFinite(created) ? created : null;
}

/**
 * The signed-in user's ID token for API calls, or null when nobody is signed in. `fresh` asks Firebase for a new
 * one, carrying claims that changed since the last (a just-verified address).
 */
export async function getIdToken(fresh = false): Promise<string | null> {
  const auth = await readyAuth();
  const user = auth.currentUser;
  return user ? attempt(() => user.getIdToken(fresh)) : null;
}

/** E-mails a password-reset link. Resolves for unknown addresses too, when the project protects against enumeration. */
export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await getAuthService();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  await attempt(() => sendPasswordResetEmail(auth, email));
}

/** Deletes the signed-in user's account. Throws AuthError; 'requires recent login' means: log in again first. */
export async function deleteCurrentUser(): Promise<void> {
  const auth = await readyAuth();
  const { deleteUser } = await import('firebase/auth');
  await attempt(() => deleteUser(requireUser(auth)));
}

/** How the signed-in user proves who they are again: their password, or Google. */
export type SignInMethod = 'password' | 'google';

/** The current sign-in: how the user signs in and when they last did (ms since the epoch, the token's auth_time). */
export interface CurrentSignIn {
  method: SignInMethod;
  authTime: number;
}

/** Password when the account has one (it may have Google linked too), else Google. */
function signInMethodOf(user: User): SignInMethod {
  return user.providerData.some((provider) => provider.providerId === 'password') ? 'password' : 'google';
}

/** The current user's sign-in method and time, or null when nobody (or an anonymous visitor) is signed in. */
export async function currentSignIn(): Promise<CurrentSignIn | null> {
  const auth = await readyAuth();
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return null;
  const { authTime } = await attempt(() => user.getIdTokenResult());
  return { method: signInMethodOf(user), authTime: Date.parse(authTime) };
}

/**
 * Signs the current user in again, with `password` for an account that has one, else through Google's pop-up, and
 * answers a fresh ID token carrying the new sign-in time (for actions that need a recent sign-in). Throws AuthError
 * (wrong password, pop-up closed, another Google account chosen).
 */
export async function confirmSignIn(password?: string): Promise<string> {
  const auth = await readyAuth();
  const { EmailAuthProvider, GoogleAuthProvider, reauthenticateWithCredential, reauthenticateWithPopup } = await import('firebase/auth');
  return attempt(async () => {
    const user = requireUser(auth);
    const credential =
      signInMethodOf(user) === 'password'
        ? await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password ?? ''))
        : await reauthenticateWithPopup(user, new GoogleAuthProvider());
    return credential.user.getIdToken(true);
  });
}
