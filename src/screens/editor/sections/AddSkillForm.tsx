import { CV_FIELD_KINDS as K, CV_FIELD_MAX_CHARS } from '@/lib/cv/limits';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { addSkill } from '@/lib/cv/edit';
import { fillTemplate } from '@/lib/content/template';
import { $cv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { useKeepTyped } from './records/use-keep-typed';

/**
 * 'Add skill' (DECISIONS.md 'Where we go beyond': it works): a labelled field and a button; Enter adds too.
 * A blank name or one already listed (any case) adds nothing and says why; after adding, the field empties
 * and keeps focus for the next skill.
 */
export function AddSkillForm() {
  const { skills: copy } = useEditorCopy().editorSections;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // A name typed but not yet added is added when the page is left (a reload): nothing typed is lost.
  useKeepTyped(() => editCv((cv) => addSkill(cv, name)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cv = $cv.get();
    const trimmed = name.trim();
    if (!cv) return;
    if (!trimmed) setProblem(copy.blank);
    else if (addSkill(cv, trimmed) === cv) setProblem(fillTemplate(copy.duplicate, { name: trimmed }));
    else {
      editCv((current) => addSkill(current, trimmed));
      setName('');
      setProblem('');
    }
    input.current?.focus();
  };

  return (
    <form className="cv-add-skill" onSubmit={submit} noValidate>
      <div className="cv-add-skill__row" data-invalid={problem ? '' : undefined}>
        <label htmlFor={id} className="cv-add-skill__label">
          {copy.newLabel}
        </label>
        <input
          ref={input}
          id={id}
          type="text"
          value={name}
          maxLength={CV_FIELD_MAX_CHARS[K.skill.name]}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => {
            setName(event.target.value);
            if (problem) setProblem('');
          }}
        />
        <Button type="submit" variant="outline" size="sm">
          <PlusIcon size={16} />
          {copy.add}
        </Button>
      </div>
      <p id={`${id}-problem`} className="cv-form__problem" role="status">
        {problem}
      </p>
    </form>
  );
}
