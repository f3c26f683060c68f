import { useState, type FormEvent, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isEmailAddress } from '@/lib/email';
import { messages } from '@/lib/messages';

/** The words around a modal form: its submit button, busy label and the link to the other mode. */
export interface ModalFormCopy {
  submit: string;
  busy: string;
  switchPrompt: string;
  switchLink: string;
}

export interface ModalFormProps {
  copy: ModalFormCopy;
  /** Runs once browser validation passes; the form is busy until it settles. Never rejects. */
  onSubmit: () => Promise<void>;
  /** The link to the other mode. */
  onSwitch: () => void;
  /** The social sign-in buttons, under the form. */
  social: ReactNode;
  /** The fields and live regions. */
  children: ReactNode;
}

/**
 * The frame shared by the modal's log-in and sign-up forms: browser validation (required) plus the project's
 * e-mail rule (src/lib/email.ts, the one the /login and /register screen applies) before submit, one submit at
 * a time, then the social buttons and the switch to the other mode.
 */
export function ModalForm({ copy, onSubmit, onSwitch, social, children }: ModalFormProps) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    checkEmail(form);
    if (busy || !form.reportValidity()) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="auth-modal__form" onSubmit={handleSubmit} onInput={forgetEmailProblem} aria-busy={busy}>
        {children}
        <Button type="submit" variant="primary" className="auth-modal__submit" disabled={busy}>
          {busy ? copy.busy : copy.submit}
        </Button>
      </form>
      {social}
      <p className="auth-modal__switch">
        {copy.switchPrompt}{' '}
        <button type="button" className="auth-modal__link" onClick={onSwitch}>
          {copy.switchLink}
        </button>
      </p>
    </>
  );
}

/** Marks the form's e-mail field invalid when a typed address fails the project's e-mail rule. */
function checkEmail(form: HTMLFormElement): void {
  const field = form.elements.namedItem('email');
  if (!(field instanceof HTMLInputElement)) return;
  const address = field.value.trim();
  field.setCustomValidity(address && !isEmailAddress(address) ? messages.auth.invalidEmail : '');
}

/** Typing in the e-mail field clears that mark until the next submit checks again. */
function forgetEmailProblem(event: FormEvent<HTMLFormElement>): void {
  const field = event.target;
  if (field instanceof HTMLInputElement && field.name === 'email') field.setCustomValidity('');
}
