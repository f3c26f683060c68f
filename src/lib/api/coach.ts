/**
 * The editor's coach chat asks the API to answer a question about the CV: POST /api/v1/coach with the signed-in
 * user's ID token (anonymous visitors have one too; the caller gets it). The answer is read once here; callers fall back to the
 * browser's own rules answer whenever this does not give one.
 */
import { z } from 'zod';
import type { CoachContext } from '@/lib/coach/advise';
import { coachAnswerSchema, type CoachAnswer, type CoachRequest } from '@/lib/coach/request';
import { MAX_PROFILE_TEXT_CHARS, ONBOARDING_FIELDS, type OnboardingAnswers } from '@/lib/firebase/types';
import { apiRequest } from './client.ts';

export const COACH_PATH = '/api/v1/coach';

const envelopeSchema = z.object({ status: z.literal('success'), data: coachAnswerSchema });

/** The five onboarding answers as the API takes them: text within what a profile may hold (others are left out). */
function answersToSend(answers: OnboardingAnswers = {}): NonNullable<CoachRequest['onboarding']> {
  return Object.fromEntries(
    ONBOARDING_FIELDS.flatMap((field) => {
      const value = answers[field];
      return typeof value === 'string' && value.length <= MAX_PROFILE_TEXT_CHARS ? [[field, value]] : [];
    }),
  );
}

/** The request body for `question` about the CV in `context` (what the browser's own rules would answer from). */
export function coachRequest(question: string, { cv, onboarding, jobDescription, serverScore }: CoachContext): CoachRequest {
  return {
    question,
    cv,
    ...(serverScore ? { score: serverScore } : {}),
    ...(jobDescription?.trim() ? { jd: jobDescription } : {}),
    onboarding: answersToSend(onboarding),
  };
}

/**
 * The API's answer to `question` about the CV in `context`, asked as the user whose `idToken` it is. Throws
 * ApiError when the API refuses, the fetch error on a network failure or abort, and Error when the answer cannot
 * be read.
 */
export async function askCoach(question: string, context: CoachContext, { idToken, signal }: { idToken: string; signal?: AbortSignal }): Promise<CoachAnswer> {
  const answer = await apiRequest<unknown>(COACH_PATH, { method: 'POST', token: idToken, body: coachRequest(question, context), signal });
  const parsed = envelopeSchema.safeParse(answer);
  if (!parsed.success) throw new Error('The coach answer could not be read.');
  return parsed.data.data;
}
