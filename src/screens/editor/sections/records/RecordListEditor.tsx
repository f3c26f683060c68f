import { memo, useCallback, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { fillTemplate } from '@/lib/content/template';
import { Suffix } from './Suffix';
import { useEditorCopy } from '../../copy';
import { EmptyNote } from '../Section';
import type { RecordField } from './fields';
import { entryName, scopeOf, withScope } from './format';
import { NewRecordForm } from './NewRecordForm';
import { TextField } from './TextField';
import { useCommittedText } from './use-committed-text';
import { useAddForm } from './use-add-form';
import { DeleteEntry } from './EntryActions';

/** The copy a record list needs (a block of app/editor-records.yaml `editorRecords`). */
export interface RecordListCopy {
  /** 'Certification {n}'. */
  entry: string;
  newEntry: string;
  addEntry: string;
  /** 'Delete certification {n}'. */
  deleteEntry: string;
  /** Field labels by field name. */
  fields: Readonly<Record<string, string>>;
}

/** Changes to the entry `key`, computed from the entry as the CV holds it when the change applies. */
export type RecordChange<T> = (key: string, update: (item: T) => Partial<T>) => void;

export interface RecordListEditorProps<T> {
  items: readonly T[];
  /** A stable key per entry (its id; a position for lists without ids). */
  keyOf: (item: T, index: number) => string;
  /** The fields of an entry's form, in order. Keep the array stable (a module constant). */
  fields: readonly RecordField<T>[];
  copy: RecordListCopy;
  /** A new entry before anything is typed. */
  blank: T;
  /** Shown above the Add button while the list is empty. */
  empty?: string;
  /** The entry this list belongs to, for nested lists ('Education 2'). */
  parent?: string;
  /** Stable callbacks (useCallback): entries are memoised and re-render only when their own item changes. */
  onChange: RecordChange<T>;
  onAdd: (item: T) => void;
  onDelete: (key: string) => void;
  /** More of an entry's form after its fields (education's qualifications); a stable function. */
  extra?: (item: T, key: string, name: string) => ReactNode;
}

/**
 * The one edit form of every record list (SPEC §4 'Section edit mode', made real): a group of labelled fields
 * per entry, changes saved as they are typed, Delete per entry, and an Add button that opens an empty entry
 * form. Focus never gets lost: after a deletion, and after leaving the add form, it goes to the Add button.
 */
export function RecordListEditor<T>({ items, keyOf, fields, copy, blank, empty, parent, onChange, onAdd, onDelete, extra }: RecordListEditorProps<T>) {
  const records = useEditorCopy().editorRecords;
  const { adding, open: openForm, close: closeForm, addButton } = useAddForm();


  const remove = useCallback(
    (key: string) => {
      onDelete(key);
      addButton.current?.focus();
    },
    [onDelete],
  );

  return (
    <div className="record-list">
      {items.length > 0 ? (
        <ol className="record-list__entries">
          {items.map((item, index) => {
            const key = keyOf(item, index);
            return (
              <li key={key}>
                <RecordEntry
                  item={item}
                  itemKey={key}
                  index={index}
                  fields={fields}
                  copy={copy}
                  parent={parent}
                  onChange={onChange}
                  onDelete={remove}
                  extra={extra}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        empty && <EmptyNote>{empty}</EmptyNote>
      )}
      {adding ? (
        <NewRecordForm fields={fields} copy={copy} blank={blank} parent={parent} onAdd={onAdd} onClose={closeForm} />
      ) : (
        <button
          ref={addButton}
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'record-list__add' })}
          aria-label={withScope(records, copy.addEntry, parent)}
          onClick={openForm}
        >
          <PlusIcon /> {copy.addEntry}
        </button>
      )}
    </div>
  );
}

interface RecordEntryProps<T> {
  item: T;
  itemKey: string;
  index: number;
  fields: readonly RecordField<T>[];
  copy: RecordListCopy;
  parent?: string;
  onChange: RecordChange<T>;
  onDelete: (key: string) => void;
  extra?: (item: T, key: string, name: string) => ReactNode;
}

/** One entry's fields and Delete button, re-rendered only when its item (or its place) changes. */
const RecordEntry = memo(function RecordEntry<T>({ item, itemKey, index, fields, copy, parent, onChange, onDelete, extra }: RecordEntryProps<T>) {
  const records = useEditorCopy().editorRecords;
  const shortName = fillTemplate(copy.entry, { n: index + 1 });
  const name = entryName(records, copy.entry, index, parent);
  const scope = scopeOf(records, name);

  return (
    <fieldset className="record-entry">
      <legend className="record-entry__legend">
        {shortName}
        {parent && <Suffix text={scopeOf(records, parent)} />}
      </legend>
      <div className="record-entry__fields">
        {fields.map((field) => (
          <EntryField key={field.name} field={field} item={item} itemKey={itemKey} label={copy.fields[field.name] ?? field.name} scope={scope} onChange={onChange} />
        ))}
      </div>
      {extra?.(item, itemKey, name)}
      <DeleteEntry label={withScope(records, fillTemplate(copy.deleteEntry, { n: index + 1 }), parent)} onDelete={() => onDelete(itemKey)} />
    </fieldset>
  );
}) as <T>(props: RecordEntryProps<T>) => ReactNode;

interface EntryFieldProps<T> {
  field: RecordField<T>;
  item: T;
  itemKey: string;
  label: string;
  scope: string;
  onChange: RecordChange<T>;
}

function EntryField<T>({ field, item, itemKey, label, scope, onChange }: EntryFieldProps<T>) {
  const text = useCommittedText(field.read(item), (value) => onChange(itemKey, (current) => field.write(current, value)));
  return <TextField label={label} scope={scope} kind={field.kind} limit={field.limit} {...text} />;
}
