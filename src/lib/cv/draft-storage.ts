/**
 * The CV draft in this browser's localStorage: written on every edit so that a closed tab, a crash or a reload
 * loses nothing (DECISIONS.md 'Where we go beyond'). Reads validate: the value crosses visits and anyone can
 * edit it. Blocked or full storage reads as empty and ignores writes; the editor still works in memory.
 */
import { readJson, removeItem, writeJson } from '../browser/safe-storage.ts';
import { cvDocumentSchema, type CvDocument } from './document.ts';

export const CV_DRAFT_KEY = 'hirewise:cv-draft';

/** Saves the draft; false when the browser refused (storage blocked or full). */
export function writeDraft(document: CvDocument): boolean {
  return writeJson('localStorage', CV_DRAFT_KEY, document);
}

/** The draft: undefined when there is none, null when there is one that cannot be read. */
export function readDraft(): CvDocument | null | undefined {
  return readJson('localStorage', CV_DRAFT_KEY, cvDocumentSchema);
}

/** Forgets the draft (log-out, so the next person on this browser never sees it). */
export function clearDraft(): void {
  removeItem('localStorage', CV_DRAFT_KEY);
}
