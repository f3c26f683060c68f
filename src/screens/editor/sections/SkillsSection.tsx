import { useCallback, useRef, useState } from 'react';
import { deleteSkill, moveInList, renameSkill } from '@/lib/cv/edit';
import type { EditableSkill } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { $cv, deleteFromCv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import SortableList, { type DragHandleProps } from '../sortable/SortableList';
import { AddSkillForm } from './AddSkillForm';
import { useFocusAfterRender } from './focus';
import Section, { EmptyNote } from './Section';
import { SkillRow } from './SkillRow';
import { useCvList } from './records/use-cv-list';
import './sections.css';

const getName = (skill: EditableSkill) => skill.name;

/**
 * SPEC §2 'Core Skills': a drag-sortable two-column grid with SPEC's hint. Skills are renamed in place (Enter
 * saves, Escape cancels, a blank name is ignored), deleted (undoable once) and added. Always live: no pencil.
 */
export default function SkillsSection() {
  const { skills: copy } = useEditorCopy().editorSections;
  const skills = useCvList('skills');
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  /** After the next render, focus goes to a skill's rename button (its id) or to the add field ('add'). */
  const focusAfterRender = useFocusAfterRender<string>(container, (root, target) =>
    root.querySelector<HTMLElement>(target === 'add' ? '.cv-add-skill input' : `[data-item-id="${target}"] .cv-skill__rename`),
  );

  const stopRenaming = useCallback(
    (id: string) => {
      focusAfterRender(id);
      setRenamingId(null);
    },
    [focusAfterRender],
  );

  const rename = useCallback(
    (id: string, name: string): string | null => {
      const cv = $cv.get();
      const trimmed = name.trim();
      const current = cv?.skills.find((skill) => skill.id === id);
      if (cv && current && trimmed && trimmed !== current.name && renameSkill(cv, id, trimmed) === cv) {
        return fillTemplate(copy.renameDuplicate, { name: trimmed });
      }
      editCv((latest) => renameSkill(latest, id, name));
      stopRenaming(id);
      return null;
    },
    [copy.renameDuplicate, stopRenaming],
  );

  const renderItem = useCallback(
    (skill: EditableSkill, handle: DragHandleProps) => (
      <SkillRow
        skill={skill}
        handle={handle}
        renaming={skill.id === renamingId}
        onStartRename={() => setRenamingId(skill.id)}
        onRename={(name) => rename(skill.id, name)}
        onCancelRename={() => stopRenaming(skill.id)}
        onDelete={() => {
          deleteFromCv((cv) => deleteSkill(cv, skill.id));
          focusAfterRender('add');
        }}
      />
    ),
    [renamingId, rename, stopRenaming],
  );

  const onMove = useCallback((fromId: string, toId: string) => editCv((cv) => moveInList(cv, 'skills', fromId, toId)), []);

  return (
    <Section title={copy.title} field="skills">
      <div className="cv-skills" ref={container}>
        <p className="cv-section__hint">{copy.hint}</p>
        {skills.length > 0 ? (
          <SortableList items={skills} getLabel={getName} onMove={onMove} renderItem={renderItem} strategy="grid" label={copy.listLabel} />
        ) : (
          <EmptyNote>{copy.empty}</EmptyNote>
        )}
        <AddSkillForm />
      </div>
    </Section>
  );
}
