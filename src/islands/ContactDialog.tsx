import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FieldFrame } from '@/components/ui/field';
import { SendEmailError, sendSupportEmail } from '@/lib/api/support';
import { useTriggerClicks } from './use-trigger-clicks';
import { SUPPORT_EMAIL_LIMITS as max } from '@/lib/api/schemas/support-limits';
import { CONTACT_CLOSE_AFTER_SUCCESS_MS } from '@/lib/constants';
import type { ContactCopy } from '@/lib/content/schemas/site';
import { isEmailAddress } from '@/lib/email';
import { messages } from '@/lib/messages';
import { $contactDialog, closeContactDialog, openContactDialog } from '@/stores/contact-dialog';
import './ContactDialog.css';

type FieldName = 'name' | 'email' | 'company' | 'message';
type Values = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, string>>;
/** SPEC §4: the contact form's states. */
type Status = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: Values = { name: '', email: '', company: '', message: '' };
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'company', 'message'];

/** SPEC §5: name, e-mail and message required; the e-mail must be one the API will accept. */
function validate(values: Values, errors: ContactCopy['errors']): Problems {
  const email = values.email.trim();
  return {
    ...(values.name.trim() ? {} : { name: errors.nameRequired }),
    ...(!email ? { email: errors.emailRequired } : isEmailAddress(email) ? {} : { email: errors.emailInvalid }),
    ...(values.message.trim() ? {} : { message: errors.messageRequired }),
  };
}

export interface ContactDialogProps {
  /** Visible copy, from site.yaml `contact`. */
  copy: ContactCopy;
}

/**
 * The contact dialog (SPEC §2 Overlays), mounted once per marketing page. Any `[data-contact-trigger]` opens it
 * with its `data-contact-subject`; those triggers are mailto links, which stay the fallback until this hydrates.
 */
export default function ContactDialog({ copy }: ContactDialogProps) {
  const { open, subject } = useStore($contactDialog);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<Status>('idle');
  /** Why the last send failed, when the server said (a rate limit, a message too long); else SPEC's generic text. */
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const triggerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    company: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const id = useId();
  const sending = status === 'sending';

  // Every [data-contact-trigger] opens the dialog, including the click that caused this island to load.
  useTriggerClicks('[data-contact-trigger]', (trigger) => {
    triggerRef.current = trigger;
    openContactDialog(trigger.dataset.contactSubject || copy.title);
  });
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // The store says whether it is open. Each opening starts without old messages; however it closed (Escape,
  // close button, timer), a pending auto-close is dropped.
  useEffect(() => {
    if (open) {
      setStatus((current) => (current === 'sending' ? current : 'idle'));
      setProblems({});
    } else {
      window.clearTimeout(closeTimer.current);
    }
  }, [open]);

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validate(values, copy.errors);
    setProblems(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      fieldRefs[firstInvalid].current?.focus();
      return;
    }
    setStatus('sending');
    const name = values.name.trim();
    try {
      await sendSupportEmail({
        subject: `${subject || copy.title} - ${name}`.slice(0, max.subject),
        name,
        email: values.email.trim(),
        company: values.company.trim() || undefined,
        message: values.message.trim(),
      });
      setValues(EMPTY);
      setStatus('success');
      closeTimer.current = window.setTimeout(closeContactDialog, CONTACT_CLOSE_AFTER_SUCCESS_MS);
    } catch (error) {
      setFailure(error instanceof SendEmailError ? error.reason : undefined);
      setStatus('error'); // the fields stay as typed, so retrying loses nothing
    }
  }

  /** What links a field's control to its value, label and inline message. */
  function bind(field: FieldName) {
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
  }

  return (
    <Dialog
      open={open}
      onDismiss={closeContactDialog}
      returnFocusTo={triggerRef}
      className="contact-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-slot="contact-dialog"
    >
      <div className="contact-dialog__header">
        <h2 id={`${id}-title`}>{copy.title}</h2>
        <Button variant="ghost" size="icon" className="contact-dialog__close" aria-label={copy.close} onClick={closeContactDialog}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <p id={`${id}-intro`} className="contact-dialog__intro">
        {copy.intro}
      </p>
      <form className="contact-dialog__form" noValidate onSubmit={handleSubmit} aria-busy={sending}>
        <Field {...bind('name')} ref={fieldRefs.name} data-autofocus="" label={copy.labels.name} error={problems.name} type="text" autoComplete="name" required maxLength={max.name} />
        <Field {...bind('email')} ref={fieldRefs.email} label={copy.labels.email} error={problems.email} type="email" autoComplete="email" required maxLength={max.email} />
        <Field
          {...bind('company')}
          ref={fieldRefs.company}
          label={
            <>
              {copy.labels.company} <span className="contact-dialog__optional">{copy.optional}</span>
            </>
          }
          error={problems.company}
          type="text"
          autoComplete="organization"
          maxLength={max.company}
        />
        <FieldFrame id={`${id}-message`} label={copy.labels.message} error={problems.message}>
          {(control) => <textarea {...bind('message')} {...control} ref={fieldRefs.message} rows={5} required maxLength={max.message} />}
        </FieldFrame>
        <p role="status" className="contact-dialog__notice contact-dialog__notice--success">
          {status === 'success' ? messages.contact.success : ''}
        </p>
        <p role="alert" className="contact-dialog__notice contact-dialog__notice--error">
          {status === 'error' ? (failure ?? messages.contact.error) : ''}
        </p>
        <Button type="submit" variant="primary" className="contact-dialog__submit" disabled={sending}>
          {sending ? copy.sending : copy.submit}
        </Button>
      </form>
    </Dialog>
  );
}
