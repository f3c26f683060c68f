/**
 * The session store carries a visitor's onboarding answers (sessionStorage onboardingData) into the account
 * they create or log in to (DECISIONS.md 'Journey details'). Firebase is faked here; the verbs themselves run
 * against the emulators in tests/server/onboarding-carry-over.contract.test.ts.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import * as auth from '@/lib/firebase/auth';
import * as firestore from '@/lib/firebase/firestore';
import { logIn, logInWithGoogle, signUp } from '@/stores/session';
import { memoryStorage } from '../upload/memory-storage';

vi.mock('@/lib/firebase/auth', () => ({
  watchSession: vi.fn(() => () => undefined),
  signUpWithEmail: vi.fn(),
  logInWithEmail: vi.fn(),
  logInWithGoogle: vi.fn(),
  sendVerificationEmail: vi.fn(async () => undefined),
  getIdToken: vi.fn(async () => null),
}));
vi.mock('@/lib/firebase/firestore', () => ({
  createProfileOnSignUp: vi.fn(async () => undefined),
  adoptOnboardingAnswers: vi.fn(async () => true),
}));
vi.mock('@/lib/api/support', () => ({ notifyEarlyAccessSignup: vi.fn(async () => undefined) }));

const ANSWERS = { currentRole: 'Barista', targetRole: 'Product designer' };
const linked = { uid: 'visitor-1', email: 'jane@example.com', emailVerified: false, isAnonymous: false };

function keepAnswers(answers: Record<string, string>, questionIndex = 2) {
  window.sessionStorage.setItem('onboardingData', JSON.stringify({ answers, questionIndex }));
}

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
});

describe('signing up', () => {
  test("a visitor's account keeps its uid and its profile gets the answers given before", async () => {
    keepAnswers(ANSWERS);
    vi.mocked(auth.signUpWithEmail).mockResolvedValue(linked);

    await expect(signUp('jane@example.com', 'secret-123')).resolves.toEqual(linked);

    expect(firestore.createProfileOnSignUp).toHaveBeenCalledExactlyOnceWith('visitor-1', 'jane@example.com', ANSWERS);
  });

  test('without answers the profile is written as SPEC §7 says, nothing more', async () => {
    vi.mocked(auth.signUpWithEmail).mockResolvedValue(linked);
    await signUp('jane@example.com', 'secret-123');
    expect(firestore.createProfileOnSignUp).toHaveBeenCalledExactlyOnceWith('visitor-1', 'jane@example.com');
  });

  test('unreadable onboardingData carries nothing and does not stop the sign-up', async () => {
    window.sessionStorage.setItem('onboardingData', '{not json');
    vi.mocked(auth.signUpWithEmail).mockResolvedValue(linked);
    await expect(signUp('jane@example.com', 'secret-123')).resolves.toEqual(linked);
    expect(firestore.createProfileOnSignUp).toHaveBeenCalledExactlyOnceWith('visitor-1', 'jane@example.com');
  });

  test('a Google sign-up (a linked visitor) gets the answers too', async () => {
    keepAnswers(ANSWERS);
    vi.mocked(auth.logInWithGoogle).mockResolvedValue({ ...linked, emailVerified: true, isNewAccount: true });
    await logInWithGoogle();
    expect(firestore.createProfileOnSignUp).toHaveBeenCalledExactlyOnceWith('visitor-1', 'jane@example.com', ANSWERS);
    expect(firestore.adoptOnboardingAnswers).not.toHaveBeenCalled();
  });
});

describe('logging in to an existing account', () => {
  const existing = { uid: 'member-7', email: 'sam@example.com', emailVerified: true, isAnonymous: false };

  test("gives the visitor's answers to the account", async () => {
    keepAnswers(ANSWERS);
    vi.mocked(auth.logInWithEmail).mockResolvedValue(existing);
    await expect(logIn('sam@example.com', 'pw')).resolves.toEqual(existing);
    expect(firestore.adoptOnboardingAnswers).toHaveBeenCalledExactlyOnceWith('member-7', ANSWERS);
    expect(firestore.createProfileOnSignUp).not.toHaveBeenCalled();
  });

  test('with no answers kept, the profile is not touched', async () => {
    vi.mocked(auth.logInWithEmail).mockResolvedValue(existing);
    await logIn('sam@example.com', 'pw');
    expect(firestore.adoptOnboardingAnswers).not.toHaveBeenCalled();
  });

  test('a failure to carry the answers never fails the log-in', async () => {
    keepAnswers(ANSWERS);
    vi.mocked(auth.logInWithEmail).mockResolvedValue(existing);
    vi.mocked(firestore.adoptOnboardingAnswers).mockRejectedValue(new Error('offline'));
    await expect(logIn('sam@example.com', 'pw')).resolves.toEqual(existing);
  });

  test('a returning Google user is offered the answers the same way', async () => {
    keepAnswers(ANSWERS);
    vi.mocked(auth.logInWithGoogle).mockResolvedValue({ ...existing, isNewAccount: false });
    await logInWithGoogle();
    expect(firestore.adoptOnboardingAnswers).toHaveBeenCalledExactlyOnceWith('member-7', ANSWERS);
    expect(firestore.createProfileOnSignUp).not.toHaveBeenCalled();
  });
});
