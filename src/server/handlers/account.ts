import { deleteAccountRequestSchema, type AccountDeleted, type AccountExport } from '../../lib/api/schemas/account.ts';
import type { AccountData } from '../account/account-data.ts';
import type { TokenVerifier } from '../auth/verify-id-token.ts';
import { HOUR_MS } from '../durations.ts';
import { allowMethods, HttpError, readJson, success, withErrors, type Handler } from '../http.ts';
import { rateLimit, type RateLimitStore } from '../rate-limit.ts';

/** SECURITY.md §4 spirit: deleting is rare, so 5 requests an hour per user is plenty and bounds abuse. */
export const ACCOUNT_DELETE_RATE_LIMIT = { limit: 5, windowMs: HOUR_MS } as const;

export const CONFIRM_DELETE_MESSAGE = 'Please confirm that you want to delete your account.';
/** The confirmation body is one small object. */
const DELETE_MAX_BODY_BYTES = 1024;

export interface AccountHandlerDeps {
  verifier: TokenVerifier;
  data: AccountData;
  /** Gets one line per request with the outcome only, never a uid or any content. */
  log?: (line: string) => void;
}

export interface AccountDeleteHandlerDeps extends AccountHandlerDeps {
  limiter: RateLimitStore;
}

/**
 * GET /api/v1/account/export (Bearer ID token): everything stored about the caller, as JSON: the account,
 * users/{uid} with the onboarding answers, the saved CVs and the uploaded files' metadata (no bytes).
 * The browser turns the answer into the download, so no Content-Disposition is sent.
 */
export function createAccountExportHandler({ verifier, data, log = console.info }: AccountHandlerDeps): Handler {
  const exportData: Handler = async (request) => {
    const { uid, email, emailVerified } = await verifier.verify(request.headers.get('authorization'));
    const [account, profile, savedCvs, uploadedFiles] = await Promise.all([
      data.readAccount(uid),
      data.readProfile(uid),
      data.readSavedCvs(uid),
      data.listUploads(uid),
    ]);
    const answer: AccountExport = {
      exportedAt: new Date().toISOString(),
      account: account ?? { uid, email: email ?? null, emailVerified, createdAt: null },
      profile,
      savedCvs,
      uploadedFiles,
    };
    log('account-export: exported');
    return success(answer);
  };
  return withErrors(allowMethods(['GET'], exportData), log);
}

/** The confirmation body; anything else (no body, other fields, confirm not true) is the same clear 400. */
async function readConfirmation(request: Request): Promise<void> {
  try {
    await readJson(request, deleteAccountRequestSchema, DELETE_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status !== 413) throw new HttpError(400, 'INVALID_REQUEST', CONFIRM_DELETE_MESSAGE);
    throw error;
  }
}

/**
 * POST /api/v1/account/delete (Bearer ID token, body {confirm: true}): erases users/{uid} with its saved CVs,
 * every file under cv-uploads/{uid}/, then the auth user. The user goes last so that a failure on the way
 * leaves an account that can sign in and try again; every step accepts what is already gone, so a retry
 * finishes the job. 5 requests an hour per user.
 */
export function createAccountDeleteHandler({ verifier, data, limiter, log = console.info }: AccountDeleteHandlerDeps): Handler {
  const deleteAccount: Handler = async (request) => {
    const { uid } = await verifier.verify(request.headers.get('authorization'));
    await readConfirmation(request);
    await rateLimit(limiter, [{ key: `account-delete:uid:${uid}`, ...ACCOUNT_DELETE_RATE_LIMIT }]);

    await data.deleteDocuments(uid);
    await data.deleteUploads(uid);
    await data.deleteAuthUser(uid);
    log('account-delete: deleted');
    const answer: AccountDeleted = { deleted: true };
    return success(answer);
  };
  return withErrors(allowMethods(['POST'], deleteAccount), log);
}
