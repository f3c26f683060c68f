import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { authFailureText } from '@/lib/auth/errors';
import { watchVerification } from '@/lib/auth/verification';
import type { AuthModalCopy } from '@/lib/content/schemas/site';
import { messages } from '@/lib/messages';
import {
  $authModal,
  backToSignup,
  clearError,
  close,
  dispatch,
  fail,
  loginSucceeded,
  signupSucceeded,
  switchMode,
  verified,
} from '@/stores/auth-modal';
import {
  $isSignedIn,
  $session,
  logIn,
  logInWithGoogle,
  refreshVerification,
  resendVerification,
  sendPasswordReset,
  signUp,
  usingAuthEmulator,
} from '@/stores/session';
import { EmailVerified } from './EmailVerified';
import { goHome } from './go-home';
import { goToNextStep } from './go-next-step';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import { SocialButtons } from './SocialButtons';
import { useModalDialog } from '@/components/ui/dialog';
import { VerifyEmail } from './VerifyEmail';
import './AuthModal.css';

export interface AuthModalProps {
  /** Visible copy, from site.yaml `auth`. */
  copy: AuthModalCopy;
  /**
   * Where a completed log-in leads: home by default (SPEC §4). A screen with work in progress (the editor,
   * where scoring asks for sign-in) passes 'stay' so the user carries on where they were.
   */
  afterLogIn?: 'home' | 'stay';
  /** What LinkedIn's button says (not implemented): the header's SPEC §8 text unless the place has its own. */
  linkedInRefusal?: string;
}

/**
 * The header auth modal (SPEC §2 Overlays, §4): a 310 px native modal dialog driven by the $authModal state
 * machine, loaded on demand (with Firebase) by EarlyAccessButton. Sign-up leads to 'Check your email', which
 * notices verification (polling and on window focus) and moves to 'Email verified'. A sign-in while a form is
 * showing (log-in, Google, or another tab) closes the modal and goes home.
 */
export default function AuthModal({ copy, afterLogIn = 'home', linkedInRefusal }: AuthModalProps) {
  const modal = useStore($authModal);
  const open = modal.state !== 'closed';
  const dialogRef = useModalDialog(open, () => dispatch(close), { focusKey: modal.state });
  const headingId = useId();
  const leave = afterLogIn === 'home' ? goHome : () => undefined;
  /** 'Let's get started!': where the user goes on from the page they signed up on (the editor is already there). */
  const start = afterLogIn === 'home' ? () => goToNextStep($session.get().user?.uid) : async () => undefined;
  /** Set while our own sign-up runs: that sign-in leads to 'Check your email', not home. */
  const signingUp = useRef(false);
  /** The outcome of the last resend (not a failure: those go to the modal's error). */
  const [notice, setNotice] = useState<string | undefined>();

  useEffect(() => setNotice(undefined), [open]);

  // SPEC §4: a user who signs in while a form is open closes the modal and goes to /.
  useEffect(
    () =>
      $isSignedIn.listen((signedIn) => {
        const { state } = $authModal.get();
        if (!signedIn || signingUp.current || (state !== 'signup' && state !== 'login')) return;
        dispatch(loginSucceeded);
        leave();
      }),
    // `leave` follows a prop that is fixed for the page's life: subscribing once is enough.
    [],
  );

  // While 'Check your email' shows: notice the address becoming verified.
  useEffect(
    () => (modal.state === 'verifyEmail' ? watchVerification(refreshVerification, () => dispatch(verified)) : undefined),
    [modal.state],
  );

  async function handleSignUp(email: string, password: string) {
    signingUp.current = true;
    try {
      await signUp(email, password);
      dispatch(signupSucceeded, email);
    } catch (error) {
      dispatch(fail, authFailureText(error));
    } finally {
      signingUp.current = false;
    }
  }

  async function handleLogIn(email: string, password: string) {
    try {
      await logIn(email, password);
      dispatch(loginSucceeded);
      leave();
    } catch (error) {
      dispatch(fail, authFailureText(error));
    }
  }

  async function handleGoogle() {
    try {
      await logInWithGoogle();
      dispatch(loginSucceeded);
      leave();
    } catch (error) {
      dispatch(fail, authFailureText(error));
    }
  }

  /** SPEC §6/§8: only a signed-in, unverified user gets a new e-mail; the others are told why not. */
  async function handleResend() {
    setNotice(undefined);
    let user = $session.get().user;
    try {
      user = await refreshVerification();
    } catch {
      // Keep what the session knew; the resend below reports a real failure.
    }
    if (!user || user.isAnonymous) {
      dispatch(fail, messages.verification.resendNotAllowed);
      return;
    }
    if (user.emailVerified) {
      setNotice(messages.verification.alreadyVerified);
      dispatch(verified);
      return;
    }
    try {
      await resendVerification();
      dispatch(clearError);
      setNotice(messages.authModal.resendSuccess(await usingAuthEmulator()));
    } catch (error) {
      dispatch(fail, authFailureText(error));
    }
  }

  const social = (
    <SocialButtons
      copy={copy.social}
      onGoogle={handleGoogle}
      onLinkedIn={() => dispatch(fail, linkedInRefusal ?? messages.authModal.socialNotImplemented(copy.social.linkedinName))}
    />
  );

  return (
    <dialog ref={dialogRef} className="ui-dialog auth-modal" aria-labelledby={headingId} data-slot="auth-modal" data-state={modal.state}>
      <Button variant="ghost" size="icon" className="auth-modal__close" aria-label={copy.close} onClick={() => dispatch(close)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      {modal.state === 'signup' && (
        <>
          <h2 id={headingId}>{copy.signup.title}</h2>
          <SignupForm
            copy={copy}
            error={modal.error}
            initialEmail={modal.email}
            onSubmit={handleSignUp}
            onSwitch={() => dispatch(switchMode)}
            social={social}
          />
        </>
      )}
      {modal.state === 'login' && (
        <>
          <h2 id={headingId}>{copy.login.title}</h2>
          <LoginForm
            copy={copy}
            error={modal.error}
            onSubmit={handleLogIn}
            onResetPassword={sendPasswordReset}
            onSwitch={() => dispatch(switchMode)}
            social={social}
          />
        </>
      )}
      {modal.state === 'verifyEmail' && (
        <VerifyEmail
          copy={copy.verify}
          email={modal.email ?? ''}
          error={modal.error}
          notice={notice}
          onResend={handleResend}
          onBack={() => {
            setNotice(undefined);
            dispatch(backToSignup);
          }}
          headingId={headingId}
        />
      )}
      {modal.state === 'emailVerified' && (
        <EmailVerified
          copy={copy.verified}
          notice={notice}
          onStart={async () => {
            await start();
            dispatch(close);
          }}
          headingId={headingId}
        />
      )}
    </dialog>
  );
}
