import { AuthError } from './errors.ts';

/**
 * Provider answers to a reset request that say nothing about whether the address has an account. An allow-list,
 * so a code nobody has seen yet (or one that does reveal it: 'auth/user-not-found', 'auth/user-disabled') stays
 * hidden: SECURITY.md, accounts must not be enumerable through the auth UI.
 */
const SHOWABLE_RESET_FAILURES: ReadonlySet<string> = new Set([
  'auth/invalid-email',
  'auth/missing-email',
  'auth/network-request-failed',
  'auth/too-many-requests',
]);

/**
 * True when a failed password-reset request may be shown as a failure; false when it must read exactly like
 * the 'sent' confirmation. A failure that never reached the provider (not an AuthError: Firebase failed to
 * load) cannot reveal an account, so it is shown too.
 */
export function showsResetFailure(error: unknown): boolean {
  return !(error instanceof AuthError) || SHOWABLE_RESET_FAILURES.has(error.code);
}
