import { z } from 'zod';
import { text } from '../common.ts';

/** Copy of the /account screen (its heading is `screens.account.heading`). */
export const accountSchema = z.object({
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
    /** The step that asks for the password (e-mail accounts) or Google (Google accounts) again when the sign-in is old. */
    recentSignIn: z.object({ body: text, passwordLabel: text, missingPassword: text, passwordSubmit: text, googleSubmit: text }),
  }),
  /** Shown once the account is gone, before the home page opens; `bodyPending` when part of the data goes later. */
  deleted: z.object({ heading: text, body: text, bodyPending: text, homeLink: text }),
});
