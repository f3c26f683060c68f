// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import { AuthError } from '@/lib/auth/errors';
import { showsResetFailure } from '@/lib/auth/password-reset';
import { watchVerification } from '@/lib/auth/verification';
import { isEmailAddress } from '@/lib/email';
import { messages } from '@/lib/messages';
import AuthScreen, { type AuthMode, type AuthScreenCopy } from '@/screens/auth/AuthScreen';
import { goTo } from '@/screens/auth/navigate';
import * as session from '@/stores/session';

// The real atoms (the screen reads them) with the Firebase-backed actions replaced.
vi.mock('@/stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/stores/session')>()),
  startSession: vi.fn(),
  signUp: vi.fn(),
  logIn: vi.fn(),
  logInWithGoogle: vi.fn(),
  resendVerification: vi.fn(),
  refreshVerification: vi.fn(),
  sendPasswordReset: vi.fn(),
}));
// The shared auth rules, real but watched: the last describe proves the screen applies them.
vi.mock('@/lib/auth/password-reset', async (load) => (await import('../setup/watched-exports')).watchedExports(await load(), 'showsResetFailure'));
vi.mock('@/lib/auth/verification', async (load) => (await import('../setup/watched-exports')).watchedExports(await load(), 'watchVerification'));
vi.mock('@/lib/email', async (load) => (await import('../setup/watched-exports')).watchedExports(await load(), 'isEmailAddress'));
vi.mock('@/screens/auth/navigate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/screens/auth/navigate')>()),
  goTo: vi.fn(),
}));

const { auth, screens } = getApp();
const copy: AuthScreenCopy = {
  ...auth,
  modes: {
    login: { heading: screens.login.heading, title: screens.login.title },
    signup: { heading: screens.register.heading, title: screens.register.title },
  },
};
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';

/** A promise the test settles when it wants, to observe the busy state. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve: (value: T) => act(async () => resolve(value)), reject: (reason: unknown) => act(async () => reject(reason)) };
}

function renderScreen(mode: AuthMode) {
  const user = userEvent.setup({ delay: null });
  render(<AuthScreen mode={mode} copy={copy} />);
  return user;
}

const field = (label: string) => screen.getByLabelText(label);
const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.getByRole('button', { name });
const alert = () => screen.getByRole('alert');

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, confirm?: string) {
  await user.type(field(copy.labels.email), EMAIL);
  await user.type(field(copy.labels.password), PASSWORD);
  if (confirm !== undefined) await user.type(field(copy.labels.confirmPassword), confirm);
}

const NEW_USER = { uid: 'u1', email: EMAIL, emailVerified: false, isAnonymous: false };

function signedIn(emailVerified: boolean) {
  session.$session.set({ status: 'signedIn', user: { ...NEW_USER, emailVerified } });
}

/** signUp resolves; by default it leaves what the real one does: a signed-in user, e-mail not verified yet. */
function signUpSucceeds(leaves: () => void = () => signedIn(false)) {
  vi.mocked(session.signUp).mockImplementation(async () => {
    leaves();
    return NEW_USER;
  });
}

async function signUpAndVerify(user: ReturnType<typeof userEvent.setup>) {
  await fillCredentials(user, PASSWORD);
  await user.click(button(copy.signup.submit));
  await screen.findByRole('heading', { name: copy.verify.heading });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(session.startSession).mockResolvedValue();
  vi.mocked(session.refreshVerification).mockResolvedValue(null);
  session.$session.set({ status: 'unknown', user: null });
  window.history.replaceState(null, '', '/');
});

const attr = (element: HTMLElement, name: string) => element.getAttribute(name);

