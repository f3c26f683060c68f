import { projectFirestore } from '../firebase/admin-firestore.ts';

/**
 * The target role the coach collected (users/{uid}.onboarding.targetRole), read on the server with the admin
 * Firestore: scoring never trusts a role sent by the client. Answers undefined when there is none.
 */
export type TargetRoleReader = (uid: string) => Promise<string | undefined>;

/** Longer answers are cut: a role name is a few words, and the rubric extracts keywords from all of it. */
export const MAX_TARGET_ROLE_CHARS = 200;

/** The role in an onboarding map, trimmed and capped; undefined when absent, blank or not text. */
export function targetRoleFrom(profile: unknown): string | undefined {
  const role = (profile as { onboarding?: { targetRole?: unknown } } | null | undefined)?.onboarding?.targetRole;
  if (typeof role !== 'string') return undefined;
  const trimmed = role.trim().slice(0, MAX_TARGET_ROLE_CHARS);
  return trimmed === '' ? undefined : trimmed;
}

/** Reads users/{uid} through firebase-admin (the Firestore emulator when FIRESTORE_EMULATOR_HOST is set). */
export function createFirestoreTargetRoleReader({ projectId }: { projectId: string }): TargetRoleReader {
  const firestore = projectFirestore(projectId);
  return async (uid) => {
    if (!uid || uid.includes('/') || uid === '.' || uid === '..') return undefined;
    const snapshot = await firestore.collection('users').doc(uid).get();
    return snapshot.exists ? targetRoleFrom(snapshot.data()) : undefined;
  };
}
