/**
 * Limits of the support e-mail request, free of zod so the contact dialog can enforce them in the browser
 * (maxLength) without shipping the schema library. The schema in ./support.ts uses the same values; the
 * e-mail rule itself is src/lib/email.ts.
 */
export const SUPPORT_EMAIL_LIMITS = {
  subject: 120,
  name: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  company: 120,
  message: 5000,
} as const;

