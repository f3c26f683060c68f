import { useId, useRef, useState, type MouseEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { authFailureText } from '@/lib/auth/errors';
import { showsResetFailure } from '@/lib/auth/password-reset';
import { fillTemplate } from '@/lib/content/template';
import { messages } from '@/lib/messages';
import { logIn, logInWithGoogle, sendPasswordReset, signUp } from '@/stores/session';
import type { AuthScreenCopy } from './AuthScreen';
import { AFTER_LOGIN_PATH, goTo, isPlainClick, MODE_PATHS } from './navigate';
import SocialButtons from './SocialButtons';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { FIELDS_BY_VIEW, findProblems, firstProblem, readValues, type AuthField, type FieldProblems, type FormView } from './validate';

export interface AuthFormProps {
  view: FormView;
  copy: AuthScreenCopy;
  /** The e-mail typed so far in another view; the field starts with it. */
  email: string;
  /** Reports the typed e-mail before the screen changes view, so the next view starts with it. */
  onEmailChange: (email: string) => void;
  onSwitch: (view: FormView) => void;
  /** The account exists and the verification e-mail went out: show the 'verify' state. */
  onSignedUp: (email: string) => void;
}

/** Which work is running: the form's own submit or the Google pop-up. */
type Busy = 'submit' | 'google' | null;

/**
 * The auth screen's form in log-in, sign-up or password-reset view (SPEC §2 'Auth screen', §5). Inputs are
 * uncontrolled, so whatever a visitor types before hydration survives it.
 */
export default function AuthForm({ view, copy, email, onEmailChange, onSwitch, onSignedUp }: AuthFormProps) {
  const ready = useHydrated();
  const [busy, setBusy] = useState<Busy>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState('');
  const [resetSentTo, setResetSentTo] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const shown: readonly AuthField[] = FIELDS_BY_VIEW[view];
  const fallback = view === 'signup' ? messages.authScreen.registrationFailed : messages.authScreen.loginFailed;
  const disabled = !ready || busy !== null;
  const buttons = view === 'reset' ? copy.reset : copy[view];

  function fail(cause: unknown, fallbackText: string) {
    setError(authFailureText(cause, fallbackText));
    setBusy(null);
  }

  function switchTo(next: FormView, event?: MouseEvent) {
    if (event && !isPlainClick(event)) return;
    event?.preventDefault();
    if (busy) return;
    if (formRef.current) onEmailChange(readValues(formRef.current).email);
    onSwitch(next);
  }

  function clearProblem(field: AuthField) {
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  }

  /** Same confirmation whether or not the address has an account. */
  async function requestReset(address: string) {
    try {
      await sendPasswordReset(address);
    } catch (cause) {
      if (showsResetFailure(cause)) return fail(cause, copy.reset.failed);
    }
    setResetSentTo(address);
    setBusy(null);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readValues(event.currentTarget);
    const found = findProblems(view, values, copy.problems);
    setProblems(found);
    setError('');
    setResetSentTo('');
    const invalid = firstProblem(found);
    if (invalid) {
      (event.currentTarget.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy('submit');
    if (view === 'reset') return requestReset(values.email);
    try {
      if (view === 'login') {
        await logIn(values.email, values.password);
        goTo(AFTER_LOGIN_PATH); // stays busy until the next page shows
      } else {
        await signUp(values.email, values.password);
        onSignedUp(values.email);
      }
    } catch (cause) {
      fail(cause, fallback);
    }
  }

  async function handleGoogle() {
    if (busy) return;
    setError('');
    setBusy('google');
    try {
      await logInWithGoogle();
      goTo(AFTER_LOGIN_PATH);
    } catch (cause) {
      fail(cause, fallback);
    }
  }

  const passwordAutocomplete = view === 'signup' ? 'new-password' : 'current-password';
  const otherMode = view === 'signup' ? 'login' : 'signup';
  return (
    <>
      {view === 'reset' && <p className="auth-screen__lead">{copy.reset.intro}</p>}
      <form ref={formRef} className="auth-screen__form" noValidate onSubmit={handleSubmit} aria-busy={busy === 'submit'}>
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          label={copy.labels.email}
          autoComplete="email"
          required
          defaultValue={email}
          error={problems.email}
          onChange={() => clearProblem('email')}
        />
        {shown.includes('password') && (
          <Field
            id={`${id}-password`}
            name="password"
            type="password"
            label={copy.labels.password}
            autoComplete={passwordAutocomplete}
            required
            error={problems.password}
            onChange={() => clearProblem('password')}
          />
        )}
        {view === 'login' && (
          <Button variant="link" size="sm" className="auth-screen__forgot" onClick={() => switchTo('reset')} disabled={!ready}>
            {copy.login.forgotPassword}
          </Button>
        )}
        {shown.includes('confirmPassword') && (
          <Field
            id={`${id}-confirm`}
            name="confirmPassword"
            type="password"
            label={copy.labels.confirmPassword}
            autoComplete="new-password"
            required
            error={problems.confirmPassword}
            onChange={() => clearProblem('confirmPassword')}
          />
        )}
        <p role="alert" className="auth-screen__notice auth-screen__notice--error">
          {error}
        </p>
        <p role="status" className="auth-screen__notice auth-screen__notice--success">
          {resetSentTo ? fillTemplate(copy.reset.sent, { email: resetSentTo }) : ''}
        </p>
        <Button type="submit" variant="primary" size="lg" className="auth-screen__submit" disabled={disabled}>
          {busy === 'submit' ? buttons.busy : buttons.submit}
        </Button>
      </form>
      {view === 'reset' ? (
        <p className="auth-screen__switch">
          <a href={MODE_PATHS.login} onClick={(event) => switchTo('login', event)}>
            {copy.reset.back}
          </a>
        </p>
      ) : (
        <>
          <SocialButtons
            copy={copy.social}
            disabled={disabled}
            googleBusy={busy === 'google'}
            onGoogle={handleGoogle}
            onLinkedIn={() => setError(messages.authScreen.socialNotImplemented)}
          />
          <p className="auth-screen__switch">
            {copy[view].switchPrompt}{' '}
            <a href={MODE_PATHS[otherMode]} onClick={(event) => switchTo(otherMode, event)}>
              {copy[view].switchLink}
            </a>
          </p>
        </>
      )}
    </>
  );
}
