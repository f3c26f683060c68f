import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { EditorExportCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';
import '@/components/ui/dialog.css';

export interface ImportConfirmDialogProps {
  copy: EditorExportCopy['confirm'];
  /** The chosen file's name, shown in the question; the dialog is open while it is not null. */
  fileName: string | null;
  onConfirm: () => void;
  /** Cancel, Escape or closing the dialog any other way. */
  onCancel: () => void;
}

/**
 * Asks before an imported CV replaces the one being edited: a native modal <dialog> (the browser traps focus
 * and handles Escape). Focus starts on Cancel, the choice that loses nothing; closing returns focus to the
 * control that opened it (the browser does this for modal dialogs).
 */
export function ImportConfirmDialog({ copy, fileName, onConfirm, onCancel }: ImportConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const open = fileName !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('[data-action="cancel"]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="ui-dialog export-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => open && onCancel()}
      data-slot="import-confirm-dialog"
    >
      <h2 id={`${id}-title`} className="export-dialog__title">
        {copy.title}
      </h2>
      <p id={`${id}-body`}>{fillTemplate(copy.body, { file: fileName ?? '' })}</p>
      <div className="export-dialog__actions">
        <Button variant="outline" onClick={onCancel} data-action="cancel">
          {copy.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {copy.replace}
        </Button>
      </div>
    </dialog>
  );
}
