import { memo } from 'react';
import type { EditableRole } from '@/lib/cv/editable';
import { useEditorCopy } from '../copy';
import { formatRange } from './records/format';
import { useCvList } from './records/use-cv-list';
import { RolesEditor } from './roles/RolesEditor';
import Section, { EmptyNote } from './Section';

const editRoles = () => <RolesEditor />;

/** One role in view mode: title, company and 'Start – End' ('Start – Present' while current), summary, highlights. */
const RoleView = memo(function RoleView({ role }: { role: EditableRole }) {
  const records = useEditorCopy().editorRecords;
  const dates = formatRange(records, role.start, role.current ? records.roles.present : role.end);
  const meta = [role.title ? role.company : '', dates].filter(Boolean);
  return (
    <article className="role-view" data-role-id={role.id}>
      <h3 className="role-view__title">{role.title || role.company}</h3>
      {meta.length > 0 && <p className="role-view__meta">{meta.join(' · ')}</p>}
      {role.summary && <p className="role-view__summary">{role.summary}</p>}
      {role.highlights.length > 0 && (
        <ul className="role-view__highlights">
          {role.highlights.map((highlight) => (
            <li key={highlight.id}>{highlight.text}</li>
          ))}
        </ul>
      )}
    </article>
  );
});

/** SPEC §2 'Career History': the roles with their highlights; behind the pencil, the roles editor. */
export default function RolesSection() {
  const copy = useEditorCopy().editorRecords.roles;
  const roles = useCvList('roles');
  return (
    <Section title={copy.title} field="roles" editor={editRoles}>
      {roles.length > 0 ? (
        <ol className="record-view roles-view">
          {roles.map((role) => (
            <li key={role.id}>
              <RoleView role={role} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyNote>{copy.empty}</EmptyNote>
      )}
    </Section>
  );
}
