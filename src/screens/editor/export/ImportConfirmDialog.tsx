import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { EditorExportCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';

export interface ImportConfirmDialogProps {
  copy: EditorExportCopy['confirm'];
  /** The chosen file's name, shown in the question; the dialog is open while it is not null. */
  fileName: string | null;
  onConfirm: () => void;
  /** Cancel, Escape or closing the dialog any other way. */
  onCancel: () => void;
}

/**
 * Asks before an imported CV replaces the one being edited, in a modal dialog. Focus starts on Cancel, the
 * choice that loses nothing, and Escape answers the same.
 */
export function ImportConfirmDialog({ copy, fileName, onConfirm, onCancel }: ImportConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={fileName !== null}
      onDismiss={onCancel}
      className="export-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-slot="import-confirm-dialog"
    >
      <h2 id={`${id}-title`} className="export-dialog__title">
        {copy.title}
      </h2>
      <p id={`${id}-body`}>{fillTemplate(copy.body, { file: fileName ?? '' })}</p>
      <div className="export-dialog__actions">
        <Button variant="outline" onClick={onCancel} data-autofocus="">
          {copy.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {copy.replace}
        </Button>
      </div>
    </Dialog>
  );
}
