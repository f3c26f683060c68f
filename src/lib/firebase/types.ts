/**
 * Plain shapes of the Firestore documents (SPEC §3), as the app reads them: timestamps are Dates, missing
 * fields are null or absent, and nothing refers to the Firebase SDK.
 */

/** The five onboarding questions' answer fields (SPEC §9), in the order the coach asks them. */
export const ONBOARDING_FIELDS = ['currentRole', 'targetRole', 'experience', 'goals', 'preferences'] as const;

/** The longest text the security rules accept in a profile (firestore.rules `optionalText`), each answer included. */
export const MAX_PROFILE_TEXT_CHARS = 2000;

/** One of the coach's onboarding questions. */
export type OnboardingField = (typeof ONBOARDING_FIELDS)[number];

/** The coach's onboarding answers; each is saved as soon as it is given, so any may be missing. */
export type OnboardingAnswers = Partial<Record<OnboardingField, string>> & {
  /** When the last question was answered (ISO 8601). */
  completedAt?: string;
};

/** users/{uid}: one per account, anonymous visitors included once they answer a question. */
export interface UserProfile {
  /** null for an anonymous visitor's document. */
  email: string | null;
  /** When the document was created (at sign-up, or at a visitor's first answer). */
  createdAt: Date | null;
  /** Written false at sign-up; the ID token is the authority on verification. */
  emailVerified: boolean;
  onboarding: OnboardingAnswers;
  /** Last write of any field. */
  lastUpdated: Date | null;
}

/** users/{uid}/cvs/{cvId}: a CV saved from the editor. `T` is whatever the editor stores; callers validate it. */
export interface SavedCv<T = unknown> {
  id: string;
  data: T;
  updatedAt: Date | null;
}
