/**
 * The session asks the server for a new account's welcome (the user count and the early-access notice, issue
 * 15) once the address is verified: an e-mail sign-up when its verification shows, a Google sign-up at once.
 * Firebase and the API client are faked; the server side runs against the emulators in
 * tests/server/handlers/send-support-email-early-access.test.ts.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import * as auth from '@/lib/firebase/auth';
import { notifyEarlyAccessSignup } from '@/lib/api/support';
import { logIn, logInWithGoogle, signUp } from '@/stores/session';
import { memoryStorage } from '../upload/memory-storage';

const firebase = vi.hoisted(() => ({ report: (_user: unknown) => {} }));

vi.mock('@/lib/firebase/auth', () => ({
  watchSession: vi.fn((callback: (user: unknown) => void) => {
    firebase.report = callback;
    callback(null);
    return () => undefined;
  }),
  signUpWithEmail: vi.fn(),
  logInWithEmail: vi.fn(),
  logInWithGoogle: vi.fn(),
  sendVerificationEmail: vi.fn(async () => undefined),
  getIdToken: vi.fn(async () => 'id-token'),
  accountCreatedAt: vi.fn(async () => Date.now() - 60_000),
}));
vi.mock('@/lib/firebase/firestore', () => ({
  createProfileOnSignUp: vi.fn(async () => undefined),
  adoptOnboardingAnswers: vi.fn(async () => false),
}));
vi.mock('@/lib/api/support', () => ({ notifyEarlyAccessSignup: vi.fn(async () => undefined) }));

const jane = { uid: 'uid-jane', email: 'jane@example.com', emailVerified: false, isAnonymous: false };

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  vi.mocked(notifyEarlyAccessSignup).mockClear();
});

describe('the welcome of a new account', () => {
  test('an e-mail sign-up is not announced while unverified, and once when its verification shows', async () => {
    vi.mocked(auth.signUpWithEmail).mockResolvedValue(jane);
    await signUp(jane.email, 'secret-123');
    await vi.waitFor(() => expect(auth.watchSession).toHaveBeenCalled());
    expect(notifyEarlyAccessSignup).not.toHaveBeenCalled();

    // The token refresh after the user opened the link (reloadSessionUser), then another one later.
    firebase.report({ ...jane, emailVerified: true });
    firebase.report({ ...jane, emailVerified: true });
    await vi.waitFor(() => expect(notifyEarlyAccessSignup).toHaveBeenCalledExactlyOnceWith('id-token'));
    // A fresh token: the one Firebase held when it reported the reloaded user still says "not verified".
    expect(auth.getIdToken).toHaveBeenCalledWith(true);
  });

  test('a Google sign-up is announced at once, even when Google sent no verified flag', async () => {
    vi.mocked(auth.logInWithGoogle).mockResolvedValue({ ...jane, uid: 'uid-google', isNewAccount: true });
    await logInWithGoogle();
    await vi.waitFor(() => expect(notifyEarlyAccessSignup).toHaveBeenCalledExactlyOnceWith('id-token'));
  });

  test('logging in to an account made long ago announces nothing', async () => {
    vi.mocked(auth.accountCreatedAt).mockResolvedValueOnce(Date.parse('2024-01-01T00:00:00Z'));
    vi.mocked(auth.logInWithEmail).mockResolvedValue({ ...jane, uid: 'uid-old', emailVerified: true });
    await logIn(jane.email, 'secret-123');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(auth.accountCreatedAt).toHaveBeenCalledWith('uid-old');
    expect(notifyEarlyAccessSignup).not.toHaveBeenCalled();
  });
});