describe('AuthScreen: the forms', () => {
  test('/login has e-mail and password with log-in autocomplete, no confirm field, and a close link to /', () => {
    renderScreen('login');
    expect(heading().textContent).toBe(screens.login.heading);
    expect(attr(field(copy.labels.email), 'type')).toBe('email');
    expect(attr(field(copy.labels.email), 'autocomplete')).toBe('email');
    expect(field(copy.labels.email).hasAttribute('required')).toBe(true);
    expect(attr(field(copy.labels.password), 'autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText(copy.labels.confirmPassword)).toBeNull();
    expect(attr(screen.getByRole('link', { name: copy.close }), 'href')).toBe('/');
    expect(button(copy.login.submit)).toBeTruthy();
  });

  test('/register adds a required confirm field; both passwords use new-password autocomplete', () => {
    renderScreen('signup');
    expect(heading().textContent).toBe(screens.register.heading);
    expect(attr(field(copy.labels.password), 'autocomplete')).toBe('new-password');
    expect(attr(field(copy.labels.confirmPassword), 'autocomplete')).toBe('new-password');
    expect(field(copy.labels.confirmPassword).hasAttribute('required')).toBe(true);
    expect(button(copy.signup.submit)).toBeTruthy();
  });

  test('an empty submit names each missing field, focuses the first and sends nothing', async () => {
    const user = renderScreen('signup');
    await user.click(button(copy.signup.submit));
    expect(screen.getByText(copy.problems.emailRequired)).toBeTruthy();
    expect(screen.getByText(copy.problems.passwordRequired)).toBeTruthy();
    expect(screen.getByText(copy.problems.confirmRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(copy.labels.email));
    expect(attr(field(copy.labels.email), 'aria-invalid')).toBe('true');
    expect(session.signUp).not.toHaveBeenCalled();
  });

  test("an address that is not an e-mail is refused before anything is sent", async () => {
    const user = renderScreen('login');
    await user.type(field(copy.labels.email), 'ada.example.com');
    await user.type(field(copy.labels.password), PASSWORD);
    await user.click(button(copy.login.submit));
    expect(screen.getByText(copy.problems.emailInvalid)).toBeTruthy();
    expect(session.logIn).not.toHaveBeenCalled();
  });

  test("mismatched passwords show 'Passwords do not match' on the confirm field, focus it and do not call signUp", async () => {
    const user = renderScreen('signup');
    await fillCredentials(user, 'something else');
    await user.click(button(copy.signup.submit));
    const confirm = field(copy.labels.confirmPassword);
    expect(document.getElementById(attr(confirm, 'aria-describedby') ?? '')?.textContent).toBe(messages.authScreen.passwordMismatch);
    expect(document.activeElement).toBe(confirm);
    expect(session.signUp).not.toHaveBeenCalled();
  });

  test("log-in shows 'Logging in...' while busy, then goes to /dashboard", async () => {
    const call = deferred<never>();
    vi.mocked(session.logIn).mockReturnValue(call.promise);
    const user = renderScreen('login');
    await fillCredentials(user);
    await user.click(button(copy.login.submit));
    expect(button(copy.login.busy)).toHaveProperty('disabled', true);
    expect(session.logIn).toHaveBeenCalledWith(EMAIL, PASSWORD);
    expect(goTo).not.toHaveBeenCalled();
    await call.resolve(undefined as never);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dashboard'));
  });

  test("sign-up shows 'Creating account...' while busy", async () => {
    const call = deferred<never>();
    vi.mocked(session.signUp).mockReturnValue(call.promise);
    const user = renderScreen('signup');
    await fillCredentials(user, PASSWORD);
    await user.click(button(copy.signup.submit));
    expect(button(copy.signup.busy)).toHaveProperty('disabled', true);
    expect(session.signUp).toHaveBeenCalledWith(EMAIL, PASSWORD);
  });

  test("a provider error is shown in its human words, and the button is usable again", async () => {
    vi.mocked(session.logIn).mockRejectedValue(new AuthError('auth/wrong-password'));
    const user = renderScreen('login');
    await fillCredentials(user);
    await user.click(button(copy.login.submit));
    expect(alert().textContent).toBe(messages.auth.invalidCredentials);
    expect(button(copy.login.submit)).toHaveProperty('disabled', false);
    expect(goTo).not.toHaveBeenCalled();
  });

  test.each([
    ['an error without a message', new Error('')],
    ['a raw SDK string', new Error('Firebase: Error (auth/internal-error).')],
    ['an auth code we have no words for', new AuthError('auth/internal-error')],
    ['something that is not an error', undefined],
  ])('log-in failure with %s shows the SPEC fallback', async (_case, failure) => {
    vi.mocked(session.logIn).mockRejectedValue(failure);
    const user = renderScreen('login');
    await fillCredentials(user);
    await user.click(button(copy.login.submit));
    expect(alert().textContent).toBe(messages.authScreen.loginFailed);
  });

  test('sign-up failure without a message shows the registration fallback', async () => {
    vi.mocked(session.signUp).mockRejectedValue(new Error(''));
    const user = renderScreen('signup');
    await fillCredentials(user, PASSWORD);
    await user.click(button(copy.signup.submit));
    expect(alert().textContent).toBe(messages.authScreen.registrationFailed);
    expect(heading().textContent).toBe(screens.register.heading);
  });

  test("LinkedIn shows SPEC's not-implemented message; Google signs in and goes to /dashboard", async () => {
    vi.mocked(session.logInWithGoogle).mockResolvedValue({ uid: 'g1', email: EMAIL, emailVerified: true, isAnonymous: false });
    const user = renderScreen('login');
    await user.click(button(copy.social.linkedin));
    expect(alert().textContent).toBe(messages.authScreen.socialNotImplemented);
    await user.click(button(copy.social.google));
    expect(session.logInWithGoogle).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/dashboard');
  });

  test('a closed Google pop-up is reported in plain words', async () => {
    vi.mocked(session.logInWithGoogle).mockRejectedValue(new AuthError('auth/popup-closed-by-user'));
    const user = renderScreen('signup');
    await user.click(button(copy.social.google));
    expect(alert().textContent).toBe(messages.auth.popupClosed);
    expect(goTo).not.toHaveBeenCalled();
  });

  test('the mode link switches in place: heading, fields, address bar and title follow, the e-mail stays, the error clears', async () => {
    const user = renderScreen('login');
    await user.type(field(copy.labels.email), EMAIL);
    await user.click(button(copy.social.linkedin));
    expect(alert().textContent).not.toBe('');

    await user.click(screen.getByRole('link', { name: copy.login.switchLink }));
    expect(heading().textContent).toBe(screens.register.heading);
    expect(document.activeElement).toBe(heading());
    expect(field(copy.labels.confirmPassword)).toBeTruthy();
    expect(field(copy.labels.email)).toHaveProperty('value', EMAIL);
    expect(alert().textContent).toBe('');
    expect(window.location.pathname).toBe('/register');
    expect(document.title).toBe(screens.register.title);

    await user.click(screen.getByRole('link', { name: copy.signup.switchLink }));
    expect(heading().textContent).toBe(screens.login.heading);
    expect(screen.queryByLabelText(copy.labels.confirmPassword)).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});

describe('AuthScreen: before hydration', () => {
  test('the server HTML has the labelled form, with its buttons disabled so an early press cannot send a GET', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AuthScreen mode="signup" copy={copy} />);
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([copy.labels.email, copy.labels.password, copy.labels.confirmPassword]);
    const submit = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === copy.signup.submit);
    expect(submit?.type).toBe('submit');
    expect(submit?.disabled).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe(screens.register.heading);
  });
});

describe("AuthScreen: 'Forgot password?'", () => {
  async function requestReset(failure?: unknown) {
    if (failure) vi.mocked(session.sendPasswordReset).mockRejectedValue(failure);
    else vi.mocked(session.sendPasswordReset).mockResolvedValue();
    const user = renderScreen('login');
    await user.type(field(copy.labels.email), EMAIL);
    await user.click(button(copy.login.forgotPassword));
    expect(heading().textContent).toBe(copy.reset.heading);
    expect(screen.queryByLabelText(copy.labels.password)).toBeNull();
    expect(field(copy.labels.email)).toHaveProperty('value', EMAIL);
    await user.click(button(copy.reset.submit));
    expect(session.sendPasswordReset).toHaveBeenCalledWith(EMAIL);
    // The answer is shown once the request settles, which on a busy machine may come after the click returns.
    await waitFor(() => expect(`${screen.getByRole('status').textContent}${alert().textContent}`).not.toBe(''));
    return { user, shown: screen.getByRole('status').textContent, error: alert().textContent };
  }

  test('shows the same confirmation whether or not the address has an account', async () => {
    const known = await requestReset();
    expect(known.shown).toBe(copy.reset.sent.replace('{email}', EMAIL));
    expect(known.error).toBe('');
    cleanup();

    const unknown = await requestReset(new AuthError('auth/user-not-found'));
    expect(unknown.shown).toBe(known.shown);
    expect(unknown.error).toBe('');
  });

  test('a failure that reveals nothing about accounts (offline) is said plainly instead', async () => {
    const offline = await requestReset(new AuthError('auth/network-request-failed'));
    expect(offline.shown).toBe('');
    expect(offline.error).toBe(messages.auth.networkFailed);
  });

  test("'Back to log in' returns to the log-in form", async () => {
    const { user } = await requestReset();
    await user.click(screen.getByRole('link', { name: copy.reset.back }));
    expect(heading().textContent).toBe(screens.login.heading);
    expect(field(copy.labels.password)).toBeTruthy();
  });
});

describe("AuthScreen: the 'verify' state after sign-up", () => {
  test('names the address, and resend works for the signed-in unverified user', async () => {
    signUpSucceeds();
    vi.mocked(session.resendVerification).mockResolvedValue();
    const user = renderScreen('signup');
    await signUpAndVerify(user);
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
    expect(document.activeElement).toBe(heading());

    await user.click(button(copy.verify.resend));
    expect(session.resendVerification).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe(messages.authScreen.resendSuccess);
  });

  test("shows 'Resending...' while busy, then the provider's message or the fallback on failure", async () => {
    signUpSucceeds();
    const call = deferred();
    vi.mocked(session.resendVerification).mockReturnValueOnce(call.promise).mockRejectedValueOnce(new AuthError('auth/too-many-requests'));
    const user = renderScreen('signup');
    await signUpAndVerify(user);

    await user.click(button(copy.verify.resend));
    expect(button(copy.verify.resending)).toHaveProperty('disabled', true);
    await call.reject(new Error(''));
    await waitFor(() => expect(button(copy.verify.resend)).toHaveProperty('disabled', false));
    expect(alert().textContent).toBe(messages.authScreen.resendFailed);

    await user.click(button(copy.verify.resend));
    await waitFor(() => expect(alert().textContent).toBe(messages.auth.tooManyRequests));
  });

  test.each([
    ['nobody is signed in', () => session.$session.set({ status: 'signedOut', user: null }), messages.verification.resendNotAllowed],
    ['the e-mail is already verified', () => signedIn(true), messages.verification.alreadyVerified],
  ])('resend is disabled with the rule shown when %s', async (_case, arrange, rule) => {
    signUpSucceeds(arrange);
    const user = renderScreen('signup');
    await signUpAndVerify(user);
    const resend = button(copy.verify.resend);
    expect(resend).toHaveProperty('disabled', true);
    expect(document.getElementById(attr(resend, 'aria-describedby') ?? '')?.textContent).toBe(rule);
    await user.click(resend);
    expect(session.resendVerification).not.toHaveBeenCalled();
  });

  test('turns resend off when the user comes back verified (re-read on focus)', async () => {
    signUpSucceeds();
    vi.mocked(session.refreshVerification).mockImplementation(async () => {
      signedIn(true);
      return { ...NEW_USER, emailVerified: true };
    });
    const user = renderScreen('signup');
    await signUpAndVerify(user);
    expect(button(copy.verify.resend)).toHaveProperty('disabled', false);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(button(copy.verify.resend)).toHaveProperty('disabled', true);
    expect(screen.getByText(messages.verification.alreadyVerified)).toBeTruthy();
  });

  test("'Back to sign up' returns to the form with the e-mail; the log-in link switches to /login", async () => {
    signUpSucceeds();
    const user = renderScreen('signup');
    await signUpAndVerify(user);
    await user.click(button(copy.verify.back));
    expect(heading().textContent).toBe(screens.register.heading);
    expect(field(copy.labels.email)).toHaveProperty('value', EMAIL);

    await user.type(field(copy.labels.password), PASSWORD);
    await user.type(field(copy.labels.confirmPassword), PASSWORD);
    await user.click(button(copy.signup.submit));
    await screen.findByRole('heading', { name: copy.verify.heading });
    await user.click(screen.getByRole('link', { name: copy.verify.loginLink }));
    expect(heading().textContent).toBe(screens.login.heading);
    expect(window.location.pathname).toBe('/login');
  });
});

describe('AuthScreen: the auth rules it shares with the header modal (src/lib/auth, src/lib/email)', () => {
  test("a failed reset is shown or hidden as showsResetFailure decides", async () => {
    const internal = new AuthError('auth/internal-error'); // not known to be harmless: reads like the confirmation
    const hidden = await requestResetWith(internal);
    expect(showsResetFailure).toHaveBeenCalledWith(internal);
    expect(hidden).toEqual({ shown: copy.reset.sent.replace('{email}', EMAIL), error: '' });
    cleanup();

    vi.mocked(showsResetFailure).mockReturnValueOnce(true); // the rule, not the screen, decides
    expect(await requestResetWith(new AuthError('auth/user-not-found'))).toEqual({ shown: '', error: messages.auth.invalidCredentials });
    cleanup();

    const unloaded = await requestResetWith(new TypeError('Failed to fetch dynamically imported module'));
    expect(unloaded).toEqual({ shown: '', error: copy.reset.failed });
  });

  async function requestResetWith(failure: unknown) {
    vi.mocked(session.sendPasswordReset).mockRejectedValue(failure);
    const user = renderScreen('login');
    await user.click(button(copy.login.forgotPassword));
    await user.type(field(copy.labels.email), EMAIL);
    await user.click(button(copy.reset.submit));
    return { shown: screen.getByRole('status').textContent, error: alert().textContent };
  }

  test('the e-mail is checked by the one e-mail rule (an address the browser would take is refused)', async () => {
    const user = renderScreen('login');
    await user.type(field(copy.labels.email), 'ada@localhost');
    await user.type(field(copy.labels.password), PASSWORD);
    await user.click(button(copy.login.submit));
    expect(isEmailAddress).toHaveBeenCalledWith('ada@localhost');
    expect(screen.getByText(copy.problems.emailInvalid)).toBeTruthy();
    expect(session.logIn).not.toHaveBeenCalled();
  });

  test("the 'verify' state watches for verification with the shared watcher", async () => {
    signUpSucceeds();
    const user = renderScreen('signup');
    await signUpAndVerify(user);
    expect(watchVerification).toHaveBeenCalledWith(session.refreshVerification);
  });
});
