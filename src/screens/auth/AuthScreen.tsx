import { useEffect, useId, useRef, useState } from 'react';
import type { AuthCopy } from '@/lib/content/schemas/app';
import { startSession } from '@/stores/session';
import AuthForm from './AuthForm';
import { MODE_PATHS, showMode, type AuthMode } from './navigate';
import type { FormView } from './validate';
import VerifyEmail from './VerifyEmail';
import './AuthScreen.css';

export type { AuthMode } from './navigate';

/** app/auth.yaml `auth`, plus each mode's heading and document title (app/screens.yaml `screens.login` / `screens.register`). */
export interface AuthScreenCopy extends AuthCopy {
  modes: Record<AuthMode, { heading: string; title: string }>;
}

export interface AuthScreenProps {
  /** The mode the page starts in: /login -> 'login', /register -> 'signup' (SPEC §2). */
  mode: AuthMode;
  copy: AuthScreenCopy;
}

/** SPEC §4 'Auth screen': log-in or sign-up mode, sign-up leads to 'verify'; 'reset' is our 'Forgot password?'. */
type View = FormView | 'verify';

/**
 * The /login and /register screen. Switching between log-in and sign-up happens in place (the address bar and
 * title follow), keeping the typed e-mail and clearing any error.
 */
export default function AuthScreen({ mode, copy }: AuthScreenProps) {
  const [view, setView] = useState<View>(mode);
  const [email, setEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const id = useId();

  // Loads Firebase while the visitor types, so the first press does not wait for it.
  useEffect(() => {
    startSession().catch(() => undefined);
  }, []);

  // After a change of view, start reading (and tabbing) from its heading instead of losing focus to the page.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [view]);

  function go(next: View) {
    moved.current = true;
    if (next === 'login' || next === 'signup') showMode(MODE_PATHS[next], copy.modes[next].title);
    setView(next);
  }

  const heading = view === 'reset' ? copy.reset.heading : view === 'verify' ? copy.verify.heading : copy.modes[view].heading;
  return (
    <section className="auth-screen" aria-labelledby={`${id}-heading`}>
      <div className="auth-screen__card" data-view={view}>
        <a className="auth-screen__close" href="/" aria-label={copy.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </a>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="auth-screen__heading">
          {heading}
        </h1>
        {view === 'verify' ? (
          <VerifyEmail copy={copy.verify} email={email} onBack={() => go('signup')} onLogIn={() => go('login')} />
        ) : (
          <AuthForm
            key={view}
            view={view}
            copy={copy}
            email={email}
            onEmailChange={setEmail}
            onSwitch={go}
            onSignedUp={(address) => {
              setEmail(address);
              go('verify');
            }}
          />
        )}
      </div>
    </section>
  );
}
