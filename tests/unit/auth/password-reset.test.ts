import { describe, expect, test } from 'vitest';
import { AuthError } from '@/lib/auth/errors';
import { showsResetFailure } from '@/lib/auth/password-reset';

describe('showsResetFailure: which failed reset requests may say so', () => {
  test.each(['auth/invalid-email', 'auth/missing-email', 'auth/network-request-failed', 'auth/too-many-requests'])(
    '%s says nothing about accounts: shown',
    (code) => expect(showsResetFailure(new AuthError(code))).toBe(true),
  );

  test.each(['auth/user-not-found', 'auth/user-disabled', 'auth/internal-error', 'auth/unknown', 'auth/some-future-code'])(
    '%s reads like the confirmation (an allow-list: unknown codes stay hidden)',
    (code) => expect(showsResetFailure(new AuthError(code))).toBe(false),
  );

  test('a failure that never reached the provider (Firebase did not load) reveals nothing: shown', () => {
    expect(showsResetFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
  });
});
