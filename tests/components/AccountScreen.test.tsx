// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import { ACCOUNT_DELETED_REDIRECT_MS, RECENT_SIGN_IN_MAX_AGE_MS } from '@/lib/account/constants';
import { AuthError } from '@/lib/auth/errors';
import { confirmSignIn, currentSignIn, type CurrentSignIn } from '@/lib/firebase/auth';
import { messages } from '@/lib/messages';
import AccountScreen from '@/screens/account/AccountScreen';
import { $session, getSessionToken, logOut, startSession } from '@/stores/session';
import { installDialogStandIn } from '../setup/dialog-stand-in';

// The session's Firebase-backed actions are replaced; its stores ($session, $isSignedIn) are the real ones.
vi.mock('@/stores/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/stores/session')>();
  return {
    ...actual,
    startSession: vi.fn(async () => {}),
    getSessionToken: vi.fn(async () => 'id-token-123'),
    logOut: vi.fn(async () => actual.$session.set({ status: 'signedOut', user: null })),
  };
});

// The Firebase edge of a sign-in's age: by default the user signed in just now with a password.
vi.mock('@/lib/firebase/auth', () => ({
  currentSignIn: vi.fn(async (): Promise<CurrentSignIn> => ({ method: 'password', authTime: Date.now() })),
  confirmSignIn: vi.fn(async () => 'fresh-token-456'),
}));

const copy = getApp().account;
const EMAIL = 'ada@example.com';
const exported = {
  exportedAt: '2025-03-01T12:00:00.000Z',
  account: { uid: 'u1', email: EMAIL, emailVerified: true, createdAt: '2025-01-01T00:00:00.000Z' },
  profile: { email: EMAIL, onboarding: { currentRole: 'Analyst', goals: 'Lead a team' } },
  onboardingAnswers: { currentRole: 'Analyst', goals: 'Lead a team' },
  savedCvs: [{ id: 'cv-1', fields: { data: { name: 'Ada' } } }],
  uploadedFiles: [],
};

beforeAll(installDialogStandIn);

let fetchMock: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function signIn(user: Partial<{ email: string; emailVerified: boolean; isAnonymous: boolean }> = {}) {
  $session.set({ status: 'signedIn', user: { uid: 'u1', email: EMAIL, emailVerified: true, isAnonymous: false, ...user } });
}

function renderScreen() {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<AccountScreen copy={copy} navigate={navigate} />);
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn();
  $session.set({ status: 'unknown', user: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('who is signed in', () => {
  test('starts the session and says it is loading until the session is known', () => {
    renderScreen();
    expect(startSession).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(copy.loading);
  });

  test.each([
    { name: 'signed out', session: () => $session.set({ status: 'signedOut', user: null }) },
    { name: 'an anonymous visitor', session: () => signIn({ email: null as unknown as string, isAnonymous: true }) },
  ])('$name: a prompt to log in, and no account actions', ({ session }) => {
    session();
    renderScreen();
    expect(screen.getByText(copy.signedOut.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.signedOut.link }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: copy.export.button })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.delete.button })).toBeNull();
  });

  test.each([
    { emailVerified: true, text: copy.details.verified },
    { emailVerified: false, text: copy.details.unverified },
  ])('shows the e-mail and its verification state (verified: $emailVerified)', ({ emailVerified, text }) => {
    signIn({ emailVerified });
    renderScreen();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('Download my data', () => {
  test('fetches the export with the ID token and saves it as hirewise-data-YYYY-MM-DD.json', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 9, 30));
    signIn();
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: exported }));
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = renderScreen();

    await user.click(screen.getByRole('button', { name: copy.export.button }));

    await waitFor(() => expect(screen.getAllByRole('status').some((node) => node.textContent === copy.export.done)).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/account/export');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer id-token-123' } });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('hirewise-data-2025-03-01.json');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:export');
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  test("a refused export shows the server's reason, and the button works again", async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(401, { status: 'error', errors: [{ code: 'AUTH_REQUIRED', message: 'Please sign in again.' }] }));
    const user = renderScreen();

    await user.click(screen.getByRole('button', { name: copy.export.button }));

    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain('Please sign in again.'));
    expect((screen.getByRole('button', { name: copy.export.button }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a network failure shows our own message', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: copy.export.button }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(copy.export.failed));
  });
});

