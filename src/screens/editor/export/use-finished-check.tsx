import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fillTemplate } from '@/lib/content/template';
import { unfinishedRoles, type UnfinishedRole } from '@/lib/cv/unfinished';
import { $cv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { openRoleForFixing } from '../sections/focus';
import { ExportQuestion } from './ExportQuestion';

export interface FinishedCheck {
  /** Runs `exportIt` at once when every role is finished; otherwise asks first, and runs it on 'Export anyway'. */
  beforeExport: (exportIt: () => void) => void;
  /** The question; render it once, anywhere. */
  dialog: ReactNode;
}

/**
 * The check before a PDF or DOCX export: a role that still says 'New Position' or 'New Company' (the words
 * 'Add role' put in) makes a modal dialog list it, with 'Go back and fix' first (it opens Career History on
 * that role, its title selected) and 'Export anyway'. JSON is not checked: it is the user's own copy to
 * import again, not a CV anyone else reads.
 */
export function useFinishedCheck(): FinishedCheck {
  const copy = useEditorCopy().editorExport.unfinished;
  const cv = useStore($cv);
  const [pending, setPending] = useState<{ roles: UnfinishedRole[]; exportIt: () => void } | null>(null);
  /**
   * What the user chose, run once the dialog has closed and handed focus back (its effect runs before ours):
   * a print must not show the dialog, and the role's title must keep the focus.
   */
  const afterClose = useRef<(() => void) | null>(null);

  useEffect(() => {
    const run = afterClose.current;
    if (pending || !run) return;
    afterClose.current = null;
    run();
  }, [pending]);

  const beforeExport = (exportIt: () => void) => {
    const roles = cv ? unfinishedRoles(cv) : [];
    if (roles.length === 0) exportIt();
    else setPending({ roles, exportIt });
  };
  const close = (then: () => void) => {
    afterClose.current = then;
    setPending(null);
  };
  const fix = () => {
    const first = pending?.roles[0];
    close(() => first && openRoleForFixing(first.id));
  };
  const exportAnyway = () => close(pending?.exportIt ?? (() => undefined));

  const dialog = (
    <ExportQuestion
      open={pending !== null}
      onDismiss={() => setPending(null)}
      title={copy.title}
      body={copy.body}
      slot="unfinished-roles-dialog"
      details={
        <ul>
          {pending?.roles.map((role) => (
            <li key={role.id}>{fillTemplate(copy.role, { n: role.number, title: role.title, company: role.company })}</li>
          ))}
        </ul>
      }
      actions={
        <>
          <Button variant="primary" onClick={fix} data-autofocus="">
            {copy.fix}
          </Button>
          <Button variant="outline" onClick={exportAnyway}>
            {copy.exportAnyway}
          </Button>
        </>
      }
    />
  );
  return { beforeExport, dialog };
}
