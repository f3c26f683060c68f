/**
 * The CV draft in this browser's localStorage: written on every edit so that a closed tab, a crash or a reload
 * loses nothing (DECISIONS.md 'Where we go beyond'). Reads validate: the value crosses visits and anyone can
 * edit it. Blocked or full storage reads as empty and ignores writes; the editor still works in memory.
 */
import { cvDocumentSchema, type CvDocument } from './document.ts';

export const CV_DRAFT_KEY = 'hirewise:cv-draft';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Saves the draft; false when the browser refused (storage blocked or full). */
export function writeDraft(document: CvDocument): boolean {
  try {
    const storage = localStorageOrNull();
    if (!storage) return false;
    storage.setItem(CV_DRAFT_KEY, JSON.stringify(document));
    return true;
  } catch {
    return false;
  }
}

/** The draft: undefined when there is none, null when there is one that cannot be read. */
export function readDraft(): CvDocument | null | undefined {
  let raw: string | null;
  try {
    raw = localStorageOrNull()?.getItem(CV_DRAFT_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = cvDocumentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the draft (log-out, so the next person on this browser never sees it). */
export function clearDraft(): void {
  try {
    localStorageOrNull()?.removeItem(CV_DRAFT_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
