import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { FieldCount } from '@/components/ui/field';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { addHighlight, deleteHighlight, moveHighlight, updateHighlight } from '@/lib/cv/edit';
import type { TextItem } from '@/lib/cv/editable';
import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { fillTemplate } from '@/lib/content/template';
import { deleteFromCv, editCv } from '@/stores/cv';
import { Suffix } from '../records/Suffix';
import { useEditorCopy } from '../../copy';
import SortableList, { DragHandle, type DragHandleProps } from '../../sortable/SortableList';
import { scopeOf, withScope } from '../records/format';
import { GrowingTextarea } from '../records/GrowingTextarea';
import { useCommittedText } from '../records/use-committed-text';
import { useAddForm } from '../records/use-add-form';
import { useKeepTyped } from '../records/use-keep-typed';
import { useFieldLimit } from '../use-field-limit';
import { usePositions } from './use-positions';
import { AddOrCancel } from '../records/EntryActions';

const textOf = (item: TextItem) => item.text;

export interface HighlightsEditorProps {
  roleId: string;
  highlights: TextItem[];
  /** The role's name ('Role 2'), which every label here ends with for screen readers. */
  roleName: string;
  /**
   * Open the new-highlight field from the start, without taking focus (a role 'Add role' just made: SPEC §4's
   * 'one highlight placeholder' is this empty field with the hint in it, while focus stays on the role's title).
   */
  startAdding?: boolean;
}

/**
 * A role's highlight bullets (SPEC §4 'Section edit mode': added, edited, deleted and reordered): one text area
 * per highlight, growing to fit (SPEC §9), saved as it is typed; a reorder handle (drag, or keyboard) and a
 * Delete button (undoable once) per row; 'Add highlight' opens a new text area.
 */
export const HighlightsEditor = memo(function HighlightsEditor({ roleId, highlights, roleName, startAdding = false }: HighlightsEditorProps) {
  const records = useEditorCopy().editorRecords;
  const copy = records.roles.highlights;
  const { adding, open, close: closeForm, addButton } = useAddForm(startAdding);
  // The field opened from the start waits for the user; once they open it themselves it takes focus.
  const [focusOnOpen, setFocusOnOpen] = useState(!startAdding);
  const openForm = () => {
    setFocusOnOpen(true);
    open();
  };
  const positions = usePositions(highlights);

  const move = useCallback((fromId: string, toId: string) => editCv((cv) => moveHighlight(cv, roleId, fromId, toId)), [roleId]);
  const remove = useCallback(
    (id: string) => {
      deleteFromCv((cv) => deleteHighlight(cv, roleId, id));
      addButton.current?.focus();
    },
    [roleId],
  );
  const renderItem = useCallback(
    (item: TextItem, handle: DragHandleProps) => (
      <HighlightRow item={item} number={positions.get(item.id) ?? 0} roleId={roleId} roleName={roleName} handle={handle} onDelete={remove} />
    ),
    [positions, roleId, roleName, remove],
  );

  return (
    <fieldset className="record-nested highlights-editor" data-highlight-list>
      <legend className="record-nested__legend">
        {copy.heading}
        <Suffix text={scopeOf(records, roleName)} />
      </legend>
      {highlights.length > 0 && (
        <SortableList
          items={highlights}
          getLabel={textOf}
          onMove={move}
          renderItem={renderItem}
          label={withScope(records, copy.heading, roleName)}
          className="highlights-list"
        />
      )}
      {adding ? (
        <NewHighlight roleId={roleId} roleName={roleName} onClose={closeForm} takeFocus={focusOnOpen} />
      ) : (
        <button
          ref={addButton}
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'record-list__add' })}
          aria-label={withScope(records, copy.addEntry, roleName)}
          onClick={openForm}
        >
          <PlusIcon /> {copy.addEntry}
        </button>
      )}
    </fieldset>
  );
});

interface HighlightRowProps {
  item: TextItem;
  number: number;
  roleId: string;
  roleName: string;
  handle: DragHandleProps;
  onDelete: (id: string) => void;
}

/** One highlight: reorder handle, its text area, Delete. Re-rendered only when its own text or place changes. */
const HighlightRow = memo(function HighlightRow({ item, number, roleId, roleName, handle, onDelete }: HighlightRowProps) {
  const records = useEditorCopy().editorRecords;
  const copy = records.roles.highlights;
  const id = useId();
  const text = useCommittedText(item.text, (value) => editCv((cv) => updateHighlight(cv, roleId, item.id, value)));
  const limit = useFieldLimit()(text.value, K.role.highlight);

  return (
    <div className="highlight-row">
      <DragHandle {...handle} />
      <label className="visually-hidden" htmlFor={id}>
        {withScope(records, fillTemplate(copy.entry, { n: number }), roleName)}
      </label>
      <div className="highlight-row__field">
        <GrowingTextarea
          id={id}
          className="highlight-row__text"
          data-highlight
          value={text.value}
          maxLength={limit.maxLength}
          aria-describedby={limit.count ? `${id}-count` : undefined}
          onChange={(event) => text.onChange(event.target.value)}
          onBlur={text.onBlur}
        />
        <FieldCount id={`${id}-count`} count={limit.count} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="highlight-row__delete"
        aria-label={withScope(records, fillTemplate(copy.deleteEntry, { n: number }), roleName)}
        onClick={() => onDelete(item.id)}
      >
        <TrashIcon />
      </Button>
    </div>
  );
});

/**
 * The text area that adds a highlight (SPEC §4 'Text-item editing'): Add or Ctrl+Enter saves (trimmed; blank
 * text is ignored), Cancel or Escape leaves. Leaving edit mode or the page with text typed here adds it.
 */
interface NewHighlightProps {
  roleId: string;
  roleName: string;
  onClose: () => void;
  /** False when the field opens by itself (a new role's): focus stays where the user is. */
  takeFocus: boolean;
}

function NewHighlight({ roleId, roleName, onClose, takeFocus }: NewHighlightProps) {
  const records = useEditorCopy().editorRecords;
  const copy = records.roles.highlights;
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const limit = useFieldLimit()(text, K.role.highlight);

  // Leaving edit mode (the section's tick) or the page with text typed here adds it (blank text is ignored).
  const { settle } = useKeepTyped(() => editCv((cv) => addHighlight(cv, roleId, text)), { onClose: true });

  // Focus is taken on opening only: read once, so a later change of takeFocus never grabs it.
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current) field.current?.focus();
  }, []);

  const cancel = () => {
    settle();
    onClose();
  };
  const save = () => {
    if (!text.trim()) return field.current?.focus();
    settle();
    editCv((cv) => addHighlight(cv, roleId, text));
    onClose();
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };
  const keys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <form className="highlight-new ui-field" onSubmit={submit}>
      <label htmlFor={id}>
        {copy.newEntry}
        <Suffix text={scopeOf(records, roleName)} />
      </label>
      <GrowingTextarea
        id={id}
        textareaRef={field}
        className="highlight-row__text"
        value={text}
        placeholder={records.roles.hints.highlight}
        maxLength={limit.maxLength}
        aria-describedby={[`${id}-keys`, limit.count ? `${id}-count` : ''].filter(Boolean).join(' ')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keys}
      />
      <FieldCount id={`${id}-count`} count={limit.count} />
      <p id={`${id}-keys`} className="ui-field__hint">
        {copy.keys}
      </p>
      <AddOrCancel onCancel={cancel} />
    </form>
  );
}
