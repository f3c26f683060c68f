import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldCount } from '@/components/ui/field';
import { updateProfileStatement } from '@/lib/cv/edit';
import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { $cv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { focusSectionToggle } from './focus';
import { GrowingTextarea } from './records/GrowingTextarea';
import Section, { EmptyNote } from './Section';
import { useFieldLimit } from './use-field-limit';
import './sections.css';

/** The profile statement alone: this section re-renders only when it changes. */
const $profileStatement = computed($cv, (cv) => cv?.profile_statement ?? '');

/** SPEC §2 'Profile Statement': the statement as text; its edit form has Cancel and Save (SPEC §4). */
export default function ProfileSection() {
  const { profile: copy } = useEditorCopy().editorSections;
  const statement = useStore($profileStatement);
  return (
    <Section title={copy.title} field="profile_statement" editor={(close) => <ProfileForm initial={statement} close={close} />}>
      {statement ? <p className="cv-profile">{statement}</p> : <EmptyNote>{copy.empty}</EmptyNote>}
    </Section>
  );
}

interface ProfileFormProps {
  initial: string;
  close: () => void;
}

/**
 * Save stores the text (trimmed; it may be emptied) and leaves edit mode; Cancel leaves without saving. The
 * section's tick saves too (SPEC §2 'a tick saves'): the form saves what it holds when it closes any other way.
 */
function ProfileForm({ initial, close }: ProfileFormProps) {
  const { profile: copy } = useEditorCopy().editorSections;
  const [text, setText] = useState(initial);
  const limit = useFieldLimit()(text, K.cv.profile_statement);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  /** What the text area holds, for saving when the form is closed by the tick (unmount). */
  const latest = useRef(initial);
  /** True once Save or Cancel was used: the form has nothing left to save. */
  const settled = useRef(false);

  useEffect(
    () => () => {
      if (settled.current) return;
      const unsaved = latest.current;
      editCv((cv) => updateProfileStatement(cv, unsaved));
    },
    [],
  );

  const leave = (save: boolean) => {
    if (save) editCv((cv) => updateProfileStatement(cv, text));
    settled.current = true;
    focusSectionToggle(form.current);
    close();
  };

  return (
    <form
      ref={form}
      className="cv-form"
      onSubmit={(event) => {
        event.preventDefault();
        leave(true);
      }}
    >
      <div className="ui-field">
        <label htmlFor={id}>{copy.label}</label>
        <GrowingTextarea
          id={id}
          className="cv-profile__input"
          value={text}
          maxLength={limit.maxLength}
          aria-describedby={limit.count ? `${id}-count` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            latest.current = event.target.value;
          }}
        />
        <FieldCount id={`${id}-count`} count={limit.count} />
      </div>
      <div className="cv-form__actions">
        <Button variant="outline" size="sm" onClick={() => leave(false)}>
          {copy.cancel}
        </Button>
        <Button type="submit" variant="default" size="sm">
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
