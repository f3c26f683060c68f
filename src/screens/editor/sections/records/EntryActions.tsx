import { Button } from '@/components/ui/button';
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
