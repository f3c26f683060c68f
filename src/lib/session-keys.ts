/**
 * The per-user sessionStorage keys of the upload flow (SPEC §3, §4 'Upload flow'), plus cvUnplaced: the lines the
 * parser could not place, for review in the editor, and coachConversation: the editor panel's chat, kept for the
 * tab. Kept apart from session-storage.ts (which needs zod) so the session store can clear them on logout without
 * loading zod.
 */
export const SESSION_KEYS = ['parsedCvData', 'cvGcsUrl', 'cvUnplaced', 'onboardingData', 'coachConversation'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
