import { useEditorCopy } from '../copy';
import EditableTextList from './EditableTextList';
import Section from './Section';

/** SPEC §2 'Key Achievements': a drag-sortable list; items are added, edited, deleted and reordered in place. */
export default function AchievementsSection() {
  const { achievements: copy } = useEditorCopy().editorSections;
  return (
    <Section title={copy.title} field="achievements">
      <EditableTextList list="achievements" copy={copy} />
    </Section>
  );
}
