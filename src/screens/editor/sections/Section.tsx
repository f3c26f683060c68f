import { useId, useState, type ReactNode } from 'react';
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

/**
 * One section of the CV view (SPEC §4 'Section edit mode'): a heading, and a pencil that switches to the edit
 * form; the tick (or the form's own Save) leaves it. The toggle keeps focus on itself so keyboard users stay put.
 */
export default function Section({ title, children, editor, field }: SectionProps) {
  const { editor: copy } = useEditorCopy();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const close = () => setEditing(false);

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
            onClick={() => setEditing(!editing)}
          >
            {editing ? <CheckIcon /> : <PencilIcon />}
          </Button>
        )}
      </div>
      <div className="cv-section__body">{editing && editor ? editor(close) : children}</div>
    </section>
  );
}

/** SPEC §2's empty-section message. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="cv-section__empty">{children}</p>;
}
