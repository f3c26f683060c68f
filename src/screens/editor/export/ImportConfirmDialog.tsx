import { Button } from '@/components/ui/button';
import type { EditorExportCopy } from '@/lib/content/schemas/app';
import { fillTemplate } from '@/lib/content/template';
import { ExportQuestion } from './ExportQuestion';

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
  return (
    <ExportQuestion
      open={fileName !== null}
      onDismiss={onCancel}
      title={copy.title}
      body={fillTemplate(copy.body, { file: fileName ?? '' })}
      slot="import-confirm-dialog"
      actions={
        <>
          <Button variant="outline" onClick={onCancel} data-autofocus="">
            {copy.cancel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {copy.replace}
          </Button>
        </>
      }
    />
  );
}
