import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { isBlank } from '@/lib/cv/clean';
import { useEditorCopy } from '../../copy';
import { recordFrom, type RecordField } from './fields';
import { nestedName, scopeOf } from './format';
import type { RecordListCopy } from './RecordListEditor';
import { TextField } from './TextField';
import { useKeepTyped } from './use-keep-typed';
import { AddOrCancel } from './EntryActions';

export interface NewRecordFormProps<T> {
  fields: readonly RecordField<T>[];
  copy: RecordListCopy;
  /** The new record before anything is typed. */
  blank: T;
  /** The entry this list belongs to, for nested lists ('Education 2'). */
  parent?: string;
  onAdd: (item: T) => void;
  /** Leaves the form (after adding, or on Cancel / Escape). */
  onClose: () => void;
}

/**
 * The form that adds an entry: the list's fields, empty, with Add and Cancel (Escape cancels too). The CV keeps
 * no entry without any text, so an all-empty form says so instead of adding. Leaving edit mode with the form
 * half-filled adds it, so typing is never lost.
 */
export function NewRecordForm<T>({ fields, copy, blank, parent, onAdd, onClose }: NewRecordFormProps<T>) {
  const records = useEditorCopy().editorRecords;
  const [values, setValues] = useState<Record<string, string>>({});
  const [blankNote, setBlankNote] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const scope = scopeOf(records, nestedName(records, copy.newEntry, parent));

  // Leaving edit mode (the section's tick) or the page with a half-filled form adds what was typed: nothing is lost.
  const { settle } = useKeepTyped(
    () => {
      const item = recordFrom(blank, fields, values);
      if (!isBlank(item)) onAdd(item);
    },
    { onClose: true },
  );

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const item = recordFrom(blank, fields, values);
    if (isBlank(item)) {
      setBlankNote(true);
      firstField.current?.focus();
      return;
    }
    settle();
    onAdd(item);
    onClose();
  };

  const cancel = () => {
    settle();
    onClose();
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  return (
    <form className="record-new" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <fieldset className="record-entry record-entry--new">
        <legend className="record-entry__legend">{copy.newEntry}</legend>
        <div className="record-entry__fields">
          {fields.map((field, index) => (
            <TextField
              key={field.name}
              label={copy.fields[field.name] ?? field.name}
              scope={scope}
              kind={field.kind}
              limit={field.limit}
              value={values[field.name] ?? ''}
              onChange={(text) => {
                setValues((current) => ({ ...current, [field.name]: text }));
                setBlankNote(false);
              }}
              inputRef={index === 0 ? firstField : undefined}
            />
          ))}
        </div>
        {blankNote && (
          <p className="record-entry__note" role="alert">
            {records.blank}
          </p>
        )}
        <AddOrCancel onCancel={cancel} />
      </fieldset>
    </form>
  );
}
