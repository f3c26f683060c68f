import { useEditorCopy } from '../copy';
import EditableTextList from './EditableTextList';
import Section from './Section';

/** SPEC §2 'Additional Details': a text list edited like the key achievements. */
export default function AdditionalDetailsSection() {
  const { additionalDetails: copy } = useEditorCopy().editorSections;
  return (
    <Section title={copy.title} field="add_details">
      <EditableTextList list="add_details" copy={copy} />
    </Section>
  );
}
