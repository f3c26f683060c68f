import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { Button, buttonVariants } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { $isSignedIn, loadSessionWhenRemembered } from '@/stores/session';
import { useLogOut } from './use-log-out';
import './HeaderSession.css';

export interface HeaderSessionProps {
  copy: AuthModalCopy['session'];
  /** Desktop bar or the mobile menu panel (full-width controls). */
  variant?: 'bar' | 'menu';
}

/**
 * The header's session controls (SPEC §2: a signed-in user sees Logout), plus a link to the account page. Shows
 * nothing to anyone else. On marketing pages it loads Firebase after idle only when this browser remembers a
 * signed-in user, so first-time visitors never download it.
 */
export default function HeaderSession({ copy, variant = 'bar' }: HeaderSessionProps) {
  // Two of these hydrate on a page (bar and menu): the second may find the session the first loaded. Until its own
  // hydration is over it renders as the server did, so the markup matches.
  const hydrated = useHydrated();
  const signedIn = useStore($isSignedIn) && hydrated;
  const { busy, logOutNow } = useLogOut();

  useEffect(() => loadSessionWhenRemembered(), []);

  if (!signedIn) return null;

  return (
    <div className={`header-session header-session--${variant}`} data-slot="header-session">
      <a href="/account" className={buttonVariants({ variant: 'ghost', size: variant === 'bar' ? 'sm' : 'default' })}>
        {copy.account}
      </a>
      <Button variant="outline" size={variant === 'bar' ? 'sm' : 'default'} onClick={logOutNow} disabled={busy}>
        {busy ? copy.loggingOut : copy.logout}
      </Button>
    </div>
  );
}
