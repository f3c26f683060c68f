import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field';
import type { CvFieldKind } from '@/lib/cv/limits';
import { useEditorCopy } from '../copy';
import { useFieldLimit } from './use-field-limit';
import { GrowingTextarea } from './records/GrowingTextarea';
import { useKeepTyped } from './records/use-keep-typed';

export interface TextItemEditorProps {
  /** The item's kind of text in src/lib/cv/limits.ts (a bullet, unless said otherwise). */
  limit?: CvFieldKind;
  /** The text area's label ('Achievement', 'New achievement'). */
  label: string;
  /** The text to start from ('' for a new item). */
  initial: string;
  /** Saves the typed text as it is; the caller's edit trims it and ignores it when blank (SPEC §5). */
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * A text item in edit mode (SPEC §4 'Text-item editing'): a labelled text area that grows to fit, saved by its
 * button or Ctrl+Enter (Cmd+Enter on a Mac), cancelled by its button or Escape. It takes focus when it opens.
 * Leaving the page with text typed here saves it (useKeepTyped).
 */
export function TextItemEditor({ label, initial, onSave, onCancel, limit = 'bullet' }: TextItemEditorProps) {
  const { item: copy } = useEditorCopy().editorSections;
  const fieldLimit = useFieldLimit();
  const [text, setText] = useState(initial);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Leaving the page (a reload) with text typed here saves it, as the Save button would: nothing typed is lost.
  const { settle } = useKeepTyped(() => {
    if (text !== initial) onSave(text);
  });
  const save = () => {
    settle();
    onSave(text);
  };
  const cancel = () => {
    settle();
    onCancel();
  };

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Escape belongs to this editor: nothing around it (a dialog, a drag) should also react.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <div className="cv-item-editor">
      <FieldFrame label={label} hint={copy.keys} limit={fieldLimit(text, limit)}>
        {(control) => (
          <GrowingTextarea {...control} textareaRef={textarea} value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} />
        )}
      </FieldFrame>
      <div className="cv-item-editor__actions">
        <Button variant="default" size="sm" onClick={save}>
          {copy.save}
        </Button>
        <Button variant="outline" size="sm" onClick={cancel}>
          {copy.cancel}
        </Button>
      </div>
    </div>
  );
}
