/**
 * Document verbs over Firestore lite (REST, no live listeners: DECISIONS.md). Writes throw DatabaseError,
 * except the two SPEC §8 says fail silently: saving an onboarding answer and reading the user count.
 */
import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import type { CvDocument } from '../cv/document.ts';
import { getFirestoreService } from './app.ts';
import { dateOrNull, profileFromData } from './converters.ts';
import { storableAnswers } from './onboarding-answers.ts';
import { MAX_PROFILE_TEXT_CHARS, ONBOARDING_FIELDS, type OnboardingAnswers, type SavedCv, type UserProfile } from './types.ts';

const USERS = 'users';
const CVS = 'cvs';

/** A failed Firestore call; `code` is Firestore's (e.g. 'permission-denied', 'unavailable'). */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code: string;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : 'unknown';
  }
}

/** Runs a Firestore call, turning whatever it throws (SDK load failures included) into a DatabaseError. */
async function attempt<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new DatabaseError(`Could not ${what}`, error);
  }
}

/** A reference to users/{uid} or one of its descendants; a uid that is no single path segment is refused. */
async function userDoc(uid: string, ...path: string[]): Promise<DocumentReference<DocumentData>> {
  if (!uid || uid.includes('/')) throw Object.assign(new Error('Invalid user id'), { code: 'invalid-argument' });
  const firestore = await getFirestoreService();
  const { doc } = await import('firebase/firestore/lite');
  return doc(firestore, USERS, uid, ...path);
}

async function statsDoc(): Promise<DocumentReference<DocumentData>> {
  const firestore = await getFirestoreService();
  const { doc } = await import('firebase/firestore/lite');
  return doc(firestore, 'stats', 'general');
}

/** The user's profile document, or null when they have none yet. Throws DatabaseError. */
export function getProfile(uid: string): Promise<UserProfile | null> {
  return attempt('read the profile', async () => {
    const ref = await userDoc(uid);
    const { getDoc } = await import('firebase/firestore/lite');
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? profileFromData(snapshot.data()) : null;
  });
}

export { MAX_PROFILE_TEXT_CHARS, storableAnswers };

