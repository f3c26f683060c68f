/**
 * Page changes made by the auth screen, in one module so component tests can observe them without a browser.
 */

/** The address of each mode (SPEC §2: /register starts in sign-up mode, /login in log-in mode). */
export const MODE_PATHS = { login: '/login', signup: '/register' } as const;
export type AuthMode = keyof typeof MODE_PATHS;

/** Where a successful log-in goes (SPEC §4 'Auth screen'). */
export const AFTER_LOGIN_PATH = '/dashboard';

/** Loads another page. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Shows `path` and `title` for a mode the screen switched to in place, without adding a history entry. */
export function showMode(path: string, title: string): void {
  if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', path);
  document.title = title;
}

/** A plain left click that the page may handle itself (modified clicks keep opening a new tab or window). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
