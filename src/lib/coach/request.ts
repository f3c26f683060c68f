/**
 * What the editor's coach chat sends to POST /api/v1/coach and what it gets back. Shared by the handler
 * (src/server/handlers/coach.ts), which validates with it, and the browser's client (src/lib/api/coach.ts).
 */
import { z } from 'zod';
import { COACH_MAX_QUESTION_CHARS, SCORE_MAX_JD_CHARS } from '../constants.ts';
import { parsedCvSchema } from '../cv/schema.ts';
import { MAX_PROFILE_TEXT_CHARS, ONBOARDING_FIELDS, type OnboardingField } from '../firebase/types.ts';
import { scoreResultSchema } from '../scoring/schema.ts';

const onboardingAnswer = z.string().max(MAX_PROFILE_TEXT_CHARS).optional();

/** The five onboarding answers (any may be missing), each within what a profile may hold. */
export const coachOnboardingSchema = z.strictObject(
  Object.fromEntries(ONBOARDING_FIELDS.map((field) => [field, onboardingAnswer])) as Record<OnboardingField, typeof onboardingAnswer>,
);

/** The body of POST /api/v1/coach; unknown fields are refused. */
export const coachRequestSchema = z.strictObject({
  /** The user's question, trimmed. */
  question: z.string().trim().min(1).max(COACH_MAX_QUESTION_CHARS),
  /** The CV as it is now, with the user's edits. */
  cv: parsedCvSchema,
  /** The server's latest score result for this CV, when it has been scored. */
  score: scoreResultSchema.optional(),
  /** The job description typed into the score card, when there is one. */
  jd: z.string().max(SCORE_MAX_JD_CHARS).optional(),
  /** The onboarding answers so far. */
  onboarding: coachOnboardingSchema.optional(),
});

export type CoachRequest = z.input<typeof coachRequestSchema>;

/** Who worded an answer: the rules of src/lib/coach/advise.ts, or the configured LLM grounded in them. */
export const COACH_ANSWER_SOURCES = ['rules', 'llm'] as const;

/** The `data` of a successful answer. */
export const coachAnswerSchema = z.object({
  /** Plain text; lines break on '\n'. */
  answer: z.string().trim().min(1),
  source: z.enum(COACH_ANSWER_SOURCES),
});

export type CoachAnswer = z.infer<typeof coachAnswerSchema>;
