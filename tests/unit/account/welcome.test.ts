/**
 * When the browser asks the server for a new account's welcome (the user count and the early-access notice):
 * once the address is verified, once per account in this browser, never for an old account. The API call is
 * the edge mocked here; the server's refusals and once-per-account markers are tested against the emulators in
 * tests/server/handlers/send-support-email-early-access.test.ts.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { notifyEarlyAccessSignup } from '@/lib/api/support';
import { WELCOME_WINDOW_MS, welcomedKey, welcomeWhenVerified, type WelcomeSource } from '@/lib/account/welcome';
import type { SessionUser } from '@/lib/firebase/auth';
import { memoryStorage } from '../upload/memory-storage';

vi.mock('@/lib/api/support', () => ({ notifyEarlyAccessSignup: vi.fn(async () => undefined) }));

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ada: SessionUser = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true, isAnonymous: false };
const source = (createdAt: number | null = NOW - 60_000): WelcomeSource => ({
  createdAt: vi.fn(async () => createdAt),
  idToken: vi.fn(async () => 'id-token-ada'),
});
const welcome = (user: SessionUser | null, from = source()) => welcomeWhenVerified(user, from, () => NOW);

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  vi.mocked(notifyEarlyAccessSignup).mockReset().mockResolvedValue();
});

describe('welcomeWhenVerified', () => {
  test('an unverified address is not announced: no request until the owner verifies it', async () => {
    await welcome({ ...ada, emailVerified: false });
    expect(notifyEarlyAccessSignup).not.toHaveBeenCalled();
    await welcome(ada);
    expect(notifyEarlyAccessSignup).toHaveBeenCalledExactlyOnceWith('id-token-ada');
  });

  test('anonymous visitors, accounts without an e-mail and nobody are never announced', async () => {
    await welcome({ ...ada, isAnonymous: true });
    await welcome({ ...ada, email: null });
    await welcome(null);
    expect(notifyEarlyAccessSignup).not.toHaveBeenCalled();
  });

  test('once per account in this browser: later sessions and token refreshes ask nothing', async () => {
    await welcome(ada);
    await welcome(ada);
    expect(notifyEarlyAccessSignup).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(welcomedKey('uid-ada'))).toBe('1');
  });

  test('several reports of one sign-in at once send one request', async () => {
    await Promise.all([welcome(ada), welcome(ada), welcome(ada)]);
    expect(notifyEarlyAccessSignup).toHaveBeenCalledOnce();
  });

  test('a failed request is ignored, not remembered, and asked again at the next report', async () => {
    vi.mocked(notifyEarlyAccessSignup).mockRejectedValueOnce(new Error('API Error: 503'));
    await expect(welcome(ada)).resolves.toBeUndefined();
    expect(window.localStorage.getItem(welcomedKey('uid-ada'))).toBeNull();
    await welcome(ada);
    expect(notifyEarlyAccessSignup).toHaveBeenCalledTimes(2);
  });

  test('an account older than the window, or of unknown age, is not new: no request', async () => {
    await welcome(ada, source(NOW - WELCOME_WINDOW_MS - 1));
    await welcome(ada, source(null));
    expect(notifyEarlyAccessSignup).not.toHaveBeenCalled();
    await welcome(ada, source(NOW - WELCOME_WINDOW_MS));
    expect(notifyEarlyAccessSignup).toHaveBeenCalledOnce();
  });
});
