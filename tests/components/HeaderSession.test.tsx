// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import HeaderSession from '@/islands/auth/HeaderSession';
import { getSite } from '@/lib/content';
import type { SessionUser } from '@/lib/firebase/auth';
import { $authModal, dispatch, openLogin } from '@/stores/auth-modal';
import { $isSignedIn, $session, onLogOut, SIGNED_IN_FLAG } from '@/stores/session';
import { firebaseSession as firebase } from '../setup/fake-firebase-session';

/*
 * The header's session controls and what logging out forgets. The Firebase layer is mocked; the session
 * store is real. Tests run in order: the store starts Firebase at most once per page (per file here).
 */
vi.mock('@/lib/firebase/auth', async () => (await import('../setup/fake-firebase-session')).firebaseAuthStandIn());

const auth = await import('@/lib/firebase/auth');
const copy = getSite().auth.session;
const ada: SessionUser = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true, isAnonymous: false };

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the idle callback (a timer in jsdom) and the store's dynamic import run. */
async function idle() {
  await act(async () => {
    await vi.runAllTimersAsync();
  });
}

describe('HeaderSession on a marketing page', () => {
  test('a browser that remembers no signed-in user never loads Firebase, and shows nothing', async () => {
    vi.useFakeTimers();
    localStorage.clear();
    const { container } = render(<HeaderSession copy={copy} />);
    await idle();
    expect(auth.watchSession).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });

  test('a remembered signed-in user: the session starts after idle and Logout and Account appear', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    firebase.state.user = ada;
    render(<HeaderSession copy={copy} />);
    expect(screen.queryByRole('button', { name: copy.logout })).toBeNull(); // not before idle
    await idle();
    expect(auth.watchSession).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: copy.logout })).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.account }).getAttribute('href')).toBe('/account');
  });

  test('an anonymous visitor account counts as signed out: no Logout', async () => {
    render(<HeaderSession copy={copy} />);
    await act(async () => firebase.emit({ uid: 'anon', email: null, emailVerified: false, isAnonymous: true }));
    expect($session.get().status).toBe('signedIn');
    expect($isSignedIn.get()).toBe(false);
    expect(screen.queryByRole('button', { name: copy.logout })).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBeNull(); // nothing to preload next time
  });

  test('Logout signs out, clears per-user browser data and resets the stores', async () => {
    const user = userEvent.setup();
    await act(async () => firebase.emit(ada));
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBe('1');
    sessionStorage.setItem('parsedCvData', '{"name":"Ada"}');
    sessionStorage.setItem('cvGcsUrl', 'gs://bucket/cv-uploads/uid-ada/cv.pdf');
    sessionStorage.setItem('onboardingData', '{"goals":"x"}');
    sessionStorage.setItem('unrelated', 'kept');
    localStorage.setItem('hirewise:cv-draft', '{}');
    localStorage.setItem('someone-else', 'kept');
    dispatch(openLogin);
    const reset = vi.fn();
    const stop = onLogOut(reset);

    render(<HeaderSession copy={copy} />);
    await user.click(screen.getByRole('button', { name: copy.logout }));
    stop();

    expect(auth.logOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: copy.logout })).toBeNull();
    expect($session.get()).toEqual({ status: 'signedOut', user: null });
    expect($authModal.get().state).toBe('closed');
    expect(reset).toHaveBeenCalledOnce();
    for (const key of ['parsedCvData', 'cvGcsUrl', 'onboardingData']) expect(sessionStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('hirewise:cv-draft')).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(localStorage.getItem('someone-else')).toBe('kept');
  });

  test('the browser data is cleared even when the sign-out call fails', async () => {
    const user = userEvent.setup();
    await act(async () => firebase.emit(ada));
    sessionStorage.setItem('parsedCvData', '{}');
    vi.mocked(auth.logOut).mockRejectedValueOnce(new Error('offline'));
    render(<HeaderSession copy={copy} variant="menu" />);
    await user.click(screen.getByRole('button', { name: copy.logout }));
    expect(sessionStorage.getItem('parsedCvData')).toBeNull();
    expect(screen.queryByRole('button', { name: copy.logout })).toBeNull();
  });
});

describe('HeaderSession: the second island of a page', () => {
  test('hydrating after the first one loaded the session keeps the server markup, then shows Logout', async () => {
    // The bar and the menu panel each hold one; the panel's may hydrate once the bar's has signed the user in. A
    // first render from the filled store would not match the server's empty markup (React error #418 in a page).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeaderSession copy={copy} variant="menu" />);
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    await act(async () => firebase.emit(ada));
    expect($isSignedIn.get()).toBe(true);

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <HeaderSession copy={copy} variant="menu" />, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('button', { name: copy.logout })).toBeTruthy();
  });
});
