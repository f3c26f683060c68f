import { z } from 'zod';
import { scoreResultSchema } from './schema.ts';

/** A version fingerprint (lib/cv/version.ts): base-36, at most 11 characters; 32 leaves room. */
export const VERSION_PATTERN = /^[0-9a-z]{1,32}$/;

/**
 * The last official score, kept with the CV it is for (the local draft and the saved CV: lib/cv/document.ts):
 * the server's result, and the versions of the CV and of the job advert it scored, so that after a reload the
 * card can still say the score is for an earlier version.
 */
export const savedScoreSchema = z.object({
  result: scoreResultSchema,
  cvVersion: z.string().regex(VERSION_PATTERN),
  jdVersion: z.string().regex(VERSION_PATTERN),
});

export type SavedScore = z.infer<typeof savedScoreSchema>;
