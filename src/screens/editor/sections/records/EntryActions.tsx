import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { useEditorCopy } from '../../copy';

/** The buttons under a new entry's form: Add submits the form around them, Cancel drops the entry. */
export function AddOrCancel({ onCancel }: { onCancel: () => void }) {
  const records = useEditorCopy().editorRecords;
  return (
    <div className="record-entry__actions">
      <Button type="submit" variant="primary" size="sm">
        {records.add}
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {records.cancel}
      </Button>
    </div>
  );
}

/** The Delete button under an entry; `label` names the entry for screen readers ('Delete role 2'). */
export function DeleteEntry({ label, onDelete }: { label: string; onDelete: () => void }) {
  const records = useEditorCopy().editorRecords;
  return (
    <div className="record-entry__actions">
      <Button variant="outline" size="sm" className="record-entry__delete" aria-label={label} onClick={onDelete}>
        <TrashIcon /> {records.delete}
      </Button>
    </div>
  );
}
