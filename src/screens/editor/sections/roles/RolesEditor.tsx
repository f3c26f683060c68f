import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { addRole, deleteRole, moveInList } from '@/lib/cv/edit';
import type { EditableRole } from '@/lib/cv/editable';
import { $cv, deleteFromCv, editCv } from '@/stores/cv';
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
 * role and selects its title, so typing replaces it; deleting a role can be undone once.
 */
export function RolesEditor() {
  const copy = useEditorCopy().editorRecords.roles;
  const roles = useCvList('roles');
  const positions = usePositions(roles);
  const container = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNewRole = useRef(false);
  /** The role 'Add role' made while this editor is open: its first highlight's field stands open with the hint. */
  const [newRoleId, setNewRoleId] = useState<string | null>(null);

  // The new role's title gets focus with its default words selected, so typing replaces 'New Position'.
  useEffect(() => {
    if (!focusNewRole.current) return;
    focusNewRole.current = false;
    const title = container.current?.querySelector<HTMLInputElement>('.roles-list > li:last-child input');
    title?.focus();
    title?.select();
  }, [roles.length]);

  const remove = useCallback((id: string) => {
    deleteFromCv((cv) => deleteRole(cv, id));
    addButton.current?.focus();
  }, []);
  const renderRole = useCallback(
    (role: EditableRole, handle: DragHandleProps) => (
      <RoleEditor role={role} number={positions.get(role.id) ?? 0} handle={handle} onDelete={remove} isNew={role.id === newRoleId} />
    ),
    [positions, remove, newRoleId],
  );
  const add = () => {
    focusNewRole.current = true;
    editCv(addRole);
    setNewRoleId($cv.get()?.roles.at(-1)?.id ?? null);
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
