/**
 * The per-user sessionStorage keys of the upload flow (SPEC §3, §4 'Upload flow'). Kept apart from
 * session-storage.ts (which needs zod) so the session store can clear them on logout without loading zod.
 */
export const SESSION_KEYS = ['parsedCvData', 'cvGcsUrl', 'onboardingData'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
