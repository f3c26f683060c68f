import { useCallback, useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { addRole, deleteRole, moveInList } from '@/lib/cv/edit';
import type { EditableRole } from '@/lib/cv/editable';
import { deleteFromCv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../../copy';
import SortableList, { type DragHandleProps } from '../../sortable/SortableList';
import { EmptyNote } from '../Section';
import { useCvList } from '../records/use-cv-list';
import { RoleEditor } from './RoleEditor';
import { usePositions } from './use-positions';

/** A role as the reorder handle and the announcements name it: its title and company. */
const roleLabel = (role: EditableRole) => [role.title, role.company].filter(Boolean).join(', ');
const moveRole = (fromId: string, toId: string) => editCv((cv) => moveInList(cv, 'roles', fromId, toId));

/**
 * Career history in edit mode: the roles, reorderable by drag or keyboard; 'Add role' appends SPEC §4's default
 * role and puts the cursor in its title; deleting a role can be undone once.
 */
export function RolesEditor() {
  const copy = useEditorCopy().editorRecords.roles;
  const roles = useCvList('roles');
  const positions = usePositions(roles);
  const container = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNewRole = useRef(false);

  useEffect(() => {
    if (!focusNewRole.current) return;
    focusNewRole.current = false;
    container.current?.querySelector<HTMLInputElement>('.roles-list > li:last-child input')?.focus();
  }, [roles.length]);

  const remove = useCallback((id: string) => {
    deleteFromCv((cv) => deleteRole(cv, id));
    addButton.current?.focus();
  }, []);
  const renderRole = useCallback(
    (role: EditableRole, handle: DragHandleProps) => <RoleEditor role={role} number={positions.get(role.id) ?? 0} handle={handle} onDelete={remove} />,
    [positions, remove],
  );
  const add = () => {
    focusNewRole.current = true;
    editCv(addRole);
  };

  return (
    <div className="roles-editor" ref={container}>
      {roles.length > 0 ? (
        <SortableList items={roles} getLabel={roleLabel} onMove={moveRole} renderItem={renderRole} label={copy.title} className="roles-list" />
      ) : (
        <EmptyNote>{copy.empty}</EmptyNote>
      )}
      <button ref={addButton} type="button" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'record-list__add' })} onClick={add}>
        <PlusIcon /> {copy.addEntry}
      </button>
    </div>
  );
}
