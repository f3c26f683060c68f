// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { getSite } from '@/lib/content';
import { SESSION_REMEMBERED_KEY } from '@/lib/hydration';
import { resetAuthModal } from '@/stores/auth-modal';
import { $session } from '@/stores/session';
import { installDialogStandIn } from '../setup/dialog-stand-in';
import { renderEarlyAccessPage } from '../setup/early-access-page';

/*
 * How much 'Request Early Access' waits for before its dialog opens. Firebase (src/lib/firebase/auth) is mocked:
 * its session answer is held back here, as a slow connection holds back its download.
 */
const firebase = vi.hoisted(() => ({ answer: undefined as ((user: unknown) => void) | undefined }));
vi.mock('@/lib/firebase/auth', () => ({
  watchSession: vi.fn((callback: (user: unknown) => void) => {
    firebase.answer = callback;
    return () => undefined;
  }),
}));
const auth = await import('@/lib/firebase/auth');
const copy = getSite().auth;

beforeAll(installDialogStandIn);

describe('Request Early Access on a slow connection', () => {
  // One file, one session store: the first test's browser remembers nobody, the second one a signed-in user.
  test('a browser that remembers no signed-in user gets sign-up without waiting for Firebase, which loads once it is open', async () => {
    const trigger = renderEarlyAccessPage(copy);
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: copy.signup.title });
    expect(dialog).toHaveProperty('open', true);
    expect($session.get().status).toBe('unknown');
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
    await vi.waitFor(() => expect(auth.watchSession).toHaveBeenCalledOnce());
  });

  test('a browser that remembers a signed-in user stays busy until Firebase says who it is', async () => {
    cleanup();
    resetAuthModal();
    localStorage.setItem(SESSION_REMEMBERED_KEY, '1');
    $session.set({ status: 'unknown', user: null });
    const trigger = renderEarlyAccessPage(copy);
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => firebase.answer?.({ uid: 'ada', email: 'ada@example.com', emailVerified: true, isAnonymous: false }));
    expect(await screen.findByRole('dialog', { name: copy.earlyAccess.title })).toBeTruthy();
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
  });
});
