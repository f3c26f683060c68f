import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { messages } from '@/lib/messages';
import { $authModal } from '@/stores/auth-modal';

/** The header's auth modal, downloaded (with its Firebase forms) only when it first opens. */
const AuthModal = lazy(() => import('@/islands/auth/AuthModal'));

export interface ScoreAuthModalProps {
  /** The modal's copy, from site.yaml `auth` (the page passes it; the editor's own copy is in src/content/app). */
  copy: AuthModalCopy;
}

/**
 * The auth modal on the editor, where scoring opens it for a visitor who is not signed in (stores/score.ts);
 * the score runs by itself once they sign in. Nothing loads until the modal is first asked for. Its LinkedIn
 * button gives SPEC §2's lower-case 'linkedin authentication not yet implemented'.
 */
export default function ScoreAuthModal({ copy }: ScoreAuthModalProps) {
  const { state } = useStore($authModal);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (state !== 'closed') setWanted(true);
  }, [state]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal copy={copy} afterLogIn="stay" linkedInRefusal={messages.authModal.linkedinNotYetImplemented} />
    </Suspense>
  );
}
