/**
 * The onboarding answers as the security rules accept them (firestore.rules `validOnboarding`), read from
 * anything: what the browser is about to write (src/lib/firebase/firestore.ts) and what the server exports from
 * a stored profile (src/server/handlers/account.ts), which anyone with the account could have written.
 */
import { MAX_PROFILE_TEXT_CHARS, ONBOARDING_FIELDS, type OnboardingAnswers } from './types.ts';

const ANSWER_KEYS: readonly string[] = [...ONBOARDING_FIELDS, 'completedAt'];

/**
 * The known fields of `answers` with non-blank text of at most MAX_PROFILE_TEXT_CHARS; anything else is left out
 * rather than letting one over-long or odd answer lose the others. Not an object: none.
 */
export function storableAnswers(answers: unknown): OnboardingAnswers {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return {};
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([key, value]) => ANSWER_KEYS.includes(key) && typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PROFILE_TEXT_CHARS,
    ),
  );
}
