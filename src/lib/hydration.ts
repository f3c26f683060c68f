/**
 * Shared between the custom hydration directives (src/integrations/directives) and the islands and stores.
 * Imports only safe-storage, which has no runtime imports: the directives are inlined into every page.
 */
import { readItem, removeItem, writeItem } from './browser/safe-storage.ts';

/** Set on an element whose click arrived while its island was still loading; the island consumes it. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/** localStorage flag: this browser had a signed-in user, so pages load the session after idle. */
export const SESSION_REMEMBERED_KEY = 'hirewise:signed-in';

export function isSessionRemembered(): boolean {
  return readItem('localStorage', SESSION_REMEMBERED_KEY) === '1';
}

/** Where storage is unavailable (private mode) this is forgotten, and the session then loads on demand only. */
export function rememberSession(signedIn: boolean): void {
  if (signedIn) writeItem('localStorage', SESSION_REMEMBERED_KEY, '1');
  else removeItem('localStorage', SESSION_REMEMBERED_KEY);
}
