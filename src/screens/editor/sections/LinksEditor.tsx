import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { addRecord, deleteFromList, updateRecord } from '@/lib/cv/edit';
import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { EditableCv } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { deleteFromCv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { truncateLabel } from '../sortable/sortable-a11y';
import { inputProps } from './input-props';
import { useCommittedText } from './records/use-committed-text';
import { useCvList } from './records/use-cv-list';
import { useFieldLimit } from './use-field-limit';
import { useKeepTyped } from './records/use-keep-typed';

type Link = EditableCv['links'][number];

/**
 * The personal header's links: each one's title and address saved as typed, a remove button (undoable once),
 * and a small form that adds a link (a link needs a title or an address).
 */
export function LinksEditor() {
  const { links: copy } = useEditorCopy().editorSections.personal;
  const links = useCvList('links');
  const newTitle = useRef<HTMLInputElement>(null);

  return (
    <fieldset className="cv-links">
      <legend>{copy.legend}</legend>
      {links.length > 0 && (
        <ol className="cv-links__list">
          {links.map((link, index) => (
            <LinkFields
              key={link.id}
              link={link}
              number={index + 1}
              onRemove={() => {
                deleteFromCv((cv) => deleteFromList(cv, 'links', link.id));
                newTitle.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      <NewLinkForm titleRef={newTitle} />
    </fieldset>
  );
}

function LinkFields({ link, number, onRemove }: { link: Link; number: number; onRemove: () => void }) {
  const { links: copy } = useEditorCopy().editorSections.personal;
  const limit = useFieldLimit();
  const title = useCommittedText(link.title, (text) => editCv((cv) => updateRecord(cv, 'links', link.id, { title: text })));
  const url = useCommittedText(link.url, (text) => editCv((cv) => updateRecord(cv, 'links', link.id, { url: text })));
  return (
    <li className="cv-links__item">
      <Field label={fillTemplate(copy.title, { n: number })} autoComplete="off" {...inputProps(title)} limit={limit(title.value, K.link.title)} />
      <Field label={fillTemplate(copy.url, { n: number })} type="url" autoComplete="url" {...inputProps(url)} limit={limit(url.value, K.link.url)} />
      <Button variant="ghost" size="icon" aria-label={fillTemplate(copy.remove, { label: truncateLabel(link.title || link.url) })} onClick={onRemove}>
        <TrashIcon />
      </Button>
    </li>
  );
}

function NewLinkForm({ titleRef }: { titleRef: RefObject<HTMLInputElement | null> }) {
  const { links: copy } = useEditorCopy().editorSections.personal;
  const limit = useFieldLimit();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState('');
  // A link typed but not added is added when the form closes (the tick) or the page is left (a blank one is not).
  useKeepTyped(() => editCv((cv) => addRecord(cv, 'links', { title, url })), { onClose: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() && !url.trim()) {
      setProblem(copy.addBlank);
    } else {
      editCv((cv) => addRecord(cv, 'links', { title, url }));
      setTitle('');
      setUrl('');
      setProblem('');
    }
    titleRef.current?.focus();
  };

  return (
    <form className="cv-links__new" onSubmit={submit} noValidate>
      <Field ref={titleRef} label={copy.newTitle} autoComplete="off" value={title} limit={limit(title, K.link.title)} onChange={(event) => setTitle(event.target.value)} />
      <Field label={copy.newUrl} type="url" autoComplete="url" value={url} limit={limit(url, K.link.url)} onChange={(event) => setUrl(event.target.value)} />
      <Button type="submit" variant="outline" size="sm">
        <PlusIcon size={16} />
        {copy.add}
      </Button>
      <p className="cv-form__problem cv-links__problem" role="status">
        {problem}
      </p>
    </form>
  );
}
