import { z } from 'zod';
import { link, text } from './common.ts';

/** site.yaml `contact`: the contact dialog's visible copy (mounted once by MarketingLayout). */
const contactCopy = z.object({
  /** Dialog heading. */
  title: text,
  /** One or two sentences under the heading. */
  intro: text,
  /** Field labels. */
  labels: z.object({ name: text, email: text, company: text, message: text }),
  /** Shown beside the company label, e.g. "(optional)". */
  optional: text,
  /** Submit button text, and its text while sending. */
  submit: text,
  sending: text,
  /** Accessible name of the close (x) button. */
  close: text,
  /** Inline validation messages, shown under the field they concern. */
  errors: z.object({ nameRequired: text, emailRequired: text, emailInvalid: text, messageRequired: text }),
});

/** site.yaml `auth`: the header auth modal, the early-access dialog and the header's session controls. */
const authModalCopy = z.object({
  /** Accessible name of the close (x) buttons. */
  close: text,
  labels: z.object({ email: text, password: text, confirmPassword: text }),
  /** Sign-up form: heading (SPEC 'Create an account'), submit ('Get started') and busy label, link to log-in. */
  signup: z.object({ title: text, submit: text, busy: text, switchPrompt: text, switchLink: text }),
  /** Log-in form: heading (SPEC 'Log in to' the product), submit ('Log in') and busy label, link to sign-up. */
  login: z.object({ title: text, submit: text, busy: text, switchPrompt: text, switchLink: text }),
  /**
   * 'Forgot password?' in the log-in form: sends the reset e-mail to the typed address. `sent` ({email}) must
   * not reveal whether the address has an account; `emailFirst` asks for the address when the field is empty.
   */
  reset: z.object({ link: text, busy: text, emailFirst: text, sent: z.string().includes('{email}') }),
  /** Social sign-in: the divider, Google's button and busy label, LinkedIn's button and provider name. */
  social: z.object({ divider: text, google: text, googleBusy: text, linkedin: text, linkedinName: text }),
  /** The 'Check your email' screen after sign-up; `sentTo` names the address ({email}). */
  verify: z.object({
    title: text,
    sentTo: z.string().includes('{email}'),
    instructions: text,
    resend: text,
    resending: text,
    back: text,
  }),
  /** The 'Email verified' screen; `start` (SPEC "Let's get started!") closes the modal. */
  /** 'Email verified': `start` leads to the user's next step (`starting` while it is looked up). */
  verified: z.object({ title: text, body: text, start: text, starting: text }),
  /** The 'You're on the list!' dialog (its text is SPEC §8's, in messages.ts) and its close button. */
  earlyAccess: z.object({ title: text, close: text }),
  /**
   * Header controls for a signed-in user: Logout (and its busy label) and the link to /account. The app screens
   * gather them in a menu (its button reads `menu`) and offer anyone else `login`.
   */
  session: z.object({ logout: text, loggingOut: text, account: text, menu: text, login: text }),
});

/** src/content/site.yaml: brand, navigation, footer and site-wide SEO defaults. */
export const siteSchema = z.object({
  /** Product name as shown in titles and copy. */
  name: z.string().min(1),
  /** Where people can write to us; the contact links' no-script fallback. */
  supportEmail: z.email(),
  /** Legal entity shown in the footer. */
  company: z.string().min(1),
  /** Default keywords for every page. */
  keywords: z.array(z.string()).min(1),
  /** Social-share image (site-relative path) and its alt text. */
  ogImage: z.object({ src: z.string().startsWith('/'), alt: z.string().min(1) }),
  /** Twitter/X handle for twitter:site, with the @. */
  twitterHandle: z.string().startsWith('@'),
  /** Alternative texts of the logo variants (SPEC: icon, full, dark). */
  logoAlt: z.object({ icon: z.string().min(1), full: z.string().min(1), dark: z.string().min(1) }),
  header: z.object({
    nav: z.array(link).min(1),
    /** Label of the primary call to action; it opens sign-up. */
    earlyAccess: z.string().min(1),
    /** The phone menu button while the menu is closed ("Menu")... */
    menuLabel: z.string().min(1),
    /** ...and while it is open ("Close menu"): its name says what pressing it will do. */
    closeMenuLabel: z.string().min(1),
    homeLabel: z.string().min(1),
    skipLink: z.string().min(1),
  }),
  footer: z.object({
    links: z.array(link).min(1),
    contactLabel: z.string().min(1),
    tagline: z.string().min(1),
    /** "{year}" is replaced with the build year. */
    copyright: z.string().min(1),
  }),
  notFound: z.object({
    title: z.string().min(10),
    description: z.string().min(50),
    heading: z.string().min(1),
    body: z.string().min(1),
    links: z.array(link).min(1),
  }),
  contact: contactCopy,
  auth: authModalCopy,
});

export type SiteContent = z.infer<typeof siteSchema>;
/** Copy of the contact dialog island (its SPEC §8 status texts live in src/lib/messages.ts). */
export type ContactCopy = z.infer<typeof contactCopy>;
/** Copy of the header auth modal, the early-access dialog and the header session controls. */
export type AuthModalCopy = z.infer<typeof authModalCopy>;
