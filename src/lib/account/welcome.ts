/**
 * A new account's welcome (SPEC §7): +1 on the public user counter and the early-access notice to support, both
 * done by the server (POST /sendSupportEmail {kind: 'early-access'}), once per account, and only for a verified
 * address (issue 15: anyone can register someone else's address). An e-mail sign-up is unverified at first, so
 * the session offers every user it sees to `welcomeWhenVerified`, which asks once the address is verified (at
 * once for Google sign-ups). This browser remembers an answered request so it asks once per account; the
 * server's own markers make a repeat harmless.
 */
import type { SessionUser } from '@/lib/firebase/auth';
import { readItem, writeItem } from '@/lib/browser/safe-storage';

/**
 * Accounts older than this are not new: without this bound every account made before the server counted
 * sign-ups would be counted and announced again at its next sign-in.
 */
export const WELCOME_WINDOW_MS = 30 * 24 * 3_600_000;

/** Starts with the prefix logging out clears (per-user data). */
export const welcomedKey = (uid: string) => `hirewise:welcomed:${uid}`;

/** What the welcome needs from Firebase, passed in so that this module loads none of it. */
export interface WelcomeSource {
  /** When the account was created (ms since 1970), or null when unknown. */
  createdAt(uid: string): Promise<number | null>;
  /** The signed-in user's ID token, or null. */
  idToken(): Promise<string | null>;
}

/** Uids whose request is under way, so the session's several reports of one sign-in send one request. */
const pending = new Set<string>();

/** A real account with a verified address that this browser has not had welcomed yet (age aside). */
function mayAwaitWelcome(user: SessionUser | null): user is SessionUser {
  return (
    !!user &&
    !user.isAnonymous &&
    !!user.email &&
    user.emailVerified &&
    !pending.has(user.uid) &&
    readItem('localStorage', welcomedKey(user.uid)) === null
  );
}

/**
 * Asks the server to welcome `user` when it is a real account with a verified address, created within
 * WELCOME_WINDOW_MS, that this browser has not had welcomed yet. Never rejects: the notice's failure is ignored
 * (SPEC §7), and a later session asks again.
 */
export async function welcomeWhenVerified(user: SessionUser | null, source: WelcomeSource, now = Date.now): Promise<void> {
  if (!mayAwaitWelcome(user)) return;
  pending.add(user.uid);
  try {
    const createdAt = await source.createdAt(user.uid);
    if (createdAt === null || now() - createdAt > WELCOME_WINDOW_MS) return;
    const token = await source.idToken();
    if (!token) return;
    const { notifyEarlyAccessSignup } = await import('@/lib/api/support');
    await notifyEarlyAccessSignup(token);
    writeItem('localStorage', welcomedKey(user.uid), '1');
  } catch {
    // Ignored (SPEC §7); nothing is remembered, so the next session tries again.
  } finally {
    pending.delete(user.uid);
  }
}
