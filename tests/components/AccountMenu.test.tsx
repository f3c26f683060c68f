// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import AccountMenu from '@/islands/auth/AccountMenu';
import { getSite } from '@/lib/content';
import type { SessionUser } from '@/lib/firebase/auth';
import { firebaseSession as firebase } from '../setup/fake-firebase-session';
import { $session, SIGNED_IN_FLAG } from '@/stores/session';

/*
 * The app screens' account menu as a keyboard, mouse and screen-reader user meets it. The Firebase layer is
 * mocked (no Auth server here; tests/e2e/app-header.spec.ts walks the real one); the session store is real.
 */
vi.mock('@/lib/firebase/auth', async () => (await import('../setup/fake-firebase-session')).firebaseAuthStandIn());

const auth = await import('@/lib/firebase/auth');
const copy = getSite().auth.session;
const ada: SessionUser = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true, isAnonymous: false };

const menuButton = () => screen.getByRole('button', { name: copy.menu });

async function signedIn() {
  render(<AccountMenu copy={copy} />);
  await act(async () => firebase.emit(ada));
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('AccountMenu', () => {
  test("a visitor gets 'Log in', and an anonymous visitor account counts as a visitor", async () => {
    render(<AccountMenu copy={copy} />);
    await act(async () => firebase.emit({ uid: 'anon', email: null, emailVerified: false, isAnonymous: true }));
    expect(screen.getByRole('link', { name: copy.login }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: copy.menu })).toBeNull();
  });

  test("a browser that remembers a signed-in user shows no 'Log in' while the session is still unknown", async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    $session.set({ status: 'unknown', user: null }); // Firebase has not answered yet
    const { container } = render(<AccountMenu copy={copy} />);
    await act(async () => undefined);
    expect(container.textContent).toBe('');
  });

  test('the menu button says it has a closed menu; opening it focuses Account, and the items are a menu', async () => {
    const user = await signedIn();
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: copy.menu });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const account = screen.getByRole('menuitem', { name: copy.account });
    expect(account.getAttribute('href')).toBe('/account');
    expect(document.activeElement).toBe(account);
  });

  test('arrow keys, Home and End move round the items; Escape closes and puts focus back on the button', async () => {
    const user = await signedIn();
    menuButton().focus();
    await user.keyboard('{Enter}');
    const account = screen.getByRole('menuitem', { name: copy.account });
    const logout = screen.getByRole('menuitem', { name: copy.logout });
    expect(document.activeElement).toBe(account);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(logout);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(account); // wraps round
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(logout);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(account);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(logout);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());

    await user.keyboard('{ArrowUp}'); // opens on the last item
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: copy.logout }));
  });

  test('a click outside closes the menu; so does Tab moving on past it', async () => {
    const user = await signedIn();
    const after = document.body.appendChild(document.createElement('button'));
    after.textContent = 'Next thing';
    await user.click(menuButton());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(menuButton());
    await user.tab();
    expect(document.activeElement).toBe(after);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test("Logout from the menu signs out the marketing header's way, then offers 'Log in' with focus on it", async () => {
    const user = await signedIn();
    sessionStorage.setItem('parsedCvData', '{"name":"Ada"}');
    localStorage.setItem('hirewise:cv-draft', '{}');
    vi.mocked(auth.logOut).mockClear();
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}{Enter}');

    expect(auth.logOut).toHaveBeenCalledOnce();
    expect($session.get()).toEqual({ status: 'signedOut', user: null });
    expect(sessionStorage.getItem('parsedCvData')).toBeNull();
    expect(localStorage.getItem('hirewise:cv-draft')).toBeNull();
    const logIn = screen.getByRole('link', { name: copy.login });
    expect(document.activeElement).toBe(logIn);
  });

  test('hydrating after another island has already signed the user in keeps the server markup, then shows the menu', async () => {
    // The editor's own island starts the session before this idle island hydrates; a first render from the
    // filled store would not match the server's empty markup (React error #418 in a real page).
    $session.set({ status: 'unknown', user: null });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountMenu copy={copy} />);
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    $session.set({ status: 'signedIn', user: ada });

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <AccountMenu copy={copy} />, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(menuButton()).toBeTruthy();
  });
});
