import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drives a native <dialog> from state: `open` true shows it as a modal (the browser supplies the top layer,
 * backdrop and focus trap), false closes it. Escape asks `onDismiss` instead of closing on its own, so the store
 * stays the one source of truth. On opening, and whenever `focusKey` changes while open, focus moves to the
 * element marked `data-autofocus` (a new screen inside the dialog); on closing it returns to the element that
 * had it before.
 */
export function useModalDialog(open: boolean, onDismiss: () => void, focusKey?: unknown): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
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
      dismissRef.current();
    }
    // Browsers may close anyway (a cancel without user activation cannot be prevented): tell the store.
    function onClose() {
      if (openRef.current) dismissRef.current();
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
