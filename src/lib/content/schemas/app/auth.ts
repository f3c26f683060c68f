import { z } from 'zod';

/** Copy of the /login and /register screen (the headings are `screens.login/register.heading`). */
export const authSchema = z.object({
  /** Accessible name of the close button that returns to the home page. */
  close: z.string().min(1),
  labels: z.object({ email: z.string().min(1), password: z.string().min(1), confirmPassword: z.string().min(1) }),
  /** Field problems found before anything is sent (the password mismatch text is in messages.ts, SPEC §8). */
  problems: z.object({
    emailRequired: z.string().min(1),
    emailInvalid: z.string().min(1),
    passwordRequired: z.string().min(1),
    confirmRequired: z.string().min(1),
  }),
  /** Log-in mode: submit button (SPEC: 'Log in'), its busy label, the link to sign-up mode, 'Forgot password?'. */
  login: z.object({
    submit: z.string().min(1),
    busy: z.string().min(1),
    switchPrompt: z.string().min(1),
    switchLink: z.string().min(1),
    forgotPassword: z.string().min(1),
  }),
  /** Sign-up mode: submit button (SPEC: 'Get started'), its busy label and the link to log-in mode. */
  signup: z.object({
    submit: z.string().min(1),
    busy: z.string().min(1),
    switchPrompt: z.string().min(1),
    switchLink: z.string().min(1),
  }),
  /** Social sign-in buttons and the divider between them and the form. */
  social: z.object({ divider: z.string().min(1), google: z.string().min(1), linkedin: z.string().min(1) }),
  /** 'Forgot password?': asks for the e-mail; `sent` ({email}) never says whether the address has an account. */
  reset: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    submit: z.string().min(1),
    busy: z.string().min(1),
    sent: z.string().includes('{email}'),
    /** When the link could not be sent for a reason that says nothing about the account (e.g. offline). */
    failed: z.string().min(1),
    back: z.string().min(1),
  }),
  /** The 'verify your email' state after sign-up; `sentTo` names the address ({email}). */
  verify: z.object({
    heading: z.string().min(1),
    sentTo: z.string().includes('{email}'),
    resend: z.string().min(1),
    resending: z.string().min(1),
    back: z.string().min(1),
    loginPrompt: z.string().min(1),
    loginLink: z.string().min(1),
  }),
});
