/**
 * CV parsing (SPEC §7 call 3): POST /parse with the uploaded file's gs:// address and the signed-in user's ID
 * token. The answer is read once here; every failure becomes an Error whose message is the reason the upload
 * screen shows: the server's first error (for a 429, when to try again), else SPEC §8's 'Failed to parse CV'.
 */
import { parseResultSchema, type ParseResult } from '@/lib/cv/schema';
import { messages } from '@/lib/messages';
import { ApiError, apiRequest, firstServerMessage } from './client.ts';

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

/** The API's answer, a refusal rethrown with the server's first error as its message. */
async function requestParse({ fileName, gsUrl }: ParseCvRequest, idToken: string): Promise<ParseAnswer | undefined> {
  try {
    return await apiRequest<ParseAnswer | undefined>(PARSE_PATH, { method: 'POST', body: { cv: { filename: fileName, gcs_url: gsUrl } }, token: idToken });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.reason ?? messages.upload.parseFailed, { cause: error });
    throw error;
  }
}

/**
 * The parsed CV and the lines the parser could not place. Throws Error (message: the reason to show) when the
 * API refuses or its answer is not a readable success; a network failure rejects with fetch's own error.
 */
export async function parseCv(request: ParseCvRequest, idToken: string): Promise<ParseResult> {
  const answer = await requestParse(request, idToken);
  if (answer?.status !== 'success' || !answer.data) throw new Error(firstServerMessage(answer) ?? messages.upload.parseFailed);
  const parsed = parseResultSchema.safeParse({ data: answer.data, unplaced: answer.unplaced ?? [] });
  if (!parsed.success) throw new Error(messages.upload.parseFailed);
  return parsed.data;
}
