import { z } from 'zod';
import { SCORE_MAX_JD_CHARS } from '../constants.ts';
import { savedScoreSchema } from '../scoring/saved-score.ts';
import { storedCvSchema } from './schema.ts';

/**
 * What firestore.rules accepts in a saved CV (users/{uid}/cvs/{cvId}), generous beside any cap of the editor so
 * that a draft over one still saves: each of the CV's texts, each of its lists, the unplaced lines, the upload's
 * address and the id (which is also the document's), the job advert and the saved score's texts and lists. tests/server/rules/rules-files.test.ts checks the rules
 * file says the same; src/server/emulators/firestore/rules.ts applies them locally.
 */
export const SAVED_CV_LIMITS = { textChars: 20_000, listItems: 500, gcsUrlChars: 2048 } as const;
/** A CV's document id: what newCvId and cvIdFromGcsUrl make. */
export const CV_ID_PATTERN = /^[\w.-]{1,128}$/;

/**
 * A CV as the editor keeps it between visits: the Parsed CV plus where it came from and what is still to be
 * reviewed. The same shape is the local draft, the Firestore document's `data` and (inside an envelope) the
 * JSON export, so every copy of a CV can be read back with one schema.
 */
export const cvDocumentSchema = z.object({
  /**
   * The CV itself, ids stripped (ids are rebuilt by normaliseCv on load). Without the caps: a draft saved over
   * one loads as it was, and the editor shows what to shorten before the coach or the score will take it.
   */
  cv: storedCvSchema,
  /** The uploaded file's gs:// address ('' when the CV was imported or typed in): scoring reads it. */
  gcsUrl: z.union([z.literal(''), z.string().startsWith('gs://').max(SAVED_CV_LIMITS.gcsUrlChars)]).default(''),
  /** Source lines the parser could not place, still waiting for the user to place or dismiss them. */
  unplaced: z.array(z.string().max(2000)).max(SAVED_CV_LIMITS.listItems).default([]),
  /** Id of the CV's Firestore document, users/{uid}/cvs/{cvId}. */
  cvId: z
    .string()
    .regex(CV_ID_PATTERN)
    .default(() => newCvId()),
  /**
   * The job advert pasted into the score card for this CV, and the last official score with the versions it
   * was for (stores/score.ts). Optional, and an unreadable one is dropped rather than losing the CV with it.
   */
  jobDescription: z.string().max(SCORE_MAX_JD_CHARS).optional().catch(undefined),
  lastScore: savedScoreSchema.nullable().optional().catch(undefined),
});

export type CvDocument = z.infer<typeof cvDocumentSchema>;

/** A fresh document id for a CV that has no upload to be named after. */
export function newCvId(now = Date.now()): string {
  return `cv-${now}`;
}

/**
 * The document id of an uploaded CV: its stored file name (`{timestamp}-{sanitised name}`, SPEC §7), so saving
 * the same upload twice updates one document. Other addresses get a fresh id.
 */
export function cvIdFromGcsUrl(gcsUrl: string, now = Date.now()): string {
  const fileName = gcsUrl.split('/').pop() ?? '';
  return CV_ID_PATTERN.test(fileName) ? fileName : newCvId(now);
}

/** The uid whose upload folder (cv-uploads/{uid}/...) holds `gcsUrl`, or null for any other address. */
export function uploadOwner(gcsUrl: string): string | null {
  return /^gs:\/\/[^/]+\/cv-uploads\/([^/]+)\/[^/]+$/.exec(gcsUrl)?.[1] ?? null;
}
