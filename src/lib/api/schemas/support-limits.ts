/**
 * Limits of the support e-mail request, free of zod so the contact dialog can enforce them in the browser
 * (maxLength, e-mail check) without shipping the schema library. The schema in ./support.ts uses the same values.
 */
export const SUPPORT_EMAIL_LIMITS = {
  subject: 120,
  name: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  company: 120,
  message: 5000,
} as const;

/**
 * What counts as an e-mail address: zod's default e-mail pattern (`z.regexes.email`), copied so the browser
 * check and the server check can never disagree (a unit test keeps them equal).
 */
export const SUPPORT_EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
