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

/** 'or' divider, then Google and LinkedIn buttons. */
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
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">
          <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
          <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
          <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
          <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
        </svg>
        {busy ? copy.googleBusy : copy.google}
      </Button>
      <Button variant="outline" onClick={onLinkedIn}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path fill="#0A66C2" d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.13 1.45-2.13 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.72v20.56C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.72V1.72C24 .77 23.2 0 22.22 0z" />
        </svg>
        {copy.linkedin}
      </Button>
    </div>
  );
}
