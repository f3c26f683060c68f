import { RECENT_SIGN_IN_MAX_AGE_MS, RECENT_SIGN_IN_REQUIRED } from '../../lib/account/constants.ts';
import { deleteAccountRequestSchema, type AccountDeleted, type AccountExport } from '../../lib/api/schemas/account.ts';
import { storableAnswers } from '../../lib/firebase/onboarding-answers.ts';
import type { AccountData } from '../account/account-data.ts';
import { eraseAccount } from '../account/erase-account.ts';
import type { TokenVerifier } from '../auth/verify-id-token.ts';
import { HOUR_MS } from '../durations.ts';
import { allowMethods, HttpError, readJson, success, withErrors, type Handler } from '../http.ts';
import { rateLimit, type RateLimitStore } from '../rate-limit.ts';

/** SECURITY.md §4 spirit: deleting is rare, so 5 requests an hour per user is plenty and bounds abuse. */
export const ACCOUNT_DELETE_RATE_LIMIT = { limit: 5, windowMs: HOUR_MS } as const;
/** An export reads everything a user has (every document, every file's metadata): 10 an hour per user. */
export const ACCOUNT_EXPORT_RATE_LIMIT = { limit: 10, windowMs: HOUR_MS } as const;

export const RECENT_SIGN_IN_MESSAGE = 'Please sign in again to confirm it is you, then delete your account.';

export const CONFIRM_DELETE_MESSAGE = 'Please confirm that you want to delete your account.';
/** The confirmation body is one small object. */
const DELETE_MAX_BODY_BYTES = 1024;

export interface AccountHandlerDeps {
  verifier: TokenVerifier;
  data: AccountData;
  limiter: RateLimitStore;
  /** Gets one line per request with the outcome only, never a uid or any content. */
  log?: (line: string) => void;
}

export interface AccountDeleteHandlerDeps extends AccountHandlerDeps {
  /** The time a sign-in's age is measured at (ms since the epoch); a seam for tests. */
  now?: () => number;
}

/**
 * GET /api/v1/account/export (Bearer ID token): everything stored about the caller, as JSON: the account,
 * users/{uid}, the onboarding answers on their own (checked), the saved CVs and the uploaded files' metadata
 * (no bytes).
 * The browser turns the answer into the download, so no Content-Disposition is sent. 10 requests an hour per user.
 */
export function createAccountExportHandler({ verifier, data, limiter, log = console.info }: AccountHandlerDeps): Handler {
  const exportData: Handler = async (request) => {
    const { uid, email, emailVerified } = await verifier.verify(request.headers.get('authorization'));
    await rateLimit(limiter, [{ key: `account-export:uid:${uid}`, ...ACCOUNT_EXPORT_RATE_LIMIT }]);
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
      // The rules' own check of the answers, applied again here: the profile is written from the browser.
      onboardingAnswers: storableAnswers(profile?.onboarding),
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

/** Refuses a sign-in older than RECENT_SIGN_IN_MAX_AGE_MS: a token left in an open tab must not delete an account. */
function requireRecentSignIn(authTime: number, now: number): void {
  if (now - authTime > RECENT_SIGN_IN_MAX_AGE_MS) throw new HttpError(403, RECENT_SIGN_IN_REQUIRED, RECENT_SIGN_IN_MESSAGE);
}

/**
 * POST /api/v1/account/delete (Bearer ID token of a sign-in at most 5 minutes old, body {confirm: true}): records
 * the request, then erases the account (eraseAccount: disable the user and revoke its sessions first, then
 * users/{uid} with its saved CVs, every file under cv-uploads/{uid}/, then the auth user). Once the user is
 * disabled its owner can no longer call the API, so a request that stops halfway is not retried by the user: it
 * answers 202 with `erased: false` and the account sweep (hourly) finishes it from the record. A failure before the
 * record exists is a 500 with nothing changed. 5 requests an hour per user.
 */
export function createAccountDeleteHandler({ verifier, data, limiter, log = console.info, now = Date.now }: AccountDeleteHandlerDeps): Handler {
  const deleteAccount: Handler = async (request) => {
    const { uid, authTime } = await verifier.verify(request.headers.get('authorization'));
    requireRecentSignIn(authTime, now());
    await readConfirmation(request);
    await rateLimit(limiter, [{ key: `account-delete:uid:${uid}`, ...ACCOUNT_DELETE_RATE_LIMIT }]);

    await data.recordDeletion(uid);
    try {
      await eraseAccount(data, uid);
    } catch (error) {
      log(`account-delete: stopped halfway (${(error as Error)?.name ?? 'error'}); the account sweep finishes it`);
      return success({ deleted: true, erased: false } satisfies AccountDeleted, 202);
    }
    log('account-delete: deleted');
    return success({ deleted: true, erased: true } satisfies AccountDeleted);
  };
  return withErrors(allowMethods(['POST'], deleteAccount), log);
}
