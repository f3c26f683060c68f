/**
 * CV parsing (SPEC §7 call 3): POST /parse with the uploaded file's gs:// address and the signed-in user's ID
 * token. The answer is read once here; every failure becomes an Error whose message is the reason the upload
 * screen shows after 'Error: '. A refusal (non-ok status) is the API helper's ApiError, worded as SPEC §8's
 * 'API Error: {status} {statusText} - {the server's messages}' (for a 429, when to try again); an ok answer that is
 * not a success gives its first error message, else SPEC §8's 'Failed to parse CV'.
 */
import { parseResultSchema, type ParseResult } from '@/lib/cv/schema';
import { messages } from '@/lib/messages';
import { apiRequest, firstServerMessage } from './client.ts';

export const PARSE_PATH = '/parse';

/** POST /parse's answer. */
interface ParseAnswer {
  status?: string;
  data?: unknown;
  /** Lines the parser could not place (our extra field beside SPEC's data). */
  unplaced?: unknown;
  errors?: { message?: string }[];
}

/** The uploaded file to parse. */
export interface ParseCvRequest {
  /** The name the user chose the file by. */
  fileName: string;
  /** Where the upload stored it. */
  gsUrl: string;
}

/**
 * The parsed CV and the lines the parser could not place. Throws ApiError when the API refuses, Error when its
 * answer is not a readable success (message: the reason to show); a network failure rejects with fetch's own error.
 */
export async function parseCv(request: ParseCvRequest, idToken: string): Promise<ParseResult> {
  const answer = await apiRequest<ParseAnswer | undefined>(PARSE_PATH, {
    method: 'POST',
    body: { cv: { filename: request.fileName, gcs_url: request.gsUrl } },
    token: idToken,
  });
  if (answer?.status !== 'success' || !answer.data) throw new Error(firstServerMessage(answer) ?? messages.upload.parseFailed);
  const parsed = parseResultSchema.safeParse({ data: answer.data, unplaced: answer.unplaced ?? [] });
  if (!parsed.success) throw new Error(messages.upload.parseFailed);
  return parsed.data;
}
