/**
 * The session: who is signed in, shared by every island and screen. Firebase is loaded only when one of the
 * actions below runs (each imports src/lib/firebase/* dynamically), so a marketing page that never opens the
 * auth modal never downloads it. Anonymous visitor accounts (DECISIONS.md 'Journey details') are a session
 * for Firebase but count as signed OUT for the UI: read `$isSignedIn`, not `$session.status`, to decide what
 * to show.
 */
import { atom, computed } from 'nanostores';
import type { SessionUser } from '@/lib/firebase/auth';
import type { OnboardingAnswers } from '@/lib/firebase/types';
import { removeItem, storedKeys } from '@/lib/browser/safe-storage';
import { isSessionRemembered, rememberSession, SESSION_REMEMBERED_KEY } from '@/lib/hydration';
import { resetAuthModal } from './auth-modal';
import { SESSION_KEYS } from '@/lib/session-keys';
import { welcomeWhenVerified, type WelcomeSource } from '@/lib/account/welcome';

export type { SessionUser } from '@/lib/firebase/auth';

/** 'unknown' until Firebase has reported the persisted session (or before startSession ran at all). */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  /** The Firebase user, anonymous visitors included; null when signed out or unknown. */
  user: SessionUser | null;
}

/**
 * localStorage flag: this browser had a signed-in (non-anonymous) user, so a marketing page loads Firebase
 * after idle (and client:remembered islands hydrate). Defined in src/lib/hydration.ts, shared with the directive.
 */
export const SIGNED_IN_FLAG = SESSION_REMEMBERED_KEY;

/** Every localStorage key we own starts with this; logging out removes them all (per-user data). */
const LOCAL_PREFIX = 'hirewise:';


const INITIAL: SessionState = { status: 'unknown', user: null };

export const $session = atom<SessionState>(INITIAL);

/** Signed in with a real (non-anonymous) account: the UI's notion of "signed in". */
export const $isSignedIn = computed($session, ({ status, user }) => status === 'signedIn' && !!user && !user.isAnonymous);

/** SPEC §6: resending the verification e-mail is allowed only for a signed-in, unverified user. */
export const $canResendVerification = computed(
  $session,
  ({ status, user }) => status === 'signedIn' && !!user && !user.isAnonymous && !user.emailVerified,
);

/** Callbacks other stores register to forget per-user state on log-out. */
const resetters = new Set<() => void>();

/**
 * Registers `reset` to run when the user logs out (e.g. a store holding the user's CV). Returns a function
 * that unregisters it.
 */
