/** How long the "account deleted" confirmation stays before the home page opens (it also offers a link). */
export const ACCOUNT_DELETED_REDIRECT_MS = 5_000;
