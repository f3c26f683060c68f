import type { EditableCv } from './editable.ts';

/**
 * A one-step undo for deletions: the CV being edited plus the CV as it was just before the last deletion.
 * Only the last deletion can be undone, once; any later change forgets it, because restoring the earlier
 * snapshot would silently throw that change away.
 */
export interface CvHistory {
  /** The CV as it is now. */
  readonly cv: EditableCv;
  /** The CV just before the last deletion, while that deletion can still be undone. */
  readonly beforeDeletion: EditableCv | null;
}

/** A history that starts at `cv`, with nothing to undo. */
export function startHistory(cv: EditableCv): CvHistory {
  return { cv, beforeDeletion: null };
}

/**
 * `history` after an ordinary edit (`edit` from lib/cv/edit). An edit that changes nothing leaves the history
 * as it was, undo included; a real change forgets the pending undo.
 */
export function applyEdit(history: CvHistory, edit: (cv: EditableCv) => EditableCv): CvHistory {
  const cv = edit(history.cv);
  return cv === history.cv ? history : { cv, beforeDeletion: null };
}

/** `history` after a deletion, which can then be undone with `undoDeletion`; a no-op changes nothing. */
export function applyDeletion(history: CvHistory, deletion: (cv: EditableCv) => EditableCv): CvHistory {
  const cv = deletion(history.cv);
  return cv === history.cv ? history : { cv, beforeDeletion: history.cv };
}

/** True while the last deletion can be undone. */
export function canUndoDeletion(history: CvHistory): boolean {
  return history.beforeDeletion !== null;
}

/** `history` with the last deletion undone (once); unchanged when there is nothing to undo. */
export function undoDeletion(history: CvHistory): CvHistory {
  return history.beforeDeletion ? { cv: history.beforeDeletion, beforeDeletion: null } : history;
}
