import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { Field } from './Field';

export interface SignupFormProps {
  copy: AuthModalCopy;
  /** The error to show inside the form (from the modal's state), already in human words. */
  error?: string;
  /** Prefills the e-mail ('Back to sign up'). */
  initialEmail?: string;
  /** Creates the account; resolves when done (the modal moves on) and never rejects. */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** The link to log-in mode. */
  onSwitch: () => void;
  /** The social sign-in buttons. */
  social: ReactNode;
}

/**
 * The modal's sign-up form: e-mail, password and confirm password, all required. Per SPEC §5 the header modal
 * does not compare the two passwords (the /register screen does).
 */
export function SignupForm({ copy, error, initialEmail = '', onSubmit, onSwitch, social }: SignupFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="auth-modal__form" onSubmit={handleSubmit} aria-busy={busy}>
        <Field label={copy.labels.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocusTarget />
        <Field label={copy.labels.password} type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Field label={copy.labels.confirmPassword} type="password" name="confirmPassword" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <p role="alert" className="auth-modal__error">{error ?? ''}</p>
        <Button type="submit" variant="primary" className="auth-modal__submit" disabled={busy}>
          {busy ? copy.signup.busy : copy.signup.submit}
        </Button>
      </form>
      {social}
      <p className="auth-modal__switch">
        {copy.signup.switchPrompt}{' '}
        <button type="button" className="auth-modal__link" onClick={onSwitch}>
          {copy.signup.switchLink}
        </button>
      </p>
    </>
  );
}
