/**
 * Typed access to the upload flow's sessionStorage keys (SPEC §3: parsedCvData, cvGcsUrl, onboardingData).
 * Readers validate what they find: the values cross a page load and anyone can edit them. Blocked storage
 * (privacy settings) reads as empty and ignores writes, so the flow still works within a page.
 */
import { z } from 'zod';
import { readJson, removeItem, writeJson } from '@/lib/browser/safe-storage';
import { storedCvSchema, type ParsedCv } from '@/lib/cv/schema';
import { ONBOARDING_FIELDS } from '@/lib/firebase/types';
import type { SessionKey } from './session-keys.ts';

const answerFields = Object.fromEntries(ONBOARDING_FIELDS.map((field) => [field, z.string().optional()])) as Record<
  (typeof ONBOARDING_FIELDS)[number],
  z.ZodOptional<z.ZodString>
>;

/** The coach's progress: the answers so far and the question reached, so the editor carries on from there. */
export const onboardingDataSchema = z.object({
  /** Answers by field (SPEC §9), plus completedAt (ISO 8601) once all five are in. */
  answers: z.object({ ...answerFields, completedAt: z.string().optional() }),
  /** Index of the next question to ask (0 to 5; 5 means all answered). */
  questionIndex: z.number().int().min(0).max(ONBOARDING_FIELDS.length),
});

export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** The editor panel's coach conversation (SPEC §3 'Coach chat message'), restored on reload within the tab. */
export const coachConversationSchema = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    /** The coach (by persona name) or the user. */
    sender: z.union([z.literal('user'), z.object({ name: z.string() })]),
    /** Milliseconds since the epoch. */
    timestamp: z.number(),
  }),
);

export type CoachConversation = z.infer<typeof coachConversationSchema>;

const schemas = {
  parsedCvData: storedCvSchema,
  /** The uploaded CV's gs:// address. */
  cvGcsUrl: z.string().startsWith('gs://'),
  /** Lines the parser could not place. */
  cvUnplaced: z.array(z.string()),
  onboardingData: onboardingDataSchema,
  coachConversation: coachConversationSchema,
} as const satisfies Record<SessionKey, z.ZodType>;

export type { SessionKey };
export interface SessionValues {
  parsedCvData: ParsedCv;
  cvGcsUrl: string;
  cvUnplaced: string[];
  onboardingData: OnboardingData;
  coachConversation: CoachConversation;
}

/** Stores `value` under `key` as JSON. Never throws (a full or blocked storage loses the write). */
export function writeSession<K extends SessionKey>(key: K, value: SessionValues[K]): void {
  // Quota exceeded or blocked: the current page still has the value in memory.
  writeJson('sessionStorage', key, value);
}

/**
 * The value under `key`: undefined when absent, null when present but unreadable (bad JSON or wrong shape),
 * so callers can tell 'no CV' from 'broken CV' (SPEC §4 'Editor data loading').
 */
export function readSession<K extends SessionKey>(key: K): SessionValues[K] | null | undefined {
  return readJson('sessionStorage', key, schemas[key]) as SessionValues[K] | null | undefined;
}

/** Reads `key` like readSession, then removes it. */
export function takeSession<K extends SessionKey>(key: K): SessionValues[K] | null | undefined {
  const value = readSession(key);
  removeItem('sessionStorage', key);
  return value;
}
