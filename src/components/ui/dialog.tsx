import { useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';
import './dialog.css';

export interface ModalDialogOptions {
  /** While open, a change of this value moves focus to `[data-autofocus]` again (a new screen inside the dialog). */
  focusKey?: unknown;
  /** False while Escape must not close the dialog (e.g. a request is under way whose outcome must stay visible). */
  dismissible?: boolean;
  /** Where focus returns on closing; by default the element that had focus when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Drives a native <dialog> from state: `open` true shows it as a modal (the browser supplies the top layer,
 * backdrop and focus trap), false closes it. On opening, focus moves to the element marked `data-autofocus`; on
 * closing it returns to where it was (browsers differ in whether they do this themselves). Escape asks
 * `onDismiss` instead of closing on its own, so the caller's state stays the one source of truth; a dialog the
 * browser closes anyway (a repeated Escape cannot always be prevented) is reported through `onDismiss` too.
 */
export function useModalDialog(open: boolean, onDismiss: () => void, options: ModalDialogOptions = {}): RefObject<HTMLDialogElement | null> {
  const { focusKey, dismissible = true, returnFocusTo } = options;
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The element focused before the dialog opened. */
  const openerRef = useRef<Element | null>(null);
  const shownRef = useRef(false);
  // Read by the listeners below, which are attached once.
  const latest = useRef({ open, onDismiss, dismissible });
  latest.current = { open, onDismiss, dismissible };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      shownRef.current = true;
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (shownRef.current) {
      // Also when the browser closed it first: focus must still go back.
      shownRef.current = false;
      if (dialog.open) dialog.close();
      const target = returnFocusTo?.current ?? openerRef.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, focusKey]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    function onCancel(event: Event) {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onDismiss();
    }
    function onClose() {
      // The close event is queued: by the time it runs, the dialog may have been opened again (a file chosen
      // again right after Escape), and that new opening must not be dismissed by the old close.
      if (latest.current.open && !dialog!.open) latest.current.onDismiss();
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  return dialogRef;
}

export interface DialogProps extends ModalDialogOptions, Omit<ComponentPropsWithoutRef<'dialog'>, 'open'> {
  open: boolean;
  /** Escape, or the browser closing the dialog: the caller decides (usually by setting `open` false). */
  onDismiss: () => void;
}

/**
 * A native modal <dialog> with the card look of `ui-dialog` (see useModalDialog for opening, focus and Escape).
 * Mark the control that should take focus on opening with `data-autofocus`.
 */
export function Dialog({ open, onDismiss, focusKey, dismissible, returnFocusTo, className, children, ...rest }: DialogProps) {
  const dialogRef = useModalDialog(open, onDismiss, { focusKey, dismissible, returnFocusTo });
  return (
    <dialog ref={dialogRef} className={className ? `ui-dialog ${className}` : 'ui-dialog'} {...rest}>
      {children}
    </dialog>
  );
}
