/**
 * Shared between the custom hydration directives (src/integrations/directives) and the islands and stores.
 * Kept free of imports: the directives are inlined into every page.
 */

/** Set on an element whose click arrived while its island was still loading; the island consumes it. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/** localStorage flag: this browser had a signed-in user, so pages load the session after idle. */
export const SESSION_REMEMBERED_KEY = 'hirewise:signed-in';

export function isSessionRemembered(): boolean {
  try {
    return window.localStorage.getItem(SESSION_REMEMBERED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_REMEMBERED_KEY, '1');
    else window.localStorage.removeItem(SESSION_REMEMBERED_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then loads on demand only.
  }
}
