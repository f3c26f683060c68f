import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';

export interface SocialButtonsProps {
  copy: AuthModalCopy['social'];
  /** Google pop-up sign-in; resolves when done and never rejects. */
  onGoogle: () => Promise<void>;
  /** LinkedIn is not implemented (SPEC §2): the modal shows SPEC §8's message. */
  onLinkedIn: () => void;
}

/** 'or' divider, then Google and LinkedIn buttons. Text only: no third-party logos (DECISIONS.md 'Artwork'). */
export function SocialButtons({ copy, onGoogle, onLinkedIn }: SocialButtonsProps) {
  const [busy, setBusy] = useState(false);

  async function handleGoogle() {
    if (busy) return;
    setBusy(true);
    try {
      await onGoogle();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-modal__social">
      <p className="auth-modal__divider">
        <span>{copy.divider}</span>
      </p>
      <Button variant="outline" onClick={handleGoogle} disabled={busy} aria-busy={busy}>
        {busy ? copy.googleBusy : copy.google}
      </Button>
      <Button variant="outline" onClick={onLinkedIn}>
        {copy.linkedin}
      </Button>
    </div>
  );
}
