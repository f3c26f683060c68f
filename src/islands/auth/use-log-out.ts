import { useBusy } from '@/components/ui/use-busy';
import { logOut } from '@/stores/session';

/**
 * Logging out from a header control: the one path the marketing header (HeaderSession) and the app screens'
 * account menu share. `busy` is true while the sign-out runs, for the 'Logging out...' label.
 */
export function useLogOut(): { busy: boolean; logOutNow: () => Promise<void> } {
  const [busy, run] = useBusy();
  // A failure needs no word: the browser's data is cleared and the header updated either way.
  const logOutNow = () => run(() => logOut().catch(() => undefined));
  return { busy, logOutNow };
}
