import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';

export interface VerifyEmailProps {
  copy: AuthModalCopy['verify'];
  /** The address the verification e-mail went to. */
  email: string;
  /** A failure to show (role=alert). */
  error?: string;
  /** The outcome of the last resend, when it was not a failure. */
  notice?: string;
  /** Resends the verification e-mail (the modal applies SPEC §6's rules); never rejects. */
  onResend: () => Promise<void>;
  /** 'Back to sign up'. */
  onBack: () => void;
  headingId: string;
}

/**
 * The 'Check your email' screen after sign-up: shows the address, offers resend and 'Back to sign up'. The modal
 * itself watches for the address becoming verified.
 */
export function VerifyEmail({ copy, email, error, notice, onResend, onBack, headingId }: VerifyEmailProps) {
  const [busy, setBusy] = useState(false);
  const [before, after = ''] = copy.sentTo.split('{email}');

  async function handleResend() {
    if (busy) return;
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-modal__screen">
      <h2 id={headingId} tabIndex={-1} data-autofocus="">
        {copy.title}
      </h2>
      <p>
        {before}
        <strong className="auth-modal__address">{email}</strong>
        {after}
      </p>
      <p className="auth-modal__muted">{copy.instructions}</p>
      <p role="status" className="auth-modal__notice">{notice ?? ''}</p>
      <p role="alert" className="auth-modal__error">{error ?? ''}</p>
      <Button variant="primary" onClick={handleResend} disabled={busy}>
        {busy ? copy.resending : copy.resend}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {copy.back}
      </Button>
    </div>
  );
}
