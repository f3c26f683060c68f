import { vi } from 'vitest';

/**
 * A stand-in for the session watcher of src/lib/firebase/auth (no Auth server in component tests): the session
 * store subscribes through `watchSession`, and a test reports users with `emit`, as Firebase would. Used from a
 * vi.mock factory (`await import` this module there) and imported by the test itself: both get this one copy.
 */
let listener: ((user: unknown) => void) | undefined;
const state = { user: null as unknown };

export const firebaseSession = {
  state,
  emit(user: unknown) {
    state.user = user;
    listener?.(user);
  },
  watchSession(callback: (user: unknown) => void) {
    listener = callback;
    callback(state.user);
    return () => undefined;
  },
};

/** The module src/lib/firebase/auth as a header test needs it: the watcher above, and a log-out that reports nobody. */
export function firebaseAuthStandIn() {
  return { watchSession: vi.fn(firebaseSession.watchSession), logOut: vi.fn(async () => firebaseSession.emit(null)) };
}
