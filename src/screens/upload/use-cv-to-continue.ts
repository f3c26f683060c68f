import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hasDraft, hasSavedCv } from '@/lib/cv/cv-to-continue';
import { $isSignedIn, $session } from '@/stores/session';

/**
 * True when there is a CV the editor would open (DECISIONS.md 'Journey details': /dashboard links back to
 * it): this browser's draft, or the signed-in user's latest saved CV (src/lib/cv/cv-to-continue.ts). Read after
 * hydration (the page is server-rendered without it); a failed look-up just shows no link.
 */
export function useCvToContinue(): boolean {
  const signedIn = useStore($isSignedIn);
  const uid = useStore($session).user?.uid;
  const [draft, setDraft] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    setDraft(hasDraft());
  }, []);

  useEffect(() => {
    if (!signedIn || !uid) {
      setSaved(false);
      return;
    }
    let current = true;
    hasSavedCv(uid)
      .then((saved) => current && setSaved(saved))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, uid]);

  return draft || saved;
}
