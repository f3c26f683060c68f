import { useEffect, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { RecentSignInRequired } from '@/lib/account/recent-sign-in';
import type { AccountCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';
import type { SignInMethod } from '@/lib/firebase/auth';

export interface DeleteAccountDialogProps {
  copy: AccountCopy['delete'];
  /** The account's address, which the user types to confirm. */
  email: string;
  open: boolean;
  /** The dialog closed without deleting (Cancel, Escape). */
  onCancel: () => void;
  /**
   * Deletes the account, signing in again first when `reauthentication` is given (the password, or {} for Google's
   * pop-up). Rejects with RecentSignInRequired to ask for that, or with an Error whose message is shown in the dialog.
   */
  onConfirm: (reauthentication?: { password?: string }) => Promise<void>;
  /** Where focus returns when the dialog closes without deleting (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/** The destructive button's words: plain delete, or confirm-and-delete once the sign-in must be confirmed. */
function submitLabel(copy: AccountCopy['delete'], reauthMethod: SignInMethod | null): string {
  if (reauthMethod === 'password') return copy.recentSignIn.passwordSubmit;
  if (reauthMethod === 'google') return copy.recentSignIn.googleSubmit;
  return copy.submit;
}

/**
 * The confirmation before deleting an account: a native modal <dialog> (focus trap, Escape and backdrop from
 * the browser) asking the user to type their e-mail address, then a destructive button. When the sign-in is too
 * old to delete the account, a second step asks for the password (or Google) again and then deletes. Problems show
 * inside the dialog, next to the field or above the buttons, and nothing is deleted until the address matches.
 */
export function DeleteAccountDialog({ copy, email, open, onCancel, onConfirm, returnFocusTo }: DeleteAccountDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  /** Set once the sign-in proved too old: how to sign in again. */
  const [reauthMethod, setReauthMethod] = useState<SignInMethod | null>(null);
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Each opening starts afresh.
  useEffect(() => {
    if (!open) return;
    setTyped('');
    setMismatch(false);
    setFailure('');
    setReauthMethod(null);
    setPassword('');
    setMissingPassword(false);
  }, [open]);

  // The second step takes focus: the password field, or the Google button.
  useEffect(() => {
    if (reauthMethod === 'password') passwordRef.current?.focus();
    else if (reauthMethod === 'google') submitRef.current?.focus();
  }, [reauthMethod]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    if (!sameAddress(typed, email)) {
      setMismatch(true);
      inputRef.current?.focus();
      return;
    }
    if (reauthMethod === 'password' && !password) {
      setMissingPassword(true);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reauthMethod === null ? undefined : reauthMethod === 'password' ? { password } : {});
    } catch (error) {
      if (error instanceof RecentSignInRequired) setReauthMethod(error.method);
      else setFailure(error instanceof Error && error.message ? error.message : copy.failed);
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
          readOnly={reauthMethod !== null}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
        />
        {reauthMethod && <p id={`${id}-reauth`}>{copy.recentSignIn.body}</p>}
        {reauthMethod === 'password' && (
          <Field
            ref={passwordRef}
            id={`${id}-password`}
            label={copy.recentSignIn.passwordLabel}
            error={missingPassword ? copy.recentSignIn.missingPassword : undefined}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissingPassword(false);
            }}
          />
        )}
        <p role="alert" className="account-notice account-notice--error">
          {failure}
        </p>
        <div className="account-dialog__actions">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {copy.cancel}
          </Button>
          <Button ref={submitRef} type="submit" variant="destructive" disabled={busy} aria-describedby={reauthMethod ? `${id}-reauth` : undefined}>
            {busy ? copy.busy : submitLabel(copy, reauthMethod)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
