import { z } from 'zod';

const screen = z.object({
  /** <title> of the screen (app screens are never indexed). */
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /** Visible heading of the screen. */
  heading: z.string().min(1),
});

/** Copy of the /login and /register screen (the headings are `screens.login/register.heading`). */
const auth = z.object({
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

const text = z.string().min(1);

/** Copy of the /account screen (its heading is `screens.account.heading`). */
const account = z.object({
  /** Shown while the session is being restored. */
  loading: text,
  /** For visitors who are not signed in: why to log in, and the link text to /login. */
  signedOut: z.object({ body: text, link: text }),
  /** The signed-in e-mail (`label`) and its verification state. */
  details: z.object({ label: text, verified: text, unverified: text }),
  /** 'Download my data': `fileName` names the JSON file; {date} becomes YYYY-MM-DD. */
  export: z.object({
    heading: text,
    body: text,
    button: text,
    busy: text,
    done: text,
    failed: text,
    fileName: z.string().regex(/^[\w.-]*\{date\}[\w.-]*\.json$/, 'must be a file name ending in .json with {date}'),
  }),
  /** 'Delete my account' and its confirmation dialog; `confirmLabel` names the address to type ({email}). */
  delete: z.object({
    heading: text,
    body: text,
    button: text,
    dialogTitle: text,
    confirmLabel: z.string().includes('{email}'),
    /** The typed address is not the account's. */
    mismatch: text,
    submit: text,
    busy: text,
    cancel: text,
    failed: text,
  }),
  /** Shown once the account is gone, before the home page opens. */
  deleted: z.object({ heading: text, body: text, homeLink: text }),
});

/** Copy of the upload screen (SPEC §2 'Upload screen'; its heading is `screens.upload.heading`). */
const upload = z.object({
  /** The line under the heading (SPEC: 'Get your CV optimised in seconds with AI'). */
  tagline: text,
  /** The drop area's label: drag a file here or press to browse. */
  dropLabel: text,
  /** Shown while a file is dragged over the drop area. */
  dragOverLabel: text,
  /** SPEC: 'PDF, DOC, DOCX up to 10MB'. */
  hint: text,
  /** SPEC: secure and private, AI-powered, under 30 seconds (three badges). */
  badges: z.array(text).length(3),
  /** SPEC §2 status messages while processing. */
  status: z.object({ uploading: text, parsing: text, success: text }),
  /** Accessible name of the upload progress bar. */
  progressLabel: text,
});

/** Copy of the onboarding coach chat (SPEC §4 'Coach chat'). */
const coach = z.object({
  /** The coach persona (name and role shown in the chat header). */
  persona: z.object({ name: text, role: text }),
  /** Accessible name of the chat region. */
  label: text,
  /** The coach's opening line, before the first question. */
  greeting: text,
  /** The five questions by field, asked in SPEC §9's order. */
  questions: z.object({ currentRole: text, targetRole: text, experience: text, goals: text, preferences: text }),
  /** Said after the last answer. */
  thankYou: text,
  /** What the answer box shows while empty, and its accessible name. */
  placeholder: text,
  answerLabel: text,
  /** The send button. */
  send: text,
  /** Announced while the coach is typing; {name} is the persona's name. */
  typing: z.string().includes('{name}'),
  /** How the user's own messages are attributed (screen readers). */
  you: text,
});

/** src/content/app.yaml: copy of the client-only app screens. */
export const appSchema = z.object({
  /** Shown while a screen's code is not available yet; links back to the site. */
  unavailable: z.object({ body: z.string().min(1), homeLabel: z.string().min(1) }),
  screens: z.object({ upload: screen, editor: screen, login: screen, register: screen, account: screen }),
  auth,
  account,
  upload,
  coach,
});

export type AppContent = z.infer<typeof appSchema>;
export type ScreenName = keyof AppContent['screens'];
export type AuthCopy = AppContent['auth'];
export type AccountCopy = AppContent['account'];
export type UploadCopy = AppContent['upload'];
export type CoachCopy = AppContent['coach'];
