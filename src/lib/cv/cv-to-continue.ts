/**
 * Whether there is a CV the editor would open (SPEC §4 'Editor data loading' after the upload's own keys): this
 * browser's draft, or the signed-in user's latest saved CV. The upload screen links back to it (DECISIONS.md
 * 'Journey details'); a freshly verified user is taken to it (issue 16).
 */
import { readDraft } from './draft-storage.ts';
import { EDITOR_PATH, UPLOAD_PATH } from '../upload/navigate.ts';

/** True when this browser holds a readable CV draft. */
export function hasDraft(): boolean {
  return !!readDraft();
}

/** True when the account `uid` has a saved CV. Loads Firestore; rejects when the look-up fails. */
export async function hasSavedCv(uid: string): Promise<boolean> {
  const { loadLatestCv } = await import('../firebase/firestore.ts');
  return (await loadLatestCv(uid)) !== null;
}

/**
 * Where a user's next step is: their CV in the editor when there is one (draft or saved), else the upload
 * screen. A failed look-up of saved CVs counts as none: the upload screen links to a CV it finds later.
 */
export async function nextStepPath(uid: string | undefined): Promise<string> {
  if (hasDraft()) return EDITOR_PATH;
  const saved = uid ? await hasSavedCv(uid).catch(() => false) : false;
  return saved ? EDITOR_PATH : UPLOAD_PATH;
}
