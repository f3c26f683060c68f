import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';

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
 * The frame shared by the modal's log-in and sign-up forms: browser validation (required, type=email) before
 * submit, one submit at a time, then the social buttons and the switch to the other mode.
 */
export function ModalForm({ copy, onSubmit, onSwitch, social, children }: ModalFormProps) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="auth-modal__form" onSubmit={handleSubmit} aria-busy={busy}>
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
