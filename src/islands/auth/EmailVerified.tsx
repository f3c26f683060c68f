import { Button } from '@/components/ui/button';
import { useBusy } from '@/components/ui/use-busy';
import type { AuthModalCopy } from '@/lib/content/schemas/site';

export interface EmailVerifiedProps {
  copy: AuthModalCopy['verified'];
  /** The outcome of a resend that found the address already verified. */
  notice?: string;
  /** "Let's get started!": takes the user on to their next step, then closes the modal. */
  onStart: () => Promise<void>;
  headingId: string;
}

/** The 'Email verified' screen. */
export function EmailVerified({ copy, notice, onStart, headingId }: EmailVerifiedProps) {
  /** While the next step is looked up (the account's saved CVs): the click shows at once that it was heard. */
  const [starting, run] = useBusy();

  return (
    <div className="auth-modal__screen">
      <svg className="auth-modal__tick" aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="22" fill="#dcfce7" />
        <path d="M15 25l6 6 12-13" fill="none" stroke="#15803d" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id={headingId}>{copy.title}</h2>
      <p role="status" className="auth-modal__notice">{notice ?? ''}</p>
      <p>{copy.body}</p>
      <Button variant="primary" onClick={() => run(onStart)} disabled={starting} data-autofocus="">
        {starting ? copy.starting : copy.start}
      </Button>
    </div>
  );
}
