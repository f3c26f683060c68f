/**
 * CV scoring (SPEC §7 call 2): POST /api/v1/score with the signed-in user's ID token (the caller's to get). The answer is read once
 * here: anything but `status: 'success'` with a result in data[0] is SPEC §8's 'Failed to score CV'; a refused
 * call is an ApiError carrying 'API Error: {status} {statusText} - {server message}'.
 */
import { z } from 'zod';
import type { ParsedCv } from '@/lib/cv/schema';
import { messages } from '@/lib/messages';
import { clampScore } from '@/lib/scoring/band';
import { SCORE_KEYS, type ScoreKey, type ScoreResult, type Scores } from '@/lib/scoring/schema';
import { apiRequest } from './client.ts';

export const SCORE_PATH = '/api/v1/score';

/** What to score. */
export interface ScoreCvRequest {
  /** The uploaded file's gs:// address: proves which upload is scored, and that it is the caller's. */
  gcsUrl: string;
  /** The current edited CV, so the score reflects edits. */
  cv?: ParsedCv;
  /** A job description to score against ('' or absent: none). */
  jd?: string;
}

/** Lenient on the way in (numbers are clamped to whole 0..100 below), strict on what must be there. */
const answerSchema = z.object({
  status: z.string(),
  data: z
    .array(
      z.object({
        scores: z.object(Object.fromEntries(SCORE_KEYS.map((key) => [key, z.number()])) as Record<ScoreKey, z.ZodNumber>),
        feedback: z.object({ strengths: z.array(z.string()).default([]), areas_to_improve: z.array(z.string()).default([]) }),
        match_assessment: z.string().default(''),
      }),
    )
    .optional(),
});

/** The label of an upload: its stored name without the `{timestamp}-{random}-` prefix the upload added. */
export function fileNameOf(gcsUrl: string): string {
  const stored = decodeURIComponent(gcsUrl.split('/').pop() ?? '');
  return stored.replace(/^\d{10,}-(?:[0-9a-f]{16}-)?/, '') || 'cv';
}

/**
 * Scores the CV behind `gcsUrl` (the edited `cv` when given) as the user whose `idToken` it is. Throws ApiError
 * when the API refuses, Error('Failed to score CV') when the answer is not a success with a result. Scores come
 * back as whole numbers clamped to 0..100, whatever the server sent.
 */
export async function scoreCv({ gcsUrl, cv, jd = '' }: ScoreCvRequest, idToken: string): Promise<ScoreResult> {
  const answer = await apiRequest<unknown>(SCORE_PATH, {
    method: 'POST',
    token: idToken,
    body: { cvs: [{ filename: fileNameOf(gcsUrl), gcs_url: gcsUrl }], jd, detailed_feedback: true, ...(cv ? { cv } : {}) },
  });
  const parsed = answerSchema.safeParse(answer);
  const result = parsed.success && parsed.data.status === 'success' ? parsed.data.data?.[0] : undefined;
  if (!result) throw new Error(messages.score.failed);
  const scores = Object.fromEntries(SCORE_KEYS.map((key) => [key, clampScore(result.scores[key])])) as Scores;
  return { scores, feedback: result.feedback, match_assessment: result.match_assessment };
}
