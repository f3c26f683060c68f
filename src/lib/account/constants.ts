/** How long the "account deleted" confirmation stays before the home page opens (it also offers a link). */
export const ACCOUNT_DELETED_REDIRECT_MS = 5_000;

/**
 * Deleting an account needs a recent sign-in: the ID token's auth_time at most this long ago. The server refuses
 * an older one (403 RECENT_SIGN_IN_REQUIRED) and the account screen asks for the password or Google again.
 */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * 60_000;
/** The API's error code for that refusal, which the account screen answers by asking the user to sign in again. */
export const RECENT_SIGN_IN_REQUIRED = 'RECENT_SIGN_IN_REQUIRED';
