import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { $canUndo, $saveState, undoLastDeletion, type SaveState } from '@/stores/cv';
import { useEditorCopy } from './copy';
import { useUndoShortcut } from './undo-shortcut';

type SaveCopy = ReturnType<typeof useEditorCopy>['editor']['save'];

/** The one line that says where the latest change is; failures first, because they need the user. */
export function saveStatusText(state: SaveState, copy: SaveCopy): { text: string; problem: boolean } {
  if (state.local === 'failed') return { text: copy.localFailed, problem: true };
  switch (state.cloud) {
    case 'failed':
      return { text: copy.cloudFailed, problem: true };
    case 'pending':
      return { text: copy.cloudPending, problem: false };
    case 'saving':
      return { text: copy.cloudSaving, problem: false };
    case 'saved':
      return { text: copy.cloudSaved, problem: false };
    default:
      return { text: copy.local, problem: false };
  }
}

/** Above the CV: undo of the last deletion (also Ctrl+Z / Cmd+Z outside text fields), where the CV is saved, and the export actions (`actions`). */
export default function EditorToolbar({ actions }: { actions?: ReactNode }) {
  const { editor: copy } = useEditorCopy();
  const canUndo = useStore($canUndo);
  const save = saveStatusText(useStore($saveState), copy.save);
  const [announcement, setAnnouncement] = useState('');

  const undo = () => {
    undoLastDeletion();
    setAnnouncement(copy.undo.done);
  };
  useUndoShortcut(undo);

  return (
    <div className="editor-toolbar">
      <Button variant="outline" size="sm" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        {copy.undo.button}
      </Button>
      <p className="editor-toolbar__save" data-problem={save.problem || undefined} role={save.problem ? 'alert' : undefined}>
        {save.text}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {actions && <div className="editor-toolbar__actions">{actions}</div>}
    </div>
  );
}
