import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { memo, useId } from 'react';
import { updateRole, type RoleFields } from '@/lib/cv/edit';
import type { EditableRole } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { editCv } from '@/stores/cv';
import { Suffix } from '../records/Suffix';
import { useEditorCopy } from '../../copy';
import { DragHandle, type DragHandleProps } from '../../sortable/SortableList';
import { scopeOf } from '../records/format';
import { TextField } from '../records/TextField';
import { useCommittedText } from '../records/use-committed-text';
import { HighlightsEditor } from './HighlightsEditor';
import { DeleteEntry } from '../records/EntryActions';

export interface RoleEditorProps {
  role: EditableRole;
  /** 1-based position in the career history. */
  number: number;
  handle: DragHandleProps;
  onDelete: (id: string) => void;
  /** True for the role 'Add role' just made: its first highlight's field stands open, with SPEC's hint in it. */
  isNew?: boolean;
}

const ignore = () => undefined;

/**
 * One role's form (SPEC §4): title, company, start and end (MMM YYYY), 'Current role' (which disables the end
 * date and shows it as Present), summary, and the highlights. Memoised on the role object, which lib/cv keeps
 * the same while another role is edited: typing re-renders this role only.
 */
export const RoleEditor = memo(function RoleEditor({ role, number, handle, onDelete, isNew = false }: RoleEditorProps) {
  const records = useEditorCopy().editorRecords;
  const copy = records.roles;
  const name = fillTemplate(copy.entry, { n: number });
  const scope = scopeOf(records, name);
  const currentId = useId();
  const save = (changes: Partial<RoleFields>) => editCv((cv) => updateRole(cv, role.id, changes));

  const title = useCommittedText(role.title, (title) => save({ title }));
  const company = useCommittedText(role.company, (company) => save({ company }));
  const start = useCommittedText(role.start, (start) => save({ start }));
  const end = useCommittedText(role.end, (end) => save({ end }));
  const summary = useCommittedText(role.summary, (summary) => save({ summary }));

  return (
    <fieldset className="record-entry role-editor" data-role-id={role.id}>
      <legend className="record-entry__legend">{name}</legend>
      <div className="role-editor__handle">
        <DragHandle {...handle} />
      </div>
      <div className="record-entry__fields">
        <TextField label={copy.fields.title} scope={scope} limit={K.role.title} {...title} />
        <TextField label={copy.fields.company} scope={scope} limit={K.role.company} {...company} />
        <TextField label={copy.fields.start} scope={scope} kind="date" limit={K.role.start} {...start} />
        {role.current ? (
          <TextField label={copy.fields.end} scope={scope} value={copy.present} onChange={ignore} disabled />
        ) : (
          <TextField label={copy.fields.end} scope={scope} kind="date" limit={K.role.end} {...end} />
        )}
        <div className="record-check">
          <input id={currentId} type="checkbox" checked={role.current} onChange={(event) => save({ current: event.target.checked })} />
          <label htmlFor={currentId}>
            {copy.fields.current}
            <Suffix text={scope} />
          </label>
        </div>
      </div>
      <TextField label={copy.fields.summary} scope={scope} kind="long" limit={K.role.summary} placeholder={copy.hints.summary} {...summary} />
      <HighlightsEditor roleId={role.id} highlights={role.highlights} roleName={name} startAdding={isNew} />
      <DeleteEntry label={fillTemplate(copy.deleteEntry, { n: number })} onDelete={() => onDelete(role.id)} />
    </fieldset>
  );
});
