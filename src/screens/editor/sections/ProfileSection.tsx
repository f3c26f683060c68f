import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useId } from 'react';
import { FieldCount } from '@/components/ui/field';
import { updateProfileStatement } from '@/lib/cv/edit';
import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { $cv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { GrowingTextarea } from './records/GrowingTextarea';
import { useCommittedText } from './records/use-committed-text';
import Section, { EmptyNote } from './Section';
import { useFieldLimit } from './use-field-limit';
import './sections.css';

/** The profile statement alone: this section re-renders only when it changes. */
const $profileStatement = computed($cv, (cv) => cv?.profile_statement ?? '');

const saveStatement = (text: string) => editCv((cv) => updateProfileStatement(cv, text));

/** SPEC §2 'Profile Statement': the statement as text; behind the pencil, a text area saved as you type. */
export default function ProfileSection() {
  const { profile: copy } = useEditorCopy().editorSections;
  const statement = useStore($profileStatement);
  return (
    <Section title={copy.title} field="profile_statement" editor={() => <ProfileForm statement={statement} />}>
      {statement ? <p className="cv-profile">{statement}</p> : <EmptyNote>{copy.empty}</EmptyNote>}
    </Section>
  );
}

/**
 * The statement's text area. SPEC §4 gives it Cancel and Save; every other section form saves as you type, and
 * one way to edit every section is what users expect (issue 16), so this one does too: each change is saved at
 * once (trimmed; it may be emptied), and the section's tick closes the form.
 */
function ProfileForm({ statement }: { statement: string }) {
  const editorCopy = useEditorCopy();
  const { profile: copy } = editorCopy.editorSections;
  const text = useCommittedText(statement, saveStatement);
  const limit = useFieldLimit()(text.value, K.cv.profile_statement);
  const id = useId();

  return (
    <div className="cv-form">
      <div className="ui-field">
        <label htmlFor={id}>{copy.label}</label>
        <GrowingTextarea
          id={id}
          className="cv-profile__input"
          value={text.value}
          maxLength={limit.maxLength}
          aria-describedby={[`${id}-note`, limit.count ? `${id}-count` : ''].filter(Boolean).join(' ')}
          onChange={(event) => text.onChange(event.target.value)}
          onBlur={text.onBlur}
        />
        <FieldCount id={`${id}-count`} count={limit.count} />
      </div>
      <p id={`${id}-note`} className="cv-form__note">
        {editorCopy.editor.section.savedNote}
      </p>
    </div>
  );
}
