import { messages } from '@/lib/messages';

/**
 * The one rule for a sign-up's two password fields, on the /register screen and in the header modal alike: the
 * confirmation must repeat the password exactly ('Passwords do not match'), or the user makes an account they
 * cannot log in to. Undefined when they match.
 */
export function confirmPasswordProblem(password: string, confirmation: string): string | undefined {
  return confirmation === password ? undefined : messages.authScreen.passwordMismatch;
}
