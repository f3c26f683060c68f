import { useEffect, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { AccountCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';

export interface DeleteAccountDialogProps {
  copy: AccountCopy['delete'];
  /** The account's address, which the user types to confirm. */
  email: string;
  open: boolean;
  /** The dialog closed without deleting (Cancel, Escape). */
  onCancel: () => void;
  /** Deletes the account; rejects with an Error whose message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  /** Where focus returns when the dialog closes without deleting (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The confirmation before deleting an account: a native modal <dialog> (focus trap, Escape and backdrop from
 * the browser) asking the user to type their e-mail address, then a destructive button. Problems show inside
 * the dialog, next to the field or above the buttons, and nothing is deleted until the address matches.
 */
export function DeleteAccountDialog({ copy, email, open, onCancel, onConfirm, returnFocusTo }: DeleteAccountDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Each opening starts afresh.
  useEffect(() => {
    if (!open) return;
    setTyped('');
    setMismatch(false);
    setFailure('');
  }, [open]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    if (!sameAddress(typed, email)) {
      setMismatch(true);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onDismiss={onCancel}
      // Escape while deleting must not hide the outcome: the dialog stays until the request has answered.
      dismissible={!busy}
      returnFocusTo={returnFocusTo}
      className="account-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-slot="delete-account-dialog"
    >
      <h2 id={`${id}-title`}>{copy.dialogTitle}</h2>
      <p id={`${id}-body`}>{copy.body}</p>
      <form className="account-dialog__form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <Field
          ref={inputRef}
          data-autofocus=""
          id={`${id}-email`}
          label={fillTemplate(copy.confirmLabel, { email })}
          error={mismatch ? copy.mismatch : undefined}
          name="confirm-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
        />
        <p role="alert" className="account-notice account-notice--error">
          {failure}
        </p>
        <div className="account-dialog__actions">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
