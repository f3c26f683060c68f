import { z } from 'zod';
import type { OnboardingAnswers } from '../../firebase/types.ts';

/**
 * Body of POST /api/v1/account/delete, shared by the account screen and the server handler. The explicit
 * `confirm: true` makes a stray or replayed request without it harmless (400, nothing deleted).
 */
export const deleteAccountRequestSchema = z.strictObject({
  /** Must be the literal `true`: the user confirmed the deletion in the dialog. */
  confirm: z.literal(true),
});

/** A validated account deletion request. */
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** A JSON value as it appears in an export (Firestore timestamps become ISO 8601 strings). */
export type ExportedValue = null | boolean | number | string | ExportedValue[] | { [key: string]: ExportedValue };

/** One saved CV: users/{uid}/cvs/{id} with its stored fields. */
export interface ExportedCv {
  id: string;
  /** The document's fields as stored (`data` holds the CV, `updatedAt` when it was saved). */
  fields: { [key: string]: ExportedValue };
}

/** One uploaded file under cv-uploads/{uid}/: metadata only, never its bytes. */
export interface ExportedUpload {
  /** The object's name inside the user's folder. */
  name: string;
  /** The file's name on the uploader's device, when it was recorded. */
  originalName: string | null;
  size: number;
  contentType: string | null;
  /** When it was uploaded (ISO 8601), or null when the store does not say. */
  uploaded: string | null;
}

/** `data` of GET /api/v1/account/export: everything the product stores about the caller. */
export interface AccountExport {
  /** When the export was made (ISO 8601). */
  exportedAt: string;
  account: {
    uid: string;
    email: string | null;
    emailVerified: boolean;
    /** When the account was created (ISO 8601), or null when unknown. */
    createdAt: string | null;
  };
  /** users/{uid} (onboarding answers included), or null when there is none. */
  profile: { [key: string]: ExportedValue } | null;
  /**
   * The onboarding answers on their own (the profile's `onboarding`), those given before signing up or logging in
   * included: each question's answer and when all were given, as far as they are text the product accepts (the
   * server checks them, since the profile is the user's to write). Empty when there are none.
   */
  onboardingAnswers: OnboardingAnswers;
  savedCvs: ExportedCv[];
  uploadedFiles: ExportedUpload[];
}

/** `data` of POST /api/v1/account/delete. */
export interface AccountDeleted {
  /** The account is closed: it cannot sign in or call the API any more. */
  deleted: true;
  /** false when part of its data is still stored (erasing stopped halfway); the hourly account sweep removes it. */
  erased: boolean;
}
