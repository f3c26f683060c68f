import { atom } from 'nanostores';

/** The contact dialog: whether it is open, and the label its messages carry (e.g. "Pricing Inquiry"). */
export interface ContactDialogState {
  open: boolean;
  /** Caller-supplied label; the sent subject is this plus the sender's name (SPEC §7). */
  subject: string;
}

export const $contactDialog = atom<ContactDialogState>({ open: false, subject: '' });

/** Opens the dialog for messages labelled `subject`. */
export function openContactDialog(subject: string): void {
  $contactDialog.set({ open: true, subject });
}

/** Closes the dialog; the label stays until the next open. */
export function closeContactDialog(): void {
  $contactDialog.set({ ...$contactDialog.get(), open: false });
}
