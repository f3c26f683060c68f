import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { messages } from '@/lib/messages';
import { useModalDialog } from '@/components/ui/dialog';

export interface EarlyAccessNoticeProps {
  copy: AuthModalCopy['earlyAccess'];
  open: boolean;
  onClose: () => void;
}

/** The 'You're on the list!' dialog: what a signed-in user gets from 'Request Early Access' (SPEC §4, §8). */
export function EarlyAccessNotice({ copy, open, onClose }: EarlyAccessNoticeProps) {
  const dialogRef = useModalDialog(open, onClose);
  const id = useId();
  return (
    <dialog ref={dialogRef} className="ui-dialog auth-modal" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-slot="early-access-notice">
      <div className="auth-modal__screen">
        <h2 id={`${id}-title`}>{copy.title}</h2>
        <p id={`${id}-text`}>{messages.authModal.earlyAccessDuplicate}</p>
        <Button variant="primary" onClick={onClose} data-autofocus="">
          {copy.close}
        </Button>
      </div>
    </dialog>
  );
}
