/** How often a 'verify your e-mail' view re-reads the user to notice a verified address. */
export const VERIFY_POLL_MS = 3_000;

/**
 * While a 'verify your e-mail' view shows (the modal's and the screen's): re-reads the user every
 * VERIFY_POLL_MS and whenever the window regains focus (back from the mail app), one read at a time, and calls
 * `onVerified` once the address is verified. `reread` returns the fresh user (null when nobody is signed in).
 * Returns the function that stops watching. There is no time limit: the view stops it when it goes.
 */
export function watchVerification(reread: () => Promise<{ emailVerified: boolean } | null>, onVerified: () => void = () => undefined): () => void {
  let reading = false;
  async function check() {
    if (reading) return;
    reading = true;
    try {
      if ((await reread())?.emailVerified) onVerified();
    } catch {
      // Offline for a moment: the next tick or focus tries again.
    } finally {
      reading = false;
    }
  }
  const timer = window.setInterval(check, VERIFY_POLL_MS);
  window.addEventListener('focus', check);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
  };
}
