/**
 * The project's one rule for "is this a valid e-mail address", used by every validator: the auth forms, the
 * contact form and the support API, the CV editor and the score's contact check. It is zod's default e-mail
 * pattern (`z.regexes.email`), copied so browser code can apply it without shipping zod (a unit test keeps
 * them equal).
 */
export const EMAIL_ADDRESS_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** True when `text` (already trimmed) is an e-mail address by EMAIL_ADDRESS_PATTERN. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS_PATTERN.test(text);
}
