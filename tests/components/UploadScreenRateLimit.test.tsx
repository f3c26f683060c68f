// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import * as storage from '@/lib/firebase/storage';
import { RATE_LIMITED_MESSAGE } from '@/server/rate-limit';
import UploadScreen from '@/screens/upload/UploadScreen';
import { resetOnboarding } from '@/stores/onboarding';
import { resetUpload } from '@/stores/upload';

// Firebase is faked (the visitor account, the upload); the API client is the real one, so the 429 below is
// mocked at the API edge: fetch answers POST /parse as the server does past its limit.
vi.mock('@/lib/firebase/auth', () => ({ ensureVisitorAccount: vi.fn(async () => 'uid-1'), getIdToken: vi.fn(async () => 'token') }));
vi.mock('@/lib/firebase/storage', () => ({ uploadCv: vi.fn() }));
vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined) }));
vi.mock('@/lib/upload/navigate', () => ({ goToEditor: vi.fn() }));
vi.mock('@/stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/stores/session')>()),
  startSession: vi.fn(async () => undefined),
}));

const { screens, upload, coach } = getApp();
const GS_URL = 'gs://bucket/cv-uploads/uid-1/1-abc-cv.txt';

/** The server's answer past a rate limit: 429 RATE_LIMITED with Retry-After in seconds. */
function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] }), {
    status: 429,
    statusText: 'Too Many Requests',
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
}

beforeEach(() => {
  resetUpload();
  resetOnboarding();
  sessionStorage.clear();
  vi.mocked(storage.uploadCv).mockResolvedValue({ gsUrl: GS_URL, objectPath: 'cv-uploads/uid-1/1-abc-cv.txt' });
  // Only the clock is fixed (at 13:23 local time); timers run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 13, 23, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UploadScreen past the parse rate limit', () => {
  test.each([
    { retryAfter: 2_520, shown: 'Error: Too many requests. Please try again at 14:05.' },
    { retryAfter: 180, shown: 'Error: Too many requests. Please try again in 3 minutes.' },
  ])('a 429 with Retry-After: $retryAfter shows "$shown"', async ({ retryAfter, shown }) => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => tooManyRequests(retryAfter));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);

    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['Jane Doe'], 'cv.txt', { type: 'text/plain' }));

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shown));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/parse']);
    expect(screen.getByRole('alert').textContent).not.toContain('a few minutes');
  });
});
