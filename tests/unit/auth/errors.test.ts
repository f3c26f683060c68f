import { describe, expect, test } from 'vitest';
import { AuthError, authErrorMessage, authFailureText, toAuthError } from '@/lib/auth/errors';
import { messages } from '@/lib/messages';

describe('authErrorMessage', () => {
  test.each([
    { code: 'auth/wrong-password', expected: messages.auth.invalidCredentials },
    { code: 'auth/invalid-credential', expected: messages.auth.invalidCredentials },
    { code: 'auth/user-not-found', expected: messages.auth.invalidCredentials },
    { code: 'auth/invalid-email', expected: messages.auth.invalidEmail },
    { code: 'auth/email-already-in-use', expected: messages.auth.emailInUse },
    { code: 'auth/too-many-requests', expected: messages.auth.tooManyRequests },
    { code: 'auth/user-disabled', expected: messages.auth.userDisabled },
    { code: 'auth/network-request-failed', expected: messages.auth.networkFailed },
    { code: 'auth/requires-recent-login', expected: messages.auth.requiresRecentLogin },
    { code: 'auth/weak-password', expected: messages.auth.weakPassword },
    { code: 'auth/popup-closed-by-user', expected: messages.auth.popupClosed },
    { code: 'auth/popup-blocked', expected: messages.auth.popupBlocked },
    { code: 'auth/operation-not-allowed', expected: 'An error occurred' },
    { code: 'something-else', expected: 'An error occurred' },
  ])('$code -> "$expected"', ({ code, expected }) => {
    expect(authErrorMessage(code)).toBe(expected);
  });

  test('wrong password, unknown user and invalid credential read exactly alike (no account enumeration)', () => {
    const texts = new Set(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'].map(authErrorMessage));
    expect(texts.size).toBe(1);
  });

  test('every mapped text is a plain sentence without the provider code or "Firebase"', () => {
    for (const text of Object.values(messages.auth)) {
      expect(text).not.toMatch(/auth\/|firebase/i);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('toAuthError', () => {
  test('keeps the provider code, words it for people and keeps the original as the cause', () => {
    const original = Object.assign(new Error('Firebase: Error (auth/invalid-email).'), { code: 'auth/invalid-email' });
    const error = toAuthError(original);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe('auth/invalid-email');
    expect(error.message).toBe(messages.auth.invalidEmail);
    expect(error.cause).toBe(original);
  });

  test('an error without a code becomes auth/unknown with the generic text', () => {
    const error = toAuthError(new TypeError('boom'));
    expect(error.code).toBe('auth/unknown');
    expect(error.message).toBe('An error occurred');
  });

  test('an AuthError passes through unchanged', () => {
    const error = new AuthError('auth/weak-password');
    expect(toAuthError(error)).toBe(error);
  });
});

describe('authFailureText: what both auth shells show for a failed call', () => {
  test("a recognised provider code: our wording of it, whatever the shell's fallback", () => {
    expect(authFailureText(new AuthError('auth/email-already-in-use'), 'Registration failed. Please try again.')).toBe(messages.auth.emailInUse);
  });

  test("an unrecognised code or anything that is not an AuthError: the shell's fallback, never a raw SDK string", () => {
    expect(authFailureText(new AuthError('auth/internal-error'), 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    expect(authFailureText(new TypeError('Failed to fetch dynamically imported module'), 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
  });

  test("the header modal's fallback is SPEC's 'An error occurred'", () => {
    expect(authFailureText(new Error('Firebase: Error (auth/internal-error).'))).toBe(messages.auth.unknown);
  });
});
