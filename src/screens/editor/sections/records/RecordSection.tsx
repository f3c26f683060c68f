import { useCallback, type ReactNode } from 'react';
import type { EditableCv, WithId } from '@/lib/cv/editable';
import { addRecord, deleteFromList, updateRecord, type RecordFields, type RecordList } from '@/lib/cv/edit';
import { deleteFromCv, editCv } from '@/stores/cv';
import Section, { EmptyNote } from '../Section';
import type { RecordField } from './fields';
import { RecordListEditor, type RecordListCopy } from './RecordListEditor';
import { useCvList } from './use-cv-list';

/** The record lists with a section of their own (links belong to the personal header). */
export type SectionList = Exclude<RecordList, 'links'>;

/** An entry of list `L` as the CV holds it. */
export type SectionItem<L extends SectionList> = WithId<RecordFields<L>>;

export interface RecordSectionProps<L extends SectionList> {
  list: L;
  /** The section's block of app/editor-records.yaml `editorRecords`. */
  copy: RecordListCopy & { title: string; empty: string };
  /** The entry form's fields; a module constant. */
  fields: readonly RecordField<RecordFields<L>>[];
  /** A new entry before anything is typed. */
  blank: RecordFields<L>;
  /** How an entry reads in view mode. */
  renderView: (item: SectionItem<L>) => ReactNode;
  /** More of an entry's form after its fields (education's qualifications); a module-level function. */
  extra?: (item: RecordFields<L>, key: string, name: string) => ReactNode;
}

/** Entries of a CV list carry their id (typed without it in the form, which never changes it). */
const idOf = (item: object) => (item as { id: string }).id;

/**
 * A record section of the CV (earlier career, education, certifications, languages, memberships,
 * publications): SPEC §2's heading and empty message, the entries in view mode, and behind the pencil the
 * shared record form, whose changes go through stores/cv (deletions can be undone once).
 */
export default function RecordSection<L extends SectionList>({ list, copy, fields, blank, renderView, extra }: RecordSectionProps<L>) {
  const items = useCvList(list) as readonly SectionItem<L>[];

  const change = useCallback(
    (id: string, update: (item: RecordFields<L>) => Partial<RecordFields<L>>) =>
      editCv((cv) => {
        const current = (cv[list] as EditableCv[L][number][]).find((item) => item.id === id) as SectionItem<L> | undefined;
        return current ? updateRecord(cv, list, id, update(current)) : cv;
      }),
    [list],
  );
  const add = useCallback((item: RecordFields<L>) => editCv((cv) => addRecord(cv, list, item)), [list]);
  const remove = useCallback((id: string) => deleteFromCv((cv) => deleteFromList(cv, list, id)), [list]);

  const editor = () => (
    <RecordListEditor<RecordFields<L>>
      items={items}
      keyOf={idOf}
      fields={fields}
      copy={copy}
      blank={blank}
      empty={copy.empty}
      onChange={change}
      onAdd={add}
      onDelete={remove}
      extra={extra}
    />
  );

  return (
    <Section title={copy.title} field={list} editor={editor}>
      {items.length > 0 ? (
        <ul className="record-view">
          {items.map((item) => (
            <li key={item.id} className="record-view__item">
              {renderView(item)}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{copy.empty}</EmptyNote>
      )}
    </Section>
  );
}

/** One entry in view mode: its main text in bold, then the details that are filled in, separated by dots. */
export function RecordLine({ main, details }: { main: string; details: readonly string[] }) {
  const filled = details.filter(Boolean);
  return (
    <p className="record-line">
      {main && <strong className="record-line__main">{main}</strong>}
      {filled.map((detail, index) => (
        <span key={index} className="record-line__detail">
          {(main || index > 0) && ' · '}
          {detail}
        </span>
      ))}
    </p>
  );
}
