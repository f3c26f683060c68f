import { useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { confirmPasswordProblem } from '@/lib/auth/confirm-password';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { ModalForm } from './ModalForm';

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
 * The modal's sign-up form: e-mail, password and confirm password, all required, and the confirmation must repeat
 * the password (the /register screen's rule and text, src/lib/auth/confirm-password.ts). SPEC §5 records that the
 * original modal did not compare them, which let a typo make an account nobody could log in to (issue 16).
 */
export function SignupForm({ copy, error, initialEmail = '', onSubmit, onSwitch, social }: SignupFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  return (
    <ModalForm copy={copy.signup} onSubmit={() => onSubmit(email.trim(), password)} onSwitch={onSwitch} social={social}>
      <Field compact label={copy.labels.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus="" />
      <Field compact label={copy.labels.password} type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Field
        compact
        label={copy.labels.confirmPassword}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        ref={(input) => input?.setCustomValidity(confirm ? (confirmPasswordProblem(password, confirm) ?? '') : '')}
      />
      <p role="alert" className="auth-modal__error">{error ?? ''}</p>
    </ModalForm>
  );
}
