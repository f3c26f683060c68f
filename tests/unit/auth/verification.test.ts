// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { VERIFY_POLL_MS, watchVerification } from '@/lib/auth/verification';

const unverified = { emailVerified: false };
const verifiedUser = { emailVerified: true };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchVerification', () => {
  test('re-reads every VERIFY_POLL_MS and reports a verified address', async () => {
    const reread = vi.fn().mockResolvedValueOnce(unverified).mockResolvedValue(verifiedUser);
    const onVerified = vi.fn();
    const stop = watchVerification(reread, onVerified);
    expect(reread).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(onVerified).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(onVerified).toHaveBeenCalledTimes(1);
    stop();
  });

  test('re-reads at once when the window regains focus', async () => {
    const reread = vi.fn().mockResolvedValue(verifiedUser);
    const onVerified = vi.fn();
    const stop = watchVerification(reread, onVerified);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    stop();
  });

  test('one read at a time, a failed read is retried on the next tick, and stop ends it all', async () => {
    let finish: (user: typeof unverified) => void = () => undefined;
    const reread = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(unverified);
    const stop = watchVerification(reread);
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS);
    expect(reread).toHaveBeenCalledTimes(1); // the first read is still running
    finish(unverified);
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS); // fails
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS); // tries again
    expect(reread).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(VERIFY_POLL_MS * 3);
    expect(reread).toHaveBeenCalledTimes(3);
  });
});