/** True when the stored onboarding map holds at least one of the five answers. */
function hasAnswers(onboarding: unknown): boolean {
  if (!onboarding || typeof onboarding !== 'object') return false;
  return ONBOARDING_FIELDS.some((field) => {
    const value = (onboarding as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/**
 * Writes users/{uid} at sign-up (SPEC §7): email, createdAt, emailVerified false, plus `onboarding`: the
 * answers a visitor gave the coach before signing up (DECISIONS.md 'Journey details': they carry over). A
 * visitor whose account was linked may already have a document: it gains the e-mail and the answers, keeping
 * its createdAt and any answer not given again. Throws DatabaseError.
 */
export function createProfileOnSignUp(uid: string, email: string, onboarding: OnboardingAnswers = {}): Promise<void> {
  return attempt('create the profile', async () => {
    const ref = await userDoc(uid);
    const { getDoc, serverTimestamp, setDoc, updateDoc } = await import('firebase/firestore/lite');
    const answers = storableAnswers(onboarding);
    const carried = Object.keys(answers).length > 0;
    const existing = await getDoc(ref);
    if (existing.exists()) {
      const fields = Object.fromEntries(Object.entries(answers).map(([field, value]) => [`onboarding.${field}`, value]));
      await updateDoc(ref, { email, emailVerified: false, ...fields, ...(carried ? { lastUpdated: serverTimestamp() } : {}) });
    } else {
      await setDoc(ref, {
        email,
        createdAt: serverTimestamp(),
        emailVerified: false,
        ...(carried ? { onboarding: answers, lastUpdated: serverTimestamp() } : {}),
      });
    }
  });
}

/**
 * Gives an existing account the onboarding answers a visitor gave before logging in to it (the visitor's anonymous
 * account cannot be merged into an existing one, so its answers are copied instead). They are the person's latest
 * words, so they replace the account's answers to the same questions, as answers given while signed in would; the
 * account's other answers stay. Resolves true when it wrote them. Never rejects: saving answers fails silently
 * (SPEC §8).
 */
export async function adoptOnboardingAnswers(uid: string, onboarding: OnboardingAnswers): Promise<boolean> {
  const answers = storableAnswers(onboarding);
  if (!hasAnswers(answers)) return false;
  try {
    const ref = await userDoc(uid);
    const { getDoc, serverTimestamp, setDoc, updateDoc } = await import('firebase/firestore/lite');
    if ((await getDoc(ref)).exists()) {
      const fields = Object.fromEntries(Object.entries(answers).map(([field, value]) => [`onboarding.${field}`, value]));
      await updateDoc(ref, { ...fields, lastUpdated: serverTimestamp() });
    } else {
      await setDoc(ref, { onboarding: answers, lastUpdated: serverTimestamp(), createdAt: serverTimestamp() });
    }
    return true;
  } catch (error) {
    if (import.meta.env?.DEV) console.warn('Carrying the onboarding answers into the account failed (ignored).', error);
    return false;
  }
}

/**
 * Saves one onboarding answer to users/{uid} (SPEC §4: update; create with createdAt if missing). It reads
 * first rather than trying an update that may fail: a failed request shows as an error in the browser console
 * on every visitor's first answer. Never rejects: SPEC §8 says saving answers fails silently, so failures are
 * only logged during development.
 */
export async function saveOnboardingAnswer<K extends keyof OnboardingAnswers>(
  uid: string,
  field: K,
  value: NonNullable<OnboardingAnswers[K]>,
): Promise<void> {
  try {
    const ref = await userDoc(uid);
    const { getDoc, serverTimestamp, setDoc, updateDoc } = await import('firebase/firestore/lite');
    if ((await getDoc(ref)).exists()) {
      await updateDoc(ref, { [`onboarding.${field}`]: value, lastUpdated: serverTimestamp() });
    } else {
      await setDoc(ref, { onboarding: { [field]: value }, lastUpdated: serverTimestamp(), createdAt: serverTimestamp() });
    }
  } catch (error) {
    if (import.meta.env?.DEV) console.warn(`Saving the onboarding answer "${field}" failed (ignored).`, error);
  }
}

/** stats/general.totalUsers, or null when it cannot be read or is not a count (SPEC §8: fails silently). */
export async function readTotalUsers(): Promise<number | null> {
  try {
    const ref = await statsDoc();
    const { getDoc } = await import('firebase/firestore/lite');
    const value = (await getDoc(ref)).get('totalUsers');
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Saves (replaces) users/{uid}/cvs/{cvId} with the CV document and the server time: the shape firestore.rules
 * accepts (its cvId is the document's id). Throws DatabaseError.
 */
export function saveCv(uid: string, cvId: string, data: CvDocument): Promise<void> {
  return attempt('save the CV', async () => {
    if (!cvId || cvId.includes('/')) throw Object.assign(new Error('Invalid CV id'), { code: 'invalid-argument' });
    const ref = await userDoc(uid, CVS, cvId);
    const { serverTimestamp, setDoc } = await import('firebase/firestore/lite');
    await setDoc(ref, { data, updatedAt: serverTimestamp() });
  });
}

/**
 * The user's most recently saved CV, or null when they have none. `data` is returned as stored: the caller
 * validates it (e.g. with the CV schema) before use. Throws DatabaseError.
 */
export function loadLatestCv<T = unknown>(uid: string): Promise<SavedCv<T> | null> {
  return attempt('load the CV', async () => {
    const ref = await userDoc(uid);
    const { collection, getDocs, limit, orderBy, query } = await import('firebase/firestore/lite');
    const snapshot = await getDocs(query(collection(ref, CVS), orderBy('updatedAt', 'desc'), limit(1)));
    const [document] = snapshot.docs;
    if (!document) return null;
    const stored = document.data();
    return { id: document.id, data: stored.data as T, updatedAt: dateOrNull(stored.updatedAt) };
  });
}
