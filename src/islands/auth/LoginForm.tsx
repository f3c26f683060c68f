import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { AuthError } from '@/lib/firebase/auth-errors';
import { fillTemplate } from '@/lib/home/template';
import { Field } from './Field';

export interface LoginFormProps {
  copy: AuthModalCopy;
  /** The error to show inside the form (from the modal's state), already in human words. */
  error?: string;
  /** Logs in; resolves when done (the modal closes) and never rejects. */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** Sends the password-reset e-mail; rejects with AuthError. */
  onResetPassword: (email: string) => Promise<void>;
  /** The link to sign-up mode. */
  onSwitch: () => void;
  social: ReactNode;
}

/** Reset failures that say nothing about whether the address has an account, so they may be shown. */
const SHOWABLE_RESET_FAILURES = new Set(['auth/invalid-email', 'auth/missing-email', 'auth/network-request-failed', 'auth/too-many-requests']);

type ResetNotice = { kind: 'sent' | 'problem'; text: string } | null;

/** The modal's log-in form, with 'Forgot password?' sending Firebase's reset e-mail to the typed address. */
export function LoginForm({ copy, error, onSubmit, onResetPassword, onSwitch, social }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetNotice, setResetNotice] = useState<ResetNotice>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setResetNotice(null);
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } finally {
      setBusy(false);
    }
  }

  async function handleReset() {
    const address = email.trim();
    if (!address) {
      setResetNotice({ kind: 'problem', text: copy.reset.emailFirst });
      return;
    }
    setResetting(true);
    try {
      await onResetPassword(address);
      setResetNotice({ kind: 'sent', text: fillTemplate(copy.reset.sent, { email: address }) });
    } catch (failure) {
      // Unknown address and the like read exactly as success: the form must not reveal who has an account.
      const showable = failure instanceof AuthError && SHOWABLE_RESET_FAILURES.has(failure.code);
      setResetNotice(
        showable
          ? { kind: 'problem', text: failure.message }
          : { kind: 'sent', text: fillTemplate(copy.reset.sent, { email: address }) },
      );
    } finally {
      setResetting(false);
    }
  }

  return (
    <>
      <form className="auth-modal__form" onSubmit={handleSubmit} aria-busy={busy}>
        <Field label={copy.labels.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocusTarget />
        <Field label={copy.labels.password} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="button" className="auth-modal__link auth-modal__forgot" onClick={handleReset} disabled={resetting}>
          {resetting ? copy.reset.busy : copy.reset.link}
        </button>
        <p role="status" className="auth-modal__notice">{resetNotice?.kind === 'sent' ? resetNotice.text : ''}</p>
        <p role="alert" className="auth-modal__error">{error ?? (resetNotice?.kind === 'problem' ? resetNotice.text : '')}</p>
        <Button type="submit" variant="primary" className="auth-modal__submit" disabled={busy}>
          {busy ? copy.login.busy : copy.login.submit}
        </Button>
      </form>
      {social}
      <p className="auth-modal__switch">
        {copy.login.switchPrompt}{' '}
        <button type="button" className="auth-modal__link" onClick={onSwitch}>
          {copy.login.switchLink}
        </button>
      </p>
    </>
  );
}
