import type { AuthCopy } from '@/lib/content/schemas/app';
import { isEmailAddress } from '@/lib/email';
import { confirmPasswordProblem } from '@/lib/auth/confirm-password';

/** The fields of the auth screen's form, in the order they appear (the first invalid one gets focus). */
export const AUTH_FIELDS = ['email', 'password', 'confirmPassword'] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type AuthValues = Record<AuthField, string>;
export type FieldProblems = Partial<Record<AuthField, string>>;

/** Which fields each form view shows: confirm password on sign-up only (SPEC §5), the e-mail alone for a reset. */
export const FIELDS_BY_VIEW = {
  login: ['email', 'password'],
  signup: ['email', 'password', 'confirmPassword'],
  reset: ['email'],
} as const satisfies Record<string, readonly AuthField[]>;
export type FormView = keyof typeof FIELDS_BY_VIEW;

/** What the form holds now (the e-mail trimmed); fields a view does not show read as ''. */
export function readValues(form: HTMLFormElement): AuthValues {
  const data = new FormData(form);
  const text = (field: AuthField) => String(data.get(field) ?? '');
  return { email: text('email').trim(), password: text('password'), confirmPassword: text('confirmPassword') };
}

/**
 * SPEC §5 for the auth screen: e-mail required and an address by the project's one rule (src/lib/email.ts),
 * password required, confirm password required on sign-up and equal to the password ('Passwords do not match').
 * Returns the problem of each failing field.
 */
export function findProblems(view: FormView, values: AuthValues, problems: AuthCopy['problems']): FieldProblems {
  const shown: readonly AuthField[] = FIELDS_BY_VIEW[view];
  const found: FieldProblems = {};
  const email = values.email.trim();
  if (!email) found.email = problems.emailRequired;
  else if (!isEmailAddress(email)) found.email = problems.emailInvalid;
  if (shown.includes('password') && !values.password) found.password = problems.passwordRequired;
  if (shown.includes('confirmPassword')) {
    if (!values.confirmPassword) found.confirmPassword = problems.confirmRequired;
    else if (values.password) {
      const mismatch = confirmPasswordProblem(values.password, values.confirmPassword);
      if (mismatch) found.confirmPassword = mismatch;
    }
  }
  return found;
}

/** The first field, in screen order, that has a problem. */
export function firstProblem(problems: FieldProblems): AuthField | undefined {
  return AUTH_FIELDS.find((field) => problems[field]);
}