export function onLogOut(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

function applyUser(user: SessionUser | null): void {
  $session.set({ status: user ? 'signedIn' : 'signedOut', user });
  if (typeof window !== 'undefined') rememberSession(!!user && !user.isAnonymous);
  // Every report of the user, token refreshes included, so a freshly verified address is noticed wherever.
  void welcomeWhenVerified(user, welcomeSource);
}

/**
 * What the welcome reads from Firebase, loaded only when a verified account may need it. A fresh token: Firebase
 * reports a reloaded user (now verified) before it has a token that says so, and the server reads the token.
 */
const welcomeSource: WelcomeSource = {
  createdAt: async (uid) => (await import('@/lib/firebase/auth')).accountCreatedAt(uid),
  idToken: async () => (await import('@/lib/firebase/auth')).getIdToken(true),
};

let started: Promise<void> | null = null;

/**
 * Loads Firebase and keeps `$session` in sync with it from now on. Idempotent: the first call subscribes, later
 * calls return the same promise, which resolves once the first state (persisted session or nobody) is known.
 * A failed load is forgotten, so the next call tries again.
 */
export function startSession(): Promise<void> {
  if (started) return started;
  const attempt = import('@/lib/firebase/auth').then(
    ({ watchSession }) =>
      new Promise<void>((resolve) => {
        watchSession((user) => {
          applyUser(user);
          resolve();
        });
      }),
  );
  // A chunk that failed to download (offline for a moment) must not block every later try.
  attempt.catch(() => {
    if (started === attempt) started = null;
  });
  started = attempt;
  return attempt;
}

/** How long an action that depends on who is signed in waits for the session before going on without it. */
export const SESSION_WAIT_MS = 4_000;

/**
 * Starts the session and resolves once it is known, or after SESSION_WAIT_MS, whichever comes first; never
 * rejects. For a click that must know whether the visitor is signed in ('Request Early Access', scoring): a slow
 * or failed Firebase start still lets it go on, as if nobody were signed in.
 */
export async function sessionKnownOrTimeout(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, SESSION_WAIT_MS)));
  await Promise.race([startSession().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/** True when this browser remembers a signed-in user (see SIGNED_IN_FLAG). */
export function isSignedInRemembered(): boolean {
  return typeof window !== 'undefined' && isSessionRemembered();
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else window.setTimeout(run, 1);
}

/**
 * For marketing pages: once the browser is idle, starts the session, but only when this browser remembers a
 * signed-in user. Everyone else gets no Firebase until they open the auth modal.
 */
export function loadSessionWhenRemembered(): void {
  if (typeof window === 'undefined' || started) return;
  whenIdle(() => {
    if (isSignedInRemembered()) void startSession();
  });
}

/**
 * Creates an account, then (after it exists) sends the verification e-mail and writes users/{uid}. Only the
 * account creation can fail the call (it throws AuthError with a human message); the side effects are logged
 * when they fail. The count and the early-access notice follow once the address is verified (welcomeWhenVerified).
 */
export async function signUp(email: string, password: string): Promise<SessionUser> {
  void startSession();
  const auth = await import('@/lib/firebase/auth');
  const user = await auth.signUpWithEmail(email, password);
  applyUser(user);

  await welcomeNewAccount(user, email, () => auth.sendVerificationEmail());
  return user;
}

/**
 * The coach's answers this tab kept in sessionStorage onboardingData (the upload screen and the editor panel
 * write them for everyone), so they reach the account a visitor creates or logs in to. Empty when none.
 */
async function keptOnboardingAnswers(): Promise<OnboardingAnswers> {
  const { readSession } = await import('@/lib/session-storage');
  return readSession('onboardingData')?.answers ?? {};
}

/**
 * After logging in to an existing account: the answers a visitor gave before go into the account's profile, in
 * place of its answers to the same questions (DECISIONS.md 'Journey details'; an anonymous account cannot be
 * merged into an existing one). Never rejects.
 */
async function carryAnswersInto(user: SessionUser): Promise<void> {
  try {
    const answers = await keptOnboardingAnswers();
    if (Object.keys(answers).length === 0) return;
    const { adoptOnboardingAnswers } = await import('@/lib/firebase/firestore');
    await adoptOnboardingAnswers(user.uid, answers);
  } catch {
    // SPEC §8: saving onboarding answers fails silently.
  }
}

/**
 * Signs in with e-mail and password, then carries a visitor's onboarding answers into the account. Throws
 * AuthError with a human message.
 */
export async function logIn(email: string, password: string): Promise<SessionUser> {
  void startSession();
  const { logInWithEmail } = await import('@/lib/firebase/auth');
  const user = await logInWithEmail(email, password);
  applyUser(user);
  await carryAnswersInto(user);
  return user;
}

/** Google pop-up sign-in (DECISIONS.md). Throws AuthError (e.g. the pop-up was closed). */
export async function logInWithGoogle(): Promise<SessionUser> {
  void startSession();
  const auth = await import('@/lib/firebase/auth');
  const { isNewAccount, ...user } = await auth.logInWithGoogle();
  applyUser(user);
  // A first Google sign-in is a sign-up: same profile, and the count and the notice at once: Google vouches for
  // the address (the server takes a google.com sign-in as verified, whatever its email_verified says).
  if (isNewAccount) {
    void welcomeWhenVerified({ ...user, emailVerified: true }, welcomeSource);
    await welcomeNewAccount(user, user.email ?? '');
  } else await carryAnswersInto(user);
  return user;
}

/**
 * What every new account gets from the browser (SPEC §7): the users/{uid} profile (with the onboarding answers
 * the visitor gave before signing up). Failures are logged, never thrown: the account exists either way. The
 * +1 on stats/general.totalUsers and the early-access notice are the server's, once the address is verified
 * (welcomeWhenVerified, from applyUser).
 */
async function welcomeNewAccount(user: SessionUser, email: string, sendVerification?: () => Promise<void>): Promise<void> {
  const [{ createProfileOnSignUp }, answers] = await Promise.all([
    import('@/lib/firebase/firestore'),
    keptOnboardingAnswers().catch((): OnboardingAnswers => ({})),
  ]);
  const address = user.email ?? email;
  const steps: [string, Promise<void>][] = [
    [
      'create the profile',
      Object.keys(answers).length > 0 ? createProfileOnSignUp(user.uid, address, answers) : createProfileOnSignUp(user.uid, address),
    ],
  ];
  if (sendVerification) steps.unshift(['send the verification e-mail', sendVerification()]);
  const results = await Promise.allSettled(steps.map(([, step]) => step));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Sign-up: could not ${steps[index]![0]}`, result.reason);
  });
}

/** Removes the per-user data this browser keeps: upload-flow session keys, our localStorage keys, a kept upload. */
function clearBrowserData(): void {
  for (const key of SESSION_KEYS) removeItem('sessionStorage', key);
  for (const key of storedKeys('localStorage')) if (key.startsWith(LOCAL_PREFIX)) removeItem('localStorage', key);
  // Loaded on log-out only: every page's header uses this store.
  void import('@/lib/upload/kept-upload').then(({ forgetKeptUpload }) => forgetKeptUpload()).catch(() => undefined);
}

/**
 * Signs out and forgets the user in this browser: per-user storage is cleared and every registered store
 * reset, even when the sign-out call itself fails (then it rethrows). Storage is cleared first: the SDK
 * reports the signed-out user before its sign-out call resolves, and the header must not say 'signed out'
 * while the user's CV is still in this browser.
 */
export async function logOut(): Promise<void> {
  clearBrowserData();
  try {
    const auth = await import('@/lib/firebase/auth');
    await auth.logOut();
  } finally {
    clearBrowserData();
    $session.set({ status: 'signedOut', user: null });
    resetAuthModal();
    for (const reset of resetters) reset();
  }
}

/** Re-sends the verification e-mail to the signed-in user. Throws AuthError. */
export async function resendVerification(): Promise<void> {
  const { sendVerificationEmail } = await import('@/lib/firebase/auth');
  await sendVerificationEmail();
}

/**
 * Re-reads the signed-in user from the server so a freshly verified e-mail is noticed; updates `$session` and
 * returns the user (null when nobody is signed in). Throws AuthError.
 */
export async function refreshVerification(): Promise<SessionUser | null> {
  const { reloadSessionUser } = await import('@/lib/firebase/auth');
  const user = await reloadSessionUser();
  applyUser(user);
  return user;
}

/** E-mails a password-reset link. Throws AuthError (e.g. invalid e-mail); unknown addresses may resolve. */
export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await import('@/lib/firebase/auth');
  await auth.sendPasswordReset(email);
}

/** The current user's ID token for API calls, or null when nobody is signed in. */
export async function getSessionToken(): Promise<string | null> {
  const { getIdToken } = await import('@/lib/firebase/auth');
  return getIdToken();
}

/** True when sign-in goes to the Auth emulator (the resend text then mentions the emulator terminal). */
export async function usingAuthEmulator(): Promise<boolean> {
  const { isUsingAuthEmulator } = await import('@/lib/firebase/app');
  return isUsingAuthEmulator();
}
