import { beforeEach, describe, expect, test } from 'vitest';
import {
  $authModal,
  backToSignup,
  clearError,
  CLOSED,
  close,
  closeEarlyAccessNotice,
  dispatch,
  fail,
  loginSucceeded,
  openEarlyAccessNotice,
  openLogin,
  openSignup,
  resetAuthModal,
  signupSucceeded,
  switchMode,
  verified,
  type AuthModalState,
} from '@/stores/auth-modal';

const signup: AuthModalState = { state: 'signup', earlyAccessOpen: false };
const signupWithError: AuthModalState = { state: 'signup', error: 'Boom', earlyAccessOpen: false };
const login: AuthModalState = { state: 'login', earlyAccessOpen: false };
const loginWithError: AuthModalState = { state: 'login', error: 'Wrong', earlyAccessOpen: false };
const verifyEmail: AuthModalState = { state: 'verifyEmail', email: 'ada@example.com', earlyAccessOpen: false };
const verifyWithError: AuthModalState = { ...verifyEmail, error: 'Resend failed' };
const emailVerified: AuthModalState = { state: 'emailVerified', email: 'ada@example.com', earlyAccessOpen: false };
const notice: AuthModalState = { state: 'closed', earlyAccessOpen: true };

describe('auth modal transitions that apply (SPEC §4)', () => {
  test.each<[string, (state: AuthModalState) => AuthModalState, AuthModalState, AuthModalState]>([
    ['openSignup from closed', openSignup, CLOSED, signup],
    ['openLogin from closed', openLogin, CLOSED, login],
    ['switchMode signup -> login clears the error', switchMode, signupWithError, login],
    ['switchMode login -> signup clears the error', switchMode, loginWithError, signup],
    ['signupSucceeded -> verifyEmail with the address', (s) => signupSucceeded(s, 'ada@example.com'), signupWithError, verifyEmail],
    ['verified: verifyEmail -> emailVerified', verified, verifyWithError, emailVerified],
    ['backToSignup keeps the address, drops the error', backToSignup, verifyWithError, { state: 'signup', email: 'ada@example.com', earlyAccessOpen: false }],
    ['loginSucceeded closes and resets from login', loginSucceeded, loginWithError, CLOSED],
    ['loginSucceeded closes from signup (Google)', loginSucceeded, signup, CLOSED],
    ['close from signup', close, signupWithError, CLOSED],
    ['close from verifyEmail', close, verifyEmail, CLOSED],
    ["close from emailVerified (Let's get started!)", close, emailVerified, CLOSED],
    ['fail in login', (s) => fail(s, 'Nope'), login, { ...login, error: 'Nope' }],
    ['fail in signup replaces the error', (s) => fail(s, 'Nope'), signupWithError, { ...signup, error: 'Nope' }],
    ['fail in verifyEmail', (s) => fail(s, 'Nope'), verifyEmail, { ...verifyEmail, error: 'Nope' }],
    ['clearError in login', clearError, loginWithError, login],
    ['clearError in verifyEmail', clearError, verifyWithError, verifyEmail],
    ['openEarlyAccessNotice while closed', openEarlyAccessNotice, CLOSED, notice],
    ['closeEarlyAccessNotice', closeEarlyAccessNotice, notice, CLOSED],
  ])('%s', (_name, transition, from, to) => {
    expect(transition(from)).toEqual(to);
  });
});

describe('auth modal transitions that do not apply are ignored (same state object)', () => {
  test.each<[string, (state: AuthModalState) => AuthModalState, AuthModalState]>([
    ['openSignup while logging in', openSignup, login],
    ['openLogin while verifying', openLogin, verifyEmail],
    ['switchMode while closed', switchMode, CLOSED],
    ['switchMode in verifyEmail', switchMode, verifyEmail],
    ['signupSucceeded from login', (s) => signupSucceeded(s, 'x@example.com'), login],
    ['signupSucceeded while closed (late promise)', (s) => signupSucceeded(s, 'x@example.com'), CLOSED],
    ['verified from signup', verified, signup],
    ['verified while closed', verified, CLOSED],
    ['verified twice', verified, emailVerified],
    ['backToSignup from login', backToSignup, login],
    ['backToSignup from emailVerified', backToSignup, emailVerified],
    ['loginSucceeded in verifyEmail', loginSucceeded, verifyEmail],
    ['loginSucceeded while closed', loginSucceeded, CLOSED],
    ['close while closed', close, CLOSED],
    ['fail while closed', (s) => fail(s, 'Nope'), CLOSED],
    ['fail in emailVerified', (s) => fail(s, 'Nope'), emailVerified],
    ['clearError with no error', clearError, verifyEmail],
    ['openEarlyAccessNotice while the modal is open', openEarlyAccessNotice, signup],
    ['openEarlyAccessNotice when already open', openEarlyAccessNotice, notice],
    ['closeEarlyAccessNotice when not open', closeEarlyAccessNotice, CLOSED],
  ])('%s', (_name, transition, from) => {
    expect(transition(from)).toBe(from);
  });
});

describe('$authModal store', () => {
  beforeEach(() => resetAuthModal());

  test('starts closed and walks the sign-up journey through dispatch', () => {
    expect($authModal.get()).toEqual(CLOSED);
    dispatch(openSignup);
    dispatch(fail, 'Registration failed. Please try again.');
    expect($authModal.get()).toMatchObject({ state: 'signup', error: 'Registration failed. Please try again.' });
    dispatch(signupSucceeded, 'ada@example.com');
    dispatch(verified);
    expect($authModal.get()).toEqual(emailVerified);
    dispatch(close);
    expect($authModal.get()).toEqual(CLOSED);
  });

  test('an ignored transition does not notify listeners', () => {
    const seen: AuthModalState[] = [];
    const stop = $authModal.listen((state) => seen.push(state));
    dispatch(verified);
    dispatch(close);
    stop();
    expect(seen).toEqual([]);
  });

  test('resetAuthModal closes whatever is open', () => {
    dispatch(openLogin);
    resetAuthModal();
    expect($authModal.get()).toEqual(CLOSED);
  });
});
