import { useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { authFailureText } from '@/lib/auth/errors';
import { showsResetFailure } from '@/lib/auth/password-reset';
import { fillTemplate } from '@/lib/content/template';
import { ModalForm } from './ModalForm';

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

type ResetNotice = { kind: 'sent' | 'problem'; text: string } | null;

/** The modal's log-in form, with 'Forgot password?' sending Firebase's reset e-mail to the typed address. */
export function LoginForm({ copy, error, onSubmit, onResetPassword, onSwitch, social }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const [resetNotice, setResetNotice] = useState<ResetNotice>(null);

  function handleSubmit() {
    setResetNotice(null);
    return onSubmit(email.trim(), password);
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
      setResetNotice(
        showsResetFailure(failure)
          ? { kind: 'problem', text: authFailureText(failure) }
          : { kind: 'sent', text: fillTemplate(copy.reset.sent, { email: address }) },
      );
    } finally {
      setResetting(false);
    }
  }

  return (
    <ModalForm copy={copy.login} onSubmit={handleSubmit} onSwitch={onSwitch} social={social}>
      <Field compact label={copy.labels.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus="" />
      <Field compact label={copy.labels.password} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="button" className="auth-modal__link auth-modal__forgot" onClick={handleReset} disabled={resetting}>
        {resetting ? copy.reset.busy : copy.reset.link}
      </button>
      <p role="status" className="auth-modal__notice">{resetNotice?.kind === 'sent' ? resetNotice.text : ''}</p>
      <p role="alert" className="auth-modal__error">{error ?? (resetNotice?.kind === 'problem' ? resetNotice.text : '')}</p>
    </ModalForm>
  );
}
