import { CV_FIELD_KINDS as K, CV_FIELD_MAX_CHARS } from '@/lib/cv/limits';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PencilIcon, TrashIcon } from '@/components/ui/icons';
import type { EditableSkill } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { useEditorCopy } from '../copy';
import { DragHandle, type DragHandleProps } from '../sortable/SortableList';
import { truncateLabel } from '../sortable/sortable-a11y';

export interface SkillRowProps {
  skill: EditableSkill;
  handle: DragHandleProps;
  renaming: boolean;
  onStartRename: () => void;
  /**
   * Tries to rename the skill to `name` as typed: returns a problem to show (a name another skill has), or null
   * when the rename is done or ignored (a blank name, SPEC §5) and the field can close.
   */
  onRename: (name: string) => string | null;
  onCancelRename: () => void;
  onDelete: () => void;
}

/** One skill of the Core Skills grid: its name, rename in place (Enter saves, Escape cancels), delete. */
export function SkillRow({ skill, handle, renaming, onStartRename, onRename, onCancelRename, onDelete }: SkillRowProps) {
  const { skills: copy, item: itemCopy } = useEditorCopy().editorSections;
  const label = truncateLabel(skill.name);
  return (
    <div className="cv-skill" data-item-id={skill.id}>
      <DragHandle {...handle} />
      {renaming ? (
        <RenameField initial={skill.name} label={fillTemplate(copy.renameLabel, { label })} onRename={onRename} onCancel={onCancelRename} />
      ) : (
        <>
          <span className="cv-skill__name">{skill.name}</span>
          <div className="cv-item-actions">
            <Button variant="ghost" size="icon" className="cv-skill__rename" aria-label={fillTemplate(copy.rename, { label })} onClick={onStartRename}>
              <PencilIcon />
            </Button>
            <Button variant="ghost" size="icon" aria-label={fillTemplate(itemCopy.delete, { label })} onClick={onDelete}>
              <TrashIcon />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

interface RenameFieldProps {
  initial: string;
  label: string;
  onRename: (name: string) => string | null;
  onCancel: () => void;
}

/** The inline rename field; it takes focus with the name selected, so typing replaces it. */
function RenameField({ initial, label, onRename, onCancel }: RenameFieldProps) {
  const { skills: copy } = useEditorCopy().editorSections;
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setProblem(onRename(name));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="cv-skill__rename-field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        value={name}
        maxLength={CV_FIELD_MAX_CHARS[K.skill.name]}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-keys ${id}-problem`}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-keys`} className="cv-skill__keys">
        {copy.renameKeys}
      </p>
      <p id={`${id}-problem`} className="cv-form__problem" role="status">
        {problem}
      </p>
    </div>
  );
}
