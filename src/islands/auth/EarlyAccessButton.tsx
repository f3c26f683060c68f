import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { $authModal, closeEarlyAccessNotice, dispatch, openEarlyAccessNotice, openSignup } from '@/stores/auth-modal';
import { $isSignedIn, isSignedInRemembered, sessionKnownOrTimeout, startSession } from '@/stores/session';
import { useTriggerClicks } from '../use-trigger-clicks';
import { EarlyAccessNotice } from './EarlyAccessNotice';
import HeaderSession from './HeaderSession';
import './AuthModal.css';

/**
 * The modal: downloaded only when someone asks for early access. This island itself loads only on a click on (or
 * the intent to click) an early-access link, so the modal's code is fetched as soon as the island's is, alongside
 * React, rather than a round trip after it has hydrated.
 */
let modalModule: Promise<typeof import('./AuthModal')> | undefined;
const loadAuthModal = () => (modalModule ??= import('./AuthModal'));
if (typeof window !== 'undefined') void loadAuthModal().catch(() => (modalModule = undefined));
const AuthModal = lazy(loadAuthModal);

/** Every 'Request Early Access' link; Header.astro mounts this island with client:trigger on the same selector. */
export const EARLY_ACCESS_TRIGGER = '[data-early-access]';

/**
 * Header session islands that never hydrated: client:remembered skips them for a browser that had no signed-in
 * user when the page loaded. Astro removes `ssr` from an island once it hydrates.
 */
const DORMANT_HEADER_SESSIONS = 'astro-island[ssr][component-url*="HeaderSession"]';

export interface EarlyAccessButtonProps {
  /** Visible copy of the modal, the notice and the header session controls, from site.yaml `auth`. */
  copy: AuthModalCopy;
}

/**
 * Progressive enhancement of every 'Request Early Access' link (`<a href="/register" data-early-access>`): a
 * click opens the auth modal in sign-up mode, or the 'You're on the list!' dialog for a signed-in user, instead
 * of following the link. Mounted with client:trigger, so neither React nor this code loads before that click.
 * When someone signs in here, it also fills the header's dormant session slots with Logout.
 */
export default function EarlyAccessButton({ copy }: EarlyAccessButtonProps) {
  const { earlyAccessOpen } = useStore($authModal);
  const signedIn = useStore($isSignedIn);
  const [modalWanted, setModalWanted] = useState(false);
  const [dormantSlots, setDormantSlots] = useState<HTMLElement[]>([]);

  useTriggerClicks(EARLY_ACCESS_TRIGGER, (trigger) => {
    // A click inside the mobile menu would leave it open behind the dialog.
    trigger.closest('details')?.removeAttribute('open');
    void openEarlyAccess(trigger);
  });

  async function openEarlyAccess(trigger: HTMLElement) {
    setModalWanted(true);
    trigger.setAttribute('aria-busy', 'true');
    const modalLoading = loadAuthModal().catch(() => undefined);
    // Only a browser that remembers a signed-in user waits for Firebase (its size is most of the wait on a slow
    // connection) to learn whether to say 'You're on the list!'; a slow or failed start still opens sign-up.
    // Everyone else gets sign-up at once, and Firebase loads while they type.
    const remembered = isSignedInRemembered();
    if (remembered) await sessionKnownOrTimeout();
    await modalLoading;
    trigger.removeAttribute('aria-busy');
    dispatch($isSignedIn.get() ? openEarlyAccessNotice : openSignup);
    if (!remembered) void startSession().catch(() => undefined);
  }

  useEffect(() => {
    if (signedIn) setDormantSlots(Array.from(document.querySelectorAll<HTMLElement>(DORMANT_HEADER_SESSIONS)));
  }, [signedIn]);

  return (
    <>
      <EarlyAccessNotice copy={copy.earlyAccess} open={earlyAccessOpen} onClose={() => dispatch(closeEarlyAccessNotice)} />
      {modalWanted && (
        <Suspense fallback={null}>
          <AuthModal copy={copy} />
        </Suspense>
      )}
      {dormantSlots.map((slot, index) =>
        createPortal(<HeaderSession copy={copy.session} variant={slot.closest('.mobile-menu') ? 'menu' : 'bar'} />, slot, `header-session-${index}`),
      )}
    </>
  );
}
