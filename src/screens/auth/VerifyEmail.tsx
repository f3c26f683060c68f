import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import type { AuthCopy } from '@/lib/content/schemas/app';
import { authFailureText } from '@/lib/auth/errors';
import { watchVerification } from '@/lib/auth/verification';
import { messages } from '@/lib/messages';
import { $canResendVerification, $session, refreshVerification, resendVerification } from '@/stores/session';
import { isPlainClick, MODE_PATHS } from './navigate';

export interface VerifyEmailProps {
  copy: AuthCopy['verify'];
  /** The address the verification e-mail went to. */
  email: string;
  onBack: () => void;
  onLogIn: () => void;
}

/**
 * The 'verify' state after sign-up (SPEC §2, §4): names the address, offers resend (allowed only for a
 * signed-in, unverified user, SPEC §6), 'Back to sign up' and a log-in link.
 */
export default function VerifyEmail({ copy, email, onBack, onLogIn }: VerifyEmailProps) {
  const canResend = useStore($canResendVerification);
  const { user } = useStore($session);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const ruleId = useId();
  const [before, after = ''] = copy.sentTo.split('{email}');

  // Re-reads the user while this shows (the session store follows), so a verified address turns resend off.
  useEffect(() => watchVerification(refreshVerification), []);

  const rule = canResend
    ? ''
    : user && !user.isAnonymous && user.emailVerified
      ? messages.verification.alreadyVerified
      : messages.verification.resendNotAllowed;

  async function resend() {
    if (!canResend || busy) return;
    setBusy(true);
    setNotice('');
    setError('');
    try {
      await resendVerification();
      setNotice(messages.authScreen.resendSuccess);
    } catch (cause) {
      setError(authFailureText(cause, messages.authScreen.resendFailed));
    } finally {
      setBusy(false);
    }
  }

  function logIn(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onLogIn();
  }

  return (
    <div className="auth-screen__verify">
      <p className="auth-screen__lead">
        {before}
        <strong className="auth-screen__address">{email}</strong>
        {after}
      </p>
      <p role="status" className="auth-screen__notice auth-screen__notice--success">
        {notice}
      </p>
      <p role="alert" className="auth-screen__notice auth-screen__notice--error">
        {error}
      </p>
      <div className="auth-screen__actions">
        <Button variant="primary" onClick={resend} disabled={!canResend || busy} aria-describedby={rule ? ruleId : undefined}>
          {busy ? copy.resending : copy.resend}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {copy.back}
        </Button>
      </div>
      {rule && (
        <p id={ruleId} className="auth-screen__hint">
          {rule}
        </p>
      )}
      <p className="auth-screen__switch">
        {copy.loginPrompt}{' '}
        <a href={MODE_PATHS.login} onClick={logIn}>
          {copy.loginLink}
        </a>
      </p>
    </div>
  );
}
