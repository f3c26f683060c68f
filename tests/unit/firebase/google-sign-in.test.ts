/**
 * logInWithGoogle's branching, with the Firebase SDK faked: the pop-up flow cannot run in Node, so the
 * contract test against the Auth emulator cannot cover it.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@/lib/messages';

const sdk = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  linkWithPopup: vi.fn(),
  signInWithCredential: vi.fn(),
  credentialFromError: vi.fn(),
  getAdditionalUserInfo: vi.fn(),
}));
const fakeAuth = vi.hoisted(() => ({ currentUser: null as null | Record<string, unknown>, authStateReady: async () => {} }));

vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    static credentialFromError = sdk.credentialFromError;
  },
  signInWithPopup: sdk.signInWithPopup,
  linkWithPopup: sdk.linkWithPopup,
  signInWithCredential: sdk.signInWithCredential,
  getAdditionalUserInfo: sdk.getAdditionalUserInfo,
}));
vi.mock('@/lib/firebase/app', () => ({ getAuthService: async () => fakeAuth }));

const { logInWithGoogle } = await import('@/lib/firebase/auth');

const visitor = { uid: 'anon-1', email: null, emailVerified: false, isAnonymous: true };
const googleUser = { uid: 'google-1', email: 'jane@example.com', emailVerified: true, isAnonymous: false };
const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  fakeAuth.currentUser = null;
  for (const fn of Object.values(sdk)) fn.mockReset();
});

describe('logInWithGoogle', () => {
  test.each([
    [true, true],
    [false, false],
  ])('with nobody signed in, signs in through the pop-up (first Google sign-in: %s -> new account: %s)', async (isNewUser, isNewAccount) => {
    sdk.signInWithPopup.mockResolvedValue({ user: googleUser });
    sdk.getAdditionalUserInfo.mockReturnValue({ isNewUser });
    await expect(logInWithGoogle()).resolves.toEqual({ ...googleUser, isNewAccount });
    expect(sdk.linkWithPopup).not.toHaveBeenCalled();
  });

  test('an anonymous visitor is linked to the Google account, keeping their uid', async () => {
    fakeAuth.currentUser = visitor;
    sdk.linkWithPopup.mockResolvedValue({ user: { ...googleUser, uid: visitor.uid } });
    await expect(logInWithGoogle()).resolves.toEqual({ ...googleUser, uid: visitor.uid, isNewAccount: true });
    expect(sdk.linkWithPopup).toHaveBeenCalledWith(visitor, expect.anything());
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });

  test('when the Google account already has a user, the visitor is signed into it instead', async () => {
    fakeAuth.currentUser = visitor;
    const credential = { providerId: 'google.com' };
    sdk.linkWithPopup.mockRejectedValue(providerError('auth/credential-already-in-use'));
    sdk.credentialFromError.mockReturnValue(credential);
    sdk.signInWithCredential.mockResolvedValue({ user: googleUser });

    await expect(logInWithGoogle()).resolves.toEqual({ ...googleUser, isNewAccount: false });
    expect(sdk.signInWithCredential).toHaveBeenCalledWith(fakeAuth, credential);
  });

  test.each([
    { code: 'auth/popup-closed-by-user', message: messages.auth.popupClosed },
    { code: 'auth/popup-blocked', message: messages.auth.popupBlocked },
    { code: 'auth/network-request-failed', message: messages.auth.networkFailed },
  ])('a pop-up failing with $code is an AuthError saying "$message"', async ({ code, message }) => {
    sdk.signInWithPopup.mockRejectedValue(providerError(code));
    await expect(logInWithGoogle()).rejects.toMatchObject({ name: 'AuthError', code, message });
  });

  test('a linking failure other than an existing account is reported, not retried', async () => {
    fakeAuth.currentUser = visitor;
    sdk.linkWithPopup.mockRejectedValue(providerError('auth/popup-closed-by-user'));
    await expect(logInWithGoogle()).rejects.toMatchObject({ message: messages.auth.popupClosed });
    expect(sdk.signInWithCredential).not.toHaveBeenCalled();
  });
});