describe('Delete my account', () => {
  async function openDialog() {
    signIn();
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: copy.delete.button }));
    const dialog = screen.getByRole('dialog', { name: copy.delete.dialogTitle });
    const input = within(dialog).getByLabelText(copy.delete.confirmLabel.replace('{email}', EMAIL));
    return { user, dialog, input };
  }

  /** Opens the dialog, types the account's address and asks to delete. */
  async function confirmAddress() {
    const opened = await openDialog();
    await opened.user.type(opened.input, EMAIL);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: copy.delete.submit }));
    return opened;
  }

  test('opens a confirmation dialog focused on the e-mail field', async () => {
    const { dialog, input } = await openDialog();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  test('a different address is refused in the dialog and nothing is sent', async () => {
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: copy.delete.submit }));

    expect(within(dialog).getByText(copy.delete.mismatch)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
  });

  test('Cancel closes the dialog without deleting and returns focus to the button', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: copy.delete.cancel }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: copy.delete.button }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the right address (any case) deletes, signs out, confirms, then goes home', async () => {
    // Time still flows (the screen awaits real promises), but the redirect timer can be fast-forwarded.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: { deleted: true, erased: true } }));
    const { user, dialog, input } = await openDialog();

    await user.type(input, ` ${EMAIL.toUpperCase()} `);
    await user.click(within(dialog).getByRole('button', { name: copy.delete.submit }));

    const heading = await screen.findByRole('heading', { name: copy.deleted.heading });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/account/delete');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer id-token-123' } });
    expect(JSON.parse(init.body as string)).toEqual({ confirm: true });
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(copy.deleted.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.deleted.homeLink }).getAttribute('href')).toBe('/');
    // Signed out now, yet the confirmation stays rather than the log-in prompt.
    expect(screen.queryByText(copy.signedOut.body)).toBeNull();

    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ACCOUNT_DELETED_REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('a failed deletion keeps the dialog open with the reason, and the user signed in', async () => {
    // The server's answer past its limit: 429 with Retry-After, which the screen turns into when to try again.
    const refused = answer(429, { status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] });
    refused.headers.set('Retry-After', '120');
    fetchMock.mockResolvedValue(refused);
    const { user, dialog, input } = await openDialog();

    await user.type(input, EMAIL);
    await user.click(within(dialog).getByRole('button', { name: copy.delete.submit }));

    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Too many requests. Please try again in 2 minutes.'));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(logOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: copy.deleted.heading })).toBeNull();
    expect((within(dialog).getByRole('button', { name: copy.delete.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('without a token (session lost), nothing is sent and our message shows', async () => {
    vi.mocked(getSessionToken).mockResolvedValueOnce(null);
    const { dialog } = await confirmAddress();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(copy.delete.failed));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('a sign-in too old to delete the account', () => {
    const deleted = () => answer(200, { status: 'success', data: { deleted: true, erased: true } });
    const signedInLongAgo = (method: CurrentSignIn['method']) =>
      vi.mocked(currentSignIn).mockResolvedValueOnce({ method, authTime: Date.now() - RECENT_SIGN_IN_MAX_AGE_MS - 60_000 });

    test('an e-mail account is asked for its password (focused), nothing is sent until then, and the fresh token deletes', async () => {
      signedInLongAgo('password');
      fetchMock.mockResolvedValue(deleted());
      const { user, dialog } = await confirmAddress();

      const password = await within(dialog).findByLabelText(copy.delete.recentSignIn.passwordLabel);
      expect(within(dialog).getByText(copy.delete.recentSignIn.body)).toBeTruthy();
      expect(password.getAttribute('type')).toBe('password');
      expect(password.getAttribute('autocomplete')).toBe('current-password');
      await waitFor(() => expect(document.activeElement).toBe(password));
      expect(fetchMock).not.toHaveBeenCalled();

      // An empty password is asked for again, not sent.
      await user.click(within(dialog).getByRole('button', { name: copy.delete.recentSignIn.passwordSubmit }));
      expect(within(dialog).getByText(copy.delete.recentSignIn.missingPassword)).toBeTruthy();
      expect(confirmSignIn).not.toHaveBeenCalled();

      await user.type(password, 'correct-horse');
      await user.click(within(dialog).getByRole('button', { name: copy.delete.recentSignIn.passwordSubmit }));

      await screen.findByRole('heading', { name: copy.deleted.heading });
      expect(confirmSignIn).toHaveBeenCalledWith('correct-horse');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer fresh-token-456' } });
    });

    test('a Google account is asked to continue with Google, which deletes with the fresh token', async () => {
      signedInLongAgo('google');
      fetchMock.mockResolvedValue(deleted());
      const { user, dialog } = await confirmAddress();

      const google = await within(dialog).findByRole('button', { name: copy.delete.recentSignIn.googleSubmit });
      await waitFor(() => expect(document.activeElement).toBe(google));
      expect(within(dialog).queryByLabelText(copy.delete.recentSignIn.passwordLabel)).toBeNull();
      await user.click(google);

      await screen.findByRole('heading', { name: copy.deleted.heading });
      expect(confirmSignIn).toHaveBeenCalledWith(undefined);
      expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer fresh-token-456' } });
    });

    test('when the server refuses with 403 RECENT_SIGN_IN_REQUIRED, the password is asked for and the deletion retried', async () => {
      fetchMock
        .mockResolvedValueOnce(answer(403, { status: 'error', errors: [{ code: 'RECENT_SIGN_IN_REQUIRED', message: 'Please sign in again to confirm it is you, then delete your account.' }] }))
        .mockResolvedValueOnce(deleted());
      const { user, dialog } = await confirmAddress();

      const password = await within(dialog).findByLabelText(copy.delete.recentSignIn.passwordLabel);
      expect(logOut).not.toHaveBeenCalled();
      await user.type(password, 'correct-horse');
      await user.click(within(dialog).getByRole('button', { name: copy.delete.recentSignIn.passwordSubmit }));

      await screen.findByRole('heading', { name: copy.deleted.heading });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer id-token-123' } });
      expect(fetchMock.mock.calls[1]![1]).toMatchObject({ headers: { Authorization: 'Bearer fresh-token-456' } });
    });

    test('a wrong password is refused in the dialog and nothing is deleted', async () => {
      signedInLongAgo('password');
      vi.mocked(confirmSignIn).mockRejectedValueOnce(new AuthError('auth/wrong-password'));
      const { user, dialog } = await confirmAddress();
      await user.type(await within(dialog).findByLabelText(copy.delete.recentSignIn.passwordLabel), 'wrong');
      await user.click(within(dialog).getByRole('button', { name: copy.delete.recentSignIn.passwordSubmit }));

      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(messages.auth.invalidCredentials));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(logOut).not.toHaveBeenCalled();
      expect(dialog.hasAttribute('open')).toBe(true);
    });
  });

  test('a deletion the server finishes later (erased: false) says the rest goes within the hour', async () => {
    fetchMock.mockResolvedValue(answer(202, { status: 'success', data: { deleted: true, erased: false } }));
    await confirmAddress();

    await screen.findByRole('heading', { name: copy.deleted.heading });
    expect(screen.getByText(copy.deleted.bodyPending)).toBeTruthy();
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
