/**
 * Firestore document data -> the plain types in types.ts. Duck-typed, so no SDK code is needed to read a
 * Timestamp, and lenient: a field of the wrong type reads as missing rather than breaking the screen.
 */
import { ONBOARDING_FIELDS, type OnboardingAnswers, type UserProfile } from './types.ts';

type Data = Record<string, unknown>;

/** A Firestore Timestamp (anything with toDate()) as a Date; null otherwise. */
export function dateOrNull(value: unknown): Date | null {
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The onboarding map, keeping only known string fields. */
export function onboardingFromData(value: unknown): OnboardingAnswers {
  const source = (value && typeof value === 'object' ? value : {}) as Data;
  const answers: OnboardingAnswers = {};
  for (const field of ONBOARDING_FIELDS) {
    const answer = text(source[field]);
    if (answer !== undefined) answers[field] = answer;
  }
  const completedAt = text(source.completedAt);
  if (completedAt !== undefined) answers.completedAt = completedAt;
  return answers;
}

/** A users/{uid} document as a UserProfile. */
export function profileFromData(data: Data): UserProfile {
  return {
    email: text(data.email) ?? null,
    createdAt: dateOrNull(data.createdAt),
    emailVerified: data.emailVerified === true,
    onboarding: onboardingFromData(data.onboarding),
    lastUpdated: dateOrNull(data.lastUpdated),
  };
}
