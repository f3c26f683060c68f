import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

export interface ExportQuestionProps {
  open: boolean;
  /** Escape, or the browser closing the dialog. */
  onDismiss: () => void;
  title: string;
  /** The question's text; it describes the dialog for screen readers. */
  body: string;
  /** Anything to show under the text (a list of what is asked about). */
  details?: ReactNode;
  /** The buttons; mark the one that loses nothing `data-autofocus`. */
  actions: ReactNode;
  /** data-slot, for tests and styles. */
  slot: string;
}

/** The modal question the export menu asks before acting (an import that replaces the CV, an unfinished role). */
export function ExportQuestion({ open, onDismiss, title, body, details, actions, slot }: ExportQuestionProps) {
  const id = useId();
  return (
    <Dialog open={open} onDismiss={onDismiss} className="export-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} data-slot={slot}>
      <h2 id={`${id}-title`} className="export-dialog__title">
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      {details}
      <div className="export-dialog__actions">{actions}</div>
    </Dialog>
  );
}
