import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { buttonVariants } from '@/components/ui/button';
import { useMenuButton } from '@/components/ui/use-menu-button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { $isSignedIn, $session, isSignedInRemembered, startSession } from '@/stores/session';
import { useLogOut } from './use-log-out';
import './AccountMenu.css';

export interface AccountMenuProps {
  /** The same session copy as the marketing header's controls (site.yaml `auth.session`). */
  copy: AuthModalCopy['session'];
}

/**
 * The app screens' account control (issue 16: no way out of the app screens): for a signed-in user a menu button
 * opening Account and Logout (logging out the marketing header's way, useLogOut); for anyone else a 'Log in'
 * link. Reads the session store the whole site shares. Until the session is known it shows nothing to a browser
 * that remembers a signed-in user, so they never see 'Log in' flash by.
 */
export default function AccountMenu({ copy }: AccountMenuProps) {
  // The server knows no session: until hydration is over, render as it did, whatever the store holds by then.
  const hydrated = useHydrated();
  const signedIn = useStore($isSignedIn) && hydrated;
  const known = useStore($session).status !== 'unknown' && hydrated;
  /** Read after hydration: the server cannot know it, and the first render must match the server's. */
  const [remembered, setRemembered] = useState<boolean | undefined>(undefined);
  /** Set by Logout: focus goes to 'Log in' once it replaces the menu, not to the page's start. */
  const focusLogIn = useRef(false);
  const logInRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    setRemembered(isSignedInRemembered());
    startSession().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (signedIn || !focusLogIn.current) return;
    focusLogIn.current = false;
    logInRef.current?.focus();
  }, [signedIn]);

  if (signedIn) return <SignedInMenu copy={copy} onLogOut={() => (focusLogIn.current = true)} />;
  if (!known && remembered !== false) return null;
  return (
    <a ref={logInRef} href="/login" className={buttonVariants({ variant: 'outline', size: 'sm' })} data-slot="account-menu">
      {copy.login}
    </a>
  );
}

function SignedInMenu({ copy, onLogOut }: AccountMenuProps & { onLogOut: () => void }) {
  const { busy, logOutNow } = useLogOut();
  const { containerProps, buttonProps, menuProps } = useMenuButton();

  function handleLogOut() {
    if (busy) return;
    onLogOut();
    void logOutNow();
  }

  return (
    <div className="account-menu" data-slot="account-menu" {...containerProps}>
      <button className={buttonVariants({ variant: 'outline', size: 'sm', className: 'account-menu__button' })} {...buttonProps}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
        {copy.menu}
        <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul className="account-menu__list" {...menuProps}>
        <li role="none">
          <a role="menuitem" tabIndex={-1} href="/account" className="account-menu__item">
            {copy.account}
          </a>
        </li>
        <li role="none">
          <button role="menuitem" type="button" tabIndex={-1} className="account-menu__item" aria-disabled={busy || undefined} onClick={handleLogOut}>
            {busy ? copy.loggingOut : copy.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
