import { apiRequest } from './client.ts';
import type { AccountDeleted, AccountExport, DeleteAccountRequest } from './schemas/account.ts';

/** The API's success envelope. */
interface Success<T> {
  status: 'success';
  data: T;
}

/**
 * Everything the product stores about the signed-in user (GET /api/v1/account/export): account, profile with
 * onboarding answers, saved CVs and uploaded files' metadata. Throws ApiError on a refused call.
 */
export async function exportMyData(idToken: string): Promise<AccountExport> {
  const answer = await apiRequest<Success<AccountExport>>('/api/v1/account/export', { method: 'GET', token: idToken });
  return answer.data;
}

/**
 * Deletes the signed-in user's account and everything stored with it (POST /api/v1/account/delete). Call it
 * only after the user confirmed, with the token of a sign-in at most RECENT_SIGN_IN_MAX_AGE_MS old; the caller
 * signs out afterwards. `erased` is false when part of the data goes with the next hourly sweep. Throws ApiError on
 * a refused call (403 RECENT_SIGN_IN_REQUIRED: sign in again first).
 */
export async function deleteMyAccount(idToken: string): Promise<AccountDeleted> {
  const body: DeleteAccountRequest = { confirm: true };
  const answer = await apiRequest<Success<AccountDeleted>>('/api/v1/account/delete', { method: 'POST', body, token: idToken });
  return answer.data;
}
