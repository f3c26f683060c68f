import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon, PencilIcon } from '@/components/ui/icons';
import { fillTemplate } from '@/lib/content/template';
import { useEditorCopy } from '../copy';

export interface SectionProps {
  /** The section's heading (e.g. 'Career History'). */
  title: string;
  /** View mode content. */
  children: ReactNode;
  /** Edit mode content; without it the section has no pencil (always-live sections such as skills). */
  editor?: (close: () => void) => ReactNode;
  /** A hook for tests and the print view: the Parsed CV field the section shows. */
  field: string;
}

/** The first control a user would fill in: a field that is not disabled, else any button (an empty list's Add). */
const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';

/**
 * One section of the CV view (SPEC §4 'Section edit mode'): a heading, and a pencil that switches to the edit
 * form; the tick (or the form's own Save) leaves it. Opening puts focus in the form's first field, so Enter on
 * the pencil and then typing edits the section; the tick keeps focus on itself, so keyboard users stay put.
 */
export default function Section({ title, children, editor, field }: SectionProps) {
  const { editor: copy } = useEditorCopy();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  /** Set by the pencil: the form that is about to appear takes focus once it is in the page. */
  const focusForm = useRef(false);
  const close = () => setEditing(false);

  useEffect(() => {
    if (!editing || !focusForm.current) return;
    focusForm.current = false;
    const form = body.current;
    const first = form?.querySelector<HTMLElement>(FIRST_FIELD) ?? form?.querySelector<HTMLElement>('button');
    first?.focus();
    // The caret goes after the text, where one carries on writing (browsers differ on where focus() puts it).
    if (first instanceof HTMLTextAreaElement || (first instanceof HTMLInputElement && first.type === 'text')) {
      first.setSelectionRange(first.value.length, first.value.length);
    }
  }, [editing]);

  return (
    <section className="cv-section" aria-labelledby={headingId} data-field={field} data-editing={editing || undefined}>
      <div className="cv-section__head">
        <h2 id={headingId} className="cv-section__title">
          {title}
        </h2>
        {editor && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={fillTemplate(editing ? copy.section.done : copy.section.edit, { section: title })}
            aria-expanded={editing}
            onClick={() => {
              focusForm.current = !editing;
              setEditing(!editing);
            }}
          >
            {editing ? <CheckIcon /> : <PencilIcon />}
          </Button>
        )}
      </div>
      <div className="cv-section__body" ref={body}>
        {editing && editor ? editor(close) : children}
      </div>
    </section>
  );
}

/** SPEC §2's empty-section message. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="cv-section__empty">{children}</p>;
}
