/**
 * The header auth modal's state machine (SPEC §4 'Header auth modal') and the 'You're on the list!' dialog flag.
 * Transitions are pure functions (state in, state out); a transition that does not apply to the current state
 * returns that same state object, so stray events (a late promise, a double click) change nothing.
 */
import { atom } from 'nanostores';

export type AuthModalMode = 'closed' | 'signup' | 'login' | 'verifyEmail' | 'emailVerified';

export interface AuthModalState {
  state: AuthModalMode;
  /** The address the verification e-mail went to (verifyEmail), kept for 'Back to sign up'. */
  email?: string;
  /** The error shown inside the form, already in human words. */
  error?: string;
  /** The 'You're on the list!' dialog (early access for a signed-in user) is open. */
  earlyAccessOpen: boolean;
}

export const CLOSED: AuthModalState = { state: 'closed', earlyAccessOpen: false };

type Transition<Args extends unknown[] = []> = (current: AuthModalState, ...args: Args) => AuthModalState;

const isForm = (current: AuthModalState) => current.state === 'signup' || current.state === 'login';

/** closed -> signup (the early-access button, or a sign-up link). */
export const openSignup: Transition = (current) =>
  current.state === 'closed' ? { state: 'signup', earlyAccessOpen: false } : current;

/** closed -> login. */
export const openLogin: Transition = (current) =>
  current.state === 'closed' ? { state: 'login', earlyAccessOpen: false } : current;

/** signup <-> login; clears the error (SPEC §4). */
export const switchMode: Transition = (current) =>
  isForm(current)
    ? { state: current.state === 'signup' ? 'login' : 'signup', earlyAccessOpen: current.earlyAccessOpen }
    : current;

/** signup -> verifyEmail, remembering the address the verification e-mail went to. */
export const signupSucceeded: Transition<[email: string]> = (current, email) =>
  current.state === 'signup' ? { state: 'verifyEmail', email, earlyAccessOpen: current.earlyAccessOpen } : current;

/** verifyEmail -> emailVerified, once the signed-in user's e-mail is verified. */
export const verified: Transition = (current) =>
  current.state === 'verifyEmail' ? { ...current, state: 'emailVerified', error: undefined } : current;

/** verifyEmail -> signup ('Back to sign up'); the error goes, the address stays to prefill the form. */
export const backToSignup: Transition = (current) =>
  current.state === 'verifyEmail' ? { state: 'signup', email: current.email, earlyAccessOpen: current.earlyAccessOpen } : current;

/** A successful log-in (e-mail or Google, from either form) closes the modal and resets it. */
export const loginSucceeded: Transition = (current) => (isForm(current) ? CLOSED : current);

/** Any open state -> closed, reset (Escape, the close button, "Let's get started!"). */
export const close: Transition = (current) => (current.state === 'closed' ? current : CLOSED);

/** Shows `message` inside the form (signup, login, or the verify screen's resend). */
export const fail: Transition<[message: string]> = (current, message) =>
  isForm(current) || current.state === 'verifyEmail' ? { ...current, error: message } : current;

/** Removes the error shown (e.g. a resend that worked after one that failed). */
export const clearError: Transition = (current) =>
  current.error === undefined ? current : { ...current, error: undefined };

/** Opens the 'You're on the list!' dialog; only while the modal is closed. */
export const openEarlyAccessNotice: Transition = (current) =>
  current.state === 'closed' && !current.earlyAccessOpen ? { ...current, earlyAccessOpen: true } : current;

/** Closes the 'You're on the list!' dialog. */
export const closeEarlyAccessNotice: Transition = (current) =>
  current.earlyAccessOpen ? { ...current, earlyAccessOpen: false } : current;

export const $authModal = atom<AuthModalState>(CLOSED);

/** Applies `transition` to the shared store (a no-op when it does not apply). */
export function dispatch<Args extends unknown[]>(transition: Transition<Args>, ...args: Args): void {
  const current = $authModal.get();
  const next = transition(current, ...args);
  if (next !== current) $authModal.set(next);
}

/** Back to closed with nothing remembered (log-out). */
export function resetAuthModal(): void {
  $authModal.set(CLOSED);
}
